// Crawl OUR console in proxy mode (NEXUS_URL) in front of the Oxide console's own mock API
// (its MSW handlers served over HTTP, tools/reference-mock/start-mock.ts): every route of
// our route table (app/routes.tsx), filled in with names and ids from the mock's data
// (/tmp/refconsole/mock-api/*.ts), then three create flows through the UI (project, disk,
// instance). Records per page what it showed (its heading, error screens, inline errors,
// toasts, uncaught errors) and every API request the mock did not answer with 2xx, and
// classifies those answers:
//   violation      a 400 "Zod error for body/params" or a 404 "Zod error for params": the
//                  mock's validation of the request against its API refused what we sent
//   not-implemented  a 501 NotImplemented: the mock lacks that endpoint's handler
//   no-route       the mock has no route at all for the path (Express's own 404 page)
//   refused        another 4xx the mock's handler chose (not found, already exists, ...)
//   server-error   a 5xx other than 501, or the proxy's 502
// Writes a JSON report (OUT, /tmp/refmock-crawl.json) and a markdown summary beside it.
// Run from the repository root, with the mock and our console running (run.sh does both):
//   node tools/reference-mock/crawl.mjs
import { readFileSync, writeFileSync } from 'node:fs'

import { chromium } from '../../node_modules/playwright/index.mjs'

const BASE = process.env.CONSOLE_URL ?? 'http://127.0.0.1:4320'
const OUT = process.env.OUT ?? '/tmp/refmock-crawl.json'
const ONLY = process.env.ONLY ? new RegExp(process.env.ONLY) : null
const FLOWS = process.env.FLOWS !== '0'
const SNAPSHOT = process.env.OURS ?? '/tmp/refmock-console'

// ---------------------------------------------------------------------------------------
// Our routes, with the mock's names and ids (mock-api/*.ts at the console's 4f92755)
// ---------------------------------------------------------------------------------------
const P = '/projects/mock-project'
const I = `${P}/instances/db1`
const V = `${P}/vpcs/default`
const R = `${V}/routers/mock-custom-router`
const SLED = 'c2519937-44a4-493b-9b38-5c337c597d08'
const USER = '2e28576d-43e0-4e9e-9132-838a7b66f602' // Hannah Arendt, the mock's current user
const GROUP = '0ff6da96-5d6d-4326-b059-2b72c1b51457' // web-devs

/** [template in app/routes.tsx, the URL visited] */
const ROUTES = [
  ['/', '/'],
  ['login/:silo/local', '/login/maze-war/local'],
  ['login/:silo/saml/:provider', '/login/maze-war/saml/mock-idp'],
  ['device/verify', '/device/verify'],
  ['device/success', '/device/success'],
  ['lookup/instances/:instance', '/lookup/instances/935499b3-fd96-432a-9c21-83a3dc1eece4'],
  ['lookup/i/:instance', '/lookup/i/935499b3-fd96-432a-9c21-83a3dc1eece4'],
  ['projects', '/projects'],
  ['projects-new', '/projects-new'],
  ['projects/:project/edit', '/projects/mock-project/edit'],
  ['images', '/images'],
  ['images/:image/edit', '/images/ubuntu-22-04/edit'],
  ['access', '/access'],
  ['utilization', '/utilization'],
  ['certificates', '/certificates'],
  ['certificates-new', '/certificates-new'],
  ['directory', '/directory'],
  ['directory/users', '/directory/users'],
  ['directory/groups', '/directory/groups'],
  ['directory/users/:userId', `/directory/users/${USER}`],
  ['directory/groups/:groupId', `/directory/groups/${GROUP}`],
  ['projects/:project', P],
  ['instances', `${P}/instances`],
  ['instances-new', `${P}/instances-new`],
  ['instances/:instance', I],
  ['storage', `${I}/storage`],
  ['networking', `${I}/networking`],
  ['metrics', `${I}/metrics`],
  ['metrics/cpu', `${I}/metrics/cpu`],
  ['metrics/disk', `${I}/metrics/disk`],
  ['metrics/network', `${I}/metrics/network`],
  ['connect', `${I}/connect`],
  ['settings (instance)', `${I}/settings`],
  ['serial-console', `${I}/serial-console`],
  ['disks', `${P}/disks`],
  ['disks-new', `${P}/disks-new`],
  ['snapshots', `${P}/snapshots`],
  ['snapshots-new', `${P}/snapshots-new`],
  ['snapshots/:snapshot/images-new', `${P}/snapshots/snapshot-1/images-new`],
  ['images (project)', `${P}/images`],
  ['images-new', `${P}/images-new`],
  ['images/:image/edit (project)', `${P}/images/image-1/edit`],
  ['floating-ips', `${P}/floating-ips`],
  ['floating-ips-new', `${P}/floating-ips-new`],
  ['floating-ips/:floatingIp/edit', `${P}/floating-ips/rootbeer-float/edit`],
  ['external-subnets', `${P}/external-subnets`],
  ['external-subnets-new', `${P}/external-subnets-new`],
  ['external-subnets/:externalSubnet/edit', `${P}/external-subnets/web-subnet/edit`],
  ['vpcs', `${P}/vpcs`],
  ['vpcs-new', `${P}/vpcs-new`],
  ['vpcs/:vpc/edit', `${V}/edit`],
  ['vpcs/:vpc', V],
  ['firewall-rules', `${V}/firewall-rules`],
  ['firewall-rules-new/:rule?', `${V}/firewall-rules-new`],
  ['firewall-rules-new/:rule (clone)', `${V}/firewall-rules-new/allow-ssh`],
  ['firewall-rules/:rule/edit', `${V}/firewall-rules/allow-ssh/edit`],
  ['subnets', `${V}/subnets`],
  ['subnets-new', `${V}/subnets-new`],
  ['subnets/:subnet/edit', `${V}/subnets/mock-subnet-2/edit`],
  ['routers', `${V}/routers`],
  ['routers-new', `${V}/routers-new`],
  ['routers/:router/edit', `${R}/edit`],
  ['internet-gateways', `${V}/internet-gateways`],
  ['routers/:router', R],
  ['routes-new', `${R}/routes-new`],
  ['routes/:route/edit', `${R}/routes/drop-local/edit`],
  ['internet-gateways/:gateway', `${V}/internet-gateways/internet-gateway-1`],
  ['access (project)', `${P}/access`],
  ['affinity', `${P}/affinity`],
  [':antiAffinityGroup', `${P}/affinity/romulus-remus`],
  ['settings', '/settings'],
  ['profile', '/settings/profile'],
  ['ssh-keys', '/settings/ssh-keys'],
  ['ssh-keys-new', '/settings/ssh-keys-new'],
  ['ssh-keys/:sshKey/edit', '/settings/ssh-keys/m1-macbook-pro/edit'],
  ['access-tokens', '/settings/access-tokens'],
  ['system', '/system'],
  ['issues', '/system/issues'],
  ['utilization (system)', '/system/utilization'],
  ['access (system)', '/system/access'],
  ['support-bundles', '/system/support-bundles'],
  ['audit-log', '/system/audit-log'],
  ['update', '/system/update'],
  ['silos', '/system/silos'],
  ['silos-new', '/system/silos-new'],
  ['silos/:silo', '/system/silos/maze-war'],
  ['silos/:silo (subnet pools tab)', '/system/silos/maze-war?tab=subnet-pools'],
  ['silos/:silo (SCIM tab)', '/system/silos/maze-war?tab=scim'],
  ['idps-new', '/system/silos/maze-war/idps-new'],
  ['idps/saml/:provider', '/system/silos/maze-war/idps/saml/mock-idp'],
  ['inventory', '/system/inventory'],
  ['sleds', '/system/inventory/sleds'],
  ['disks (inventory)', '/system/inventory/disks'],
  ['sleds/:sledId', `/system/inventory/sleds/${SLED}`],
  ['instances (sled)', `/system/inventory/sleds/${SLED}/instances`],
  ['networking (system)', '/system/networking'],
  ['rack', '/system/networking/rack'],
  ['ip-pools', '/system/networking/ip-pools'],
  ['ip-pools-new', '/system/networking/ip-pools-new'],
  ['ip-pools/:pool', '/system/networking/ip-pools/ip-pool-1'],
  ['edit (ip pool)', '/system/networking/ip-pools/ip-pool-1/edit'],
  ['ranges-add', '/system/networking/ip-pools/ip-pool-1/ranges-add'],
  ['subnet-pools', '/system/networking/subnet-pools'],
  ['subnet-pools-new', '/system/networking/subnet-pools-new'],
  ['subnet-pools/:subnetPool', '/system/networking/subnet-pools/default-v4-subnet-pool'],
  ['edit (subnet pool)', '/system/networking/subnet-pools/default-v4-subnet-pool/edit'],
  ['members-add', '/system/networking/subnet-pools/default-v4-subnet-pool/members-add'],
  ['*', '/no-such-page'],
]

/** Every `path:` of app/routes.tsx has a line above (its template starts the line's name) */
function uncoveredRoutes() {
  const src = readFileSync(new URL('../../app/routes.tsx', import.meta.url), 'utf8')
  const paths = [...src.matchAll(/path: '([^']+)'/g)].map((m) => m[1])
  const names = ROUTES.map(([t]) => t.split(' ')[0])
  return paths.filter((p) => p !== 'login' && !names.some((n) => n === p || n.endsWith(p)))
}

// ---------------------------------------------------------------------------------------
// Classifying the mock's answers
// ---------------------------------------------------------------------------------------
function classify(status, body) {
  const message = typeof body === 'object' && body ? (body.message ?? '') : ''
  if (/^Zod error/.test(message)) return 'violation'
  if (status === 501) return 'not-implemented'
  if (status === 404 && typeof body === 'string' && /Cannot (GET|POST|PUT|DELETE)/.test(body))
    return 'no-route'
  if (status >= 500) return 'server-error'
  return 'refused'
}

/** Zod's issues in a short form: path and message of each (zod 4 nests them as JSON) */
function zodSummary(message) {
  try {
    let parsed = JSON.parse(message.replace(/^Zod error for \w+: /, ''))
    if (typeof parsed.message === 'string') parsed = JSON.parse(parsed.message)
    const issues = Array.isArray(parsed) ? parsed : (parsed.issues ?? [])
    const one = (i) =>
      `${(i.path ?? []).join('.') || '(body)'}: ${i.message}` +
      (i.errors
        ? ` [${i.errors
            .flat()
            .map((e) => e.message)
            .filter((m, k, a) => a.indexOf(m) === k)
            .join(' / ')}]`
        : '')
    return `${message.match(/^Zod error for \w+/)?.[0]}: ${issues.map(one).join('; ')}`
  } catch {
    return message.slice(0, 300)
  }
}

// ---------------------------------------------------------------------------------------
// The crawl
// ---------------------------------------------------------------------------------------
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1400, height: 900 } })
const page = await context.newPage()

let current = null // the record of the page being visited
const apiCalls = [] // every API answer, for the totals
page.on('pageerror', (e) => current?.pageErrors.push(String(e.message).slice(0, 300)))
page.on('console', (m) => {
  if (m.type() === 'error' && current) current.consoleErrors.push(m.text().slice(0, 300))
})
page.on('response', async (response) => {
  const req = response.request()
  const url = new URL(response.url())
  if (url.origin !== new URL(BASE).origin) return
  if (!/^\/(v1|experimental|device|login|logout|metrics)\b/.test(url.pathname)) return
  if (!['fetch', 'xhr'].includes(req.resourceType())) return
  const status = response.status()
  const call = {
    method: req.method(),
    path: url.pathname + url.search,
    status,
    apiVersion: (await req.allHeaders().catch(() => ({})))['api-version'],
  }
  apiCalls.push(call)
  if (status < 400 || !current) return
  let body = await response.text().catch(() => '')
  try {
    body = JSON.parse(body)
  } catch {
    body = body.slice(0, 200)
  }
  const kind = classify(status, body)
  const message = typeof body === 'object' ? (body?.message ?? body?.error_code ?? '') : body
  current.failed.push({
    ...call,
    kind,
    errorCode: typeof body === 'object' ? body?.error_code : undefined,
    message: kind === 'violation' ? zodSummary(message) : String(message).slice(0, 300),
    requestBody: req.postData()?.slice(0, 600),
  })
})

async function observe(rec) {
  await page.waitForLoadState('networkidle', { timeout: 10000 }).catch(() => {})
  await page.waitForTimeout(400)
  rec.finalUrl = new URL(page.url()).pathname
  rec.heading = (
    await page
      .locator('h1')
      .first()
      .textContent({ timeout: 1000 })
      .catch(() => '')
  )?.trim()
  rec.dialog = await page
    .getByRole('dialog')
    .first()
    .getAttribute('aria-label', { timeout: 300 })
    .catch(() => null)
  rec.errorScreen = /Something went wrong|Page not found/.test(rec.heading ?? '')
    ? rec.heading
    : null
  const detail = await page
    .locator('p.font-mono')
    .allTextContents()
    .catch(() => [])
  if (rec.errorScreen && detail.length) rec.errorScreen += `: ${detail.join(' ').slice(0, 300)}`
  rec.alerts = (
    await page
      .getByRole('alert')
      .allTextContents()
      .catch(() => [])
  )
    .map((t) => t.trim())
    .filter(Boolean)
  rec.toasts = (
    await page
      .locator('li[role="status"]')
      .allTextContents()
      .catch(() => [])
  )
    .map((t) => t.trim())
    .filter(Boolean)
}

function verdict(rec) {
  const kinds = new Set(rec.failed.map((f) => f.kind))
  if (kinds.has('violation')) return 'violation'
  if (rec.errorScreen || rec.pageErrors.length) {
    if (kinds.has('not-implemented')) return 'not-implemented'
    if (kinds.has('no-route')) return 'no-route'
    return 'error'
  }
  if (kinds.has('not-implemented')) return 'ok, but part not implemented by the mock'
  if (kinds.has('no-route')) return 'ok, but an endpoint missing from the mock'
  if (rec.alerts.length || rec.toasts.some((t) => /error|fail|could not/i.test(t)))
    return 'ok, with an error message'
  return 'ok'
}

const pages = []
const newRec = (name, url) => ({
  name,
  url,
  failed: [],
  pageErrors: [],
  consoleErrors: [],
})

for (const [name, url] of ROUTES) {
  if (ONLY && !ONLY.test(name) && !ONLY.test(url)) continue
  const rec = newRec(name, url)
  current = rec
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 20000 })
    await observe(rec)
  } catch (e) {
    rec.pageErrors.push(`navigation: ${String(e.message).split('\n')[0]}`)
  }
  rec.verdict = verdict(rec)
  pages.push(rec)
  console.log(`${rec.verdict.padEnd(12)} ${url}${rec.errorScreen ? `  [${rec.errorScreen}]` : ''}`)
  for (const f of rec.failed)
    console.log(`    ${f.kind} ${f.status} ${f.method} ${f.path} ${f.message}`.slice(0, 400))
}

// which API our console settled on (remembered in session storage)
const rackApi = await page
  // runs in the page, where sessionStorage is a global
  // eslint-disable-next-line no-undef
  .evaluate(() => sessionStorage.getItem('console.rack-api'))
  .catch(() => null)

// ---------------------------------------------------------------------------------------
// Create flows, through the UI
// ---------------------------------------------------------------------------------------
const stamp = Date.now().toString(36).slice(-5)
const FLOW_LIST = [
  {
    name: 'create project',
    url: '/projects-new',
    run: async () => {
      const dialog = page.getByRole('dialog', { name: 'Create project' })
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`proj-${stamp}`)
      await dialog.getByRole('textbox', { name: 'Description' }).fill('made through the proxy')
      await dialog.getByRole('button', { name: 'Create project' }).click()
      // the form closes onto the list, with the new project in it
      await page.waitForURL(/\/projects$/, { timeout: 10000 })
      await page
        .getByRole('cell', { name: `proj-${stamp}` })
        .first()
        .waitFor({ timeout: 5000 })
    },
  },
  {
    name: 'create disk (blank)',
    url: `${P}/disks-new`,
    run: async () => {
      const form = page.getByRole('dialog', { name: 'Create disk' })
      await form.getByRole('textbox', { name: 'Name' }).fill(`disk-${stamp}`)
      await form.getByRole('button', { name: 'Create disk' }).click()
      await page.waitForURL(`**${P}/disks`, { timeout: 10000 })
      await page
        .getByRole('cell', { name: `disk-${stamp}` })
        .first()
        .waitFor({ timeout: 5000 })
    },
  },
  {
    name: 'create instance (from a silo image)',
    url: `${P}/instances-new`,
    run: async () => {
      const field = (label) => page.getByRole('textbox', { name: new RegExp(`^${label}`) })
      await field('Name').fill(`inst-${stamp}`)
      const image = page.getByRole('combobox', { name: 'Image' })
      const options = await image.locator('option').allTextContents()
      const pick = options.find((o) => /ubuntu/i.test(o)) ?? options.find((o) => o.trim())
      if (pick) await image.selectOption({ label: pick })
      await page.getByRole('button', { name: 'Create instance' }).click()
      await page.waitForURL(`**/instances/inst-${stamp}/**`, { timeout: 15000 })
    },
  },
]

const flows = []
if (FLOWS) {
  for (const flow of FLOW_LIST) {
    if (ONLY && !ONLY.test(flow.name)) continue
    const rec = newRec(flow.name, flow.url)
    current = rec
    try {
      await page.goto(flow.url, { waitUntil: 'domcontentloaded' })
      await page.waitForLoadState('networkidle', { timeout: 10000 }).catch(() => {})
      await flow.run()
      rec.done = true
    } catch (e) {
      rec.done = false
      rec.failure = String(e.message).split('\n')[0].slice(0, 300)
    }
    await observe(rec)
    rec.verdict = rec.failed.some((f) => f.kind === 'violation')
      ? 'violation'
      : rec.done
        ? 'ok'
        : 'failed'
    flows.push(rec)
    console.log(
      `${rec.verdict.padEnd(12)} flow: ${flow.name}${rec.failure ? `  (${rec.failure})` : ''}`,
    )
    for (const f of rec.failed)
      console.log(`    ${f.kind} ${f.status} ${f.method} ${f.path} ${f.message}`.slice(0, 400))
  }
}
await browser.close()

// ---------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------
let snapshot = ''
try {
  snapshot = readFileSync(`${SNAPSHOT}/SNAPSHOT`, 'utf8').split('\n')[0]
} catch {
  // a snapshot made before SNAPSHOT files were written: the report names none
}
const versionsSent = [...new Set(apiCalls.map((c) => c.apiVersion ?? '(none)'))]
const report = {
  at: new Date().toISOString(),
  snapshot,
  rackApi,
  versionsSent,
  uncovered: uncoveredRoutes(),
  apiCalls: apiCalls.length,
  pages,
  flows,
}
writeFileSync(OUT, JSON.stringify(report, null, 2))

const count = (list, pred) => list.filter(pred).length
const lines = [
  `# Our console (proxy mode) against the Oxide console's mock API — ${report.at}`,
  '',
  `Our console: ${snapshot}. API learned: \`${rackApi}\`; api-version sent: ${versionsSent.join(', ')}.`,
  `Routes of app/routes.tsx not visited: ${report.uncovered.length ? report.uncovered.join(', ') : 'none'}.`,
  '',
  `Pages: ${pages.length}; ok ${count(pages, (p) => p.verdict === 'ok')}, ` +
    `ok with a part the mock lacks ${count(pages, (p) => p.verdict.startsWith('ok,'))}, ` +
    `not implemented by the mock ${count(pages, (p) => p.verdict === 'not-implemented' || p.verdict === 'no-route')}, ` +
    `error ${count(pages, (p) => p.verdict === 'error')}, violation ${count(pages, (p) => p.verdict === 'violation')}. ` +
    `API requests: ${apiCalls.length}.`,
  '',
  '| page | verdict | shown | mock refused |',
  '| --- | --- | --- | --- |',
  ...[...pages, ...flows].map((p) => {
    const shown = [p.errorScreen, p.failure, ...p.alerts, ...p.pageErrors]
      .filter(Boolean)
      .join('; ')
    const refused = p.failed
      .map(
        (f) =>
          `${f.kind} ${f.status} ${f.method} ${f.path.split('?')[0]}${f.kind === 'violation' ? `: ${f.message}` : f.errorCode ? ` (${f.errorCode})` : ''}`,
      )
      .join('<br>')
    return `| ${p.url}${p.done !== undefined ? ` (flow: ${p.name})` : ''} | ${p.verdict} | ${shown.replace(/\|/g, '/').slice(0, 200)} | ${refused.replace(/\|/g, '/')} |`
  }),
]
writeFileSync(OUT.replace(/\.json$/, '.md'), lines.join('\n') + '\n')
console.log(
  `\n${lines.slice(0, 6).join('\n')}\nreport: ${OUT} and ${OUT.replace(/\.json$/, '.md')}`,
)
