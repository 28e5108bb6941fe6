// Pages that work per rack release: the simulator plays a release (v14, current), the
// console (server mode) is signed in as the demo operator, and every route of the route
// table is opened with names and ids the simulator's seed has (found through the API).
// Each page is counted as
//   works    its heading is up, with no error screen, error alert or uncaught error
//   reason   the page (or its tab) says in one line why this release lacks the feature
//   broken   anything else (the line printed says what)
//
//   npx tsx bench/pages-per-release.ts [v14|current ...]
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import type { Page } from '@playwright/test'

import { ensureBuild, freePort, launchChromium, ROOT, signIn } from './lib.ts'

type Verdict = 'works' | 'reason' | 'broken'

const RELEASES = process.argv.slice(2).length ? process.argv.slice(2) : ['v14', 'current']

/** The first item's field of a list the API answers (or a stand-in when it has none) */
async function first(base: string, cookie: string, listPath: string, field = 'name') {
  const res = await fetch(`${base}${listPath}`, { headers: { cookie } })
  if (!res.ok) return 'none'
  const body = (await res.json()) as { items?: Record<string, string>[] }
  return body.items?.[0]?.[field] ?? 'none'
}

/** Every route of app/routes.tsx, filled in with what the seed has */
async function urls(base: string, cookie: string) {
  const get = (p: string, field?: string) => first(base, cookie, p, field)
  const project = 'demo-project'
  const q = `project=${project}`
  const P = `/projects/${project}`
  const instance = await get(`/v1/instances?${q}`)
  const vpc = await get(`/v1/vpcs?${q}`)
  const V = `${P}/vpcs/${vpc}`
  const vq = `${q}&vpc=${vpc}`
  const router = await get(`/v1/vpc-routers?${vq}`)
  const R = `${V}/routers/${router}`
  const route = await get(`/v1/vpc-router-routes?${vq}&router=${router}`)
  const rules = await fetch(`${base}/v1/vpc-firewall-rules?${vq}`, { headers: { cookie } })
  const rule = ((await rules.json()) as { rules: { name: string }[] }).rules[0]?.name ?? 'none'
  const sled = await get('/v1/system/hardware/sleds', 'id')
  const subnetPool = await get('/v1/system/subnet-pools')
  const I = `${P}/instances/${instance}`
  const S = `/system/networking/subnet-pools/${subnetPool}`
  const silo = '/system/silos/demo-silo'
  return [
    '/projects',
    '/projects-new',
    `${P}/edit`,
    '/images',
    `/images/${await get('/v1/images')}/edit`,
    '/access',
    '/utilization',
    '/certificates',
    '/certificates-new',
    '/directory/users',
    '/directory/groups',
    `/directory/users/${await get('/v1/users', 'id')}`,
    `/directory/groups/${await get('/v1/groups', 'id')}`,
    `${P}/instances`,
    `${P}/instances-new`,
    ...['storage', 'networking', 'metrics/cpu', 'metrics/disk', 'metrics/network'].map(
      (tab) => `${I}/${tab}`,
    ),
    ...['connect', 'settings', 'serial-console'].map((tab) => `${I}/${tab}`),
    `${P}/disks`,
    `${P}/disks-new`,
    `${P}/disks/${await get(`/v1/disks?${q}`)}`,
    `${P}/snapshots`,
    `${P}/snapshots-new`,
    `${P}/snapshots/${await get(`/v1/snapshots?${q}`)}/images-new`,
    `${P}/images`,
    `${P}/images-new`,
    `${P}/images/${await get(`/v1/images?${q}`)}/edit`,
    `${P}/floating-ips`,
    `${P}/floating-ips-new`,
    `${P}/floating-ips/${await get(`/v1/floating-ips?${q}`)}/edit`,
    `${P}/external-subnets`,
    `${P}/external-subnets-new`,
    `${P}/external-subnets/${await get(`/v1/external-subnets?${q}`)}/edit`,
    `${P}/vpcs`,
    `${P}/vpcs-new`,
    `${V}/edit`,
    `${V}/firewall-rules`,
    `${V}/firewall-rules-new`,
    `${V}/firewall-rules/${rule}/edit`,
    `${V}/subnets`,
    `${V}/subnets-new`,
    `${V}/subnets/${await get(`/v1/vpc-subnets?${vq}`)}/edit`,
    `${V}/routers`,
    `${V}/routers-new`,
    `${R}/edit`,
    R,
    `${R}/routes-new`,
    `${R}/routes/${route}/edit`,
    `${V}/internet-gateways`,
    `${V}/internet-gateways/${await get(`/v1/internet-gateways?${vq}`)}`,
    `${P}/access`,
    `${P}/affinity`,
    `${P}/affinity/${await get(`/v1/anti-affinity-groups?${q}`)}`,
    '/settings/profile',
    '/settings/ssh-keys',
    '/settings/ssh-keys-new',
    `/settings/ssh-keys/${await get('/v1/me/ssh-keys')}/edit`,
    '/settings/access-tokens',
    '/system/issues',
    '/system/utilization',
    '/system/access',
    '/system/support-bundles',
    '/system/audit-log',
    '/system/update',
    '/system/silos',
    '/system/silos-new',
    ...['', '?tab=quotas', '?tab=ip-pools', '?tab=subnet-pools', '?tab=scim'].map(
      (tab) => `${silo}${tab}`,
    ),
    `${silo}/idps-new`,
    '/system/silos/corp-sso/idps/saml/simulated-idp',
    '/system/inventory/sleds',
    '/system/inventory/disks',
    `/system/inventory/sleds/${sled}/instances`,
    '/system/networking/rack',
    '/system/networking/ip-pools',
    '/system/networking/ip-pools-new',
    '/system/networking/ip-pools/default',
    '/system/networking/ip-pools/default/edit',
    '/system/networking/ip-pools/default/ranges-add',
    '/system/networking/subnet-pools',
    '/system/networking/subnet-pools-new',
    S,
    `${S}/edit`,
    `${S}/members-add`,
  ]
}

async function judge(page: Page, url: string): Promise<{ verdict: Verdict; detail: string }> {
  const errors: string[] = []
  const onError = (e: Error) => errors.push(e.message.slice(0, 200))
  page.on('pageerror', onError)
  try {
    await page.goto(url)
    await page.locator('h1').first().waitFor({ timeout: 15_000 })
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
    await page.waitForTimeout(300)
    const heading = (await page.locator('h1').first().textContent()) ?? ''
    if (/Something went wrong|Page not found|Unexpected Application Error/.test(heading))
      return { verdict: 'broken', detail: heading }
    const alerts = await page.getByRole('alert').allTextContents()
    const shown = alerts.filter((a) => a.trim())
    if (shown.length || errors.length)
      return { verdict: 'broken', detail: [...shown, ...errors].join(' | ').slice(0, 200) }
    const notes = await page.getByRole('note').allTextContents()
    const reason = notes.find((n) => /need a newer rack|done otherwise on this rack/.test(n))
    return reason ? { verdict: 'reason', detail: reason } : { verdict: 'works', detail: '' }
  } catch (e) {
    return { verdict: 'broken', detail: String((e as Error).message).split('\n')[0] }
  } finally {
    page.off('pageerror', onError)
  }
}

async function crawl(release: string) {
  const port = await freePort()
  const dir = mkdtempSync(path.join(tmpdir(), 'pages-per-release-'))
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/start.ts', '--reset', '--no-build', '--release', release],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SIM_DB: `${dir}/sim.db` },
      stdio: 'ignore',
    },
  )
  const base = `http://127.0.0.1:${port}`
  try {
    for (let i = 0; ; i++) {
      if (
        await fetch(`${base}/v1/ping`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break
      if (i > 600) throw new Error('the server did not start')
      await sleep(100)
    }
    const browser = await launchChromium()
    try {
      const state = await signIn(browser, base)
      const cookie = state.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
      const context = await browser.newContext({ baseURL: base, storageState: state })
      const page = await context.newPage()
      const counts: Record<Verdict, number> = { works: 0, reason: 0, broken: 0 }
      for (const url of await urls(base, cookie)) {
        const { verdict, detail } = await judge(page, url)
        counts[verdict]++
        if (verdict !== 'works') console.log(`  ${verdict.padEnd(7)} ${url}  ${detail}`)
      }
      return counts
    } finally {
      await browser.close()
    }
  } finally {
    server.kill('SIGTERM')
    rmSync(dir, { recursive: true, force: true })
  }
}

ensureBuild()
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString()
console.log(`console at ${commit.trim()}, ${new Date().toISOString()}`)
for (const release of RELEASES) {
  console.log(`release ${release}:`)
  const { works, reason, broken } = await crawl(release)
  const total = works + reason + broken
  console.log(`  ${total} pages: ${works} work, ${reason} say why not, ${broken} broken`)
}
