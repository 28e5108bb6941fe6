// VPC networking at scale: a VPC holding 1,000 firewall rules (Nexus takes at most 1,024)
// and a project holding 500 floating IPs.
//
// Set up through the API first, as the demo admin (a fleet admin): a project
// `bench-networking`, its default VPC's rules replaced by 1,000, a range of 512 addresses
// added to the silo's default pool, and 500 floating IPs. Then, each in a fresh context
// of one running browser (empty cache), n times:
// - the firewall rules tab (every rule in one answer, one table) to its first row;
// - the rule create form, loaded cold, to its Name field, and so ready to type in;
// - the floating IPs list (one page at a time) to its first row;
// with the main thread's long tasks (> 50 ms) during each load.
//
//   npx tsx bench/vpc-networking.ts [--runs 5]
import { request } from '@playwright/test'

import { coldLoadFigures, isMain, log, type Figure, type Session } from './lib.ts'

const PROJECT = 'bench-networking'
const RULES = 1000
const FLOATING_IPS = 500

const rule = (i: number) => ({
  name: `rule-${String(i).padStart(4, '0')}`,
  description: `benchmark rule ${i}`,
  status: 'enabled',
  direction: i % 2 ? 'inbound' : 'outbound',
  targets: [{ type: 'vpc', value: 'default' }],
  filters: {
    hosts: [{ type: 'ip_net', value: `10.${Math.floor(i / 250)}.${i % 250}.0/24` }],
    ports: [`${1000 + i}`],
    protocols: ['TCP'],
  },
  action: i % 3 ? 'allow' : 'deny',
  priority: i,
})

async function setUp(session: Session): Promise<number> {
  const api = await request.newContext({ baseURL: session.server.url, storageState: session.state })
  try {
    const res = await api.post('/v1/projects', {
      data: { name: PROJECT, description: 'benchmark' },
    })
    if (res.status() !== 201) throw new Error(`project: ${res.status()} ${await res.text()}`)
    const put = await api.put(`/v1/vpc-firewall-rules?project=${PROJECT}&vpc=default`, {
      data: { rules: Array.from({ length: RULES }, (_, i) => rule(i)) },
    })
    if (put.status() !== 200) throw new Error(`rules: ${put.status()} ${await put.text()}`)
    // the seeded pool holds 241 addresses; 512 more make room for the floating IPs
    const range = await api.post('/v1/system/ip-pools/default/ranges/add', {
      data: { first: '198.51.100.0', last: '198.51.101.255' },
    })
    if (range.status() !== 201) throw new Error(`range: ${range.status()} ${await range.text()}`)
    for (let i = 0; i < FLOATING_IPS; i++) {
      const name = `fip-${String(i).padStart(4, '0')}`
      const r = await api.post(`/v1/floating-ips?project=${PROJECT}`, {
        data: { name, description: '' },
      })
      if (r.status() !== 201) throw new Error(`floating IP ${i}: ${r.status()} ${await r.text()}`)
    }
    log(`${PROJECT}: ${RULES} firewall rules, ${FLOATING_IPS} floating IPs`)
    return FLOATING_IPS
  } finally {
    await api.dispose()
  }
}

export async function runVpcNetworking(
  session: Session,
  opts: { runs?: number } = {},
): Promise<Figure[]> {
  const i = process.argv.indexOf('--runs')
  const runs = Math.max(3, opts.runs ?? (i < 0 ? 5 : Number(process.argv[i + 1]) || 5))
  const floatingIps = await setUp(session)
  const scenarios = [
    {
      label: 'Firewall rules tab with the 3 rules a VPC starts with, to the first row',
      path: '/projects/demo-project/vpcs/default/firewall-rules',
      selector: 'table[aria-label="Firewall rules"] tbody tr',
    },
    {
      label: `Firewall rules tab with ${RULES} rules, to the first row`,
      path: `/projects/${PROJECT}/vpcs/default/firewall-rules`,
      selector: 'table[aria-label="Firewall rules"] tbody tr',
    },
    {
      label: `Rule create form (the whole set of ${RULES} read first), to its Name field`,
      path: `/projects/${PROJECT}/vpcs/default/firewall-rules-new`,
      selector: 'input[name="name"]',
    },
    {
      label: `Floating IPs list of a project with ${floatingIps}, to the first row`,
      path: `/projects/${PROJECT}/floating-ips`,
      selector: 'table[aria-label="Floating IPs"] tbody tr',
    },
  ]
  return coldLoadFigures(session, 'vpc-networking', scenarios, runs)
}

if (isMain(import.meta.url)) {
  const { withSession } = await import('./lib.ts')
  const figures = await withSession((s) => runVpcNetworking(s))
  for (const f of figures) console.log(`${f.figure}: ${f.value}`)
}
