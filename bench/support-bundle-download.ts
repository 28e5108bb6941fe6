// Support bundle download through the Node server in simulator mode, on loopback: how
// fast a 100 MiB bundle comes down, and whether the server's memory stays flat while it
// does, also when the client stops reading for a while. The server is bench/serve.ts
// (the real server's modules) with BENCH_SUPPORT_BUNDLE_LOG_BYTES, so the bundle it
// creates holds a log of that size; the zip around it adds a few KiB.
//
//   npx tsx bench/support-bundle-download.ts [--mib 100] [--runs 5]
import { request } from 'node:http'
import { isMain, log, signInCookie, sleep, startServer } from './lib.ts'
import type { BenchServer, Figure } from './lib.ts'

const MiB = 2 ** 20
export const TARGET_MIB_PER_S = 100
/** Growth of the server's RSS that still counts as flat for a 100 MiB download */
export const TARGET_GROWTH_MIB = 32
const BUNDLES = '/experimental/v1/system/support-bundles'
/** How often the server's RSS is read during a download */
const RSS_SAMPLE_MS = 25
/** How long the stalled client stops reading, and after how much */
const STALL_MS = 3000
const STALL_AFTER = 4 * MiB

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i < 0 ? undefined : process.argv[i + 1]
}

// --- the client ---------------------------------------------------------------------

/** Creates a bundle and waits until it is collected (the simulator's 3 s) */
async function activeBundle(server: BenchServer, cookie: string): Promise<string> {
  const api = (method: string, p: string) =>
    fetch(`${server.url}${p}`, { method, headers: { cookie } })
  const created = await api('POST', BUNDLES)
  if (created.status !== 201) throw new Error(`bundle create: ${created.status}`)
  const { id } = (await created.json()) as { id: string }
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(250)) {
    const { state } = (await (await api('GET', `${BUNDLES}/${id}`)).json()) as { state: string }
    if (state === 'active') return id
  }
  throw new Error('the bundle did not become active within 30 s')
}

type Download = {
  status: number
  length: number
  bytes: number
  firstByteMs: number
  totalMs: number
  rssMax: number
  /** the end of central directory record closes the body */
  endsAsZip: boolean
}

/**
 * One GET of the whole bundle over a fresh connection, the body counted and dropped
 * as it comes. With `stall`, the client stops reading after `STALL_AFTER` bytes for
 * `STALL_MS`, then hangs up.
 */
function download(
  server: BenchServer,
  cookie: string,
  id: string,
  stall = false,
): Promise<Download & { rssDuringStall?: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    let rssMax = server.rssBytes()
    const sampler = setInterval(() => (rssMax = Math.max(rssMax, server.rssBytes())), RSS_SAMPLE_MS)
    const req = request(
      `${server.url}${BUNDLES}/${id}/download`,
      { headers: { cookie }, agent: false },
      (res) => {
        let firstByteMs = NaN
        let bytes = 0
        let tail = Buffer.alloc(0)
        let stalled = false
        res.on('data', (chunk: Buffer) => {
          if (bytes === 0) firstByteMs = performance.now() - started
          bytes += chunk.length
          tail = Buffer.concat([tail, chunk]).subarray(-22)
          if (stall && !stalled && bytes >= STALL_AFTER) {
            stalled = true
            res.pause()
            setTimeout(() => {
              clearInterval(sampler)
              const rssDuringStall = rssMax
              req.destroy()
              resolve({
                status: res.statusCode ?? 0,
                length: Number(res.headers['content-length']),
                bytes,
                firstByteMs,
                totalMs: performance.now() - started,
                rssMax,
                endsAsZip: false,
                rssDuringStall,
              })
            }, STALL_MS)
          }
        })
        res.on('end', () => {
          clearInterval(sampler)
          resolve({
            status: res.statusCode ?? 0,
            length: Number(res.headers['content-length']),
            bytes,
            firstByteMs,
            totalMs: performance.now() - started,
            rssMax,
            endsAsZip: tail.length === 22 && tail.readUInt32LE(0) === 0x06054b50,
          })
        })
        res.on('error', (err) => {
          clearInterval(sampler)
          if (!stalled) reject(err)
        })
      },
    )
    req.on('error', (err) => {
      clearInterval(sampler)
      reject(err)
    })
    req.end()
  })
}

// --- the run ------------------------------------------------------------------------

const f1 = (n: number) => n.toFixed(1)
const mib = (bytes: number) => `${f1(bytes / MiB)} MiB`
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

export async function runSupportBundleDownload(
  opts: { mib?: number; runs?: number } = {},
): Promise<Figure[]> {
  const size = opts.mib ?? Number(arg('--mib') ?? 100)
  const runs = Math.max(1, opts.runs ?? Number(arg('--runs') ?? 5))
  const server = await startServer({
    env: { BENCH_SUPPORT_BUNDLE_LOG_BYTES: String(size * MiB) },
  })
  try {
    log(`support-bundle-download: ${server.command} at ${server.url}, log ${size} MiB`)
    const cookie = await signInCookie(server.url)
    const id = await activeBundle(server, cookie)
    const head = await fetch(`${server.url}${BUNDLES}/${id}/download`, {
      method: 'HEAD',
      headers: { cookie },
    })
    const length = Number(head.headers.get('content-length'))
    console.log(
      `\nSupport bundle ${id}: HEAD ${head.status}, ${head.headers.get('content-type')}, ` +
        `Content-Length ${length} (${mib(length)})`,
    )

    // one download to warm the server up (JIT), not counted
    await download(server, cookie, id)
    await sleep(500)
    const rssStart = server.rssBytes()
    const results: Download[] = []
    let cpu = 0
    for (let i = 0; i < runs; i++) {
      const cpuBefore = server.cpuMs()
      const d = await download(server, cookie, id)
      cpu += server.cpuMs() - cpuBefore
      if (d.status !== 200 || d.bytes !== length || d.length !== length || !d.endsAsZip) {
        throw new Error(`download ${i + 1}: ${JSON.stringify(d)}`)
      }
      results.push(d)
      console.log(
        `  run ${i + 1}: ${f1(d.bytes / MiB / (d.totalMs / 1000))} MiB/s, ` +
          `${f1(d.totalMs)} ms, first byte ${f1(d.firstByteMs)} ms, server RSS max ${mib(d.rssMax)}`,
      )
      await sleep(250)
    }
    const rates = results.map((d) => d.bytes / MiB / (d.totalMs / 1000))
    const rssMax = Math.max(...results.map((d) => d.rssMax))
    const growth = (rssMax - rssStart) / MiB
    const cpuPerMiB = cpu / runs / (length / MiB)

    await sleep(500)
    const stallStart = server.rssBytes()
    const stalled = await download(server, cookie, id, true)
    const stallGrowth = ((stalled.rssDuringStall ?? NaN) - stallStart) / MiB
    console.log(
      `  client stops reading after ${mib(stalled.bytes)} for ${STALL_MS / 1000} s: ` +
        `server RSS ${mib(stallStart)} → max ${mib(stalled.rssDuringStall ?? NaN)}`,
    )

    const rate = median(rates)
    console.log(
      `\n${size} MiB bundle (${runs} runs): median ${f1(rate)} MiB/s ` +
        `(min ${f1(Math.min(...rates))}, max ${f1(Math.max(...rates))}), ` +
        `first byte median ${f1(median(results.map((d) => d.firstByteMs)))} ms, ` +
        `server CPU ${f1(cpuPerMiB)} ms/MiB, server RSS ${mib(rssStart)} → max ${mib(rssMax)} (+${f1(growth)} MiB)`,
    )
    return [
      {
        bench: 'support-bundle-download',
        figure: `Download of a ${size} MiB support bundle through the server, throughput (n=${runs}, median; first byte ${f1(median(results.map((d) => d.firstByteMs)))} ms)`,
        value: `**${f1(rate)} MiB/s** (server CPU ${f1(cpuPerMiB)} ms/MiB)`,
        target: `≥ ${TARGET_MIB_PER_S} MiB/s`,
        ok: rate >= TARGET_MIB_PER_S,
      },
      {
        bench: 'support-bundle-download',
        figure: `Server RSS during the ${size} MiB downloads, start → max`,
        value: `${mib(rssStart)} → ${mib(rssMax)} (**+${f1(growth)} MiB**)`,
        target: `growth < ${TARGET_GROWTH_MIB} MiB`,
        ok: growth < TARGET_GROWTH_MIB,
      },
      {
        bench: 'support-bundle-download',
        figure: `Server RSS while a client stops reading for ${STALL_MS / 1000} s`,
        value: `${mib(stallStart)} → ${mib(stalled.rssDuringStall ?? NaN)} (**+${f1(stallGrowth)} MiB**)`,
        target: `growth < ${TARGET_GROWTH_MIB} MiB`,
        ok: stallGrowth < TARGET_GROWTH_MIB,
      },
    ]
  } finally {
    await server.stop()
  }
}

if (isMain(import.meta.url)) {
  const figures = await runSupportBundleDownload()
  console.log('')
  for (const f of figures) {
    const verdict = f.ok === undefined ? '' : ` (${f.ok ? 'met' : 'MISSED'}: ${f.target})`
    console.log(`${f.figure}: ${f.value}${verdict}`)
  }
}
