// A small ZIP writer for the simulated support bundles: entries are stored (no
// compression), so the archive's length is known from the names and sizes alone,
// before a byte of content exists, and it is written as a stream, one chunk of
// content at a time. Each file's CRC-32 is computed as its content goes by and
// written after it in a data descriptor (general purpose flag bit 3), so nothing is
// read twice and nothing is kept. No ZIP64: the archive stays under 4 GiB and
// 65,535 entries, which the callers' bounds keep it to. Runs in the browser too.

export type ZipEntry = {
  /** The path inside the archive, `/`-separated; a directory's ends with `/` */
  name: string
  /** The content's length in bytes (0 for a directory) */
  size: number
  /** The content, a chunk at a time; the chunks add up to `size`. None for a directory */
  content?: () => Iterable<Uint8Array>
}

const LOCAL_HEADER = 30
const DATA_DESCRIPTOR = 16
const CENTRAL_HEADER = 46
const END_OF_CENTRAL_DIRECTORY = 22
const MAX_U32 = 0xffff_ffff
const MAX_ENTRIES = 0xffff

const FLAG_DATA_DESCRIPTOR = 0x0008
const FLAG_UTF8_NAME = 0x0800
/** 2.0: what data descriptors and directories need */
const VERSION = 20
/** "Made by" Unix, so the external attributes carry file modes */
const MADE_BY_UNIX = (3 << 8) | VERSION
const FILE_ATTRIBUTES = (0o100644 << 16) >>> 0
const DIRECTORY_ATTRIBUTES = ((0o40755 << 16) | 0x10) >>> 0

const encoder = new TextEncoder()

// --- CRC-32 (IEEE 802.3, as ZIP uses it), eight bytes per step -----------------------

const CRC_TABLES = (() => {
  const tables = Array.from({ length: 8 }, () => new Uint32Array(256))
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    tables[0][n] = c >>> 0
  }
  for (let n = 0; n < 256; n++) {
    for (let t = 1; t < 8; t++) {
      const previous = tables[t - 1][n]
      tables[t][n] = (tables[0][previous & 0xff] ^ (previous >>> 8)) >>> 0
    }
  }
  return tables
})()

/** The CRC-32 of `bytes`, continuing from `crc` (the CRC of what came before; 0 to start) */
export function crc32(bytes: Uint8Array, crc = 0): number {
  const [t0, t1, t2, t3, t4, t5, t6, t7] = CRC_TABLES
  let c = ~crc >>> 0
  let i = 0
  const end8 = bytes.length - (bytes.length % 8)
  for (; i < end8; i += 8) {
    const a =
      (c ^ (bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24))) >>> 0
    c =
      t7[a & 0xff] ^
      t6[(a >>> 8) & 0xff] ^
      t5[(a >>> 16) & 0xff] ^
      t4[a >>> 24] ^
      t3[bytes[i + 4]] ^
      t2[bytes[i + 5]] ^
      t1[bytes[i + 6]] ^
      t0[bytes[i + 7]]
  }
  for (; i < bytes.length; i++) c = t0[(c ^ bytes[i]) & 0xff] ^ (c >>> 8)
  return ~c >>> 0
}

// --- layout ------------------------------------------------------------------------

const isDirectory = (entry: ZipEntry) => entry.name.endsWith('/')

type Placed = { entry: ZipEntry; name: Uint8Array; flags: number; offset: number }

/** Where each entry's local header starts, and where the central directory does */
function place(entries: readonly ZipEntry[]): { placed: Placed[]; directoryOffset: number } {
  if (entries.length > MAX_ENTRIES)
    throw new Error(`zip: ${entries.length} entries, at most ${MAX_ENTRIES}`)
  let offset = 0
  const placed = entries.map((entry) => {
    const name = encoder.encode(entry.name)
    // a name that is not plain ASCII is marked as UTF-8 (APPNOTE appendix D)
    const ascii = name.every((b) => b < 0x80)
    const flags = (isDirectory(entry) ? 0 : FLAG_DATA_DESCRIPTOR) | (ascii ? 0 : FLAG_UTF8_NAME)
    const at = { entry, name, flags, offset }
    offset += LOCAL_HEADER + name.length
    if (!isDirectory(entry)) offset += entry.size + DATA_DESCRIPTOR
    return at
  })
  return { placed, directoryOffset: offset }
}

/** The archive's length in bytes */
export function zipSize(entries: readonly ZipEntry[]): number {
  const { placed, directoryOffset } = place(entries)
  const directory = placed.reduce((sum, p) => sum + CENTRAL_HEADER + p.name.length, 0)
  const total = directoryOffset + directory + END_OF_CENTRAL_DIRECTORY
  if (directoryOffset > MAX_U32 || total > MAX_U32) throw new Error('zip: over 4 GiB needs ZIP64')
  return total
}

/** The date and time as MS-DOS writes them (UTC here), from 1980 on */
function dosDateTime(ms: number): { date: number; time: number } {
  const d = new Date(Math.max(ms, Date.UTC(1980, 0, 1)))
  return {
    date: ((d.getUTCFullYear() - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | (d.getUTCSeconds() >> 1),
  }
}

/** A record of little-endian fields followed by `name` */
function record(fields: Array<[bytes: 2 | 4, value: number]>, name?: Uint8Array): Uint8Array {
  const length = fields.reduce((sum, [bytes]) => sum + bytes, 0)
  const out = new Uint8Array(length + (name?.length ?? 0))
  const view = new DataView(out.buffer)
  let at = 0
  for (const [bytes, value] of fields) {
    if (bytes === 2) view.setUint16(at, value, true)
    else view.setUint32(at, value >>> 0, true)
    at += bytes
  }
  if (name) out.set(name, at)
  return out
}

/**
 * The archive, chunk by chunk: each entry's local header, its content as its
 * `content()` gives it, its data descriptor, then the central directory. The
 * content of one entry is read once, and nothing but the CRCs is kept.
 */
export function* zipChunks(
  entries: readonly ZipEntry[],
  modifiedMs: number,
): Generator<Uint8Array> {
  const { placed, directoryOffset } = place(entries)
  const { date, time } = dosDateTime(modifiedMs)
  const crcs: number[] = []
  for (const { entry, name, flags } of placed) {
    // sizes and CRC are zero here for a file: its data descriptor carries them
    yield record(
      [
        [4, 0x04034b50],
        [2, VERSION],
        [2, flags],
        [2, 0],
        [2, time],
        [2, date],
        [4, 0],
        [4, 0],
        [4, 0],
        [2, name.length],
        [2, 0],
      ],
      name,
    )
    if (isDirectory(entry)) {
      crcs.push(0)
      continue
    }
    let crc = 0
    let written = 0
    for (const chunk of entry.content?.() ?? []) {
      if (chunk.length === 0) continue
      crc = crc32(chunk, crc)
      written += chunk.length
      yield chunk
    }
    // the layout (and the Content-Length sent before it) depends on this
    if (written !== entry.size) {
      throw new Error(`zip: ${entry.name} gave ${written} bytes, ${entry.size} announced`)
    }
    crcs.push(crc)
    yield record([
      [4, 0x08074b50],
      [4, crc],
      [4, entry.size],
      [4, entry.size],
    ])
  }
  let directorySize = 0
  for (const [i, { entry, name, flags, offset }] of placed.entries()) {
    const size = isDirectory(entry) ? 0 : entry.size
    const central = record(
      [
        [4, 0x02014b50],
        [2, MADE_BY_UNIX],
        [2, VERSION],
        [2, flags],
        [2, 0],
        [2, time],
        [2, date],
        [4, crcs[i]],
        [4, size],
        [4, size],
        [2, name.length],
        [2, 0],
        [2, 0],
        [2, 0],
        [2, 0],
        [4, isDirectory(entry) ? DIRECTORY_ATTRIBUTES : FILE_ATTRIBUTES],
        [4, offset],
      ],
      name,
    )
    directorySize += central.length
    yield central
  }
  yield record([
    [4, 0x06054b50],
    [2, 0],
    [2, 0],
    [2, placed.length],
    [2, placed.length],
    [4, directorySize],
    [4, directoryOffset],
    [2, 0],
  ])
}

/**
 * A byte stream read from `chunks` only as fast as its reader takes them, so at most
 * a chunk or two is ever held; cancelling it closes the generator.
 */
export function chunkStream(chunks: Iterator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = chunks.next()
        if (next.done) controller.close()
        else controller.enqueue(next.value)
      },
      cancel() {
        chunks.return?.(undefined)
      },
    },
    // pull only when the reader asks: no read-ahead beyond the chunk being handed over
    { highWaterMark: 0 },
  )
}
