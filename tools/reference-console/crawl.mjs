// Crawl the reference console (the Oxide web console, built with API_MODE=nexus and served
// by its own `vite preview`) in front of our simulator, as `admin`: every route of its route
// table, then its create flows. Records per route the page errors, error toasts and error
// pages, every API request answered >= 400 (with its body) and every 2xx answer that is not
// in the shape of the console's API version (checked against Nexus's own OpenAPI document
// of that version, read from omicron at the commit the console names), and classifies
// each problem:
//   a  501: not implemented in the simulator yet
//   b  the simulator's answer is in the wrong shape for the version the console names
//   c  the simulator refuses (or fails) a request Nexus would accept
//   d  the console's own doing, or a refusal Nexus would give too
// Writes a JSON report (OUT, /tmp/refcrawl.json), a markdown summary next to it (.md) and
// screenshots (SHOTS, /tmp/refcrawl-shots). See README.md in this folder for the set-up.
//
// Run from /work/main:  node tools/reference-console/crawl.mjs
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { chromium } from '../../node_modules/playwright/index.mjs'

const BASE = process.env.CONSOLE_URL ?? 'http://127.0.0.1:4310'
const REF = process.env.REFCONSOLE_DIR ?? '/tmp/refconsole'
const OUT = process.env.OUT ?? '/tmp/refcrawl.json'
const SHOTS = process.env.SHOTS ?? '/tmp/refcrawl-shots'
const SIM_LOG = process.env.SIM_LOG ?? '/tmp/refsim.log'
const ONLY = process.env.ONLY ? new RegExp(process.env.ONLY) : null // route filter, for debugging
const FLOWS = process.env.FLOWS !== '0'
const SILO = 'demo-silo'
const RACK_DOMAIN = process.env.RACK_DOMAIN ?? 'rack.example' // the simulator's external DNS zone
const USER = 'admin'
const PASSWORD = 'demo-password'

// ---------------------------------------------------------------------------------------
// The console's API version and Nexus's OpenAPI document of that version (from omicron at
// the commit the console names in OMICRON_VERSION): operations, request and answer schemas
// ---------------------------------------------------------------------------------------

const API_VERSION = readFileSync(join(REF, 'app/api/__generated__/API_VERSION'), 'utf8').trim()
const OMICRON = process.env.OMICRON_GIT ?? '/work/.mirror/oxidecomputer+omicron/repo'
const DOC_PATH = process.env.NEXUS_DOC ?? join(REF, `nexus-${API_VERSION}.json`)
if (!existsSync(DOC_PATH)) {
  // the document is in omicron's openapi/nexus/ at the console's OMICRON_VERSION
  const commit = readFileSync(join(REF, 'OMICRON_VERSION'), 'utf8').trim()
  const file = execFileSync(
    'git',
    ['-C', OMICRON, 'ls-tree', '--name-only', commit, 'openapi/nexus/'],
    { encoding: 'utf8' },
  )
    .split('\n')
    .find((f) => f.startsWith(`openapi/nexus/nexus-${API_VERSION}-`) && f.endsWith('.json'))
  if (!file) throw new Error(`no ${API_VERSION} document in omicron ${commit}`)
  writeFileSync(
    DOC_PATH,
    execFileSync('git', ['-C', OMICRON, 'show', `${commit}:${file}`], { maxBuffer: 1 << 26 }),
  )
}
const doc = JSON.parse(readFileSync(DOC_PATH, 'utf8'))
if (doc.info.version !== API_VERSION)
  throw new Error(`${DOC_PATH} is ${doc.info.version}, not ${API_VERSION}`)

const jsonSchemaOf = (content) => content?.['application/json']?.schema

/** @type {{ id: string, method: string, template: string, re: RegExp, literals: number, body?: object, answer?: object, query: object[] }[]} */
const ops = []
for (const [template, item] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(item)) {
    if (!op?.operationId) continue
    const segments = template.split('/')
    const pattern = segments.map((s) =>
      s.startsWith('{') ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
    )
    const ok = Object.entries(op.responses ?? {}).find(([code]) => /^2\d\d$/.test(code))?.[1]
    ops.push({
      id: op.operationId,
      method: method.toUpperCase(),
      template,
      re: new RegExp(`^${pattern.join('/')}$`),
      literals: segments.filter((s) => !s.startsWith('{')).length,
      body: jsonSchemaOf(op.requestBody?.content),
      answer: jsonSchemaOf(ok?.content),
      query: (op.parameters ?? []).filter((p) => p.in === 'query'),
    })
  }
}

function opFor(method, pathname) {
  const found = ops.filter((o) => o.method === method && o.re.test(pathname))
  found.sort((a, b) => b.literals - a.literals)
  return found[0]
}

const named = (ref) => doc.components.schemas[ref.slice(ref.lastIndexOf('/') + 1)]
const typeOf = (v) =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'array'
      : typeof v === 'number'
        ? Number.isInteger(v)
          ? 'integer'
          : 'number'
        : typeof v
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const patterns = new Map()
const regexOf = (p) => {
  if (!patterns.has(p)) {
    try {
      patterns.set(p, new RegExp(p, 'u'))
    } catch {
      patterns.set(p, null)
    }
  }
  return patterns.get(p)
}

/**
 * The problems of `value` against an OpenAPI schema of the document. `answer`: also name
 * properties the schema does not have (a client of this version does not know them);
 * a request may carry them, Nexus ignores unknown fields unless the schema forbids them.
 */
function check(schema, value, at, out, answer) {
  if (!schema) return
  if (schema.$ref) return check(named(schema.$ref), value, at, out, answer)
  if (value === null && schema.nullable) return
  if (schema.allOf) {
    for (const part of schema.allOf) check(part, value, at, out, answer)
    if (!schema.type && !schema.properties) return
  }
  const variants = schema.oneOf ?? schema.anyOf
  if (variants) {
    const fits = variants.map((v) => {
      const p = []
      check(v, value, at, p, answer)
      return p
    })
    if (!fits.some((p) => !p.length)) {
      const nearest = fits.reduce((a, b) => (b.length < a.length ? b : a))
      out.push(`${at}: fits no variant (nearest: ${nearest.slice(0, 2).join(', ')})`)
    }
    return
  }
  if (schema.enum) {
    if (!schema.enum.includes(value))
      out.push(
        `${at}: ${JSON.stringify(value)} is not one of ${schema.enum.map((e) => JSON.stringify(e)).join('|')}`,
      )
    return
  }
  if (value === undefined) return
  const actual = typeOf(value)
  const expected = schema.type
  if (expected && expected !== actual && !(expected === 'number' && actual === 'integer')) {
    out.push(
      `${at}: ${actual === 'null' ? 'null' : actual}, expected ${expected}${schema.format ? ` (${schema.format})` : ''}`,
    )
    return
  }
  if (actual === 'string') {
    if (schema.format === 'uuid' && !UUID.test(value))
      out.push(`${at}: ${JSON.stringify(value)} is not a uuid`)
    if (schema.format === 'date-time' && Number.isNaN(Date.parse(value)))
      out.push(`${at}: ${JSON.stringify(value)} is not a date-time`)
    const re = schema.pattern && regexOf(schema.pattern)
    if (re && !re.test(value))
      out.push(`${at}: ${JSON.stringify(value)} does not match ${schema.pattern.slice(0, 40)}`)
    if (schema.maxLength !== undefined && value.length > schema.maxLength)
      out.push(`${at}: longer than ${schema.maxLength}`)
    if (schema.minLength !== undefined && value.length < schema.minLength)
      out.push(`${at}: shorter than ${schema.minLength}`)
  }
  if (actual === 'integer' || actual === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum)
      out.push(`${at}: ${value} < ${schema.minimum}`)
    if (schema.maximum !== undefined && value > schema.maximum)
      out.push(`${at}: ${value} > ${schema.maximum}`)
  }
  if (actual === 'array') {
    if (schema.items)
      value.forEach((item, i) => check(schema.items, item, `${at}[${i}]`, out, answer))
    if (schema.minItems !== undefined && value.length < schema.minItems)
      out.push(`${at}: fewer than ${schema.minItems} items`)
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      out.push(`${at}: more than ${schema.maxItems} items`)
  }
  if (
    actual === 'object' &&
    (schema.properties || schema.additionalProperties !== undefined || schema.required)
  ) {
    const properties = schema.properties ?? {}
    for (const name of schema.required ?? []) {
      if (value[name] === undefined) out.push(`${at}.${name}: missing`)
    }
    for (const [name, member] of Object.entries(value)) {
      if (properties[name]) check(properties[name], member, `${at}.${name}`, out, answer)
      else if (typeof schema.additionalProperties === 'object')
        check(schema.additionalProperties, member, `${at}.${name}`, out, answer)
      else if (schema.additionalProperties === false || answer)
        out.push(`${at}.${name}: not in ${API_VERSION}`)
    }
  }
}

/** the problems of `value` against `schema`, at most 12 */
function problemsOf(schema, value, answer) {
  const out = []
  check(schema, value, '$', out, answer)
  return [...new Set(out)].slice(0, 12)
}

/** problems of a request's query against the operation's query parameters */
function queryProblems(op, search) {
  const out = []
  for (const p of op.query) {
    const v = search.get(p.name)
    if (v === null) {
      if (p.required) out.push(`query ${p.name}: missing`)
      continue
    }
    let s = p.schema
    if (s?.$ref) s = named(s.$ref)
    if (s?.type === 'integer' && !/^-?\d+$/.test(v))
      out.push(`query ${p.name}: ${v} is not an integer`)
    if (s?.enum && !s.enum.includes(v))
      out.push(`query ${p.name}: ${v} is not one of ${s.enum.join('|')}`)
  }
  for (const name of search.keys()) {
    if (!op.query.some((p) => p.name === name))
      out.push(`query ${name}: not a parameter in ${API_VERSION}`)
  }
  return out
}

// ---------------------------------------------------------------------------------------
// What we already know about particular refusals, after reading them (class and why).
// Matched on operation id, status and the error message.
// ---------------------------------------------------------------------------------------
const REVIEWED = [
  {
    status: 400,
    message: /overlaps with an existing/,
    cls: 'd',
    why: 'an address range already in use (an earlier crawl on the same data); Nexus refuses overlaps too',
  },
  {
    op: 'external_subnet_create',
    status: 400,
    message: /Could not allocate a \/2[0-5] subnet/,
    cls: 'd',
    why: "the demo pools' members allow /26 to /32 only, the form's default is /24; Nexus refuses it too",
  },
  {
    op: 'instance_network_interface_create',
    status: 400,
    message: /distinct VPC Subnet/,
    cls: 'd',
    why: 'a second interface in the same subnet; Nexus refuses it too',
  },
  {
    op: 'silo_create',
    status: 400,
    message: /not valid for given hostnames/,
    cls: 'd',
    why: "the certificate does not name the silo's DNS name; Nexus checks it too (set RACK_DOMAIN)",
  },
]

// ---------------------------------------------------------------------------------------
// Recording requests
// ---------------------------------------------------------------------------------------

const isApi = (pathname) => /^\/(v1|device\/(auth|confirm|token)|experimental)(\/|$)/.test(pathname)

/** operation → status → how many answers, over the whole crawl */
const opsSeen = new Map()
/** requests of the step now running */
let current = null
let inflight = 0
let lastActivity = Date.now()

function notImplementedInLog(method, pathname) {
  // until the not-implemented answer of the simulator is fixed it may crash into a 500;
  // the simulator's log says which operation it was
  try {
    const log = readFileSync(SIM_LOG, 'utf8').split('\n')
    for (let i = log.length - 1; i >= Math.max(0, log.length - 4000); i--) {
      if (log[i].startsWith(`sim: ${method} ${pathname} failed`)) {
        return log.slice(i, i + 4).some((l) => l.includes('notImplemented'))
      }
    }
  } catch {
    // no log to read: not known to be the not-implemented answer
  }
  return false
}

function classify(rec, route) {
  for (const r of REVIEWED) {
    if (r.op && r.op !== rec.op) continue
    if (r.status && r.status !== rec.status) continue
    if (r.message && !r.message.test(rec.message ?? '')) continue
    if (r.route && !r.route.test(route)) continue
    return [r.cls, r.why]
  }
  const { status } = rec
  if (status === 501) return ['a', 'not implemented in the simulator']
  if (status === 500 && rec.notImplemented)
    return ['a', 'not implemented (the simulator crashes in its not-implemented answer: 500)']
  if (status < 400)
    return ['b', `answer not in ${API_VERSION}'s shape: ${rec.shapeProblems.join('; ')}`]
  if (!rec.op) return ['d', "not an operation of the console's API"]
  if (rec.requestProblems?.length)
    return [
      'd',
      `the console sent a request ${API_VERSION} does not allow: ${rec.requestProblems.join('; ')}`,
    ]
  if (status === 404 && !rec.errorCode)
    return ['c', `the simulator has no route for ${rec.method} ${rec.template} in ${API_VERSION}`]
  if (status === 500) return ['c', 'the simulator fails (500)']
  if (status === 400)
    return ['c', 'a valid request refused (to review: Nexus may refuse it too for this data)']
  if (status === 401 || status === 403) return ['c', 'admin refused (to review)']
  return ['c', `answered ${status} (to review)`]
}

async function record(response) {
  const request = response.request()
  const url = new URL(request.url())
  if (!url.href.startsWith(BASE) || !isApi(url.pathname)) return
  const status = response.status()
  const method = request.method()
  const op = opFor(method, url.pathname)
  const seen = current
  if (seen) seen.requests = (seen.requests ?? 0) + 1
  const key = op?.id ?? `${method} ${url.pathname}`
  const tally = opsSeen.get(key) ?? {}
  tally[status] = (tally[status] ?? 0) + 1
  opsSeen.set(key, tally)
  const rec = {
    method,
    url: url.pathname + url.search,
    op: op?.id,
    template: op?.template,
    status,
    version: request.headers()['api-version'] ?? null,
  }
  let body
  try {
    const text = await response.text()
    body = text ? JSON.parse(text) : undefined
  } catch {
    // not JSON (or the page went away): recorded without a body
  }
  if (status >= 400) {
    rec.response = body
    rec.message = body?.message
    rec.errorCode = body?.error_code
    const sent = request.postData()
    if (sent) {
      try {
        rec.request = JSON.parse(sent)
      } catch {
        rec.request = sent
      }
    }
    if (op) {
      rec.requestProblems = [
        ...queryProblems(op, url.searchParams),
        ...(op.body && rec.request && typeof rec.request === 'object'
          ? problemsOf(op.body, rec.request, false)
          : []),
      ]
    }
    if (status === 500) rec.notImplemented = notImplementedInLog(method, url.pathname)
  } else if (op?.answer && body !== undefined) {
    const problems = problemsOf(op.answer, body, true)
    if (!problems.length) return
    rec.shapeProblems = problems
  } else return
  const step = seen
  if (!step) return
  ;[rec.class, rec.why] = classify(rec, step.path)
  step.failed.push(rec)
}

// ---------------------------------------------------------------------------------------
// Browser
// ---------------------------------------------------------------------------------------

if (SHOTS !== '0') mkdirSync(SHOTS, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
const page = await context.newPage()
page.setDefaultTimeout(10_000)

page.on('request', (r) => {
  if (r.url().startsWith(BASE)) {
    inflight++
    lastActivity = Date.now()
  }
})
const done = (r) => {
  if (r.url().startsWith(BASE)) {
    inflight = Math.max(0, inflight - 1)
    lastActivity = Date.now()
  }
}
page.on('requestfinished', done)
page.on('requestfailed', done)
const pending = new Set()
page.on('response', (r) => {
  const p = record(r).catch(() => {})
  pending.add(p)
  p.finally(() => pending.delete(p))
})
page.on('pageerror', (e) => current?.pageErrors.push(String(e.message ?? e).slice(0, 400)))
page.on('console', (m) => {
  if (m.type() !== 'error') return
  const text = m.text()
  // the browser's own line for each failed request repeats what we record from the answer
  if (/Failed to load resource/.test(text)) return
  current?.consoleErrors.push(text.slice(0, 400))
})

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** wait until the page has made no request for `quiet` ms (at most `max` ms) */
async function settle(quiet = 800, max = 10_000) {
  const start = Date.now()
  await sleep(300)
  while (Date.now() - start < max) {
    if (inflight === 0 && Date.now() - lastActivity > quiet) break
    await sleep(100)
  }
  await Promise.allSettled([...pending])
}

async function observe(step) {
  step.finalUrl = new URL(page.url()).pathname
  step.errorPage = await page
    .locator('h1', { hasText: /^(Something went wrong|Page not found)$/ })
    .first()
    .textContent({ timeout: 300 })
    .catch(() => null)
  step.toasts = await page
    .locator('[data-testid=Toasts] .red-theme')
    .allTextContents()
    .catch(() => [])
  // form-level errors (e.g. a create form that failed)
  step.messages = (
    await page
      .locator('.text-error, [role=alert]')
      .allTextContents()
      .catch(() => [])
  )
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, 5)
}

function newStep(kind, pattern, path) {
  return { kind, route: pattern, path, requests: 0, failed: [], pageErrors: [], consoleErrors: [] }
}

function verdict(step) {
  const bad = step.failed.filter((f) => f.class !== 'd')
  step.ok =
    !bad.length &&
    !step.pageErrors.length &&
    !step.errorPage &&
    !step.toasts.length &&
    !step.flowError &&
    (step.kind !== 'route' || !step.unexpectedUrl)
  return step
}

const steps = []

async function shot(step, name) {
  if (process.env.SHOTS === '0') return
  const file = join(
    SHOTS,
    `${name.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}.png`,
  )
  await page.screenshot({ path: file }).catch(() => {})
  step.shot = file
}

// ---------------------------------------------------------------------------------------
// Sign in through the console's login page
// ---------------------------------------------------------------------------------------

{
  const step = newStep('flow', 'login', `/login/${SILO}/local`)
  current = step
  await page.goto(BASE + step.path)
  await page.fill('input[name=username]', USER)
  await page.fill('input[name=password]', PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  try {
    await page.waitForURL((u) => u.pathname === '/projects', { timeout: 15_000 })
  } catch {
    step.flowError = `did not reach /projects after signing in (at ${page.url()})`
  }
  await settle()
  await observe(step)
  await shot(step, 'flow-login')
  steps.push(verdict(step))
  if (step.flowError) console.error('crawl: ' + step.flowError)
}

// ---------------------------------------------------------------------------------------
// Names of the demo data, read through the API (the seed's names when a list fails)
// ---------------------------------------------------------------------------------------

async function list(path, fallback = []) {
  try {
    const r = await page.request.get(BASE + path, { headers: { 'api-version': API_VERSION } })
    if (!r.ok()) return fallback
    const body = await r.json()
    return body.items ?? body.rules ?? fallback
  } catch {
    return fallback
  }
}
const first = (items, pick = () => true) => items.find(pick) ?? items[0]

const P = 'demo-project'
const names = { project: P, silo: SILO }
{
  const pq = `project=${P}`
  const inst = first(await list(`/v1/instances?${pq}`), (i) => i.name === 'db1')
  names.instance = inst?.name ?? 'db1'
  names.instanceId = inst?.id ?? names.instance
  names.vpc = first(await list(`/v1/vpcs?${pq}`), (v) => v.name === 'default')?.name ?? 'default'
  const vq = `${pq}&vpc=${names.vpc}`
  names.subnet = first(await list(`/v1/vpc-subnets?${vq}`))?.name ?? 'default'
  const routers = await list(`/v1/vpc-routers?${vq}`)
  names.router =
    first(routers, (r) => r.kind === 'custom')?.name ?? first(routers)?.name ?? 'system'
  names.route =
    first(await list(`/v1/vpc-router-routes?${vq}&router=${names.router}`))?.name ?? 'default-v4'
  names.gateway = first(await list(`/v1/internet-gateways?${vq}`))?.name ?? 'default'
  names.rule = first(await list(`/v1/vpc-firewall-rules?${vq}`))?.name ?? 'allow-icmp'
  names.disk =
    first(await list(`/v1/disks?${pq}`), (d) => d.state?.state === 'detached')?.name ?? 'db1-data'
  names.snapshot = first(await list(`/v1/snapshots?${pq}`))?.name ?? 'db1-boot-base'
  names.projectImage = first(await list(`/v1/images?${pq}`))?.name ?? 'pg16-base'
  const siloImages = await list(`/v1/images`)
  names.siloImage = first(siloImages)?.name ?? 'ubuntu-22-04'
  names.floatingIp = first(await list(`/v1/floating-ips?${pq}`))?.name ?? 'ingress'
  names.externalSubnet = first(await list(`/v1/external-subnets?${pq}`))?.name ?? 'ext-subnet'
  names.antiAffinityGroup = first(await list(`/v1/anti-affinity-groups?${pq}`))?.name ?? 'db-spread'
  names.sshKey = first(await list(`/v1/me/ssh-keys`))?.name ?? 'laptop'
  names.ipPool =
    first(await list(`/v1/system/ip-pools`), (p) => p.name === 'default')?.name ?? 'default'
  names.subnetPool = first(await list(`/v1/system/subnet-pools`))?.name ?? 'default-subnet-pool'
  names.sledId =
    first(await list(`/v1/system/hardware/sleds`))?.id ?? '42323d6e-9d60-4a81-96f0-985b9a826249'
  names.idpSilo = 'corp-sso'
  names.idp = 'simulated-idp'
  for (const silo of await list(`/v1/system/silos`, [{ name: 'corp-sso' }])) {
    const idp = first(
      await list(`/v1/system/identity-providers?silo=${silo.name}`),
      (i) => i.provider_type === 'saml',
    )
    if (idp?.provider_type === 'saml') {
      names.idpSilo = silo.name
      names.idp = idp.name
      break
    }
  }
}

// ---------------------------------------------------------------------------------------
// The route table (app/routes.tsx at the console's commit), with demo names filled in.
// [pattern, concrete path, where the console is expected to land (if not the same)]
// ---------------------------------------------------------------------------------------

const n = names
const proj = `/projects/${n.project}`
const inst = `${proj}/instances/${n.instance}`
const vpc = `${proj}/vpcs/${n.vpc}`
const ROUTES = [
  ['/', '/', '/projects'],
  ['*', '/no-such-page', null],
  ['/login/:silo/local', `/login/${SILO}/local`, null],
  ['/login/:silo/saml/:provider', `/login/${n.idpSilo}/saml/${n.idp}`, null],
  ['/device/verify', '/device/verify'],
  ['/device/success', '/device/success'],
  ['/settings', '/settings', '/settings/profile'],
  ['/settings/profile', '/settings/profile'],
  ['/settings/ssh-keys', '/settings/ssh-keys'],
  ['/settings/ssh-keys/:sshKey/edit', `/settings/ssh-keys/${n.sshKey}/edit`],
  ['/settings/ssh-keys-new', '/settings/ssh-keys-new'],
  ['/settings/access-tokens', '/settings/access-tokens'],
  ['/system/silos', '/system/silos'],
  ['/system/silos-new', '/system/silos-new'],
  ['/system/silos/:silo', `/system/silos/${n.idpSilo}`, `/system/silos/${n.idpSilo}/idps`],
  ['/system/silos/:silo/idps', `/system/silos/${n.idpSilo}/idps`],
  ['/system/silos/:silo/idps-new', `/system/silos/${n.idpSilo}/idps-new`],
  ['/system/silos/:silo/idps/saml/:provider', `/system/silos/${n.idpSilo}/idps/saml/${n.idp}`],
  ['/system/silos/:silo/ip-pools', `/system/silos/${SILO}/ip-pools`],
  ['/system/silos/:silo/subnet-pools', `/system/silos/${SILO}/subnet-pools`],
  ['/system/silos/:silo/quotas', `/system/silos/${SILO}/quotas`],
  ['/system/silos/:silo/fleet-roles', `/system/silos/${SILO}/fleet-roles`],
  ['/system/silos/:silo/scim', `/system/silos/${SILO}/scim`],
  ['/system/issues', '/system/issues'],
  ['/system/utilization', '/system/utilization'],
  ['/system/inventory', '/system/inventory', '/system/inventory/sleds'],
  ['/system/inventory/sleds', '/system/inventory/sleds'],
  ['/system/inventory/disks', '/system/inventory/disks'],
  [
    '/system/inventory/sleds/:sledId',
    `/system/inventory/sleds/${n.sledId}`,
    `/system/inventory/sleds/${n.sledId}/instances`,
  ],
  ['/system/inventory/sleds/:sledId/instances', `/system/inventory/sleds/${n.sledId}/instances`],
  ['/system/networking', '/system/networking', '/system/networking/ip-pools'],
  ['/system/networking/ip-pools', '/system/networking/ip-pools'],
  ['/system/networking/ip-pools-new', '/system/networking/ip-pools-new'],
  ['/system/networking/subnet-pools', '/system/networking/subnet-pools'],
  ['/system/networking/subnet-pools-new', '/system/networking/subnet-pools-new'],
  ['/system/networking/ip-pools/:pool', `/system/networking/ip-pools/${n.ipPool}`],
  ['/system/networking/ip-pools/:pool/edit', `/system/networking/ip-pools/${n.ipPool}/edit`],
  [
    '/system/networking/ip-pools/:pool/ranges-add',
    `/system/networking/ip-pools/${n.ipPool}/ranges-add`,
  ],
  [
    '/system/networking/subnet-pools/:subnetPool',
    `/system/networking/subnet-pools/${n.subnetPool}`,
  ],
  [
    '/system/networking/subnet-pools/:subnetPool/edit',
    `/system/networking/subnet-pools/${n.subnetPool}/edit`,
  ],
  [
    '/system/networking/subnet-pools/:subnetPool/members-add',
    `/system/networking/subnet-pools/${n.subnetPool}/members-add`,
  ],
  ['/system/update', '/system/update'],
  ['/system/access', '/system/access'],
  ['/images', '/images'],
  ['/images/:image', `/images/${n.siloImage}`],
  ['/images/:image/edit', `/images/${n.siloImage}/edit`, `/images/${n.siloImage}`],
  ['/utilization', '/utilization'],
  ['/lookup/instances/:instance', `/lookup/instances/${n.instanceId}`, `${inst}/storage`],
  ['/lookup/i/:instance', `/lookup/i/${n.instanceId}`, `${inst}/storage`],
  ['/projects', '/projects'],
  ['/projects-new', '/projects-new'],
  ['/projects/:project/edit', `${proj}/edit`],
  ['/access', '/access'],
  ['/projects/:project/instances/:instance/serial-console', `${inst}/serial-console`],
  ['/projects/:project', proj, `${proj}/instances`],
  ['/projects/:project/instances-new', `${proj}/instances-new`],
  ['/projects/:project/instances', `${proj}/instances`],
  ['/projects/:project/instances/:instance', inst, `${inst}/storage`],
  ['/projects/:project/instances/:instance/storage', `${inst}/storage`],
  ['/projects/:project/instances/:instance/networking', `${inst}/networking`],
  ['/projects/:project/instances/:instance/metrics', `${inst}/metrics`, `${inst}/metrics/cpu`],
  ['/projects/:project/instances/:instance/metrics/cpu', `${inst}/metrics/cpu`],
  ['/projects/:project/instances/:instance/metrics/disk', `${inst}/metrics/disk`],
  ['/projects/:project/instances/:instance/metrics/network', `${inst}/metrics/network`],
  ['/projects/:project/instances/:instance/connect', `${inst}/connect`],
  ['/projects/:project/instances/:instance/settings', `${inst}/settings`],
  ['/projects/:project/vpcs', `${proj}/vpcs`],
  ['/projects/:project/vpcs-new', `${proj}/vpcs-new`],
  ['/projects/:project/vpcs/:vpc', vpc, `${vpc}/firewall-rules`],
  ['/projects/:project/vpcs/:vpc/edit', `${vpc}/edit`],
  ['/projects/:project/vpcs/:vpc/firewall-rules', `${vpc}/firewall-rules`],
  ['/projects/:project/vpcs/:vpc/firewall-rules-new/:rule?', `${vpc}/firewall-rules-new`],
  [
    '/projects/:project/vpcs/:vpc/firewall-rules-new/:rule? (clone)',
    `${vpc}/firewall-rules-new/${n.rule}`,
  ],
  [
    '/projects/:project/vpcs/:vpc/firewall-rules/:rule/edit',
    `${vpc}/firewall-rules/${n.rule}/edit`,
  ],
  ['/projects/:project/vpcs/:vpc/subnets', `${vpc}/subnets`],
  ['/projects/:project/vpcs/:vpc/subnets-new', `${vpc}/subnets-new`],
  ['/projects/:project/vpcs/:vpc/subnets/:subnet/edit', `${vpc}/subnets/${n.subnet}/edit`],
  ['/projects/:project/vpcs/:vpc/routers', `${vpc}/routers`],
  ['/projects/:project/vpcs/:vpc/routers/:router/edit', `${vpc}/routers/${n.router}/edit`],
  ['/projects/:project/vpcs/:vpc/routers-new', `${vpc}/routers-new`],
  ['/projects/:project/vpcs/:vpc/internet-gateways', `${vpc}/internet-gateways`],
  [
    '/projects/:project/vpcs/:vpc/internet-gateways/:gateway',
    `${vpc}/internet-gateways/${n.gateway}`,
  ],
  ['/projects/:project/vpcs/:vpc/routers/:router', `${vpc}/routers/${n.router}`],
  [
    '/projects/:project/vpcs/:vpc/routers/:router/routes-new',
    `${vpc}/routers/${n.router}/routes-new`,
  ],
  [
    '/projects/:project/vpcs/:vpc/routers/:router/routes/:route/edit',
    `${vpc}/routers/${n.router}/routes/${n.route}/edit`,
  ],
  ['/projects/:project/external-subnets', `${proj}/external-subnets`],
  ['/projects/:project/external-subnets-new', `${proj}/external-subnets-new`],
  [
    '/projects/:project/external-subnets/:externalSubnet/edit',
    `${proj}/external-subnets/${n.externalSubnet}/edit`,
  ],
  ['/projects/:project/floating-ips', `${proj}/floating-ips`],
  ['/projects/:project/floating-ips-new', `${proj}/floating-ips-new`],
  ['/projects/:project/floating-ips/:floatingIp/edit', `${proj}/floating-ips/${n.floatingIp}/edit`],
  ['/projects/:project/disks', `${proj}/disks`],
  ['/projects/:project/disks-new', `${proj}/disks-new`],
  ['/projects/:project/disks/:disk', `${proj}/disks/${n.disk}`],
  ['/projects/:project/snapshots', `${proj}/snapshots`],
  ['/projects/:project/snapshots-new', `${proj}/snapshots-new`],
  [
    '/projects/:project/snapshots/:snapshot/images-new',
    `${proj}/snapshots/${n.snapshot}/images-new`,
  ],
  ['/projects/:project/images', `${proj}/images`],
  ['/projects/:project/images-new', `${proj}/images-new`],
  ['/projects/:project/images/:image', `${proj}/images/${n.projectImage}`],
  [
    '/projects/:project/images/:image/edit',
    `${proj}/images/${n.projectImage}/edit`,
    `${proj}/images/${n.projectImage}`,
  ],
  ['/projects/:project/access', `${proj}/access`],
  ['/projects/:project/affinity', `${proj}/affinity`],
  ['/projects/:project/affinity-new', `${proj}/affinity-new`],
  ['/projects/:project/affinity/:antiAffinityGroup', `${proj}/affinity/${n.antiAffinityGroup}`],
  [
    '/projects/:project/affinity/:antiAffinityGroup/edit',
    `${proj}/affinity/${n.antiAffinityGroup}/edit`,
  ],
]

for (const [pattern, path, lands] of ROUTES) {
  if (ONLY && !ONLY.test(pattern)) continue
  const step = newStep('route', pattern, path)
  current = step
  try {
    await page.goto(BASE + path, { waitUntil: 'load', timeout: 20_000 })
    await settle()
  } catch (e) {
    step.flowError = `navigation: ${e.message.split('\n')[0]}`
  }
  await observe(step)
  const expected = lands === undefined ? path : lands
  if (pattern === '*') {
    // the catch-all is meant to show "Page not found"
    if (step.errorPage === 'Page not found') step.errorPage = null
    else step.unexpectedUrl = 'no "Page not found" page'
  } else if (expected && step.finalUrl !== expected) {
    step.unexpectedUrl = `landed on ${step.finalUrl}, expected ${expected}`
  }
  await shot(step, `route-${path}`)
  steps.push(verdict(step))
  process.stdout.write(step.ok ? '.' : 'x')
}
process.stdout.write('\n')

// ---------------------------------------------------------------------------------------
// Create flows
// ---------------------------------------------------------------------------------------

const stamp = Date.now().toString(36).slice(-5)
// address blocks of this run, so that a crawl on data an earlier crawl changed does not collide
const rnd = (k) => Math.floor(Math.random() * k)
const rangeNet = `10.${200 + rnd(50)}.${rnd(250)}`
const memberNet = `172.${16 + rnd(16)}.${rnd(16) * 16}.0/20`

/** run a create flow; `success` names the operations whose 2xx answers mean it worked */
async function flow(name, start, success, body) {
  if (!FLOWS) return
  if (ONLY && !ONLY.test(name)) return
  const step = newStep('flow', name, start)
  current = step
  const succeeded = new Set()
  const watch = (r) => {
    const u = new URL(r.url())
    const op = opFor(r.request().method(), u.pathname)
    if (op && success.includes(op.id) && r.status() < 300) succeeded.add(op.id)
  }
  page.on('response', watch)
  try {
    await page.goto(BASE + start, { waitUntil: 'load', timeout: 20_000 })
    await settle()
    await body(step)
    await settle(1000, 15_000)
    const missing = success.filter((id) => !succeeded.has(id))
    if (missing.length) step.flowError = step.flowError ?? `no successful ${missing.join(', ')}`
  } catch (e) {
    step.flowError = e.message.split('\n')[0].slice(0, 300)
  }
  page.off('response', watch)
  await observe(step)
  await shot(step, `flow-${name}`)
  steps.push(verdict(step))
  process.stdout.write(step.ok ? '.' : 'x')
}

async function pickOption(label, option) {
  await page.getByLabel(label, { exact: true }).click()
  await page.getByRole('option', { name: option }).first().click()
}

await flow('instance with a boot disk', `${proj}/instances-new`, ['instance_create'], async () => {
  const name = `ref-inst-${stamp}`
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('made by the reference console crawl')
  await page.getByRole('tab', { name: 'Silo images' }).click()
  await page.getByPlaceholder('Select a silo image', { exact: true }).click()
  await page
    .getByRole('option', { name: new RegExp(n.siloImage) })
    .first()
    .click()
  await page.getByRole('textbox', { name: 'Disk name' }).fill(`${name}-boot`)
  await page.getByRole('button', { name: 'Create instance' }).click()
  await page.waitForURL((u) => u.pathname.startsWith(`${proj}/instances/${name}`), {
    timeout: 15_000,
  })
  await settle(1500, 15_000)
  // the new instance's pages, once it exists
  await page.getByRole('tab', { name: 'Networking' }).click()
  await settle()
})

await flow(
  'firewall rule',
  `${vpc}/firewall-rules-new`,
  ['vpc_firewall_rules_update'],
  async () => {
    await page.fill('input[name=name]', `ref-rule-${stamp}`)
    await page.getByRole('radio', { name: 'Inbound' }).click()
    await page.getByRole('textbox', { name: 'Priority' }).fill('42')
    await pickOption('Target type', 'VPC')
    await page.getByRole('combobox', { name: 'VPC name' }).first().fill(n.vpc)
    await page.getByRole('button', { name: 'Add target' }).click()
    await page.getByRole('textbox', { name: 'Port filters' }).fill('8000-8080')
    await page.getByRole('button', { name: 'Add port filter' }).click()
    await pickOption('Protocol filters', 'TCP')
    await page.getByRole('button', { name: 'Add protocol' }).click()
    await page.getByRole('button', { name: 'Add rule' }).click()
    await page
      .getByRole('dialog', { name: 'Add firewall rule' })
      .waitFor({ state: 'hidden', timeout: 10_000 })
  },
)

await flow('floating IP', `${proj}/floating-ips-new`, ['floating_ip_create'], async () => {
  await page.fill('input[name=name]', `ref-fip-${stamp}`)
  await page.getByRole('textbox', { name: 'Description' }).fill('made by the crawl')
  const pool = page.getByLabel('Pool')
  if (/Select a pool/.test((await pool.textContent().catch(() => '')) ?? '')) {
    await pool.click()
    await page.getByRole('option').first().click()
  }
  await page.getByRole('button', { name: 'Create floating IP' }).click()
  await page.waitForURL((u) => u.pathname === `${proj}/floating-ips`, { timeout: 10_000 })
})

function selfSignedCert(host) {
  const dir = join(tmpdir(), `refcrawl-cert-${stamp}`)
  mkdirSync(dir, { recursive: true })
  const cert = join(dir, 'cert.pem')
  const key = join(dir, 'key.pem')
  if (!existsSync(cert)) {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '30',
        '-subj',
        `/CN=${host}`,
        '-addext',
        `subjectAltName=DNS:${host}`,
      ],
      { stdio: 'ignore' },
    )
  }
  return { cert: readFileSync(cert), key: readFileSync(key) }
}

await flow('silo', '/system/silos-new', ['silo_create'], async () => {
  const name = `ref-silo-${stamp}`
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await page.getByRole('textbox', { name: 'Description' }).fill('made by the crawl')
  await page.getByRole('radio', { name: 'Local only' }).click()
  await page.getByRole('textbox', { name: 'CPU quota' }).fill('16')
  await page.getByRole('textbox', { name: 'Memory quota' }).fill('64')
  await page.getByRole('textbox', { name: 'Storage quota' }).fill('500')
  // Nexus checks the certificate names the silo's DNS name, <silo>.sys.<rack's domain>
  const { cert, key } = selfSignedCert(`${name}.sys.${RACK_DOMAIN}`)
  await page.getByRole('button', { name: 'Add TLS certificate' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add TLS certificate' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('ref-cert')
  await page
    .getByLabel('Cert', { exact: true })
    .setInputFiles({ name: 'cert.pem', mimeType: 'application/x-pem-file', buffer: cert })
  await page
    .getByLabel('Key')
    .setInputFiles({ name: 'key.pem', mimeType: 'application/x-pem-file', buffer: key })
  await page.getByRole('button', { name: 'Add Certificate' }).click()
  await dialog.waitFor({ state: 'hidden' })
  await page.getByRole('button', { name: 'Create silo' }).click()
  await page.waitForURL((u) => u.pathname === '/system/silos', { timeout: 10_000 })
  // the new silo's pages
  await page.goto(`${BASE}/system/silos/${name}/ip-pools`)
  await settle()
})

await flow(
  'IP pool',
  '/system/networking/ip-pools-new',
  ['system_ip_pool_create', 'system_ip_pool_range_add'],
  async () => {
    const name = `ref-pool-${stamp}`
    await page.getByRole('textbox', { name: 'Name' }).fill(name)
    await page.getByRole('textbox', { name: 'Description' }).fill('made by the crawl')
    await page.getByRole('button', { name: 'Create IP pool' }).click()
    await page
      .getByRole('dialog', { name: 'Create IP pool' })
      .waitFor({ state: 'hidden', timeout: 10_000 })
    // and a range in it
    await page.goto(`${BASE}/system/networking/ip-pools/${name}/ranges-add`)
    await settle()
    await page.getByRole('textbox', { name: 'First' }).fill(`${rangeNet}.1`)
    await page.getByRole('textbox', { name: 'Last' }).fill(`${rangeNet}.20`)
    await page.getByRole('dialog').getByRole('button', { name: 'Add IP range' }).click()
    await page.waitForURL((u) => u.pathname === `/system/networking/ip-pools/${name}`, {
      timeout: 10_000,
    })
  },
)

await flow(
  'subnet pool',
  '/system/networking/subnet-pools-new',
  ['system_subnet_pool_create', 'system_subnet_pool_member_add'],
  async () => {
    const name = `ref-subnets-${stamp}`
    await page.getByRole('textbox', { name: 'Name' }).fill(name)
    await page.getByRole('textbox', { name: 'Description' }).fill('made by the crawl')
    await page.getByRole('button', { name: 'Create subnet pool' }).click()
    await page.waitForURL((u) => u.pathname === '/system/networking/subnet-pools', {
      timeout: 10_000,
    })
    // and a member in it
    await page.goto(`${BASE}/system/networking/subnet-pools/${name}/members-add`)
    await settle()
    await page.getByRole('textbox', { name: 'Subnet' }).fill(memberNet)
    await page.getByRole('textbox', { name: 'Min prefix length' }).fill('24')
    await page.getByRole('textbox', { name: 'Max prefix length' }).fill('28')
    await page.getByRole('dialog').getByRole('button', { name: 'Add member' }).click()
    await page.waitForURL((u) => u.pathname === `/system/networking/subnet-pools/${name}`, {
      timeout: 10_000,
    })
  },
)

// An access token is made by the device flow: a client asks for a code (POST /device/auth),
// the signed-in user types it on the console's /device/verify page (POST /device/confirm)
// and the client then collects the token (POST /device/token), as the oxide CLI does.
await flow('access token', '/device/verify', ['device_auth_confirm'], async (step) => {
  const clientId = crypto.randomUUID()
  const form = (o) => new URLSearchParams(o).toString()
  const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' }
  const auth = await page.request.post(`${BASE}/device/auth`, {
    headers: formHeaders,
    data: form({ client_id: clientId }),
  })
  if (!auth.ok())
    throw new Error(
      `POST /device/auth answered ${auth.status()}: ${(await auth.text()).slice(0, 200)}`,
    )
  const { device_code, user_code } = await auth.json()
  const code = user_code.replace(/-/g, '')
  // the code input is one box per character
  await page.locator('form input').first().click()
  await page.keyboard.type(code)
  await page.getByRole('button', { name: 'Log in on device' }).click()
  await page.waitForURL((u) => u.pathname === '/device/success', { timeout: 10_000 })
  const token = await page.request.post(`${BASE}/device/token`, {
    headers: formHeaders,
    data: form({
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code,
      client_id: clientId,
    }),
  })
  const tokenBody = await token.json().catch(() => null)
  if (!token.ok() || !tokenBody?.access_token) {
    step.flowError = `POST /device/token answered ${token.status()}: ${JSON.stringify(tokenBody).slice(0, 200)}`
    return
  }
  // the token works, and the console lists it
  const me = await page.request.get(`${BASE}/v1/me`, {
    headers: {
      authorization: `Bearer ${tokenBody.access_token}`,
      'api-version': API_VERSION,
      cookie: '',
    },
  })
  if (!me.ok()) step.flowError = `the new token is refused by GET /v1/me: ${me.status()}`
  await page.goto(`${BASE}/settings/access-tokens`)
  await settle()
  const id = tokenBody.token_id ?? null
  if (id && !(await page.getByText(id).count()))
    step.flowError = step.flowError ?? `token ${id} not listed on /settings/access-tokens`
})

// More of the console's forms, each sending one create or update operation

/** a side-modal form: fill name and description (and `more`), press `button` */
async function simpleForm(
  name,
  start,
  success,
  button,
  more = async () => {},
  after = async () => {},
) {
  await flow(name, start, success, async (step) => {
    const nameBox = page.getByRole('textbox', { name: 'Name', exact: true })
    // an edit form keeps the name (renaming demo data would break the steps after it)
    if (!button.startsWith('Update') && (await nameBox.count()))
      await nameBox.first().fill(
        `ref-${name
          .replace(/[^a-z]+/gi, '-')
          .toLowerCase()
          .replace(/-+$/, '')}-${stamp}`.slice(0, 63),
      )
    const description = page.getByRole('textbox', { name: 'Description' })
    if (await description.count())
      await description.first().fill(`made by the reference console crawl ${stamp}`)
    await more(step)
    await page.getByRole('button', { name: button, exact: true }).last().click()
    await settle(1000, 15_000)
    await after(step)
  })
}
const madeName = (flowName) => `ref-${flowName}-${stamp}`

await simpleForm(
  'project',
  '/projects-new',
  ['project_create'],
  'Create project',
  undefined,
  async () => {
    // a new project's pages (it comes with a default VPC and subnet)
    await page.goto(`${BASE}/projects/${madeName('project')}/vpcs/default/subnets`)
    await settle()
  },
)
await simpleForm('project update', `${proj}/edit`, ['project_update'], 'Update project')
await simpleForm('vpc', `${proj}/vpcs-new`, ['vpc_create'], 'Create VPC', async () => {
  await page.getByRole('textbox', { name: 'DNS name' }).fill(`ref-vpc-${stamp}`)
})
await simpleForm(
  'vpc subnet',
  `${vpc}/subnets-new`,
  ['vpc_subnet_create'],
  'Create VPC subnet',
  async () => {
    await page
      .getByRole('textbox', { name: 'IPv4 block' })
      .fill(`10.${100 + rnd(100)}.${rnd(250)}.0/24`)
  },
)
await simpleForm('router', `${vpc}/routers-new`, ['vpc_router_create'], 'Create router')
await simpleForm(
  'router route',
  `${vpc}/routers/${madeName('router')}/routes-new`,
  ['vpc_router_route_create'],
  'Create route',
  async () => {
    await pickOption('Destination type', 'IP network')
    await page.getByRole('textbox', { name: 'Destination value' }).fill(`192.168.${rnd(250)}.0/24`)
    await pickOption('Target type', 'IP')
    await page.getByRole('textbox', { name: 'Target value' }).fill('10.0.0.1')
  },
)
await simpleForm(
  'firewall rule update',
  `${vpc}/firewall-rules/${n.rule}/edit`,
  ['vpc_firewall_rules_update'],
  'Update rule',
)
await simpleForm('disk', `${proj}/disks-new`, ['disk_create'], 'Create disk')
await simpleForm(
  'snapshot',
  `${proj}/snapshots-new`,
  ['snapshot_create'],
  'Create snapshot',
  async () => {
    await page.getByLabel('Disk', { exact: true }).click()
    await page.getByRole('option').first().click()
  },
)
await simpleForm(
  'floating IP update',
  `${proj}/floating-ips/${n.floatingIp}/edit`,
  ['floating_ip_update'],
  'Update floating IP',
)
await simpleForm(
  'anti-affinity group',
  `${proj}/affinity-new`,
  ['anti_affinity_group_create'],
  'Add group',
)
// the demo subnet pools' members take prefixes of /26 to /32 only, the form proposes /24
await simpleForm(
  'external subnet',
  `${proj}/external-subnets-new`,
  ['external_subnet_create'],
  'Create external subnet',
  async () => {
    await page.getByRole('textbox', { name: 'Prefix length' }).fill('28')
  },
)
await simpleForm(
  'ssh key',
  '/settings/ssh-keys-new',
  ['current_user_ssh_key_create'],
  'Add SSH key',
  async () => {
    await page
      .getByRole('textbox', { name: 'Public key' })
      .fill(
        `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIE9v${stamp}4mWq0w2n3U2nUrEfR6kQfK1LQbqWl0r3Xj8y0Zcrawl crawl@example`,
      )
  },
)
await simpleForm(
  'image from snapshot',
  `${proj}/snapshots/${n.snapshot}/images-new`,
  ['image_create'],
  'Create image',
  async () => {
    await page.getByRole('textbox', { name: 'OS' }).fill('debian')
    await page.getByRole('textbox', { name: 'Version' }).fill('12')
  },
)
await flow('disk from snapshot', `${proj}/disks-new`, ['disk_create'], async () => {
  await page.getByRole('textbox', { name: 'Name' }).fill(`ref-disk-snap-${stamp}`)
  await page.getByRole('radio', { name: 'Snapshot' }).click()
  await page.getByRole('button', { name: 'Source snapshot' }).click()
  await page.getByRole('option').first().click()
  await page.getByRole('button', { name: 'Create disk' }).click()
  await page.getByRole('dialog', { name: 'Create disk' }).waitFor({ state: 'hidden' })
})
await flow('SCIM token', `/system/silos/${SILO}/scim`, ['scim_token_create'], async () => {
  await page.getByRole('button', { name: 'Create token' }).first().click()
  await page
    .getByRole('dialog', { name: 'Create SCIM token' })
    .getByRole('button', { name: 'Create' })
    .click()
  await page.getByRole('dialog', { name: 'SCIM token created' }).waitFor()
  await page.getByRole('button', { name: 'Done' }).click()
  await settle()
})
await flow(
  'instance stop, NIC, start',
  `${proj}/instances/ref-inst-${stamp}/storage`,
  ['instance_stop', 'instance_network_interface_create', 'instance_start'],
  async () => {
    await page.getByRole('button', { name: 'Stop', exact: true }).click()
    const confirm = page.getByRole('dialog').getByRole('button', { name: /Confirm|Stop/ })
    if (await confirm.count()) await confirm.first().click()
    await page.getByText('stopped', { exact: false }).first().waitFor({ timeout: 20_000 })
    await settle()
    // while it is stopped: a second, dual-stack network interface
    await page.goto(`${BASE}${proj}/instances/ref-inst-${stamp}/networking`)
    await settle()
    await page.getByRole('button', { name: 'Add network interface' }).click()
    const nic = page.getByRole('dialog', { name: 'Add network interface' })
    await nic.getByRole('textbox', { name: 'Name' }).fill(`ref-nic-${stamp}`)
    const vpcBox = nic.getByLabel('VPC', { exact: true })
    if (!/default/.test((await vpcBox.textContent()) ?? '')) {
      await vpcBox.click()
      await page.getByRole('option', { name: n.vpc, exact: true }).click()
    }
    // in the subnet the 'vpc subnet' flow made (an instance's interfaces are in distinct subnets)
    await nic.getByRole('button', { name: 'VPC subnet' }).click()
    await page.getByRole('option', { name: madeName('vpc-subnet'), exact: true }).click()
    await nic.getByRole('button', { name: 'Add network interface' }).click()
    await nic.waitFor({ state: 'hidden' })
    await settle()
    await page.getByRole('button', { name: 'Start', exact: true }).click()
    const confirmStart = page.getByRole('dialog').getByRole('button', { name: 'Confirm' })
    if (await confirmStart.count()) await confirmStart.first().click()
    await settle(1500, 15_000)
  },
)

await browser.close()

// ---------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------

const routeSteps = steps.filter((s) => s.kind === 'route')
const flowSteps = steps.filter((s) => s.kind === 'flow')
const allFailed = steps.flatMap((s) => s.failed.map((f) => ({ ...f, step: s.route })))
const byClass = { a: 0, b: 0, c: 0, d: 0 }
for (const f of allFailed) byClass[f.class]++
// one line per distinct problem: class, operation, status, why
const distinct = new Map()
for (const f of allFailed) {
  const key = `${f.class} ${f.op ?? f.url} ${f.status} ${f.class === 'b' ? f.shapeProblems.join(';') : (f.message ?? '')}`
  const d = distinct.get(key) ?? {
    class: f.class,
    op: f.op ?? null,
    method: f.method,
    template: f.template ?? f.url,
    status: f.status,
    version: f.version,
    why: f.why,
    message: f.message ?? null,
    shapeProblems: f.shapeProblems,
    example: f.url,
    request: f.request,
    steps: new Set(),
    count: 0,
  }
  d.count++
  d.steps.add(f.step)
  distinct.set(key, d)
}
const problems = [...distinct.values()]
  .map((d) => ({ ...d, steps: [...d.steps] }))
  .sort((a, b) => a.class.localeCompare(b.class) || b.steps.length - a.steps.length)

const report = {
  at: new Date().toISOString(),
  console: { dir: REF, url: BASE, apiVersion: API_VERSION },
  names,
  figures: {
    routesVisited: routeSteps.length,
    routesOk: routeSteps.filter((s) => s.ok).length,
    flows: flowSteps.length,
    flowsOk: flowSteps.filter((s) => s.ok).length,
    failingRequests: allFailed.length,
    failingRequestsByClass: byClass,
    distinctProblems: problems.length,
    apiRequests: steps.reduce((a, s) => a + s.requests, 0),
    operationsUsed: opsSeen.size,
    operationsAllOk: [...opsSeen.values()].filter((t) =>
      Object.keys(t).every((c) => Number(c) < 400),
    ).length,
  },
  operations: Object.fromEntries([...opsSeen.entries()].sort()),
  problems,
  steps,
}
writeFileSync(OUT, JSON.stringify(report, null, 2))

const cell = (s) => String(s).replace(/\|/g, '\\|').replace(/\n/g, ' ')
function whatFailed(s) {
  if (s.ok) return 'ok'
  const parts = []
  if (s.flowError) parts.push(s.flowError)
  if (s.unexpectedUrl) parts.push(s.unexpectedUrl)
  if (s.errorPage) parts.push(`page: ${s.errorPage}`)
  for (const t of s.toasts) parts.push(`toast: ${t.slice(0, 120)}`)
  for (const e of s.pageErrors.slice(0, 2)) parts.push(`page error: ${e.slice(0, 120)}`)
  const reqs = new Map()
  for (const f of s.failed) {
    if (f.class === 'd') continue
    const k = `(${f.class}) ${f.op ?? f.method + ' ' + f.url} ${f.status}`
    reqs.set(k, (reqs.get(k) ?? 0) + 1)
  }
  for (const [k, c] of reqs) parts.push(c > 1 ? `${k} ×${c}` : k)
  return parts.join('; ')
}
const lines = [
  `# Reference console crawl, ${report.at}`,
  '',
  `Console at ${BASE} (api-version ${API_VERSION}), signed in as ${USER}.`,
  '',
  `Routes visited: ${report.figures.routesVisited}, working: ${report.figures.routesOk}. ` +
    `Create flows: ${report.figures.flows}, working: ${report.figures.flowsOk}. ` +
    `Failing requests: ${allFailed.length} (a ${byClass.a}, b ${byClass.b}, c ${byClass.c}, d ${byClass.d}), ${problems.length} distinct. ` +
    `API requests: ${report.figures.apiRequests}, to ${report.figures.operationsUsed} operations (${report.figures.operationsAllOk} never failing).`,
  '',
  '| step | route / flow | API requests | result |',
  '|---|---|---|---|',
  ...steps.map(
    (s) => `| ${s.kind} | \`${cell(s.route)}\` | ${s.requests} | ${cell(whatFailed(s))} |`,
  ),
  '',
  '## Distinct problems',
  '',
  '| class | operation | status | what | routes |',
  '|---|---|---|---|---|',
  ...problems.map(
    (p) =>
      `| ${p.class} | ${cell(p.op ?? p.template)} | ${p.status} | ${cell((p.class === 'b' ? p.shapeProblems.join('; ') : `${p.why}${p.message ? `: ${p.message}` : ''}`).slice(0, 300))} | ${p.steps.length} |`,
  ),
  '',
]
writeFileSync(OUT.replace(/\.json$/, '') + '.md', lines.join('\n'))
console.log(lines.slice(0, 6).join('\n'))
console.log(`report: ${OUT}, summary: ${OUT.replace(/\.json$/, '')}.md, screenshots: ${SHOTS}`)
