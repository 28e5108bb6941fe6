// Shared plumbing for the browser benchmarks: a current build, the real server with a
// throw-away simulator database, Chromium, a signed-in storage state, and statistics.
//
// Benchmarks print figures; they never assert on timings.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const DIST = path.join(ROOT, 'dist')

export const USERNAME = 'admin'
export const PASSWORD = 'demo-password'
export const LOGIN_PATH = '/login/demo-silo/local'

/** True when `file` is the script node was started with (`npx tsx bench/x.ts`). */
export function isMain(metaUrl: string) {
  return !!process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(metaUrl)
}

// ---------------------------------------------------------------------------------------
// Build

const built = new Set<string>()

/**
 * Runs `npm run <script>` once per process (`build` for dist/, `build:mock` for
 * dist-mock/), so the figures are for the current sources. BENCH_NO_BUILD=1 skips it.
 */
export function ensureBuild(script: 'build' | 'build:mock' = 'build') {
  if (built.has(script) || process.env.BENCH_NO_BUILD === '1') return
  const started = performance.now()
  const result = spawnSync('npm', ['run', script, '--silent'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, npm_config_loglevel: 'error' },
  })
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr)
    throw new Error(`npm run ${script} failed (exit ${result.status})`)
  }
  built.add(script)
  log(`npm run ${script}: ${Math.round(performance.now() - started)} ms`)
}

// ---------------------------------------------------------------------------------------
// Server

export interface BenchServer {
  url: string
  port: number
  /** How it was started, for the report. */
  command: string
  /** CPU time (user + system, ms) the server process has used so far; NaN without /proc. */
  cpuMs(): number
  /** The server process's resident memory in bytes; NaN without /proc. */
  rssBytes(): number
  stop(): Promise<void>
}

/** A port that was free a moment ago (the server binds it right after). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

/** Whether server/start.ts reads SIM_DB yet (it is being added). */
export function startSupportsSimDb() {
  return readFileSync(path.join(ROOT, 'server/start.ts'), 'utf8').includes('SIM_DB')
}

/**
 * Starts the real console server as a child process on a free port, serving dist/ with
 * the simulator over a fresh SQLite file in a temp dir (the demo data, as `--reset`
 * gives). When server/start.ts reads SIM_DB this is `tsx server/start.ts --reset
 * --no-build`; until then start.ts always uses data/sim.db, which other people's servers
 * share, so bench/serve.ts (the same modules, wired the way start.ts wires them) runs
 * instead; it also serves `staticDir` instead of dist/ when given (profiling builds).
 * Call ensureBuild() first.
 */
export async function startServer(
  opts: {
    staticDir?: string
    dataset?: string
    env?: Record<string, string>
    /** The port to listen on (a bench given a range of ports); a free one otherwise */
    port?: number
    /** The release the simulator plays (`--release`); start.ts's default otherwise */
    release?: 'v14' | 'current'
    /**
     * Pages rendered in the browser only: bench/serve.ts, which loads no page renderer,
     * the console as it was before the server rendered first views
     */
    clientOnly?: boolean
  } = {},
): Promise<BenchServer> {
  const port = opts.port ?? (await freePort())
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-server-'))
  const simDb = path.join(dir, 'sim.db')
  // bench/serve.ts for what only it reads: another build, a bench's data or settings
  const viaStart =
    startSupportsSimDb() && !opts.staticDir && !opts.dataset && !opts.env && !opts.clientOnly
  const args = viaStart
    ? [
        'server/start.ts',
        '--reset',
        '--no-build',
        ...(opts.release ? ['--release', opts.release] : []),
      ]
    : ['bench/serve.ts']
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SIM_DB: simDb,
      ...(opts.staticDir ? { BENCH_STATIC_DIR: opts.staticDir } : {}),
      ...(opts.dataset ? { BENCH_DATASET: opts.dataset } : {}),
      ...(opts.release && !viaStart ? { BENCH_RELEASE: opts.release } : {}),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // drain the request log so a full pipe never blocks the server; keep the tail for errors
  const tail: string[] = []
  const keep = (chunk: Buffer) => {
    tail.push(...chunk.toString().split('\n'))
    tail.splice(0, Math.max(0, tail.length - 40))
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)

  const url = `http://127.0.0.1:${port}`
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const deadline = Date.now() + 60_000
  for (;;) {
    const early = await Promise.race([exited, sleep(100).then(() => undefined)])
    if (early !== undefined) {
      rmSync(dir, { recursive: true, force: true })
      throw new Error(`server exited with ${early}:\n${tail.join('\n')}`)
    }
    const ok = await fetch(`${url}/v1/me`).then(
      (r) => r.status > 0,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) {
      await stopChild(child, exited)
      rmSync(dir, { recursive: true, force: true })
      throw new Error(`server did not answer within 60 s:\n${tail.join('\n')}`)
    }
  }
  return {
    url,
    port,
    command: `node --import tsx ${args.join(' ')} (PORT=${port}, SIM_DB=<temp>${opts.release && !viaStart ? `, BENCH_RELEASE=${opts.release}` : ''})`,
    cpuMs() {
      const f = child.pid === undefined ? null : statFields(child.pid)
      return f ? cpuMsOf(f) : NaN
    },
    rssBytes: () => (child.pid === undefined ? NaN : rssBytesOf(child.pid)),
    async stop() {
      await stopChild(child, exited)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function stopChild(child: ChildProcess, exited: Promise<unknown>) {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const done = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)])
  if (!done) {
    child.kill('SIGKILL')
    await exited
  }
}

// ---------------------------------------------------------------------------------------
// Browser

const CHROMIUM = '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const markers = new WeakMap<Browser, string>()
/** A switch Chromium ignores, to find one launch's processes in /proc. */
export const newMarker = () =>
  `--bench-marker=${process.pid}-${Math.random().toString(36).slice(2)}`
/** The Chromium to run: Debian's, else Playwright's own. */
export const chromiumPath = () => (existsSync(CHROMIUM) ? CHROMIUM : chromium.executablePath())

/**
 * Debian's Chromium when present, else Playwright's own browser. An extra switch that
 * Chromium ignores marks the process, so chromiumCpuMs() can find it and its children.
 */
export async function launchChromium(): Promise<Browser> {
  const marker = newMarker()
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, marker],
    headless: true,
  })
  markers.set(browser, marker)
  return browser
}

/**
 * The fields of /proc/<pid>/stat after the command name (which is in parentheses and may
 * hold spaces): [0] state, [1] parent pid, ... [11] user and [12] system CPU ticks; null
 * when the process has ended or there is no /proc.
 */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return null
  }
}

/** A process's resident memory in bytes (VmRSS); NaN when it has ended or there is no /proc */
export function rssBytesOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) * 1024
  } catch {
    return NaN
  }
}

/** Signs the demo admin in through the API and returns the `session=…` cookie */
export async function signInCookie(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/v1${LOGIN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USERNAME, password: PASSWORD }),
  })
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('session='))
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`)
  return cookie
}

/** User plus system CPU time in ms, from a process's statFields. */
const cpuMsOf = (f: string[]) => ((Number(f[11]) + Number(f[12])) * 1000) / CLOCK_TICKS

/**
 * The process ids of a browser launched with launchChromium() and all its children
 * (renderers, GPU, network service), each with its /proc/<pid>/stat fields after the
 * command name; empty where there is no /proc.
 */
function chromiumProcesses(marker: string | undefined): Map<number, string[]> {
  const tree = new Map<number, string[]>()
  if (!marker || !existsSync('/proc/self/stat')) return tree
  const stats = new Map<number, string[]>()
  let root: number | undefined
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const fields = statFields(Number(name))
    if (!fields) continue
    stats.set(Number(name), fields)
    try {
      if (root === undefined && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(marker)) {
        root = Number(name)
      }
    } catch {
      // the process ended meanwhile
    }
  }
  if (root === undefined) return tree
  tree.set(root, stats.get(root)!)
  let grew = true
  while (grew) {
    grew = false
    for (const [pid, f] of stats) {
      if (!tree.has(pid) && tree.has(Number(f[1]))) {
        tree.set(pid, f)
        grew = true
      }
    }
  }
  return tree
}

/**
 * CPU time (user + system, ms) used so far by a browser launched with launchChromium() and
 * all its child processes, from /proc; NaN where there is no /proc. Unlike wall time it
 * hardly depends on what else runs on the machine, so it is the figure to compare two
 * builds with on a busy machine (resolution: one clock tick, 10 ms).
 */
export function chromiumCpuMs(browser: Browser): number {
  const byKind = chromiumCpuMsByKind(browser)
  return byKind.size === 0 ? NaN : [...byKind.values()].reduce((a, b) => a + b, 0)
}

/** chromiumCpuMs by kind of process (`browser`, `renderer`, `utility`, ...). */
export function chromiumCpuMsByKind(browser: Browser | string): Map<string, number> {
  const byKind = new Map<string, number>()
  const tree = chromiumProcesses(typeof browser === 'string' ? browser : markers.get(browser))
  for (const [pid, f] of tree) {
    const kind = processKind(pid)
    byKind.set(kind, (byKind.get(kind) ?? 0) + cpuMsOf(f))
  }
  return byKind
}

/** Chromium's kind of a process, from its --type switch (none for the browser process). */
function processKind(pid: number) {
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    return /--type=([\w-]+)/.exec(cmdline)?.[1] ?? 'browser'
  } catch {
    return 'ended'
  }
}

/**
 * Memory of a browser launched with `marker` among its switches (launchChromium() and
 * launchBareChromium() add one) and all its children, in bytes, by
 * kind of process (`browser`, `renderer`, `utility`, `gpu-process`, ...): the sum of each
 * process's proportional set size (shared pages split between the processes sharing them,
 * so nothing counts twice); empty where there is no /proc.
 */
export function chromiumMemoryBytes(marker: string): Map<string, number> {
  const byKind = new Map<string, number>()
  for (const pid of chromiumProcesses(marker).keys()) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
      const kind = processKind(pid)
      const kib = Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0)
      byKind.set(kind, (byKind.get(kind) ?? 0) + kib * 1024)
    } catch {
      // the process ended meanwhile
    }
  }
  return byKind
}

/** USER_HZ: 100 on every Linux this runs on. */
const CLOCK_TICKS = 100

export function browserDescription() {
  return existsSync(CHROMIUM) ? `${CHROMIUM} (headless)` : "Playwright's Chromium (headless)"
}

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>

/**
 * Signs in through the UI (`/login/demo-silo/local`, admin / demo-password) and returns
 * the storage state, also saved to `bench/results/storage-state.json`. Measured runs
 * start from it, signed in.
 */
export async function signIn(browser: Browser, baseUrl: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: baseUrl })
  try {
    const page = await context.newPage()
    await page.goto(LOGIN_PATH)
    await page.getByLabel('Username').fill(USERNAME)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 })
    const state = await context.storageState()
    if (state.cookies.length === 0) throw new Error('signed in, but no session cookie was set')
    writeResult('storage-state.json', JSON.stringify(state, null, 2))
    return state
  } finally {
    await context.close()
  }
}

/** The storage state with the cookies only: a first visit of someone who signed in. */
export const cookiesOnly = (state: StorageState): StorageState => ({
  cookies: state.cookies,
  origins: [],
})

// ---------------------------------------------------------------------------------------
// A signed-in session: build, server, browser, storage state

export interface Session {
  server: BenchServer
  state: StorageState
}

/**
 * Builds, starts the server, signs in once; `fn` gets the lot; everything is stopped after.
 * BENCH_PRIVATE_DIST=1 serves a copy of dist/ taken right after the build (through
 * bench/serve.ts), so that someone else rebuilding dist/ in the same checkout cannot pull
 * chunks from under a run.
 */
export async function withSession<T>(
  fn: (s: Session) => Promise<T>,
  opts: { dataset?: string } = {},
): Promise<T> {
  ensureBuild()
  let copy: string | undefined
  if (process.env.BENCH_PRIVATE_DIST === '1') {
    copy = mkdtempSync(path.join(tmpdir(), 'bench-dist-'))
    cpSync(DIST, copy, { recursive: true })
  }
  const server = await startServer({ staticDir: copy, dataset: opts.dataset })
  try {
    log(`server: ${server.command} at ${server.url}`)
    const browser = await launchChromium()
    let state: StorageState
    try {
      state = await signIn(browser, server.url)
    } finally {
      await browser.close()
    }
    return await fn({ server, state })
  } finally {
    await server.stop()
    if (copy) rmSync(copy, { recursive: true, force: true })
  }
}

// ---------------------------------------------------------------------------------------
// Statistics and formatting

export interface Stats {
  n: number
  min: number
  median: number
  max: number
  mean: number
  p50: number
  p99: number
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

export function median(values: number[]) {
  const s = [...values].sort((a, b) => a - b)
  if (s.length === 0) return NaN
  const mid = s.length >> 1
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

export function summarize(values: number[]): Stats {
  const s = [...values].sort((a, b) => a - b)
  return {
    n: s.length,
    min: s[0] ?? NaN,
    median: median(s),
    max: s[s.length - 1] ?? NaN,
    mean: s.reduce((a, b) => a + b, 0) / (s.length || 1),
    p50: percentile(s, 50),
    p99: percentile(s, 99),
  }
}

export const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : 'n/a')
/** kB as Vite prints them: 1 kB = 1000 bytes. */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
export const fmtStats = (s: Stats) =>
  `min ${ms(s.min)}, median ${ms(s.median)}, max ${ms(s.max)} (n=${s.n})`

/** One line of the final report: a figure, its target, and whether it meets it. */
export interface Figure {
  bench: string
  figure: string
  value: string
  target?: string
  /** true: meets the target, false: misses it, undefined: no target. */
  ok?: boolean
}

export function log(message: string) {
  process.stderr.write(`[bench] ${message}\n`)
}

export const sleep = (msec: number) => new Promise<void>((r) => setTimeout(r, msec))

export const RESULTS = path.join(ROOT, 'bench', 'results')

/** Writes bench/results/<name> (git-ignored). */
export function writeResult(name: string, text: string) {
  const file = path.join(RESULTS, name)
  mkdirSync(RESULTS, { recursive: true })
  writeFileSync(file, text)
  return file
}

// ---------------------------------------------------------------------------------------
// In-page timing

/**
 * Added to a context with `context.addInitScript`: `window.__bench` records, on the page's
 * own clock (performance.now(), 0 = navigation start), when a target element first enters
 * the DOM (a MutationObserver, so the time of React's commit) and the next animation frame
 * after it; when a click was dispatched (capture phase, before React sees it); and the long
 * tasks (> 50 ms) of the main thread. `__bench.arm(selector)` re-targets it before an in-app
 * navigation.
 */
export const INSTRUMENT = `(() => {
  const b = (window.__bench = { selector: 'table tbody tr', at: null, frameAt: null, clickAt: null, longTasks: [] })
  const check = () => {
    if (b.at !== null || !document.querySelector(b.selector)) return
    b.at = performance.now()
    requestAnimationFrame(() => { b.frameAt = performance.now() })
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true })
  addEventListener('click', () => { b.clickAt = performance.now() }, true)
  b.arm = (selector) => { b.selector = selector; b.at = null; b.frameAt = null; b.clickAt = null }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) b.longTasks.push({ start: e.startTime, duration: e.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch {}
})()`

export interface Outcome {
  /** 'row': the table's first row is on screen; 'error': an error screen instead. */
  kind: 'row' | 'error'
  /** performance.now() in the page when waitForFunction saw it (polled every frame). */
  seenMs: number
  /** When the row entered the DOM (MutationObserver), if it did. */
  domMs: number | null
  /** The click that started an in-app navigation, if any. */
  clickMs: number | null
  /** The error screen's heading and message. */
  message?: string
}

/**
 * Waits, polling every animation frame inside the page, until `selector` matches a visible
 * element (a laid-out table row) or the console shows an error screen; reads the page's
 * performance.now() at that moment. Needs INSTRUMENT for domMs/clickMs.
 */
export async function waitForOutcome(
  page: Page,
  selector = 'table tbody tr',
  timeout = 30_000,
): Promise<Outcome> {
  const handle = await page.waitForFunction(
    (sel) => {
      type Bench = { at: number | null; clickAt: number | null } | undefined
      const b = (window as unknown as { __bench?: Bench }).__bench
      const row = document.querySelector(sel)
      if (row && row.getBoundingClientRect().height > 0) {
        return {
          kind: 'row',
          seenMs: performance.now(),
          domMs: b?.at ?? null,
          clickMs: b?.clickAt ?? null,
        }
      }
      const h1 = document.querySelector('main h1')?.textContent ?? ''
      if (/went wrong|not found|error/i.test(h1)) {
        const text = (document.querySelector('main') as HTMLElement | null)?.innerText ?? ''
        const message = text.replace(/\s+/g, ' ').slice(0, 240)
        return {
          kind: 'error',
          seenMs: performance.now(),
          domMs: null,
          clickMs: b?.clickAt ?? null,
          message,
        }
      }
      return false
    },
    selector,
    { polling: 'raf', timeout },
  )
  return (await handle.jsonValue()) as Outcome
}

/** `min / **median** / max ms`, the figures' usual form */
export const triple = (s: Stats) =>
  `${s.min.toFixed(0)} / **${s.median.toFixed(0)}** / ${s.max.toFixed(0)} ms`

export type ColdLoad = { seenMs: number; longTasks: number; longestTask: number }

/**
 * One cold load of `path` in a fresh context (empty cache) of a running browser, to the
 * first visible element matching `selector`, with the main thread's long tasks meanwhile.
 */
export async function coldLoad(
  browser: Browser,
  session: Session,
  path: string,
  selector: string,
): Promise<ColdLoad> {
  const context = await browser.newContext({
    baseURL: session.server.url,
    storageState: session.state,
  })
  try {
    await context.addInitScript(INSTRUMENT)
    const page = await context.newPage()
    await page.goto(path, { waitUntil: 'commit' })
    const outcome = await waitForOutcome(page, selector)
    if (outcome.kind !== 'row') throw new Error(`${path}: ${outcome.message}`)
    const tasks = await page.evaluate(
      () =>
        (window as unknown as { __bench: { longTasks: { duration: number }[] } }).__bench.longTasks,
    )
    return {
      seenMs: outcome.seenMs,
      longTasks: tasks.reduce((sum, t) => sum + t.duration, 0),
      longestTask: Math.max(0, ...tasks.map((t) => t.duration)),
    }
  } finally {
    await context.close()
  }
}

export type ColdLoadScenario = { label: string; path: string; selector: string }

/**
 * Each scenario loaded cold `runs` times (after one warm-up load: the server compresses on
 * first use) in one running browser, as a figure: time to the selector, min / median / max,
 * and the main thread's long tasks.
 */
export async function coldLoadFigures(
  session: Session,
  bench: string,
  scenarios: readonly ColdLoadScenario[],
  runs: number,
): Promise<Figure[]> {
  const browser = await launchChromium()
  const figures: Figure[] = []
  try {
    for (const s of scenarios) {
      await coldLoad(browser, session, s.path, s.selector)
      const results: ColdLoad[] = []
      for (let r = 0; r < runs; r++) {
        results.push(await coldLoad(browser, session, s.path, s.selector))
        log(`${s.label} ${r + 1}/${runs}: ${ms(results.at(-1)!.seenMs)}`)
      }
      const seen = summarize(results.map((r) => r.seenMs))
      const tasks = summarize(results.map((r) => r.longTasks))
      const longest = Math.max(...results.map((r) => r.longestTask))
      figures.push({
        bench,
        figure: `${s.label}, cold load in a running browser (n=${seen.n}; min / median / max)`,
        value: `${triple(seen)}; long tasks ${tasks.median.toFixed(0)} ms (median total), longest ${longest.toFixed(0)} ms`,
      })
    }
  } finally {
    await browser.close()
  }
  return figures
}
