// Simulator throughput: GET /v1/projects (or --path) as the admin through the Node server in
// sim mode (SQLite store in a temp dir), from 10 keep-alive connections on loopback, for N
// seconds. --release current runs a versioned rack and --api-version names the version each
// request asks for: the door's version step and translations in the path, against v14's.
//
//   npx tsx bench/sim-throughput.ts [--seconds 10] [--connections 10] [--baseline]
//                                   [--path /v1/instances?project=demo-project]
//                                   [--release v14|current] [--api-version 2026081700.0.0]
//
// The server runs in this process, the load generator in a worker thread, so the two do
// not share one event loop (as with browsers on other machines); both share the 2 cores.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { listen } from '../server/listen.ts'

export interface ThroughputResult {
  seconds: number
  connections: number
  requests: number
  errors: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  /**
   * CPU time of the server's thread per request in µs (Linux), in user space and in the
   * kernel (mostly loopback TCP). User time hardly depends on what else runs on the
   * machine; system time grows when the load generator sleeps and must be woken.
   */
  serverCpuUsPerRequest: { user: number; system: number } | null
}

interface LoadParams {
  port: number
  path: string
  headers: Record<string, string>
  seconds: number
  connections: number
  warmupSeconds: number
}

interface LoadResult {
  latenciesMs: number[]
  errors: number
  elapsedMs: number
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100

/** CPU time (user, system) used so far by this process's main thread, the server's. */
function mainThreadCpuMs(): { user: number; system: number } | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8')
    // fields after the command name, which is in parentheses and may hold spaces
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const [user, system] = [Number(fields[11]), Number(fields[12])] // utime, stime
    if (!Number.isFinite(user) || !Number.isFinite(system)) return null
    return { user: (user * 1000) / CLOCK_TICKS, system: (system * 1000) / CLOCK_TICKS }
  } catch {
    return null
  }
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/**
 * The load generator, run in a worker thread: `connections` loops of GET /v1/projects on
 * keep-alive sockets, a warm-up first. Plain JavaScript, because a worker does not inherit
 * tsx's loader; it posts back `{ latenciesMs, errors, elapsedMs }`.
 */
const LOAD_GENERATOR = `
const http = require('node:http')
const { parentPort, workerData: params } = require('node:worker_threads')
const agent = new http.Agent({ keepAlive: true, maxSockets: params.connections })
const get = () =>
  new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port: params.port, path: params.path, agent,
      headers: params.headers }
    const req = http.get(options, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
const latenciesMs = []
let errors = 0
let measuring = false
let stopAt = performance.now() + params.warmupSeconds * 1000
const loop = async () => {
  while (performance.now() < stopAt) {
    const start = performance.now()
    const status = await get().catch(() => 0)
    if (!measuring) continue
    if (status === 200) latenciesMs.push(performance.now() - start)
    else errors++
  }
}
const run = () => Promise.all(Array.from({ length: params.connections }, loop))
run().then(async () => {
  measuring = true
  parentPort.postMessage('measuring')
  const begin = performance.now()
  stopAt = begin + params.seconds * 1000
  await run()
  const elapsedMs = performance.now() - begin
  agent.destroy()
  parentPort.postMessage({ latenciesMs, errors, elapsedMs })
})
`

/** Run the load generator against a server on loopback and summarize what it saw. */
export async function measure(
  port: number,
  request: { path: string; headers: Record<string, string> },
  seconds: number,
  connections: number,
) {
  const worker = new Worker(LOAD_GENERATOR, {
    eval: true,
    workerData: { port, ...request, seconds, connections, warmupSeconds: 1 } satisfies LoadParams,
  })
  let cpuAtStart: ReturnType<typeof mainThreadCpuMs> = null
  try {
    const result = await new Promise<LoadResult>((resolve, reject) => {
      worker.on('message', (message: LoadResult | 'measuring') => {
        if (message === 'measuring') cpuAtStart = mainThreadCpuMs()
        else resolve(message)
      })
      worker.once('error', reject)
      // the run is bounded: give up well after it should have ended
      setTimeout(
        () => reject(new Error('load generator did not finish')),
        (seconds + 30) * 1000,
      ).unref()
    })
    const cpuAtEnd = mainThreadCpuMs()
    const sorted = result.latenciesMs.sort((a, b) => a - b)
    const round = (n: number) => Math.round(n * 100) / 100
    const perRequest = (ms: number) => Math.round((ms * 1000) / sorted.length)
    const start = cpuAtStart as ReturnType<typeof mainThreadCpuMs>
    const serverCpuUsPerRequest =
      start === null || cpuAtEnd === null || sorted.length === 0
        ? null
        : {
            user: perRequest(cpuAtEnd.user - start.user),
            system: perRequest(cpuAtEnd.system - start.system),
          }
    return {
      seconds,
      connections,
      requests: sorted.length,
      errors: result.errors,
      requestsPerSecond: Math.round(sorted.length / (result.elapsedMs / 1000)),
      p50Ms: round(percentile(sorted, 50)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(sorted[sorted.length - 1] ?? NaN),
      serverCpuUsPerRequest,
    } satisfies ThroughputResult
  } finally {
    await worker.terminate()
  }
}

export async function runSimThroughput(
  opts: {
    seconds?: number
    connections?: number
    path?: string
    release?: 'v14' | 'current'
    apiVersion?: string
  } = {},
): Promise<ThroughputResult & { responseBytes: number }> {
  const { createSim } = await import('../sim/index.ts')
  const { sqliteStore } = await import('../sim/store/sqlite.ts')
  const { createConsoleServer } = await import('../server/app.ts')

  const dir = mkdtempSync(path.join(tmpdir(), 'sim-throughput-'))
  const store = sqliteStore(path.join(dir, 'sim.db'))
  const sim = createSim({ store, password: 'demo-password', release: opts.release ?? 'v14' })
  const server = createConsoleServer({
    staticDir: dir,
    api: { kind: 'sim', sim },
    log: false,
  })
  try {
    const { port } = await listen(server, 0, '127.0.0.1')
    const path = opts.path ?? '/v1/projects'
    const version: Record<string, string> = opts.apiVersion
      ? { 'api-version': opts.apiVersion }
      : {}
    const { cookie, responseBytes } = await login(port, path, version)
    const headers = { cookie, ...version }
    const result = await measure(
      port,
      { path, headers },
      opts.seconds ?? 10,
      opts.connections ?? 10,
    )
    return { ...result, responseBytes }
  } finally {
    await server.shutdown(1000)
    store.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The same load against a bare Node server answering a fixed body of the same size: the
 * ceiling of this machine (and of the load generator) at that moment, to read the
 * simulator's figures against.
 */
export async function runBaseline(opts: {
  seconds?: number
  connections?: number
  responseBytes: number
}) {
  const body = Buffer.alloc(opts.responseBytes, 'x')
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain', 'content-length': body.length })
    res.end(body)
  })
  try {
    const { port } = await listen(server, 0, '127.0.0.1')
    return await measure(
      port,
      { path: '/', headers: {} },
      opts.seconds ?? 10,
      opts.connections ?? 10,
    )
  } finally {
    server.closeAllConnections()
    server.close()
  }
}

export async function login(port: number, path: string, version: Record<string, string>) {
  const res = await fetch(`http://127.0.0.1:${port}/v1/login/demo-silo/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...version },
    body: JSON.stringify({ username: 'admin', password: 'demo-password' }),
  })
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0]
  if (res.status !== 204 || !cookie) throw new Error(`login failed with ${res.status}`)
  const check = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie, ...version } })
  if (check.status !== 200) throw new Error(`GET ${path} answered ${check.status}`)
  return { cookie, responseBytes: (await check.arrayBuffer()).byteLength }
}

function argText(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i < 0 ? undefined : process.argv[i + 1]
}

function argValue(name: string, fallback: number) {
  const i = process.argv.indexOf(name)
  if (i < 0) return fallback
  const value = Number(process.argv[i + 1])
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} needs a positive number`)
  return value
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const seconds = argValue('--seconds', 10)
  const connections = argValue('--connections', 10)
  const print = (label: string, r: ThroughputResult) =>
    console.log(
      `${label.padEnd(11)} ${String(r.requestsPerSecond).padStart(5)} requests/s  ` +
        `p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  max ${r.maxMs} ms  ` +
        `(${r.requests} requests, ${r.errors} errors` +
        (r.serverCpuUsPerRequest === null
          ? ')'
          : `; server thread CPU per request ${r.serverCpuUsPerRequest.user} µs user + ` +
            `${r.serverCpuUsPerRequest.system} µs system)`),
    )
  const path = argText('--path') ?? '/v1/projects'
  const release = argText('--release') === 'current' ? 'current' : 'v14'
  const apiVersion = argText('--api-version')
  console.log(
    `GET ${path} as admin, release ${release}${apiVersion ? `, api-version ${apiVersion}` : ''}: ` +
      `${connections} keep-alive connections, ${seconds} s after a 1 s warm-up`,
  )
  const r = await runSimThroughput({ seconds, connections, path, release, apiVersion })
  print('simulator', r)
  if (process.argv.includes('--baseline')) {
    print('baseline', await runBaseline({ seconds, connections, responseBytes: r.responseBytes }))
  }
  // other work on the machine skews every figure: the load average says how much there was
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (1/5/15 min)`,
  )
  console.log(JSON.stringify({ bench: 'sim-throughput', path, release, apiVersion, ...r }))
}
