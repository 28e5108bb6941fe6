// First view, side by side: our console, a bare page and the Oxide web console's production
// build, each opened cold on `/projects/demo-project/instances` against the same server
// behind the same proxy, signed in as the same user.
//
// Clients (each on a port of its own in front of one server; the proxy is this process):
//   ours   every request goes on to the server, as the console is deployed;
//   bare   a page holding one script that fetches /v1/instances?project=demo-project and
//          prints one table row per instance: the floor for "data on screen";
//   oxide  the Oxide console's `dist/` served from here, `/v1` and the device endpoints
//          proxied to our server, the way a rack puts Nexus behind the console's files.
//          Skipped with a message unless `--oxide-console-dist <dir>` names its build
//          (bench/README.md says how to make it).
//
// Before the runs the server answers a few hundred requests, as a rack's long-running server
// has (`warmServer`). A run opens each client once, in order, each in a fresh Chromium
// (empty cache, nothing compiled) holding only the signed-in cookies. In one page load it
// measures: the first instance row on screen as a script polling every frame sees it, and
// as the browser painted it (Element Timing), and DOMContentLoaded (ms since navigation
// start); the first interaction, clicking a row's "Row actions" as soon as there is one,
// again and again until its menu is on screen (ms since navigation start; none for the
// bare page); and the
// navigation to Disks through the sidebar (hover 150 ms, click, until the first disk row),
// with the requests made from the hover on.
//
//   npx tsx bench/first-view.ts [--runs 9] [--oxide-console-dist /tmp/bench/oxide-console/dist]
//                               [--client-only] [--port 4700] [--verbose]
//
// --client-only serves our console without the server's page renderer (every page the
// client-rendered shell), as it was before the first view was rendered on the server.
// --port P: the server listens on P, the three clients on P+1..P+3 (a free port otherwise).
import { existsSync, readFileSync, statSync } from 'node:fs'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import { loadavg } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from '@playwright/test'
import {
  cookiesOnly,
  ensureBuild,
  freePort,
  isMain,
  launchChromium,
  log,
  signIn,
  sleep,
  startServer,
  summarize,
  writeResult,
  type BenchServer,
  type Figure,
  type Stats,
  type StorageState,
} from './lib.ts'

export const FIRST_VIEW_PATH = '/projects/demo-project/instances'
const DISKS_PATH = '/projects/demo-project/disks'
const HOVER_MS = 150

/** Issue 27's targets: ours against the bare page, and against the Oxide console */
export const TARGET_FIRST_ROW_RATIO = 2.0
export const TARGET_FIRST_INTERACTION_RATIO = 3.0
export const TARGET_NAV_RATIO = 0.7

type ClientName = 'ours' | 'bare' | 'oxide'

interface Client {
  name: ClientName
  label: string
  url: string
  /** Whether it has row menus to open */
  menus: boolean
}

// ---------------------------------------------------------------------------------------
// The proxy and the clients it serves

/** Passes a request on to the server unchanged, Host included (one origin, as deployed). */
function forward(target: URL, agent: http.Agent, req: IncomingMessage, res: ServerResponse) {
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: req.headers,
      agent,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
      answer.pipe(res)
    },
  )
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502)
    res.end()
  })
  req.pipe(upstream)
}

/** The bare page: one fetch of the list, one row per instance, nothing else. */
const BARE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Instances</title></head>
<body><table aria-label="Instances"><thead><tr><th>Name</th><th>State</th></tr></thead><tbody></tbody></table>
<script>
fetch('/v1/instances?project=demo-project')
  .then((r) => r.json())
  .then((page) => {
    const body = document.querySelector('tbody')
    for (const i of page.items) {
      const tr = document.createElement('tr')
      for (const text of [i.name, i.run_state]) {
        const td = document.createElement('td')
        td.textContent = text
        tr.append(td)
      }
      body.append(tr)
    }
  })
</script></body></html>`

/** What the Oxide console's own vite.config.ts and Nexus send to the API, not to its files */
const OXIDE_API_PREFIXES = [
  '/v1/',
  '/experimental/',
  '/device/auth',
  '/device/confirm',
  '/device/token',
]

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
}

/**
 * The Oxide console's build as a static site: its files, `index.html` for every other
 * path, gzipped once per file (Nexus sends the console's files compressed too), with the
 * security headers the console ships in its vercel.json.
 */
function oxideStatic(dist: string) {
  const root = path.resolve(dist)
  let headers: Record<string, string> = {}
  try {
    const vercel = JSON.parse(readFileSync(path.join(root, '..', 'vercel.json'), 'utf8')) as {
      headers?: { headers: { key: string; value: string }[] }[]
    }
    headers = Object.fromEntries((vercel.headers?.[0]?.headers ?? []).map((h) => [h.key, h.value]))
  } catch {
    // no vercel.json beside the build: no extra headers
  }
  const cache = new Map<string, { body: Buffer; gz: Buffer; type: string }>()
  const load = (file: string) => {
    let entry = cache.get(file)
    if (!entry) {
      const body = readFileSync(file)
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream'
      entry = { body, gz: gzipSync(body, { level: 9 }), type }
      cache.set(file, entry)
    }
    return entry
  }
  return (req: IncomingMessage, res: ServerResponse) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    let file = path.join(root, pathname)
    if (!file.startsWith(root + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      file = path.join(root, 'index.html')
    }
    const entry = load(file)
    const gz = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    const body = gz ? entry.gz : entry.body
    res.writeHead(200, {
      ...headers,
      'content-type': entry.type,
      'content-length': String(body.length),
      'cache-control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      ...(gz ? { 'content-encoding': 'gzip' } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}

interface Proxy {
  clients: Client[]
  close(): Promise<void>
}

/** One listener per client, all in this process, all passing API requests to `server`. */
async function startProxy(
  server: BenchServer,
  opts: { oxideDist: string | null; firstPort?: number },
): Promise<Proxy> {
  const target = new URL(server.url)
  const agent = new http.Agent({ keepAlive: true })
  const listeners: http.Server[] = []
  const clients: Client[] = []
  let nextPort = opts.firstPort
  const listen = async (
    name: ClientName,
    label: string,
    menus: boolean,
    handle: (req: IncomingMessage, res: ServerResponse) => void,
  ) => {
    const port = nextPort ?? (await freePort())
    if (nextPort !== undefined) nextPort++
    const s = http.createServer(handle)
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject)
      s.listen(port, '127.0.0.1', resolve)
    })
    listeners.push(s)
    clients.push({ name, label, url: `http://127.0.0.1:${port}`, menus })
  }

  await listen('ours', 'our console', true, (req, res) => forward(target, agent, req, res))
  await listen('bare', 'bare page', false, (req, res) => {
    if (req.url?.startsWith('/v1/')) return forward(target, agent, req, res)
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' })
    res.end(BARE_PAGE)
  })
  if (opts.oxideDist) {
    const serveStatic = oxideStatic(opts.oxideDist)
    await listen('oxide', 'Oxide console', true, (req, res) => {
      const url = req.url ?? '/'
      if (OXIDE_API_PREFIXES.some((p) => url.startsWith(p))) return forward(target, agent, req, res)
      // sign-in itself is the API's (a POST); its page is the console's
      if (url.startsWith('/login/') && req.method !== 'GET' && req.method !== 'HEAD') {
        return forward(target, agent, req, res)
      }
      serveStatic(req, res)
    })
  }
  return {
    clients,
    async close() {
      for (const s of listeners) {
        s.closeAllConnections()
        await new Promise((r) => s.close(r))
      }
      agent.destroy()
    },
  }
}

// ---------------------------------------------------------------------------------------
// One cold load

export interface ViewRun {
  client: ClientName
  /** ms since navigation start; NaN when it did not happen */
  firstRowMs: number
  /** The first row's text painted, by Element Timing (ms since navigation start) */
  firstRowPaintMs: number
  domContentLoadedMs: number
  /** The page's HTML fully received (a server-rendered page waits for its render) */
  htmlMs: number
  firstInteractionMs: number
  /** Clicks on "Row actions" until its menu opened */
  clicks: number
  navMs: number
  navRequests: { url: string; atMs: number }[]
  /** The server's HTML already held the first instance's name */
  serverRendered: boolean
  error?: string
}

/**
 * Set up in every page before its own scripts: each element that comes to be inside a
 * table body is marked for Element Timing, and the paint of every such element's text is
 * kept, with the text, in `window.__rowPaints`. The browser's own record of when the row
 * was painted, which a script's polling can only see at its next frame: on a page that
 * paints its rows and then runs a long task (a server-rendered page evaluating its
 * modules), that frame comes after the task.
 */
const ROW_PAINT_PROBE = `(() => {
  const paints = (window.__rowPaints = [])
  const mark = (el) => {
    if (el.closest('tbody') && !el.hasAttribute('elementtiming')) el.setAttribute('elementtiming', 'row')
  }
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue
        mark(node)
        for (const el of node.querySelectorAll('*')) mark(el)
      }
  }).observe(document, { childList: true, subtree: true })
  const keep = (entries) => {
    for (const e of entries)
      paints.push({ at: e.renderTime || e.loadTime, text: e.element ? e.element.textContent : '' })
  }
  const observer = new PerformanceObserver((list) => keep(list.getEntries()))
  observer.observe({ type: 'element', buffered: true })
  // what the browser has recorded but not yet handed to the callback (an idle task)
  window.__takeRowPaints = () => keep(observer.takeRecords())
})()`

/**
 * When the first element holding `text` inside a table body was painted (ms), or NaN. The
 * browser records a paint once the frame is presented, a little after the row is seen.
 */
async function rowPaintedAt(page: Page, text: string) {
  type Probe = { __rowPaints?: { at: number; text: string }[]; __takeRowPaints?: () => void }
  return page
    .waitForFunction(
      (t) => {
        const w = window as unknown as Probe
        w.__takeRowPaints?.()
        const at = (w.__rowPaints ?? []).filter((p) => p.text.includes(t)).map((p) => p.at)
        return at.length ? Math.min(...at) : false
      },
      text,
      { polling: 100, timeout: 3000 },
    )
    .then((h) => h.jsonValue() as Promise<number>)
    .catch(() => NaN)
}

/** Waits, polling every frame, for a laid-out row holding `text`; performance.now() then. */
async function waitForRowWith(page: Page, text: string, pathEnd: string, timeout = 30_000) {
  const handle = await page.waitForFunction(
    ([t, end]) => {
      if (!location.pathname.endsWith(end)) return false
      for (const row of document.querySelectorAll('tbody tr')) {
        if (row.textContent?.includes(t) && row.getBoundingClientRect().height > 0) {
          return performance.now()
        }
      }
      return false
    },
    [text, pathEnd] as const,
    { polling: 'raf', timeout },
  )
  return (await handle.jsonValue()) as number
}

/**
 * Clicks the first row's "Row actions" until a menu is on screen; performance.now() then.
 * A click on server-rendered markup before the page has taken it over (no React fiber on
 * the button yet) is lost: click again 100 ms later. A click on a live button may wait for
 * the menu's code: then wait for the menu, as a second press would take the first back.
 */
async function openFirstMenu(page: Page): Promise<{ atMs: number; clicks: number }> {
  const trigger = page.locator('tbody tr [aria-label="Row actions"]').first()
  const menuOnScreen = (timeout: number) =>
    page
      .waitForFunction(
        () => {
          const menu = document.querySelector('[role="menu"]')
          return menu && menu.getBoundingClientRect().height > 0 ? performance.now() : false
        },
        undefined,
        { polling: 'raf', timeout },
      )
      .then((h) => h.jsonValue() as Promise<number>)
      .catch(() => null)
  const deadline = Date.now() + 30_000
  for (let clicks = 1; Date.now() < deadline; clicks++) {
    const live = await trigger.evaluate((el) =>
      Object.keys(el).some((k) => k.startsWith('__reactFiber')),
    )
    await trigger.click({ timeout: 10_000, noWaitAfter: true })
    const opened = await menuOnScreen(live ? 5000 : 100)
    if (opened !== null) return { atMs: opened, clicks }
  }
  throw new Error('no row menu opened within 30 s')
}

async function coldView(
  client: Client,
  state: StorageState,
  names: { instance: string; disk: string },
  verbose: boolean,
): Promise<ViewRun> {
  const run: ViewRun = {
    client: client.name,
    firstRowMs: NaN,
    firstRowPaintMs: NaN,
    domContentLoadedMs: NaN,
    htmlMs: NaN,
    firstInteractionMs: NaN,
    clicks: 0,
    navMs: NaN,
    navRequests: [],
    serverRendered: false,
  }
  const browser: Browser = await launchChromium()
  try {
    const context = await browser.newContext({ baseURL: client.url, storageState: state })
    await context.addInitScript(ROW_PAINT_PROBE)
    const page = await context.newPage()
    let html = ''
    page.on('response', (r) => {
      if (r.request().isNavigationRequest() && r.request().frame() === page.mainFrame()) {
        r.text().then(
          (t) => (html ||= t),
          () => {},
        )
      }
    })
    await page.goto(FIRST_VIEW_PATH, { waitUntil: 'commit' })
    run.firstRowMs = await waitForRowWith(page, names.instance, FIRST_VIEW_PATH)
    if (client.menus) {
      const menu = await openFirstMenu(page)
      run.firstInteractionMs = menu.atMs
      run.clicks = menu.clicks
      await page.keyboard.press('Escape')
    }
    await page.waitForLoadState('load')
    run.firstRowPaintMs = await rowPaintedAt(page, names.instance)
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      return { dcl: nav.domContentLoadedEventStart, html: nav.responseEnd }
    })
    run.domContentLoadedMs = timing.dcl
    run.htmlMs = timing.html
    run.serverRendered = client.name === 'ours' && html.includes(`>${names.instance}<`)
    if (client.name === 'bare') return run

    // navigation: from the settled list to Disks through the sidebar, as a user would
    await page.waitForLoadState('networkidle')
    const link = page.getByRole('link', { name: 'Disks', exact: true }).first()
    const requests: { url: string; at: number }[] = []
    const onRequest = (r: { url(): string }) =>
      requests.push({ url: r.url(), at: performance.now() })
    page.on('request', onRequest)
    await link.hover()
    await sleep(HOVER_MS)
    const clickAt = performance.now()
    const pageClickAt = await page.evaluate(() => performance.now())
    await link.click({ noWaitAfter: true })
    const seen = await waitForRowWith(page, names.disk, DISKS_PATH)
    // requests the navigation starts just after its first row (the rest of the page's reads)
    await sleep(1000)
    page.off('request', onRequest)
    // in the page's clock: the evaluate above ran at most a round trip before the click
    run.navMs = seen - pageClickAt
    run.navRequests = requests.map((r) => {
      const u = new URL(r.url)
      return {
        url: u.origin === new URL(client.url).origin ? u.pathname + u.search : r.url,
        atMs: r.at - clickAt,
      }
    })
    if (verbose) {
      log(`  ${client.name} navigation requests:`)
      for (const r of run.navRequests) log(`    ${r.atMs.toFixed(0).padStart(6)} ms  ${r.url}`)
    }
    return run
  } catch (error) {
    run.error = (error as Error).message.split('\n')[0]
    return run
  } finally {
    await browser.close()
  }
}

// ---------------------------------------------------------------------------------------
// The run

/** Rounds of requests the server answers before the runs (see `warmServer`) */
const WARM_UP_ROUNDS = 150

/**
 * A rack's console server has answered many requests before anyone opens a page, so its
 * JIT has compiled the renderer and the API. A fresh process renders its first pages
 * several times slower (74-82 ms of CPU each, against 9-16 ms after 200 pages, measured
 * on this machine), and every client's list request goes to the same server. So before
 * the runs the server renders both pages the bench opens and answers the bare page's list,
 * `WARM_UP_ROUNDS` times each.
 */
async function warmServer(url: string, cookie: string) {
  const started = performance.now()
  let rendered = 0
  for (let i = 0; i < WARM_UP_ROUNDS; i++) {
    for (const p of [FIRST_VIEW_PATH, DISKS_PATH, '/v1/instances?project=demo-project']) {
      const r = await fetch(url + p, { headers: { cookie, 'accept-encoding': 'br, gzip' } })
      if ((await r.text()).includes('id="page-state"')) rendered++
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  log(`server warmed in ${seconds} s: ${rendered} pages rendered, ${WARM_UP_ROUNDS} list reads`)
}

export interface ClientFigures {
  client: ClientName
  label: string
  runs: ViewRun[]
  firstRow: Stats
  firstRowPaint: Stats | null
  domContentLoaded: Stats
  firstInteraction: Stats | null
  nav: Stats | null
  navRequests: Stats | null
  serverRendered: number
  errors: string[]
}

const finite = (values: number[]) => values.filter((v) => Number.isFinite(v))
const statsOrNull = (values: number[]) => {
  const v = finite(values)
  return v.length ? summarize(v) : null
}

export async function runFirstView(opts: {
  runs: number
  oxideDist: string | null
  clientOnly: boolean
  port?: number
  verbose: boolean
}) {
  ensureBuild()
  // the Oxide console speaks the newest contract: the server plays a versioned rack for all
  const server = await startServer({
    port: opts.port,
    release: 'current',
    clientOnly: opts.clientOnly,
  })
  const proxy = await startProxy(server, {
    oxideDist: opts.oxideDist,
    firstPort: opts.port === undefined ? undefined : opts.port + 1,
  })
  try {
    log(`server: ${server.command}`)
    for (const c of proxy.clients) log(`${c.label}: ${c.url}`)
    const ours = proxy.clients.find((c) => c.name === 'ours')!
    const signInBrowser = await launchChromium()
    let state: StorageState
    try {
      state = cookiesOnly(await signIn(signInBrowser, ours.url))
    } finally {
      await signInBrowser.close()
    }
    const cookie = state.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    const first = async (p: string) => {
      const r = await fetch(`${server.url}${p}`, { headers: { cookie } })
      const body = (await r.json()) as { items: { name: string }[] }
      if (!body.items[0]) throw new Error(`${p}: no items`)
      return body.items[0].name
    }
    const names = {
      instance: await first('/v1/instances?project=demo-project&limit=1'),
      disk: await first('/v1/disks?project=demo-project&limit=1'),
    }
    log(`rows looked for: instance ${names.instance}, disk ${names.disk}`)
    await warmServer(server.url, cookie)

    // one load per client first, discarded: the server compresses each file once
    for (const c of proxy.clients) await coldView(c, state, names, false)
    const runs = new Map<ClientName, ViewRun[]>(proxy.clients.map((c) => [c.name, []]))
    for (let i = 0; i < opts.runs; i++) {
      for (const c of proxy.clients) {
        const r = await coldView(c, state, names, opts.verbose)
        runs.get(c.name)!.push(r)
        log(
          `run ${i + 1}/${opts.runs} ${c.name.padEnd(5)} first row ${r.firstRowMs.toFixed(0)} ms ` +
            `(painted ${r.firstRowPaintMs.toFixed(0)}), ` +
            `HTML ${r.htmlMs.toFixed(0)}, DCL ${r.domContentLoadedMs.toFixed(0)}, menu ${r.firstInteractionMs.toFixed(0)} ` +
            `(${r.clicks} clicks), nav ${r.navMs.toFixed(0)} ms / ${r.navRequests.length} requests` +
            (r.serverRendered ? ', server-rendered' : '') +
            (r.error ? `; ERROR ${r.error}` : ''),
        )
      }
    }
    const figures: ClientFigures[] = proxy.clients.map((c) => {
      const rs = runs.get(c.name)!
      const ok = rs.filter((r) => !r.error)
      return {
        client: c.name,
        label: c.label,
        runs: rs,
        firstRow: summarize(finite(ok.map((r) => r.firstRowMs))),
        firstRowPaint: statsOrNull(ok.map((r) => r.firstRowPaintMs)),
        domContentLoaded: summarize(finite(ok.map((r) => r.domContentLoadedMs))),
        firstInteraction: c.menus ? statsOrNull(ok.map((r) => r.firstInteractionMs)) : null,
        nav: c.name === 'bare' ? null : statsOrNull(ok.map((r) => r.navMs)),
        navRequests: c.name === 'bare' ? null : statsOrNull(ok.map((r) => r.navRequests.length)),
        serverRendered: rs.filter((r) => r.serverRendered).length,
        errors: rs.flatMap((r) => (r.error ? [r.error] : [])),
      }
    })
    return { figures, oxideSkipped: !opts.oxideDist, server: server.command }
  } finally {
    await proxy.close()
    await server.stop()
  }
}

const fmt = (s: Stats | null) =>
  s && s.n ? `${s.median.toFixed(0)} (${s.min.toFixed(0)}-${s.max.toFixed(0)})` : '-'

export function formatFirstView(
  result: Awaited<ReturnType<typeof runFirstView>>,
  opts: { clientOnly: boolean; runs: number },
) {
  const lines: string[] = []
  const by = (n: ClientName) => result.figures.find((f) => f.client === n)
  const ours = by('ours')!
  lines.push(
    `First view of ${FIRST_VIEW_PATH}, ${opts.runs} runs per client, interleaved, fresh Chromium ` +
      `each; our console ${opts.clientOnly ? 'client-rendered only (--client-only)' : 'as served'}; ` +
      `median (min-max) ms; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}`,
  )
  lines.push(
    `${'client'.padEnd(14)} ${'first row'.padStart(16)} ${'row painted'.padStart(16)} ${'DOMContentLoaded'.padStart(16)} ` +
      `${'first menu'.padStart(16)} ${'nav to Disks'.padStart(16)} ${'nav requests'.padStart(13)}`,
  )
  for (const f of result.figures) {
    lines.push(
      `${f.label.padEnd(14)} ${fmt(f.firstRow).padStart(16)} ${fmt(f.firstRowPaint).padStart(16)} ${fmt(f.domContentLoaded).padStart(16)} ` +
        `${fmt(f.firstInteraction).padStart(16)} ${fmt(f.nav).padStart(16)} ` +
        `${(f.navRequests ? f.navRequests.median.toFixed(0) : '-').padStart(13)}`,
    )
  }
  lines.push(
    `our console's HTML held the first instance row in ${ours.serverRendered} of ${ours.runs.length} loads ` +
      `(${ours.serverRendered > 0 ? 'server-rendered' : 'not server-rendered'})`,
  )
  const ratio = (a: number | undefined, b: number | undefined) =>
    a !== undefined && b !== undefined && Number.isFinite(a / b) ? a / b : NaN
  const verdict = (r: number, target: number) =>
    Number.isFinite(r)
      ? `${r.toFixed(2)} (target <= ${target}: ${r <= target ? 'met' : 'missed'})`
      : 'n/a'
  const bare = by('bare')
  const rowRatio = ratio(ours.firstRow.median, bare?.firstRow.median)
  // the bare page has no menu: its first row is when it can be used
  const menuRatio = ratio(ours.firstInteraction?.median, bare?.firstRow.median)
  const paintRatio = ratio(ours.firstRowPaint?.median, bare?.firstRowPaint?.median)
  lines.push(
    `first row, ours / bare:                        ${verdict(rowRatio, TARGET_FIRST_ROW_RATIO)}`,
  )
  lines.push(
    `first row painted, ours / bare:                ${verdict(paintRatio, TARGET_FIRST_ROW_RATIO)}`,
  )
  lines.push(
    `first interaction, ours (menu) / bare (row):  ${verdict(menuRatio, TARGET_FIRST_INTERACTION_RATIO)}`,
  )
  const oxide = by('oxide')
  const navRatio = ratio(ours.nav?.median, oxide?.nav?.median)
  lines.push(
    result.oxideSkipped
      ? 'navigation, ours / Oxide console:             skipped (no --oxide-console-dist)'
      : `navigation, ours / Oxide console:             ${verdict(navRatio, TARGET_NAV_RATIO)}`,
  )
  if (oxide) {
    lines.push(
      `first row, ours / Oxide console:              ${ratio(ours.firstRow.median, oxide.firstRow.median).toFixed(2)}`,
    )
  }
  for (const f of result.figures) {
    if (f.errors.length)
      lines.push(`${f.label}: ${f.errors.length} failed runs, e.g. ${f.errors[0]}`)
  }
  return { text: lines.join('\n'), rowRatio, paintRatio, menuRatio, navRatio }
}

/** The figures for `npm run bench`'s table */
export function firstViewFigures(
  result: Awaited<ReturnType<typeof runFirstView>>,
  opts: { clientOnly: boolean; runs: number },
): Figure[] {
  const { rowRatio, paintRatio, menuRatio, navRatio } = formatFirstView(result, opts)
  const how = `${FIRST_VIEW_PATH}, fresh Chromium, n=${opts.runs}, median (min-max) ms`
  const figures: Figure[] = []
  for (const f of result.figures) {
    figures.push({
      bench: 'first-view',
      figure: `${f.label}: first row / row painted / DOMContentLoaded / first menu (${how})`,
      value: `${fmt(f.firstRow)} / ${fmt(f.firstRowPaint)} / ${fmt(f.domContentLoaded)} / ${fmt(f.firstInteraction)}`,
    })
    if (f.nav) {
      figures.push({
        bench: 'first-view',
        figure: `${f.label}: instances → Disks by the sidebar after a ${HOVER_MS} ms hover, ms; requests`,
        value: `${fmt(f.nav)}; ${f.navRequests?.median ?? '-'} requests`,
      })
    }
  }
  const ratio = (r: number) => (Number.isFinite(r) ? r.toFixed(2) : 'n/a')
  figures.push(
    {
      bench: 'first-view',
      figure: 'first row, ours / bare page',
      value: ratio(rowRatio),
      target: `≤ ${TARGET_FIRST_ROW_RATIO}`,
      ok: Number.isFinite(rowRatio) ? rowRatio <= TARGET_FIRST_ROW_RATIO : undefined,
    },
    {
      bench: 'first-view',
      figure: 'first row painted (Element Timing), ours / bare page',
      value: ratio(paintRatio),
      target: `≤ ${TARGET_FIRST_ROW_RATIO}`,
      ok: Number.isFinite(paintRatio) ? paintRatio <= TARGET_FIRST_ROW_RATIO : undefined,
    },
    {
      bench: 'first-view',
      figure: "first interaction, ours (a row's menu) / bare page (its row)",
      value: ratio(menuRatio),
      target: `≤ ${TARGET_FIRST_INTERACTION_RATIO}`,
      ok: Number.isFinite(menuRatio) ? menuRatio <= TARGET_FIRST_INTERACTION_RATIO : undefined,
    },
    {
      bench: 'first-view',
      figure: 'navigation to Disks, ours / Oxide console',
      value: result.oxideSkipped ? 'skipped (no --oxide-console-dist)' : ratio(navRatio),
      target: `≤ ${TARGET_NAV_RATIO}`,
      ok: Number.isFinite(navRatio) ? navRatio <= TARGET_NAV_RATIO : undefined,
    },
  )
  return figures
}

/** The Oxide console's build named by `--oxide-console-dist` or OXIDE_CONSOLE_DIST, if built */
export function oxideConsoleDist(given: string | undefined): string | null {
  const dir = given ?? process.env.OXIDE_CONSOLE_DIST
  if (!dir) {
    log('no --oxide-console-dist: the Oxide console is skipped (see bench/README.md)')
    return null
  }
  if (!existsSync(path.join(dir, 'index.html'))) {
    log(`${dir}/index.html is missing: the Oxide console is skipped (see bench/README.md)`)
    return null
  }
  return dir
}

function arg(name: string) {
  const i = process.argv.indexOf(name)
  return i < 0 ? undefined : process.argv[i + 1]
}

if (isMain(import.meta.url)) {
  const runs = Number(arg('--runs') ?? 9)
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a positive whole number')
  const port = arg('--port') === undefined ? undefined : Number(arg('--port'))
  const oxideDist = oxideConsoleDist(arg('--oxide-console-dist'))
  const clientOnly = process.argv.includes('--client-only')
  const result = await runFirstView({
    runs,
    oxideDist,
    clientOnly,
    port,
    verbose: process.argv.includes('--verbose'),
  })
  const { text } = formatFirstView(result, { clientOnly, runs })
  console.log(`\n${text}`)
  const file = writeResult(
    `first-view${clientOnly ? '-client-only' : ''}.json`,
    JSON.stringify(result, null, 2),
  )
  log(`runs written to ${file}`)
}
