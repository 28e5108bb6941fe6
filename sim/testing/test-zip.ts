// A ZIP reader for the specs, written from the format's description (APPNOTE) and
// not from the writer: end record, central directory, local headers, data
// descriptors, and a CRC-32 computed bit by bit, not by the writer's tables. It throws
// on the first field that is not what the format says.

const decoder = new TextDecoder()

function same(actual: unknown, expected: unknown, what: string) {
  if (actual !== expected) throw new Error(`zip: ${what} is ${actual}, expected ${expected}`)
}

export function bitwiseCrc(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const b of bytes) {
    c ^= b
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1
  }
  return (c ^ 0xffffffff) >>> 0
}

export type ZipRead = {
  name: string
  flags: number
  crc: number
  size: number
  data: Uint8Array
  attributes: number
  date: number
  time: number
}

/** Every entry of an archive, found through its central directory, checked against its local header */
export function readZip(zip: Uint8Array): ZipRead[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  const end = zip.length - 22
  same(view.getUint32(end, true), 0x06054b50, 'end record signature')
  const count = view.getUint16(end + 10, true)
  const directorySize = view.getUint32(end + 12, true)
  let at = view.getUint32(end + 16, true)
  same(at + directorySize, end, 'end of the central directory')
  const out: ZipRead[] = []
  for (let i = 0; i < count; i++) {
    same(view.getUint32(at, true), 0x02014b50, 'central header signature')
    const flags = view.getUint16(at + 8, true)
    const time = view.getUint16(at + 12, true)
    const date = view.getUint16(at + 14, true)
    const crc = view.getUint32(at + 16, true)
    const size = view.getUint32(at + 24, true)
    const nameLength = view.getUint16(at + 28, true)
    const attributes = view.getUint32(at + 38, true)
    const local = view.getUint32(at + 42, true)
    const name = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength))
    at += 46 + nameLength

    same(view.getUint32(local, true), 0x04034b50, 'local header signature')
    same(view.getUint16(local + 8, true), 0, 'method (0, stored)')
    same(view.getUint16(local + 6, true), flags, 'local flags')
    const localName = view.getUint16(local + 26, true)
    same(decoder.decode(zip.subarray(local + 30, local + 30 + localName)), name, 'local name')
    const start = local + 30 + localName + view.getUint16(local + 28, true)
    const data = zip.subarray(start, start + size)
    if (flags & 0x0008) {
      const d = start + size
      same(view.getUint32(d, true), 0x08074b50, 'data descriptor signature')
      same(view.getUint32(d + 4, true), crc, 'data descriptor CRC')
      same(view.getUint32(d + 8, true), size, 'data descriptor compressed size')
      same(view.getUint32(d + 12, true), size, 'data descriptor size')
    }
    same(bitwiseCrc(data), crc, `CRC of ${name}`)
    out.push({ name, flags, crc, size, data, attributes, date, time })
  }
  return out
}
