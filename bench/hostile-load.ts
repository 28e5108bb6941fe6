// Hostile load on the server in simulator mode: does a rack user on the same server notice
// someone flooding the serial console or sending hostile request bodies? The real server
// (bench/lib.ts startServer: a temp SQLite database, loopback, a free port) runs as a child
// process; this process drives, in phases of a bounded time each:
//
//   serial: (a) 10 sockets typing as fast as they can into db1's serial console (half with
//           newlines, half without; a closed one reconnects after 250 ms) and (b) 100
//           listening sockets asking for 256 KiB of history as the console page does, 5
//           of which never read (their socket is paused);
//   api:    (c) one loop per hostile body: a 100 MB body to POST /v1/projects, 100,000
//           `[`, an instance whose hostname is six labels of 50 letters, a 20,000-character
//           username at login, a text/plain form post;
//   all:    both at once;
//   saml:   unauthenticated SAML sign-ins to corp-sso's simulated identity provider naming
//           20,000 and 80,000 groups (one loop each, one request at a time);
//   xml:    SAMLResponses of 150,000 and 40,000 empty XML elements (one loop each);
//   device: 5,000 `POST /device/auth` (8 at a time), as a CLI starting a sign-in sends it.
//
// Through every phase a worker thread (its own event loop, so the load generator does not
// delay it) sends `GET /v1/ping` every 50 ms (timeout 1 s), and the server's RSS is read
// from /proc/<pid>/status each second. Targets: ping p99 < 50 ms, RSS growth < 100 MiB.
// Every loop is bounded in count and time and stops by itself; loopback only.
//
// For the last three phases the ping figures are also given for the time the requests
// were being answered alone (each phase's flood may end before the phase does).
//
//   npx tsx bench/hostile-load.ts [--seconds 30] [--phases serial,api,all,saml,xml,device]
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { readdirSync, readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { Worker } from 'node:worker_threads'
import { WebSocket } from 'ws'
import {
  isMain,
  log,
  LOGIN_PATH,
  percentile,
  sleep,
  rssBytesOf,
  signInCookie,
  startServer,
  type BenchServer,
  type Figure,
} from './lib.ts'

const STREAM = '/v1/instances/db1/serial-console/stream?project=demo-project'
/** What the console page asks for on connecting */
const HISTORY_BYTES = 256 * 1024
export const TARGET_PING_P99_MS = 50
export const TARGET_GROWTH_MIB = 100
const PING_EVERY_MS = 50
const PING_TIMEOUT_MS = 1000
const MiB = 2 ** 20

const FLOODERS = 10
const LISTENERS = 100
const NON_READERS = 5

const PHASES = ['serial', 'api', 'all', 'saml', 'xml', 'device'] as const
type Phase = (typeof PHASES)[number]
/** The phases that send only the requests of their own flood (no serial console) */
const FLOOD_PHASES: readonly Phase[] = ['saml', 'xml', 'device']

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i < 0 ? undefined : process.argv[i + 1]
}

// ---------------------------------------------------------------------------------------
// The server process: its pid (a child of this process running server/start.ts or
// bench/serve.ts on our port) and its RSS

function serverPid(port: number): number | null {
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid !== process.pid) continue
      const env = readFileSync(`/proc/${name}/environ`, 'utf8').split('\0')
      if (env.includes(`PORT=${port}`)) return Number(name)
    } catch {
      // ended meanwhile, or not ours to read
    }
  }
  return null
}

// ---------------------------------------------------------------------------------------
// Ping, in a worker thread

const PING_WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const http = require('node:http')
const { url, every, timeout, until } = workerData
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
const samples = []
const at = []
const slow = []
const start = performance.now()
let timeouts = 0
let errors = 0
const errorKinds = {}
const ping = () => new Promise((resolve) => {
  const t0 = performance.now()
  const sentAt = Date.now()
  const req = http.get(url, { agent, timeout }, (res) => {
    res.resume()
    res.on('end', () => {
      const ms = performance.now() - t0
      if (ms > 20) slow.push([Math.round(t0 - start), Math.round(ms)])
      if (res.statusCode === 200) {
        samples.push(ms)
        at.push(sentAt)
      }
      else {
        errors++
        errorKinds[res.statusCode] = (errorKinds[res.statusCode] || 0) + 1
      }
      resolve()
    })
  })
  req.on('timeout', () => { timeouts++; req.destroy(new Error('timeout')) })
  req.on('error', (e) => {
    if (e.message !== 'timeout') { errors++; errorKinds[e.message] = (errorKinds[e.message] || 0) + 1 }
    resolve()
  })
})
;(async () => {
  let next = performance.now()
  while (Date.now() < until) {
    await ping()
    next += every
    const wait = next - performance.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    else next = performance.now()
  }
  agent.destroy()
  parentPort.postMessage({ samples, at, timeouts, errors, slow, errorKinds })
})()
`

interface PingResult {
  samples: number[]
  /** Date.now() when each of `samples` was sent */
  at: number[]
  /** [ms since the start, latency] of the pings over 20 ms */
  slow: [number, number][]
  /** statuses other than 200 and errors, by kind */
  errorKinds: Record<string, number>
  timeouts: number
  errors: number
}

function pingFor(server: BenchServer, ms: number): Promise<PingResult> {
  const worker = new Worker(PING_WORKER, {
    eval: true,
    workerData: {
      url: `${server.url}/v1/ping`,
      every: PING_EVERY_MS,
      timeout: PING_TIMEOUT_MS,
      until: Date.now() + ms,
    },
  })
  return new Promise((resolve, reject) => {
    worker.once('message', (r: PingResult) => {
      void worker.terminate()
      resolve(r)
    })
    worker.once('error', reject)
  })
}

// ---------------------------------------------------------------------------------------
// Sign-in

// ---------------------------------------------------------------------------------------
// (a) flooders and (b) listeners

interface SocketStats {
  opened: number
  closes: Map<string, number>
  sentBytes: number
  receivedBytes: number
  refused: number
}

const newStats = (): SocketStats => ({
  opened: 0,
  closes: new Map(),
  sentBytes: 0,
  receivedBytes: 0,
  refused: 0,
})

const closesText = (s: SocketStats) =>
  [...s.closes]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${n}× ${k}`)
    .join(', ') || 'none'

function openSocket(server: BenchServer, cookie: string, query: string, stats: SocketStats) {
  const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}${STREAM}${query}`, {
    headers: { cookie, origin: server.url },
  })
  ws.on('unexpected-response', (_req, res) => {
    stats.refused++
    res.resume()
  })
  ws.on('error', () => {})
  ws.on('open', () => stats.opened++)
  ws.on('close', (code, reason) => {
    const key = `${code}${reason.length ? ` "${reason.toString()}"` : ''}`
    stats.closes.set(key, (stats.closes.get(key) ?? 0) + 1)
  })
  return ws
}

/** Keeps one socket open until `until`, reconnecting `delayMs` after each close */
async function keepOpen(
  until: number,
  delayMs: number,
  connect: () => WebSocket,
  onOpen: (ws: WebSocket) => void,
) {
  let live: WebSocket | null = null
  const stopTimer = setTimeout(() => live?.terminate(), Math.max(0, until - Date.now()))
  // bounded: at most one connection per delay
  for (let i = 0; i < 10_000 && Date.now() < until; i++) {
    const ws = (live = connect())
    ws.on('open', () => onOpen(ws))
    await new Promise<void>((resolve) => {
      ws.once('close', () => resolve())
      ws.once('unexpected-response', () => resolve())
    })
    if (Date.now() < until) await sleep(delayMs)
  }
  clearTimeout(stopTimer)
}

function flooder(
  server: BenchServer,
  cookie: string,
  until: number,
  withNewlines: boolean,
  stats: SocketStats,
) {
  // a line of 60 letters and CR, or letters only
  const unit = withNewlines ? `echo ${'abcdefghij'.repeat(6)}\r` : 'x'.repeat(66)
  const message = Buffer.from(unit.repeat(Math.floor((16 * 1024) / unit.length)))
  return keepOpen(
    until,
    250,
    () => openSocket(server, cookie, '', stats),
    (ws) => {
      ws.on('message', (data: Buffer) => (stats.receivedBytes += data.length))
      const pump = () => {
        // as fast as the socket takes it, never more than 1 MiB queued here
        for (let i = 0; i < 16 && ws.readyState === WebSocket.OPEN; i++) {
          if (ws.bufferedAmount > MiB || Date.now() >= until) break
          ws.send(message)
          stats.sentBytes += message.length
        }
        if (ws.readyState === WebSocket.OPEN && Date.now() < until) setImmediate(pump)
      }
      pump()
    },
  )
}

function listener(
  server: BenchServer,
  cookie: string,
  until: number,
  reads: boolean,
  stats: SocketStats,
) {
  return keepOpen(
    until,
    1000,
    () => openSocket(server, cookie, `&most_recent=${HISTORY_BYTES}`, stats),
    (ws) => {
      if (!reads) {
        // never read: the kernel's buffers fill, then the server's queue
        ;(ws as unknown as { _socket: { pause(): void } })._socket.pause()
        return
      }
      ws.on('message', (data: Buffer) => (stats.receivedBytes += data.length))
    },
  )
}

// ---------------------------------------------------------------------------------------
// (c) hostile bodies

interface Hostile {
  name: string
  method: string
  path: string
  headers: Record<string, string>
  /** the body, or a generator of chunks for a large one */
  body: Buffer | (() => Generator<Buffer>)
  /** at most this many times per phase */
  max: number
  /** this many requests at a time (1 unless given) */
  concurrency?: number
  /** sent without the session cookie, as anyone may send it */
  anonymous?: boolean
}

// ---------------------------------------------------------------------------------------
// (e) SAML, XML and device authorization floods: unauthenticated, anyone may send them

const SAML_ACS = '/login/corp-sso/saml/simulated-idp'
/** corp-sso's simulated identity provider, as its seed names it */
const SIMULATED_IDP_ENTITY_ID = 'https://idp.corp-sso.example/simulated'

/** A form post of an unsigned SAMLResponse whose assertion holds `attributes` (XML) */
function samlPost(name: string, attributes: string, max: number): Hostile {
  const xml =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ` +
    `xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">` +
    `<saml:Issuer>${SIMULATED_IDP_ENTITY_ID}</saml:Issuer><saml:Assertion>` +
    `<saml:Subject><saml:NameID>flood</saml:NameID></saml:Subject>${attributes}` +
    `</saml:Assertion></samlp:Response>`
  const body = `SAMLResponse=${encodeURIComponent(Buffer.from(xml).toString('base64'))}`
  return {
    name: `${name} (${Math.round(body.length / 1000)} kB)`,
    method: 'POST',
    path: SAML_ACS,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: Buffer.from(body),
    max,
    anonymous: true,
  }
}

/** `n` group names, comma-separated in one value of the provider's `groups` attribute */
const groupAttribute = (n: number) =>
  `<saml:AttributeStatement><saml:Attribute Name="groups"><saml:AttributeValue>` +
  Array.from({ length: n }, (_, i) => `g${i}`).join(',') +
  `</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>`

const DEVICE_AUTH_REQUESTS = 5000

function floodRequests(phase: Phase): Hostile[] {
  if (phase === 'saml') {
    return [
      samlPost('SAML sign-in naming 20,000 groups', groupAttribute(20_000), 1000),
      samlPost('SAML sign-in naming 80,000 groups', groupAttribute(80_000), 1000),
    ]
  }
  if (phase === 'xml') {
    return [
      samlPost('SAMLResponse of 150,000 empty elements', '<a/>'.repeat(150_000), 1000),
      // within the SAMLResponse length bound, so the XML reader's element bound refuses it
      samlPost('SAMLResponse of 40,000 empty elements', '<a/>'.repeat(40_000), 1000),
    ]
  }
  if (phase === 'device') {
    return [
      {
        name: `${DEVICE_AUTH_REQUESTS} POST /device/auth`,
        method: 'POST',
        path: '/device/auth',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: Buffer.from(`client_id=${randomUUID()}`),
        max: DEVICE_AUTH_REQUESTS,
        concurrency: 8,
        anonymous: true,
      },
    ]
  }
  return []
}

function hostileRequests(): Hostile[] {
  const label = 'a'.repeat(50)
  const json = { 'content-type': 'application/json' }
  const mib = Buffer.alloc(MiB, 0x61)
  return [
    {
      name: '100 MB body to POST /v1/projects',
      method: 'POST',
      path: '/v1/projects',
      headers: { ...json, 'content-length': String(100 * 1000 * 1000) },
      body: function* () {
        yield Buffer.from('{"name":"')
        let left = 100 * 1000 * 1000 - 9
        while (left > 0) {
          const chunk = left >= mib.length ? mib : mib.subarray(0, left)
          left -= chunk.length
          yield chunk
        }
      },
      max: 20,
    },
    {
      name: '100,000 nested `[` to POST /v1/projects',
      method: 'POST',
      path: '/v1/projects',
      headers: json,
      body: Buffer.from('['.repeat(100_000)),
      max: 5000,
    },
    {
      name: 'instance with a hostname of six 50-letter labels',
      method: 'POST',
      path: '/v1/instances?project=demo-project',
      headers: json,
      body: Buffer.from(
        JSON.stringify({
          name: 'hostile-hostname',
          description: '',
          hostname: Array(6).fill(label).join('.'),
          ncpus: 1,
          memory: 2 ** 30,
          start: false,
        }),
      ),
      max: 5000,
    },
    {
      name: '20,000-character username at login',
      method: 'POST',
      path: `/v1${LOGIN_PATH}`,
      headers: json,
      body: Buffer.from(JSON.stringify({ username: 'u'.repeat(20_000), password: 'x' })),
      max: 5000,
    },
    {
      name: 'text/plain form post to POST /v1/projects',
      method: 'POST',
      path: '/v1/projects',
      headers: { 'content-type': 'text/plain' },
      body: Buffer.from('name=hostile&description=form'),
      max: 5000,
    },
  ]
}

interface HostileStats {
  statuses: Map<string, number>
  ms: number[]
  /** Date.now() at the first request sent and the last one answered */
  first?: number
  last?: number
}

/** One request; resolves with the status (or the error) and the time to it */
function sendHostile(
  server: BenchServer,
  cookie: string,
  h: Hostile,
  agent: http.Agent,
): Promise<string> {
  return new Promise((resolve) => {
    let done = false
    const finish = (what: string) => {
      if (done) return
      done = true
      resolve(what)
    }
    const req = http.request(`${server.url}${h.path}`, {
      method: h.method,
      agent,
      headers: h.anonymous ? h.headers : { ...h.headers, cookie },
      timeout: 30_000,
    })
    req.on('response', (res) => {
      res.resume()
      finish(String(res.statusCode))
      // the server answered: stop sending the rest of a large body
      req.destroy()
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', (e) => finish(e.message === 'timeout' ? 'timeout' : 'connection closed'))
    if (Buffer.isBuffer(h.body)) {
      req.end(h.body)
      return
    }
    const chunks = h.body()
    const write = () => {
      for (;;) {
        if (done || req.destroyed) return
        const next = chunks.next()
        if (next.done) return void req.end()
        if (!req.write(next.value)) return void req.once('drain', write)
      }
    }
    write()
  })
}

async function hammer(
  server: BenchServer,
  cookie: string,
  until: number,
  requests: Hostile[] = hostileRequests(),
) {
  const stats = new Map<string, HostileStats>()
  await Promise.all(
    requests.map(async (h) => {
      const s: HostileStats = { statuses: new Map(), ms: [] }
      stats.set(h.name, s)
      const concurrency = h.concurrency ?? 1
      const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
      let sent = 0
      const loop = async () => {
        while (sent < h.max && Date.now() < until) {
          sent++
          s.first ??= Date.now()
          const t0 = performance.now()
          const status = await sendHostile(server, cookie, h, agent)
          s.ms.push(performance.now() - t0)
          s.last = Date.now()
          s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1)
          // a refused connection is not a reason to spin
          if (!/^\d+$/.test(status)) await sleep(50)
        }
      }
      await Promise.all(Array.from({ length: concurrency }, loop))
      agent.destroy()
    }),
  )
  return stats
}

// ---------------------------------------------------------------------------------------
// A phase

/** The absolute offset past the newest byte of db1's serial console */
async function consoleEnd(server: BenchServer, cookie: string): Promise<number> {
  const res = await fetch(
    `${server.url}/v1/instances/db1/serial-console?project=demo-project&most_recent=1`,
    { headers: { cookie } },
  )
  const body = (await res.json()) as { last_byte_offset?: number }
  return body.last_byte_offset ?? NaN
}

interface PhaseResult {
  phase: Phase
  seconds: number
  ping: PingResult
  rss: { start: number; max: number; end: number }
  flood?: SocketStats
  listen?: SocketStats
  nonReaders?: SocketStats
  api?: Map<string, HostileStats>
  load: number[]
  /** bytes db1's guest printed during the phase */
  consoleBytes?: number
  /** CPU time over wall time, of the server and of this process */
  serverCpu?: number
  clientCpu?: number
}

async function runPhase(
  server: BenchServer,
  pid: number,
  cookie: string,
  phase: Phase,
  seconds: number,
): Promise<PhaseResult> {
  log(`hostile-load: phase ${phase}, ${seconds} s`)
  const until = Date.now() + seconds * 1000
  const console0 = await consoleEnd(server, cookie)
  const cpu0 = server.cpuMs()
  const clientCpu0 = process.cpuUsage()
  const startRss = rssBytesOf(pid)
  const rss = { start: startRss, max: startRss, end: startRss }
  const sampler = setInterval(() => {
    const now = rssBytesOf(pid)
    rss.max = Math.max(rss.max, now)
  }, 1000)
  const pinging = pingFor(server, seconds * 1000)
  const work: Promise<unknown>[] = []
  const result: PhaseResult = { phase, seconds, ping: null!, rss, load: [] }
  if (FLOOD_PHASES.includes(phase)) {
    work.push(hammer(server, cookie, until, floodRequests(phase)).then((s) => (result.api = s)))
  } else if (phase !== 'api') {
    const flood = (result.flood = newStats())
    const listen = (result.listen = newStats())
    const nonReaders = (result.nonReaders = newStats())
    for (let i = 0; i < FLOODERS; i++) {
      work.push(flooder(server, cookie, until, i % 2 === 0, flood))
    }
    for (let i = 0; i < LISTENERS; i++) {
      const reads = i >= NON_READERS
      work.push(listener(server, cookie, until, reads, reads ? listen : nonReaders))
    }
  }
  if (phase === 'api' || phase === 'all') {
    work.push(hammer(server, cookie, until).then((s) => (result.api = s)))
  }
  result.ping = await pinging
  await Promise.all(work)
  clearInterval(sampler)
  rss.end = rssBytesOf(pid)
  rss.max = Math.max(rss.max, rss.end)
  result.load = loadavg()
  result.consoleBytes = (await consoleEnd(server, cookie)) - console0
  result.serverCpu = (server.cpuMs() - cpu0) / (seconds * 1000)
  const client = process.cpuUsage(clientCpu0)
  result.clientCpu = (client.user + client.system) / 1000 / (seconds * 1000)
  return result
}

// ---------------------------------------------------------------------------------------
// Report

const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a')

/** The pings sent while a flood phase's requests were being answered, sorted */
function pingsDuringFlood(r: PhaseResult): { sorted: number[]; seconds: number } | null {
  if (!FLOOD_PHASES.includes(r.phase) || !r.api) return null
  const runs = [...r.api.values()]
  const from = Math.min(...runs.map((s) => s.first ?? Infinity))
  const to = Math.max(...runs.map((s) => s.last ?? -Infinity))
  if (!(to > from)) return null
  const sorted = r.ping.samples.filter((_, i) => r.ping.at[i] >= from && r.ping.at[i] <= to)
  return { sorted: sorted.sort((a, b) => a - b), seconds: (to - from) / 1000 }
}

function report(r: PhaseResult): Figure[] {
  const sorted = [...r.ping.samples].sort((a, b) => a - b)
  const p50 = percentile(sorted, 50)
  const p99 = percentile(sorted, 99)
  const max = sorted[sorted.length - 1] ?? NaN
  const growth = r.rss.max - r.rss.start
  const what = {
    serial: `${FLOODERS} flooders + ${LISTENERS} listeners (${NON_READERS} not reading)`,
    api: 'hostile API bodies',
    all: 'serial flood and hostile API bodies at once',
    saml: 'SAML sign-ins naming 20,000 and 80,000 groups',
    xml: 'SAMLResponses of 150,000 and 40,000 empty XML elements',
    device: `${DEVICE_AUTH_REQUESTS} POST /device/auth, 8 at a time`,
  }[r.phase]
  const during = pingsDuringFlood(r)
  const lines: string[] = [
    `\nPhase ${r.phase}: ${what}, ${r.seconds} s (load average ${r.load.map((l) => l.toFixed(1)).join(' / ')})`,
    `  ping: n=${sorted.length}, p50 ${f1(p50)} ms, p99 ${f1(p99)} ms, max ${f1(max)} ms, timeouts ${r.ping.timeouts}, errors ${r.ping.errors} ${JSON.stringify(r.ping.errorKinds)}`,
    `  slowest pings (at s: ms): ${
      [...r.ping.slow]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .sort((a, b) => a[0] - b[0])
        .map(([at, ms]) => `${(at / 1000).toFixed(1)}: ${ms}`)
        .join(', ') || 'none over 20 ms'
    }`,
    `  CPU: server ${Math.round((r.serverCpu ?? NaN) * 100)}%, load generator ${Math.round((r.clientCpu ?? NaN) * 100)}% (of one core)`,
    `  server RSS: start ${mib(r.rss.start)}, max ${mib(r.rss.max)}, end ${mib(r.rss.end)}, growth ${mib(growth)}`,
  ]
  if (during) {
    lines.push(
      `  ping while the flood was answered (${f1(during.seconds)} s): n=${during.sorted.length}, p50 ${f1(percentile(during.sorted, 50))} ms, p99 ${f1(percentile(during.sorted, 99))} ms, max ${f1(during.sorted.at(-1) ?? NaN)} ms`,
    )
  }
  if (r.flood && r.listen && r.nonReaders) {
    lines.push(
      `  db1's console printed ${mib(r.consoleBytes ?? NaN)}`,
      `  flooders: ${r.flood.opened} connections, ${mib(r.flood.sentBytes)} sent, ${mib(r.flood.receivedBytes)} received; closes: ${closesText(r.flood)}`,
      `  listeners: ${r.listen.opened} connections, ${mib(r.listen.receivedBytes)} received; closes: ${closesText(r.listen)}`,
      `  non-reading listeners: ${r.nonReaders.opened} connections; closes: ${closesText(r.nonReaders)}`,
    )
  }
  for (const [name, s] of r.api ?? []) {
    const ms = [...s.ms].sort((a, b) => a - b)
    const statuses = [...s.statuses].map(([k, n]) => `${n}× ${k}`).join(', ')
    lines.push(
      `  ${name}: n=${ms.length}, p50 ${f1(percentile(ms, 50))} ms, max ${f1(ms[ms.length - 1] ?? NaN)} ms; ${statuses}`,
    )
  }
  console.log(lines.join('\n'))

  const okPing = p99 < TARGET_PING_P99_MS && r.ping.timeouts === 0
  const figures: Figure[] = [
    {
      bench: 'hostile-load',
      figure: `${what}: GET /v1/ping every 50 ms, p50 / p99 / max (n=${sorted.length}, ${r.ping.timeouts} timeouts)`,
      value: `${f1(p50)} / **${f1(p99)}** / ${f1(max)} ms`,
      target: `p99 < ${TARGET_PING_P99_MS} ms, no timeouts`,
      ok: okPing,
    },
    {
      bench: 'hostile-load',
      figure: `${what}: server RSS start / max, growth`,
      value: `${mib(r.rss.start)} / ${mib(r.rss.max)}, **+${mib(growth)}**`,
      target: `growth < ${TARGET_GROWTH_MIB} MiB`,
      ok: growth < TARGET_GROWTH_MIB * MiB,
    },
  ]
  if (r.flood && r.listen && r.nonReaders) {
    figures.push({
      bench: 'hostile-load',
      figure: `${what}: what the sockets got`,
      value:
        `flooders sent ${mib(r.flood.sentBytes)} (${r.flood.opened} connections), ` +
        `${r.listen.opened} reading listeners got ${mib(r.listen.receivedBytes)}; ` +
        `non-readers' closes: ${closesText(r.nonReaders)}`,
    })
  }
  if (during) {
    const p99During = percentile(during.sorted, 99)
    figures.push({
      bench: 'hostile-load',
      figure: `${what}: GET /v1/ping while the flood was answered (${f1(during.seconds)} s), p50 / p99 / max (n=${during.sorted.length})`,
      value: `${f1(percentile(during.sorted, 50))} / **${f1(p99During)}** / ${f1(during.sorted.at(-1) ?? NaN)} ms`,
      target: `p99 < ${TARGET_PING_P99_MS} ms`,
      ok: p99During < TARGET_PING_P99_MS,
    })
  }
  if (r.api) {
    figures.push({
      bench: 'hostile-load',
      figure: `${what}: hostile bodies answered (n, statuses, slowest)`,
      value: [...r.api]
        .map(([name, s]) => {
          const statuses = [...s.statuses].map(([k, n]) => `${n}× ${k}`).join(', ')
          return `${name}: ${s.ms.length} (${statuses}), ${f1(Math.max(...s.ms))} ms`
        })
        .join('; '),
    })
  }
  return figures
}

export async function runHostileLoad(
  opts: { seconds?: number; phases?: Phase[] } = {},
): Promise<Figure[]> {
  const seconds = opts.seconds ?? Number(arg('--seconds') ?? 30)
  const phases = opts.phases ?? ((arg('--phases') ?? PHASES.join(',')).split(',') as Phase[])
  const unknown = phases.filter((p) => !PHASES.includes(p))
  if (unknown.length > 0)
    throw new Error(`unknown phases ${unknown.join(', ')}; known: ${PHASES.join(', ')}`)
  const server = await startServer()
  const figures: Figure[] = []
  try {
    const pid = serverPid(server.port)
    if (pid === null) throw new Error('could not find the server process in /proc')
    log(`hostile-load: ${server.command} at ${server.url}, pid ${pid}`)
    const cookie = await signInCookie(server.url)
    // a quiet baseline first
    const idle = await pingFor(server, 3000)
    const idleSorted = [...idle.samples].sort((a, b) => a - b)
    console.log(
      `\nIdle: ping p50 ${f1(percentile(idleSorted, 50))} ms, p99 ${f1(percentile(idleSorted, 99))} ms; server RSS ${mib(rssBytesOf(pid))}`,
    )
    for (const phase of phases) {
      figures.push(...report(await runPhase(server, pid, cookie, phase, seconds)))
      // let the closed sockets and garbage settle between phases
      await sleep(3000)
    }
  } finally {
    await server.stop()
  }
  return figures
}

if (isMain(import.meta.url)) {
  const figures = await runHostileLoad()
  console.log('')
  for (const f of figures) {
    const verdict = f.ok === undefined ? '' : ` (${f.ok ? 'met' : 'MISSED'}: ${f.target})`
    console.log(`${f.figure}: ${f.value}${verdict}`)
  }
}
