// Where the time of a cold load goes: one cold load in a fresh browser, traced (Chromium's
// timeline and V8's sampling profiler), broken down by what the page's main thread did
// (script evaluation, callbacks, style, layout, paint, GC, idle) up to the first table row,
// and the functions that took the most of it. Diagnostic, not part of run-all: tracing
// slows the page down, so its times are longer than page-load's.
//
//   npx tsx bench/profile-load.ts [--path /projects] [--nomin]
//
// --nomin builds the console unminified into a temp dir and serves that instead, so the
// profile names functions and the modules they come from (rolldown's //#region markers).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  INSTRUMENT,
  ROOT,
  ensureBuild,
  isMain,
  launchChromium,
  signIn,
  startServer,
  waitForOutcome,
} from './lib.ts'

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  id?: string
  args?: { name?: string; data?: Record<string, unknown> }
}

interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
  columnNumber: number
}
interface ProfileNode {
  id: number
  callFrame: CallFrame
  parent?: number
}

const CATEGORY: [RegExp, string][] = [
  [
    /^(v8\.evaluateModule|EvaluateScript|v8\.compile|v8\.compileModule|v8\.run)$/,
    'script: evaluate modules',
  ],
  [
    /^(FunctionCall|v8\.callFunction|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|V8\.Execute)$/,
    'script: callbacks (React, router, loaders)',
  ],
  [/^(MinorGC|MajorGC|V8\.GC.*|BlinkGC.*)$/, 'garbage collection'],
  [/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet)$/, 'style'],
  [/^(Layout)$/, 'layout'],
  [/^(Paint|PrePaint|Layerize|Commit|UpdateLayer|CompositeLayers|RasterTask)$/, 'paint'],
  [/^(ParseHTML)$/, 'HTML parsing'],
]
const categoryOf = (name: string) => CATEGORY.find(([re]) => re.test(name))?.[1]

/** Self time of the main thread's events between `from` and `to` (µs), by category. */
function mainThreadBreakdown(events: TraceEvent[], from: number, to: number) {
  const xs = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts < to && e.ts + e.dur! > from)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const self = new Map<string, number>()
  const stack: { end: number; cat: string; child: number; start: number }[] = []
  const close = (until: number) => {
    while (stack.length && stack[stack.length - 1].end <= until) {
      const top = stack.pop()!
      const len = Math.min(top.end, to) - Math.max(top.start, from)
      self.set(top.cat, (self.get(top.cat) ?? 0) + Math.max(0, len - top.child))
      if (stack.length) stack[stack.length - 1].child += Math.max(0, len)
    }
  }
  for (const e of xs) {
    close(e.ts)
    const parent = stack[stack.length - 1]
    const cat = categoryOf(e.name) ?? parent?.cat ?? 'other tasks'
    stack.push({ start: e.ts, end: e.ts + e.dur!, cat, child: 0 })
  }
  close(Infinity)
  const busy = [...self.values()].reduce((a, b) => a + b, 0)
  self.set('idle (waiting on network or other processes)', Math.max(0, to - from - busy))
  return self
}

/** Self time per function from the trace's CPU profile chunks of one process. */
function cpuProfile(events: TraceEvent[], pid: number, from: number, to: number) {
  const nodes = new Map<number, ProfileNode>()
  const selfUs = new Map<number, number>()
  let t = 0
  const chunks = events.filter(
    (e) => e.pid === pid && (e.name === 'Profile' || e.name === 'ProfileChunk'),
  )
  for (const e of chunks) {
    const data = (e.args?.data ?? {}) as {
      startTime?: number
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }
      timeDeltas?: number[]
    }
    if (e.name === 'Profile') {
      t = data.startTime ?? t
      continue
    }
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n)
    const samples = data.cpuProfile?.samples ?? []
    const deltas = data.timeDeltas ?? []
    for (let i = 0; i < samples.length; i++) {
      const dt = deltas[i] ?? 0
      t += dt
      if (t < from || t > to) continue
      const next = deltas[i + 1] ?? dt
      selfUs.set(samples[i], (selfUs.get(samples[i]) ?? 0) + Math.max(0, next))
    }
  }
  return { nodes, selfUs }
}

/** Maps (chunk file, line) to the source module, from rolldown's `//#region` markers. */
function regionIndex(distDir: string) {
  const byFile = new Map<string, { line: number; module: string }[]>()
  for (const f of readdirSync(path.join(distDir, 'assets')).filter((n) => n.endsWith('.js'))) {
    const lines = readFileSync(path.join(distDir, 'assets', f), 'utf8').split('\n')
    const regions: { line: number; module: string }[] = []
    lines.forEach((l, i) => {
      const m = /^\/\/(?:#region)? (\S+\.m?[jt]sx?)$/.exec(l)
      if (m) regions.push({ line: i, module: m[1] })
    })
    byFile.set(f, regions)
  }
  return (url: string, line: number) => {
    const regions = byFile.get(path.basename(new URL(url, 'http://x').pathname)) ?? []
    let found = ''
    for (const r of regions) if (r.line <= line) found = r.module
    return found.replace(/^.*node_modules\//, '')
  }
}

export async function profileLoad(pagePath: string, nomin: boolean) {
  let staticDir: string | undefined
  if (nomin) {
    staticDir = mkdtempSync(path.join(tmpdir(), 'bench-nomin-'))
    const r = spawnSync(
      'npx',
      ['vite', 'build', '--minify', 'false', '--outDir', staticDir, '--emptyOutDir'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    )
    if (r.status !== 0) throw new Error(`unminified build failed:\n${r.stdout}${r.stderr}`)
  } else {
    ensureBuild()
  }
  const server = await startServer({ staticDir })
  try {
    let browser = await launchChromium()
    const state = await signIn(browser, server.url)
    // one load first, so the server has compressed every file
    const warm = await (
      await browser.newContext({ baseURL: server.url, storageState: state })
    ).newPage()
    await warm.goto(pagePath)
    await waitForOutcome(warm)
    await browser.close()

    browser = await launchChromium()
    const context = await browser.newContext({ baseURL: server.url, storageState: state })
    await context.addInitScript(INSTRUMENT)
    const page = await context.newPage()
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'disabled-by-default-v8.cpu_profiler',
        'loading',
        'blink.user_timing',
      ],
    })
    await page.goto(pagePath, { waitUntil: 'commit' })
    const outcome = await waitForOutcome(page)
    await page.waitForLoadState('networkidle')
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[]
    }
    await browser.close()

    const events = trace.traceEvents
    if (process.env.BENCH_DUMP)
      (await import('node:fs')).writeFileSync(process.env.BENCH_DUMP, JSON.stringify(trace))
    const nav = events.find(
      (e) =>
        e.name === 'navigationStart' &&
        String(e.args?.data?.documentLoaderURL ?? '').endsWith(pagePath),
    )
    if (!nav) throw new Error('no navigationStart for the page in the trace')
    const main = events.find(
      (e) =>
        e.ph === 'M' &&
        e.name === 'thread_name' &&
        e.pid === nav.pid &&
        e.args?.name === 'CrRendererMain',
    )
    const mainEvents = events.filter((e) => e.pid === nav.pid && e.tid === main?.tid)
    const from = nav.ts
    const to = nav.ts + outcome.seenMs * 1000

    console.log(
      `\nTraced cold load of ${pagePath}${nomin ? ' (unminified build)' : ''}: ${outcome.kind} at ${outcome.seenMs.toFixed(0)} ms (tracing slows it)`,
    )
    console.log(`\nMain thread, navigation start to first row:`)
    const breakdown = [...mainThreadBreakdown(mainEvents, from, to)].sort((a, b) => b[1] - a[1])
    for (const [cat, us] of breakdown)
      console.log(`  ${(us / 1000).toFixed(1).padStart(8)} ms  ${cat}`)

    console.log(`\nLongest main-thread tasks:`)
    const tasks = mainEvents
      .filter((e) => e.name === 'RunTask' && e.dur! > 15_000 && e.ts >= from && e.ts <= to)
      .sort((a, b) => a.ts - b.ts)
    for (const t of tasks) {
      const inner = mainEvents
        .filter((e) => e.ph === 'X' && e.ts >= t.ts && e.ts < t.ts + t.dur! && categoryOf(e.name))
        .sort((a, b) => b.dur! - a.dur!)[0]
      const what = inner
        ? `${inner.name} ${JSON.stringify(inner.args?.data ?? {}).slice(0, 90)}`
        : ''
      console.log(
        `  at ${((t.ts - from) / 1000).toFixed(0).padStart(5)} ms  ${(t.dur! / 1000).toFixed(1).padStart(6)} ms  ${what}`,
      )
    }

    const { nodes, selfUs } = cpuProfile(events, nav.pid, from, to)
    const moduleOf = staticDir ? regionIndex(staticDir) : () => ''
    const byFn = new Map<string, number>()
    const byModule = new Map<string, number>()
    for (const [id, us] of selfUs) {
      const f = nodes.get(id)?.callFrame
      if (!f) continue
      const file = f.url ? path.basename(new URL(f.url, 'http://x').pathname) : ''
      const mod = f.url ? moduleOf(f.url, f.lineNumber) : ''
      const key = `${f.functionName || '(anonymous)'}  ${file}:${f.lineNumber + 1}${mod ? `  [${mod}]` : ''}`
      byFn.set(key, (byFn.get(key) ?? 0) + us)
      const mkey = mod
        ? mod.replace(/^((@[^/]+\/)?[^/]+).*$/, (m, pkg: string) =>
            m.startsWith('app/') || m.startsWith('/') ? m : pkg,
          )
        : file || f.functionName || '(native)'
      byModule.set(mkey, (byModule.get(mkey) ?? 0) + us)
    }
    console.log(
      `\nSampled self time by ${staticDir ? 'module / package' : 'file'} (up to the first row):`,
    )
    for (const [k, us] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
      console.log(`  ${(us / 1000).toFixed(1).padStart(8)} ms  ${k}`)
    }
    console.log(`\nSampled self time by function (top 25):`)
    for (const [k, us] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
      console.log(`  ${(us / 1000).toFixed(1).padStart(8)} ms  ${k}`)
    }
  } finally {
    await server.stop()
    if (staticDir) rmSync(staticDir, { recursive: true, force: true })
  }
}

if (isMain(import.meta.url)) {
  const i = process.argv.indexOf('--path')
  await profileLoad(i < 0 ? '/projects' : process.argv[i + 1], process.argv.includes('--nomin'))
}
