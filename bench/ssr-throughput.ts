// The server's side of the first view: how many console pages it renders per second and the
// CPU each costs, and what page loads do to the simulator's API throughput in the same
// process.
//
// Each server is the real one as a child process (`server/start.ts --reset --no-build`,
// which renders pages when `dist-ssr/` is built; with --client-only or as the comparison,
// bench/serve.ts, which never does), so its CPU time is the whole process's from
// /proc/<pid>/stat: rendering, compression on libuv's threads, garbage collection.
// The load comes from worker threads of this process, signed in as the admin with the
// time-zone cookie a browser reports (without it a page is never rendered on the server).
//
//  (a) pages: `--page-connections` (default 4, the server's bound on renders at once)
//      keep-alive loops of GET /projects/demo-project/instances (accept-encoding br, as a
//      browser): pages/s, latency, server CPU ms per page, and how many pages held the
//      first instance's row (server-rendered) against the client-rendered shell;
//  (b) the API: GET /v1/projects from 10 connections (what sim-throughput.ts measures),
//      alone and while pages are requested at `--page-rate` per second (default 10) from
//      another thread, open loop.
// Both for the server as built (renderer) and for the client-only server (shell), so the
// API's figure with page loads can be read against today's.
//
//   npx tsx bench/ssr-throughput.ts [--seconds 10] [--page-connections 4] [--page-rate 10]
//                                   [--client-only] [--port 4710]
import { Worker } from 'node:worker_threads'
import { loadavg } from 'node:os'
import { existsSync } from 'node:fs'
import path from 'node:path'
import {
  ensureBuild,
  isMain,
  log,
  ROOT,
  signInCookie,
  startServer,
  writeResult,
  type BenchServer,
  type Figure,
} from './lib.ts'
import { measure, type ThroughputResult } from './sim-throughput.ts'

export const PAGE_PATH = '/projects/demo-project/instances'
const API_PATH = '/v1/projects'
/** Issue 27: the API's throughput with rendering in the same process, against today's */
export const TARGET_API_RATIO = 0.9

interface PageLoadResult {
  pages: number
  rendered: number
  shell: number
  errors: number
  elapsedMs: number
  latenciesMs: number[]
}

/**
 * Page requests from a worker thread, plain JavaScript (a worker does not inherit tsx's
 * loader): closed loop on `connections` keep-alive sockets, or open loop at `rate` per
 * second. Each body is decompressed and searched for the marker, to tell a server-rendered
 * page from the shell. Stops when told, posts `PageLoadResult`.
 */
const PAGE_LOAD = `
const http = require('node:http')
const zlib = require('node:zlib')
const { parentPort, workerData: p } = require('node:worker_threads')
const agent = new http.Agent({ keepAlive: true, maxSockets: p.connections || 64 })
const result = { pages: 0, rendered: 0, shell: 0, errors: 0, elapsedMs: 0, latenciesMs: [] }
let stopped = false
let measuring = !p.warmupMs
const get = () => new Promise((resolve) => {
  const start = performance.now()
  const req = http.get({ host: '127.0.0.1', port: p.port, path: p.path, agent, headers: p.headers }, (res) => {
    const chunks = []
    res.on('data', (c) => chunks.push(c))
    res.on('end', () => {
      if (!measuring) return resolve()
      if (res.statusCode !== 200) { result.errors++; return resolve() }
      let body = Buffer.concat(chunks)
      const enc = res.headers['content-encoding']
      try {
        if (enc === 'br') body = zlib.brotliDecompressSync(body)
        else if (enc === 'gzip') body = zlib.gunzipSync(body)
      } catch { result.errors++; return resolve() }
      result.pages++
      result.latenciesMs.push(performance.now() - start)
      if (body.includes(p.marker)) result.rendered++
      else result.shell++
      resolve()
    })
    res.on('error', () => { result.errors++; resolve() })
  })
  req.on('error', () => { result.errors++; resolve() })
})
let begin = performance.now()
const inFlight = new Set()
if (p.rate) {
  const timer = setInterval(() => {
    if (stopped) return
    const g = get(); inFlight.add(g); g.then(() => inFlight.delete(g))
  }, 1000 / p.rate)
  parentPort.on('message', async () => {
    stopped = true; clearInterval(timer)
    await Promise.all(inFlight)
    result.elapsedMs = performance.now() - begin
    agent.destroy(); parentPort.postMessage(result)
  })
} else {
  const loop = async () => { while (!stopped) await get() }
  const all = Promise.all(Array.from({ length: p.connections }, loop))
  setTimeout(() => { measuring = true; begin = performance.now() }, p.warmupMs)
  parentPort.on('message', async () => {
    stopped = true
    await all
    result.elapsedMs = performance.now() - begin
    agent.destroy(); parentPort.postMessage(result)
  })
}
`

function startPageLoad(params: {
  port: number
  headers: Record<string, string>
  marker: string
  connections?: number
  rate?: number
  warmupMs?: number
}) {
  const worker = new Worker(PAGE_LOAD, { eval: true, workerData: { path: PAGE_PATH, ...params } })
  const done = new Promise<PageLoadResult>((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
  return {
    async stop() {
      worker.postMessage('stop')
      const r = await done
      await worker.terminate()
      return r
    },
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const pct = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN

export interface PagesFigures {
  pagesPerSecond: number
  p50Ms: number
  p99Ms: number
  serverCpuMsPerPage: number
  rendered: number
  shell: number
  errors: number
}

export interface ServerFigures {
  server: 'renderer' | 'client-only'
  command: string
  /** A single page's HTML held the first instance's row */
  serverRendered: boolean
  pages: PagesFigures
  apiAlone: ThroughputResult
  apiWithPages: ThroughputResult & { pages: PagesFigures }
}

async function pagesFigures(
  server: BenchServer,
  headers: Record<string, string>,
  marker: string,
  seconds: number,
  connections: number,
): Promise<PagesFigures> {
  const load = startPageLoad({ port: server.port, headers, marker, connections, warmupMs: 1000 })
  await sleep(1000)
  const cpu0 = server.cpuMs()
  await sleep(seconds * 1000)
  const cpu1 = server.cpuMs()
  const r = await load.stop()
  return summarizePages(r, cpu1 - cpu0)
}

function summarizePages(r: PageLoadResult, cpuMs: number): PagesFigures {
  const sorted = r.latenciesMs.sort((a, b) => a - b)
  const round = (n: number) => Math.round(n * 10) / 10
  return {
    pagesPerSecond: round(r.pages / (r.elapsedMs / 1000)),
    p50Ms: round(pct(sorted, 50)),
    p99Ms: round(pct(sorted, 99)),
    serverCpuMsPerPage: r.pages ? round(cpuMs / r.pages) : NaN,
    rendered: r.rendered,
    shell: r.shell,
    errors: r.errors,
  }
}

async function measureServer(
  kind: ServerFigures['server'],
  opts: { seconds: number; pageConnections: number; pageRate: number; port?: number },
): Promise<ServerFigures> {
  const server = await startServer({ port: opts.port, clientOnly: kind === 'client-only' })
  try {
    log(`${kind}: ${server.command}`)
    const session = await signInCookie(server.url)
    // a browser reports its time zone on its first start; the server renders only then
    const headers = {
      cookie: `${session}; console-tz=UTC`,
      'accept-encoding': 'br, gzip',
      accept: 'text/html',
    }
    const list = (await (
      await fetch(`${server.url}/v1/instances?project=demo-project&limit=1`, {
        headers: { cookie: session },
      })
    ).json()) as { items: { name: string }[] }
    const marker = `>${list.items[0].name}<`
    const html = await (
      await fetch(server.url + PAGE_PATH, { headers: { cookie: headers.cookie } })
    ).text()
    const serverRendered = html.includes(marker)
    log(
      `${kind}: ${PAGE_PATH} ${serverRendered ? 'is server-rendered' : 'is the client-rendered shell'}`,
    )

    const pages = await pagesFigures(server, headers, marker, opts.seconds, opts.pageConnections)
    log(`${kind}: pages ${JSON.stringify(pages)}`)
    const api = { path: API_PATH, headers: { cookie: session } }
    const apiAlone = await measure(server.port, api, opts.seconds, 10)
    log(`${kind}: API alone ${apiAlone.requestsPerSecond} requests/s`)
    const ticker = startPageLoad({
      port: server.port,
      headers,
      marker,
      rate: opts.pageRate,
      warmupMs: 0,
    })
    const withPages = await measure(server.port, api, opts.seconds, 10)
    const ticks = await ticker.stop()
    log(`${kind}: API with ${opts.pageRate} pages/s ${withPages.requestsPerSecond} requests/s`)
    return {
      server: kind,
      command: server.command,
      serverRendered,
      pages,
      apiAlone: { ...apiAlone, serverCpuUsPerRequest: null },
      apiWithPages: {
        ...withPages,
        serverCpuUsPerRequest: null,
        // the server's CPU then is the API's and the pages' together: not per page
        pages: summarizePages(ticks, NaN),
      },
    }
  } finally {
    await server.stop()
  }
}

export async function runSsrThroughput(opts: {
  seconds: number
  pageConnections: number
  pageRate: number
  clientOnly: boolean
  port?: number
}) {
  ensureBuild()
  const results: ServerFigures[] = []
  const hasRenderer = existsSync(path.join(ROOT, 'dist-ssr', 'render.js'))
  if (!opts.clientOnly && hasRenderer) results.push(await measureServer('renderer', opts))
  else if (!opts.clientOnly)
    log('dist-ssr/render.js is missing: only the client-only server is measured')
  results.push(await measureServer('client-only', opts))
  return results
}

export function formatSsrThroughput(
  results: ServerFigures[],
  opts: { seconds: number; pageRate: number },
) {
  const lines = [
    `Server side of the first view, ${opts.seconds} s per figure; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  ]
  for (const r of results) {
    const p = r.pages
    lines.push(
      `${r.server}: GET ${PAGE_PATH} ${r.serverRendered ? 'server-rendered' : 'client-rendered shell'}: ` +
        `${p.pagesPerSecond} pages/s, p50 ${p.p50Ms} ms, p99 ${p.p99Ms} ms, server CPU ${p.serverCpuMsPerPage} ms per page ` +
        `(${p.rendered} rendered, ${p.shell} shell, ${p.errors} errors)`,
    )
    const w = r.apiWithPages
    lines.push(
      `${r.server}: GET ${API_PATH} alone ${r.apiAlone.requestsPerSecond} requests/s (p50 ${r.apiAlone.p50Ms}, p99 ${r.apiAlone.p99Ms} ms); ` +
        `with ${opts.pageRate} pages/s ${w.requestsPerSecond} requests/s (p50 ${w.p50Ms}, p99 ${w.p99Ms} ms; ` +
        `${w.pages.rendered} pages rendered, ${w.pages.shell} shell, p50 ${w.pages.p50Ms} ms): ` +
        `${((w.requestsPerSecond / r.apiAlone.requestsPerSecond) * 100).toFixed(0)}% of alone`,
    )
  }
  const rendered = results.find((r) => r.server === 'renderer')
  const today = results.find((r) => r.server === 'client-only')
  if (rendered && today) {
    const ratio = rendered.apiWithPages.requestsPerSecond / today.apiWithPages.requestsPerSecond
    lines.push(
      `API with page loads, renderer / client-only: ${ratio.toFixed(2)} ` +
        `(target >= ${TARGET_API_RATIO}: ${ratio >= TARGET_API_RATIO ? 'met' : 'missed'})`,
    )
  }
  return lines.join('\n')
}

/** The figures for `npm run bench`'s table */
export function ssrThroughputFigures(
  results: ServerFigures[],
  opts: { pageRate: number },
): Figure[] {
  const figures: Figure[] = results.map((r) => ({
    bench: 'ssr-throughput',
    figure: `${r.server}: GET ${PAGE_PATH}, pages/s and server CPU per page (${r.serverRendered ? 'server-rendered' : 'shell'})`,
    value: `${r.pages.pagesPerSecond} pages/s, ${r.pages.serverCpuMsPerPage} ms CPU`,
  }))
  for (const r of results) {
    figures.push({
      bench: 'ssr-throughput',
      figure: `${r.server}: GET ${API_PATH} requests/s alone; with ${opts.pageRate} pages/s`,
      value: `${r.apiAlone.requestsPerSecond}; ${r.apiWithPages.requestsPerSecond}`,
    })
  }
  const rendered = results.find((r) => r.server === 'renderer')
  const today = results.find((r) => r.server === 'client-only')
  if (rendered && today) {
    const ratio = rendered.apiWithPages.requestsPerSecond / today.apiWithPages.requestsPerSecond
    figures.push({
      bench: 'ssr-throughput',
      figure: 'API throughput with page loads, renderer / client-only',
      value: ratio.toFixed(2),
      target: `≥ ${TARGET_API_RATIO}`,
      ok: ratio >= TARGET_API_RATIO,
    })
  }
  return figures
}

function arg(name: string, fallback: number) {
  const i = process.argv.indexOf(name)
  if (i < 0) return fallback
  const v = Number(process.argv[i + 1])
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} needs a positive number`)
  return v
}

if (isMain(import.meta.url)) {
  const opts = {
    seconds: arg('--seconds', 10),
    pageConnections: arg('--page-connections', 4),
    pageRate: arg('--page-rate', 10),
    clientOnly: process.argv.includes('--client-only'),
    port: process.argv.includes('--port') ? arg('--port', 0) : undefined,
  }
  const results = await runSsrThroughput(opts)
  console.log(`\n${formatSsrThroughput(results, opts)}`)
  writeResult('ssr-throughput.json', JSON.stringify(results, null, 2))
  console.log(JSON.stringify({ bench: 'ssr-throughput', results }))
}
