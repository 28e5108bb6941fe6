import { describe, expect, it } from 'vitest'
import { bitwiseCrc, readZip } from '../testing/test-zip'
import { chunkStream, crc32, zipChunks, zipSize, type ZipEntry } from './zip'

// The writer, checked against the specs' own reader (test-zip.ts)

const encoder = new TextEncoder()
const decoder = new TextDecoder()

const whole = (entries: ZipEntry[], modified = Date.UTC(2025, 2, 27, 10, 30, 14)) => {
  const chunks = [...zipChunks(entries, modified)]
  const zip = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let at = 0
  for (const c of chunks) {
    zip.set(c, at)
    at += c.length
  }
  return zip
}

const text = (name: string, content: string): ZipEntry => {
  const bytes = encoder.encode(content)
  return { name, size: bytes.length, content: () => [bytes] }
}

describe('crc32', () => {
  it('gives the check value of the standard', () => {
    expect(crc32(encoder.encode('123456789'))).toBe(0xcbf43926)
    expect(crc32(new Uint8Array())).toBe(0)
  })

  it('continues across chunks of any length', () => {
    const bytes = Uint8Array.from({ length: 1000 }, (_, i) => (i * 131 + 7) & 0xff)
    for (const cut of [0, 1, 7, 8, 9, 500, 999]) {
      expect(crc32(bytes.subarray(cut), crc32(bytes.subarray(0, cut)))).toBe(bitwiseCrc(bytes))
    }
  })
})

describe('zip', () => {
  const entries: ZipEntry[] = [
    text('a.txt', 'first file\n'),
    { name: 'dir/', size: 0 },
    {
      name: 'dir/big.bin',
      size: 100_003,
      // uneven chunks, an empty one among them
      *content() {
        const all = Uint8Array.from({ length: 100_003 }, (_, i) => (i * 7) & 0xff)
        yield all.subarray(0, 5)
        yield all.subarray(5, 5)
        yield all.subarray(5, 65_541)
        yield all.subarray(65_541)
      },
    },
    text('dir/empty.txt', ''),
    text('dir/héllo.txt', 'non-ASCII name'),
  ]

  it('writes what a reader finds: names, contents, CRCs, in order', () => {
    const read = readZip(whole(entries))
    expect(read.map((e) => e.name)).toEqual(entries.map((e) => e.name))
    expect(decoder.decode(read[0].data)).toBe('first file\n')
    const big = Uint8Array.from({ length: 100_003 }, (_, i) => (i * 7) & 0xff)
    expect(Buffer.from(read[2].data).equals(big)).toBe(true)
    expect(read[3].size).toBe(0)
  })

  it('announces its length before writing it', () => {
    expect(zipSize(entries)).toBe(whole(entries).length)
    expect(zipSize([])).toBe(22)
  })

  it('marks files, folders and non-ASCII names as readers expect', () => {
    const [file, dir, , , utf8] = readZip(whole(entries))
    expect(file.flags).toBe(0x0008) // CRC and sizes in a data descriptor
    expect(dir.flags).toBe(0)
    expect(utf8.flags).toBe(0x0808)
    expect(file.attributes >>> 16).toBe(0o100644)
    expect(dir.attributes >>> 16).toBe(0o40755)
    expect(dir.attributes & 0x10).toBe(0x10)
  })

  it('dates every entry in MS-DOS form', () => {
    const [file] = readZip(whole(entries))
    expect(file.date).toBe(((2025 - 1980) << 9) | (3 << 5) | 27)
    expect(file.time).toBe((10 << 11) | (30 << 5) | 7)
  })

  it('refuses a file whose content does not match its announced size', () => {
    const wrong = [{ ...text('x', 'four'), size: 5 }]
    expect(() => whole(wrong)).toThrow('zip: x gave 4 bytes, 5 announced')
  })

  it('streams one chunk per read, and stops the generator when cancelled', async () => {
    let made = 0
    const endless: ZipEntry = {
      name: 'endless',
      size: 2 ** 31,
      *content() {
        for (;;) {
          made++
          yield new Uint8Array(1024)
        }
      },
    }
    const reader = chunkStream(zipChunks([endless], 0)).getReader()
    for (let i = 0; i < 4; i++) await reader.read()
    // the header, then three chunks of content: nothing read ahead
    expect(made).toBe(3)
    await reader.cancel()
    expect(made).toBe(3)
  })
})
