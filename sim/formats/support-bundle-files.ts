// What a simulated support bundle holds: the files Nexus's collector writes where the
// simulator knows their matter (the bundle's id, one folder per sled in service with
// the sled's record), and what it adds of its own (the silos, a Nexus log). Laid out
// as Nexus lays out the bundle's zip: every folder an entry of its own, each folder's
// entries sorted by name. Everything comes from what the collection found (kept in the
// bundle's record), so a bundle's bytes never change, and the log, the one file that
// can be large, is written a chunk at a time as it is read.
import type { SiloRecord, SledRecord, Store, SupportBundleRecord } from '../store/types'
import type { ZipEntry } from './zip'

const MiB = 1024 * 1024

/** The simulated Nexus log's size when `createSim` is not given one */
export const DEFAULT_LOG_BYTES = MiB
/** A zip without ZIP64 ends before 4 GiB; the log leaves room for the rest */
export const MAX_LOG_BYTES = 3 * 1024 * MiB

const logSizes = new WeakMap<Store, number>()

/** Sets the size of the log in the bundles the store's simulator creates from now on */
export function setBundleLogBytes(store: Store, bytes: number) {
  const whole = Number.isFinite(bytes) ? Math.floor(bytes) : DEFAULT_LOG_BYTES
  logSizes.set(store, Math.min(Math.max(0, whole), MAX_LOG_BYTES))
}

/** What a collection keeps: Nexus's collector lists the sleds in service */
export function collect(store: Store): SupportBundleRecord['collected'] {
  return {
    sleds: store
      .list('sleds')
      .filter((s) => s.policy.kind === 'in_service' && s.state === 'active'),
    silos: [...store.list('silos')],
    log_bytes: logSizes.get(store) ?? DEFAULT_LOG_BYTES,
  }
}

const encoder = new TextEncoder()

/** A file of the bundle, before it is given its path */
type BundleFile = Omit<ZipEntry, 'name'>

/** A small file whose content is known whole */
function textFile(text: string): BundleFile {
  const bytes = encoder.encode(text)
  return { size: bytes.length, content: () => [bytes] }
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/** Files by folder: flattened, each folder's entries sorted by name, a folder before its own */
type Tree = Map<string, Tree | BundleFile>

function addToTree(tree: Tree, path: string[], entry: BundleFile) {
  const [head, ...rest] = path
  if (rest.length === 0) {
    tree.set(head, entry)
    return
  }
  const found = tree.get(head)
  const child: Tree = found instanceof Map ? found : new Map()
  tree.set(head, child)
  addToTree(child, rest, entry)
}

// the names are ASCII (ids and fixed names), whose byte order Rust sorts by
const byName = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0)

function flatten(tree: Tree, prefix: string, out: ZipEntry[]) {
  for (const [name, node] of [...tree].sort(byName)) {
    if (node instanceof Map) {
      out.push({ name: `${prefix}${name}/`, size: 0 })
      flatten(node, `${prefix}${name}/`, out)
    } else {
      out.push({ ...node, name: `${prefix}${name}` })
    }
  }
}

/** The bundle's files and folders, in the order of its zip */
export function bundleEntries(bundle: SupportBundleRecord): ZipEntry[] {
  const { sleds, silos, log_bytes } = bundle.collected
  const tree: Tree = new Map()
  const put = (path: string, entry: BundleFile) => addToTree(tree, path.split('/'), entry)
  put('bundle_id.txt', textFile(bundle.id))
  for (const sled of sleds) {
    put(`rack/${sled.rack_id}/sled/${sled.id}/sled.txt`, textFile(json(sled)))
  }
  put('silos.json', textFile(json(silos)))
  put('nexus.log', {
    size: log_bytes,
    content: () => logChunks(bundle, log_bytes),
  })
  const out: ZipEntry[] = []
  flatten(tree, '', out)
  return out
}

/** What the bundle's index lists: every entry's name, one a line, as the sled agent answers */
export const indexText = (entries: readonly ZipEntry[]) => entries.map((e) => e.name).join('\n')

// --- the log -------------------------------------------------------------------------
//
// What the collection found, a line for the request and for each silo and sled, then
// the sleds' heartbeats, spread evenly over the hour before the bundle was asked for,
// as many as the size takes (the last one cut where the size ends). A download of a
// large bundle spends most of its time here, so the heartbeats are written straight
// into the chunk's bytes: only the time and the sequence number change per line.

/** Bytes of log text per chunk handed to the stream */
const CHUNK = 64 * 1024
/** The log covers the hour before the bundle was asked for */
const LOG_SPAN_MS = 60 * 60 * 1000
/** A heartbeat line is about this long: spreads the lines evenly over the hour */
const TYPICAL_LINE = 80

const sledWords = (s: SledRecord) =>
  `sled ${s.id} (serial ${s.baseboard.serial}): policy ${s.policy.kind}, state ${s.state}, ` +
  `${s.usable_hardware_threads} hardware threads, ${s.usable_physical_ram} bytes of RAM`

const siloWords = (s: SiloRecord) =>
  `silo ${s.name} (${s.id}): identity mode ${s.identity_mode}, ` +
  `${s.discoverable ? 'discoverable' : 'not discoverable'}`

/** `2025-02-14T15:20:00.` of a time in ms, the part of a timestamp that changes each second */
const secondText = (ms: number) => new Date(ms - (ms % 1000)).toISOString().slice(0, 20)

const ZERO = 0x30

/** Writes a non-negative integer below 2^31 at `at`, in at least `width` digits; returns where it ends */
function writeDigits(buf: Uint8Array, at: number, n: number, width = 1): number {
  let digits = 1
  for (let x = n; x >= 10; x = (x / 10) | 0) digits++
  if (digits < width) digits = width
  for (let i = at + digits - 1, x = n; i >= at; i--, x = (x / 10) | 0) buf[i] = ZERO + (x % 10)
  return at + digits
}

/** Copies a few bytes at `at` (a loop beats `set` for a dozen bytes); returns where they end */
function writeBytes(buf: Uint8Array, at: number, bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i++) buf[at + i] = bytes[i]
  return at + bytes.length
}

/** The first `bytes` bytes of the log, a chunk at a time */
export function* logChunks(bundle: SupportBundleRecord, bytes: number): Generator<Uint8Array> {
  const { sleds, silos } = bundle.collected
  const start = Date.parse(bundle.time_created) - LOG_SPAN_MS
  const step = Math.max(1, Math.floor(LOG_SPAN_MS / Math.max(1, bytes / TYPICAL_LINE)))
  let left = bytes

  const first = `${secondText(start)}${String(start % 1000).padStart(3, '0')}Z INFO nexus:`
  const facts = encoder.encode(
    [
      `${first} support bundle ${bundle.id} requested: ${bundle.reason_for_creation}\n`,
      ...silos.map((silo) => `${first} ${siloWords(silo)}\n`),
      ...sleds.map((sled) => `${first} ${sledWords(sled)}\n`),
    ].join(''),
  )
  for (let at = 0; at < facts.length && left > 0; at += CHUNK) {
    const chunk = facts.subarray(at, Math.min(at + CHUNK, at + left, facts.length))
    left -= chunk.length
    yield chunk
  }

  const agents = (
    sleds.length > 0 ? sleds.map((s) => `sled-agent (${s.baseboard.serial})`) : ['nexus']
  ).map((agent) => encoder.encode(` DEBG ${agent}: heartbeat `))
  const end = encoder.encode(', all zones running\n')
  const longest = 24 + Math.max(...agents.map((a) => a.length)) + 16 + end.length
  let second = Number.NaN
  let prefix = new Uint8Array()
  let buf = new Uint8Array(CHUNK + longest)
  let at = 0
  for (let seq = 1; left > 0; seq++) {
    const ms = start + seq * step
    if (Math.floor(ms / 1000) !== second) {
      second = Math.floor(ms / 1000)
      prefix = encoder.encode(secondText(ms))
    }
    at = writeDigits(buf, writeBytes(buf, at, prefix), ms % 1000, 3)
    buf[at++] = 0x5a // Z
    at = writeDigits(buf, writeBytes(buf, at, agents[seq % agents.length]), seq)
    at = writeBytes(buf, at, end)
    if (at >= CHUNK || at >= left) {
      const chunk = buf.subarray(0, Math.min(at, left))
      left -= chunk.length
      yield chunk
      buf = new Uint8Array(CHUNK + longest)
      at = 0
    }
  }
}
