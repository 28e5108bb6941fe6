// (b) Page-load times in Chromium, signed in.
//
// Cold load: each run launches a fresh browser process (empty cache, nothing compiled),
// injects the signed-in storage state, opens the page and waits, polling every animation
// frame inside the page, for the first data row of the table; the figure is the page's
// performance.now() at that moment, i.e. ms since navigation start. The time the row entered
// the DOM (MutationObserver) and the wall time from page.goto() are printed beside it.
// One load right after the server starts is made and discarded first: it pays for the
// server compressing each file once.
//
// In-app navigation: load /projects, click the demo-project link in the table (a client-side
// navigation, no reload) and time from the click to the instances table's first row; and the
// reverse, from /projects/demo-project/instances through the sidebar's "All projects" link.
// Each run is a fresh browser context (empty cache) in one browser process. Both once with
// a plain click and once hovering 150 ms first (the app prefetches after 100 ms of hover).
//
//   npx tsx bench/page-load.ts [--runs 7] [--nav-runs 7] [--path /projects]
import type { Browser, CDPSession, Locator, Page } from '@playwright/test'
import {
  chromiumCpuMs,
  fmtStats,
  INSTRUMENT,
  isMain,
  kB,
  launchChromium,
  log,
  median,
  ms,
  summarize,
  waitForOutcome,
  writeResult,
  type Figure,
  type Session,
  type Stats,
  type StorageState,
} from './lib.ts'

export const TARGET_COLD_MEDIAN_MS = 500
export const TARGET_NAV_MS = 100

// ---------------------------------------------------------------------------------------
// Cold load

interface ResourceRow {
  name: string
  initiatorType: string
  /** From CDP: who asked for it ("parser", "script <url>", …). */
  initiator: string
  startTime: number
  requestStart: number
  responseStart: number
  responseEnd: number
  transferSize: number
}

export interface ColdRun {
  /** performance.now() when the first row was seen on screen (raf polling). */
  seenMs: number
  /** When it entered the DOM. */
  domMs: number | null
  /** ms from calling page.goto() to waitForFunction resolving, measured in Node. */
  wallMs: number
  /** CPU time all of the browser's processes used from page.goto() to the first row. */
  cpuMs: number
  kind: 'row' | 'error'
  message?: string
  waterfall: Waterfall
}

export interface Waterfall {
  path: string
  responseEndHtml: number
  domContentLoaded: number
  fcp: number | null
  rowDomMs: number | null
  rowFrameMs: number | null
  resources: ResourceRow[]
  longTasks: { start: number; duration: number }[]
}

/** Records who initiated each request (CDP Network), keyed by URL. */
async function trackInitiators(session: CDPSession) {
  const byUrl = new Map<string, string>()
  session.on('Network.requestWillBeSent', (e) => {
    const frame = e.initiator.stack?.callFrames?.[0] ?? e.initiator.stack?.parent?.callFrames?.[0]
    const where = e.initiator.url ?? frame?.url ?? ''
    const short = where ? ` ${new URL(where, 'http://x').pathname}` : ''
    if (!byUrl.has(e.request.url)) byUrl.set(e.request.url, `${e.initiator.type}${short}`)
  })
  await session.send('Network.enable')
  return byUrl
}

async function collectWaterfall(
  page: Page,
  pagePath: string,
  initiators: Map<string, string>,
): Promise<Waterfall> {
  const w = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const b = (
      window as unknown as {
        __bench: {
          at: number | null
          frameAt: number | null
          longTasks: { start: number; duration: number }[]
        }
      }
    ).__bench
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (r) => ({
        name: r.name,
        initiatorType: r.initiatorType,
        initiator: '',
        startTime: r.startTime,
        requestStart: r.requestStart,
        responseStart: r.responseStart,
        responseEnd: r.responseEnd,
        transferSize: r.transferSize,
      }),
    )
    resources.unshift({
      name: location.href,
      initiatorType: 'navigation',
      initiator: '',
      startTime: 0,
      requestStart: nav.requestStart,
      responseStart: nav.responseStart,
      responseEnd: nav.responseEnd,
      transferSize: nav.transferSize,
    })
    return {
      responseEndHtml: nav.responseEnd,
      domContentLoaded: nav.domContentLoadedEventEnd,
      fcp,
      rowDomMs: b.at,
      rowFrameMs: b.frameAt,
      resources,
      longTasks: b.longTasks,
    }
  })
  for (const r of w.resources) r.initiator = initiators.get(r.name) ?? ''
  return { path: pagePath, ...w }
}

/**
 * One cold load: in a fresh browser process, or, given `shared`, in a fresh context (empty
 * cache, new renderer) of a browser that is already running.
 */
export async function coldLoad(
  baseUrl: string,
  state: StorageState,
  pagePath: string,
  shared?: Browser,
): Promise<ColdRun> {
  const browser = shared ?? (await launchChromium())
  try {
    const context = await browser.newContext({ baseURL: baseUrl, storageState: state })
    await context.addInitScript(INSTRUMENT)
    const page = await context.newPage()
    const problems = watchProblems(page)
    const initiators = await trackInitiators(await context.newCDPSession(page))
    const cpuBefore = chromiumCpuMs(browser)
    const start = performance.now()
    await page.goto(pagePath, { waitUntil: 'commit' })
    const outcome = await waitForOutcome(page)
    const wallMs = performance.now() - start
    const cpuMs = chromiumCpuMs(browser) - cpuBefore
    await page.waitForLoadState('networkidle')
    const waterfall = await collectWaterfall(page, pagePath, initiators)
    return {
      seenMs: outcome.seenMs,
      domMs: outcome.domMs,
      wallMs,
      cpuMs,
      kind: outcome.kind,
      message: outcome.kind === 'row' ? undefined : `${outcome.message} [${problems.join('; ')}]`,
      waterfall,
    }
  } finally {
    if (shared) await Promise.all(browser.contexts().map((c) => c.close()))
    else await browser.close()
  }
}

export interface ColdResult {
  path: string
  warmup: ColdRun
  runs: ColdRun[]
  seen: Stats
  dom: Stats
  wall: Stats
  cpu: Stats
  /** The run nearest the median, whose waterfall is printed. */
  typical: ColdRun
  /** Loads that ended on an error screen (retried), and why. */
  skipped: string[]
}

export async function measureCold(
  session: Session,
  pagePath: string,
  runs: number,
  shared?: Browser,
): Promise<ColdResult> {
  const { url } = session.server
  const warmup = await coldLoad(url, session.state, pagePath, shared)
  const results: ColdRun[] = []
  const skipped: string[] = []
  // a load that ends on an error screen is retried (at most 3 times in a row) and reported
  for (let i = 0, failures = 0; i < runs && failures < 3;) {
    const r = await coldLoad(url, session.state, pagePath, shared)
    log(`cold ${pagePath}${shared ? ' (running browser)' : ''} ${i + 1}/${runs}: ${ms(r.seenMs)}`)
    if (r.kind !== 'row') {
      failures++
      skipped.push(r.message ?? '')
      continue
    }
    failures = 0
    results.push(r)
    i++
  }
  if (results.length === 0) throw new Error(`every load of ${pagePath} failed: ${skipped[0]}`)
  const seen = summarize(results.map((r) => r.seenMs))
  const typical = results.reduce((a, b) =>
    Math.abs(b.seenMs - seen.median) < Math.abs(a.seenMs - seen.median) ? b : a,
  )
  return {
    path: pagePath,
    warmup,
    runs: results,
    seen,
    dom: summarize(results.flatMap((r) => (r.domMs === null ? [] : [r.domMs]))),
    wall: summarize(results.map((r) => r.wallMs)),
    cpu: summarize(results.map((r) => r.cpuMs)),
    typical,
    skipped,
  }
}

/** The waterfall of one cold load as text: requests, long tasks and milestones by start time. */
export function formatWaterfall(w: Waterfall, seenMs: number) {
  const origin = new URL(w.resources[0]?.name ?? 'http://x').origin
  type Row = { at: number; line: string }
  const rows: Row[] = []
  const num = (n: number) => n.toFixed(1).padStart(7)
  for (const r of w.resources) {
    const name = r.name.startsWith(origin) ? r.name.slice(origin.length) : r.name
    const size = r.transferSize ? kB(r.transferSize) : 'cached/0'
    rows.push({
      at: r.startTime,
      line: `${num(r.startTime)} ${num(r.responseStart)} ${num(r.responseEnd)}  ${name.padEnd(44)} ${size.padStart(9)}  ${r.initiatorType}${r.initiator ? ` <- ${r.initiator}` : ''}`,
    })
  }
  for (const t of w.longTasks) {
    rows.push({
      at: t.start,
      line: `${num(t.start)} ${' '.repeat(7)} ${num(t.start + t.duration)}  [main thread busy ${t.duration.toFixed(0)} ms: long task]`,
    })
  }
  const mark = (at: number | null, what: string) => {
    if (at !== null) rows.push({ at, line: `${num(at)} ${' '.repeat(15)}  — ${what}` })
  }
  mark(w.domContentLoaded, 'DOMContentLoaded')
  mark(w.fcp, 'first contentful paint')
  mark(w.rowDomMs, 'first table row in the DOM (React commit)')
  mark(w.rowFrameMs, 'next animation frame')
  mark(seenMs, 'first row seen on screen (the figure)')
  rows.sort((a, b) => a.at - b.at)
  return [
    `   start  1st byte    end  (ms since navigation start)`,
    ...rows.map((r) => r.line),
  ].join('\n')
}

// ---------------------------------------------------------------------------------------
// In-app navigation

export interface NavScenario {
  name: string
  from: string
  fromTable: string
  link: (page: Page) => Locator
  toTable: string
}

export const NAV_SCENARIOS: NavScenario[] = [
  {
    name: '/projects -> demo-project (link in the table)',
    from: '/projects',
    fromTable: 'Projects',
    link: (page) =>
      page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: 'demo-project' }),
    toTable: 'Instances',
  },
  {
    name: 'demo-project instances -> projects (sidebar link)',
    from: '/projects/demo-project/instances',
    fromTable: 'Instances',
    link: (page) =>
      page
        .getByRole('complementary')
        .getByRole('link', { name: /^(← )?(All projects|Projects)$/ })
        .first(),
    toTable: 'Projects',
  },
]

export interface NavRun {
  ms: number
  /** CPU time all of the browser's processes used from the click to the row. */
  cpuMs: number
  domMs: number | null
  kind: 'row' | 'error' | 'unavailable'
  message?: string
  /** Requests made after the click, ms relative to it. */
  requests: { name: string; start: number; end: number }[]
}

const rowOf = (table: string) => `table[aria-label="${table}"] tbody tr`

/** Failed responses and console errors of a page, to explain an error screen. */
function watchProblems(page: Page) {
  const problems: string[] = []
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${new URL(r.url()).pathname}`)
  })
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text().slice(0, 160)}`)
  })
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message.slice(0, 160)}`))
  return problems
}

/** One navigation in a fresh context: load `from`, (hover,) click, time to the target's row. */
async function navigate(
  browser: Browser,
  baseUrl: string,
  state: StorageState,
  s: NavScenario,
  hoverMs: number,
): Promise<NavRun> {
  const context = await browser.newContext({ baseURL: baseUrl, storageState: state })
  try {
    await context.addInitScript(INSTRUMENT)
    const page = await context.newPage()
    const problems = watchProblems(page)
    await page.goto(s.from)
    const start = await waitForOutcome(page, rowOf(s.fromTable))
    if (start.kind !== 'row') {
      const message = `${s.from}: ${start.message} [${problems.join('; ')}]`
      return { ms: NaN, cpuMs: NaN, domMs: null, kind: 'unavailable', message, requests: [] }
    }
    await page.waitForLoadState('networkidle')
    const link = s.link(page)
    await page.evaluate((sel) => {
      ;(window as unknown as { __bench: { arm(s: string): void } }).__bench.arm(sel)
    }, rowOf(s.toTable))
    if (hoverMs > 0) {
      await link.hover()
      await page.waitForTimeout(hoverMs)
    }
    const cpuBefore = chromiumCpuMs(browser)
    await link.click()
    const end = await waitForOutcome(page, rowOf(s.toTable))
    const cpuMs = chromiumCpuMs(browser) - cpuBefore
    const click = end.clickMs ?? NaN
    const requests = await page.evaluate(
      ([since, hover]) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((r) => r.startTime >= since - hover - 5)
          .map((r) => ({
            name: new URL(r.name).pathname + new URL(r.name).search,
            start: r.startTime - since,
            end: r.responseEnd - since,
          })),
      [click, hoverMs] as const,
    )
    return {
      ms: end.seenMs - click,
      cpuMs,
      domMs: end.domMs === null ? null : end.domMs - click,
      kind: end.kind,
      message: end.kind === 'row' ? undefined : `${end.message} [${problems.join('; ')}]`,
      requests,
    }
  } finally {
    await context.close()
  }
}

export interface NavResult {
  scenario: string
  hoverMs: number
  runs: NavRun[]
  stats: Stats | null
  dom: Stats | null
  cpu: Stats | null
  /** Why there is no figure, when every run ended elsewhere than on the table. */
  note?: string
  /** Time to the error screen instead, when that is where the runs ended. */
  errorStats?: Stats
  /** Runs that could not start (the first page showed an error), and why. */
  skipped: string[]
}

export async function measureNav(
  session: Session,
  s: NavScenario,
  hoverMs: number,
  runs: number,
): Promise<NavResult> {
  const browser = await launchChromium()
  const results: NavRun[] = []
  const skipped: string[] = []
  try {
    // one navigation first, discarded: the server's compression cache, the browser's caches
    await navigate(browser, session.server.url, session.state, s, hoverMs)
    // a run that cannot start (the first page shows an error) is retried, at most 3 times
    // in a row; it is reported, not counted
    let failures = 0
    for (let i = 0; i < runs && failures < 3;) {
      const r = await navigate(browser, session.server.url, session.state, s, hoverMs)
      log(
        `nav ${s.name}${hoverMs ? ` +hover ${hoverMs}` : ''} ${i + 1}/${runs}: ${ms(r.ms)} (${r.kind})`,
      )
      if (r.kind === 'unavailable') {
        failures++
        skipped.push(r.message ?? '')
        continue
      }
      failures = 0
      results.push(r)
      i++
    }
  } finally {
    await browser.close()
  }
  const ok = results.filter((r) => r.kind === 'row')
  const errors = results.filter((r) => r.kind === 'error')
  const domTimes = ok.flatMap((r) => (r.domMs === null ? [] : [r.domMs]))
  const failed = results.find((r) => r.kind !== 'row')
  return {
    skipped,
    scenario: s.name,
    hoverMs,
    runs: results,
    stats: ok.length ? summarize(ok.map((r) => r.ms)) : null,
    dom: domTimes.length ? summarize(domTimes) : null,
    cpu: ok.length ? summarize(ok.map((r) => r.cpuMs)) : null,
    note: ok.length < results.length ? failed?.message : undefined,
    errorStats: errors.length ? summarize(errors.map((r) => r.ms)) : undefined,
  }
}

// ---------------------------------------------------------------------------------------

function arg(name: string, fallback: number) {
  const i = process.argv.indexOf(name)
  return i < 0 ? fallback : Math.max(1, Number(process.argv[i + 1]) || fallback)
}

function argString(name: string, fallback: string) {
  const i = process.argv.indexOf(name)
  return i < 0 ? fallback : (process.argv[i + 1] ?? fallback)
}

export async function runPageLoad(
  session: Session,
  opts: { runs?: number; navRuns?: number; path?: string } = {},
): Promise<Figure[]> {
  const runs = Math.max(5, opts.runs ?? arg('--runs', 7))
  const navRuns = Math.max(5, opts.navRuns ?? arg('--nav-runs', 7))
  const pagePath = opts.path ?? argString('--path', '/projects')
  const figures: Figure[] = []

  const cold = await measureCold(session, pagePath, runs)
  console.log(`\nCold load of ${pagePath} to the first table row, fresh browser each run`)
  console.log(`  first row on screen:  ${fmtStats(cold.seen)}`)
  console.log(`  row in the DOM:       ${fmtStats(cold.dom)}`)
  console.log(`  wall, from page.goto: ${fmtStats(cold.wall)}`)
  console.log(`  browser CPU time:     ${fmtStats(cold.cpu)} (all processes, goto to row)`)
  console.log(`  first load after the server started (discarded): ${ms(cold.warmup.seenMs)}`)
  for (const why of cold.skipped)
    console.log(`  NOTE: a load ended on an error screen, retried: ${why}`)
  const verdict = cold.seen.median <= TARGET_COLD_MEDIAN_MS ? 'meets' : 'MISSES'
  console.log(`  target: median ≤ ${TARGET_COLD_MEDIAN_MS} ms -> ${verdict}`)
  const waterfall = formatWaterfall(cold.typical.waterfall, cold.typical.seenMs)
  console.log(
    `\nWaterfall of the run nearest the median (${ms(cold.typical.seenMs)}):\n${waterfall}`,
  )
  writeResult(
    `waterfall${pagePath.replace(/\//g, '-')}.txt`,
    `Cold load of ${pagePath}, run nearest the median\n${waterfall}\n`,
  )
  figures.push({
    bench: 'page-load',
    figure: `Cold load ${pagePath} to first row, fresh browser (n=${cold.seen.n}; min / median / max)`,
    value: `${cold.seen.min.toFixed(0)} / **${cold.seen.median.toFixed(0)}** / ${cold.seen.max.toFixed(0)} ms (browser CPU median ${cold.cpu.median.toFixed(0)} ms)`,
    target: `median ≤ ${TARGET_COLD_MEDIAN_MS} ms`,
    ok: cold.seen.median <= TARGET_COLD_MEDIAN_MS,
  })

  // the same page in a browser that is already running: a fresh context (empty cache, no
  // compiled code) but no browser start-up competing for the 2 cores; for comparison
  const running = await launchChromium()
  let warm: ColdResult
  try {
    warm = await measureCold(session, pagePath, runs, running)
  } finally {
    await running.close()
  }
  console.log(
    `\nCold load of ${pagePath}, fresh context in an already running browser (comparison)`,
  )
  console.log(`  first row on screen:  ${fmtStats(warm.seen)}`)
  console.log(`  row in the DOM:       ${fmtStats(warm.dom)}`)
  console.log(`  browser CPU time:     ${fmtStats(warm.cpu)}`)
  figures.push({
    bench: 'page-load',
    figure: `Cold load ${pagePath}, fresh context in a running browser (comparison; n=${warm.seen.n})`,
    value: `${warm.seen.min.toFixed(0)} / **${warm.seen.median.toFixed(0)}** / ${warm.seen.max.toFixed(0)} ms (browser CPU median ${warm.cpu.median.toFixed(0)} ms)`,
  })

  for (const hover of [0, 150]) {
    for (const s of NAV_SCENARIOS) {
      const r = await measureNav(session, s, hover, navRuns)
      const label = `${s.name}${hover ? `, hover ${hover} ms first` : ''}`
      console.log(`\nIn-app navigation ${label}, click to first row`)
      if (r.stats) {
        console.log(`  first row on screen: ${fmtStats(r.stats)}`)
        if (r.dom) console.log(`  row in the DOM:      ${fmtStats(r.dom)}`)
        if (r.cpu)
          console.log(`  browser CPU time:    ${fmtStats(r.cpu)} (click to row, incl. the click)`)
        const v = r.stats.median <= TARGET_NAV_MS ? 'meets' : 'MISSES'
        console.log(`  target: ≤ ${TARGET_NAV_MS} ms (median) -> ${v}`)
      }
      const typical = r.stats
        ? r.runs.reduce((a, b) =>
            Math.abs(b.ms - r.stats!.median) < Math.abs(a.ms - r.stats!.median) ? b : a,
          )
        : undefined
      if (typical) {
        console.log(
          `  requests of the run nearest the median (ms from the click; < 0: during hover):`,
        )
        for (const q of typical.requests) {
          console.log(
            `    ${q.start.toFixed(1).padStart(7)} → ${q.end.toFixed(1).padStart(7)}  ${q.name}`,
          )
        }
        console.log(`    ${typical.ms.toFixed(1).padStart(17)}  first row on screen`)
      }
      if (r.note) console.log(`  NOTE: not measurable as specified: ${r.note}`)
      for (const why of r.skipped) console.log(`  NOTE: a run could not start, retried: ${why}`)
      if (r.errorStats)
        console.log(`  click to the error screen instead: ${fmtStats(r.errorStats)}`)
      figures.push({
        bench: 'page-load',
        figure: `Navigation ${label} (n=${r.stats?.n ?? 0}; min / median / max)`,
        value: r.stats
          ? `${r.stats.min.toFixed(0)} / **${r.stats.median.toFixed(0)}** / ${r.stats.max.toFixed(0)} ms (browser CPU median ${r.cpu?.median.toFixed(0)} ms)`
          : `n/a${r.errorStats ? ` (error screen after ${median(r.runs.map((x) => x.ms)).toFixed(0)} ms)` : ''}`,
        target: `≤ ${TARGET_NAV_MS} ms`,
        ok: r.stats ? r.stats.median <= TARGET_NAV_MS : undefined,
      })
      if (!r.stats && r.note) figures[figures.length - 1].figure += ` — ${r.note.slice(0, 160)}`
    }
  }
  return figures
}

if (isMain(import.meta.url)) {
  const { withSession } = await import('./lib.ts')
  await withSession((s) => runPageLoad(s))
}
