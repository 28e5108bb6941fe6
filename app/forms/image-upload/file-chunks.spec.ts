import { expect, test } from 'vitest'

import { fileChunks } from './file-chunks'
import { CHUNK_BYTES, READ_BYTES } from './plan'

/** A file whose every 4-byte word holds its own offset, so any chunk can be checked. */
function numberedFile(bytes: number) {
  const data = new Uint8Array(bytes)
  const view = new DataView(data.buffer)
  for (let i = 0; i + 4 <= bytes; i += 4) view.setUint32(i, i, true)
  return new Blob([data])
}

async function drain(next: ReturnType<typeof fileChunks>) {
  const chunks = []
  for (let c = await next(); c; c = await next()) chunks.push(c)
  return chunks
}

test('every chunk comes once, in order, with the bytes at its offset', async () => {
  const size = 2 * READ_BYTES + 3 * CHUNK_BYTES + 1000
  const chunks = await drain(fileChunks(numberedFile(size), 512))
  expect(chunks.map((c) => c.offset)).toEqual(
    Array.from({ length: Math.ceil(size / CHUNK_BYTES) }, (_, i) => i * CHUNK_BYTES),
  )
  expect(chunks.reduce((sum, c) => sum + c.fileBytes, 0)).toBe(size)
  for (const c of chunks) {
    const view = new DataView(c.bytes.buffer, c.bytes.byteOffset)
    expect(view.getUint32(0, true)).toBe(c.offset)
    expect(c.bytes.length % 512).toBe(0)
  }
})

test('writers asking at once share the reads and get each chunk once', async () => {
  const size = READ_BYTES + 5 * CHUNK_BYTES
  const next = fileChunks(numberedFile(size), 4096)
  const taken = (await Promise.all(Array.from({ length: 8 }, () => drain(next)))).flat()
  expect(taken.map((c) => c.offset).sort((a, b) => a - b)).toEqual(
    Array.from({ length: size / CHUNK_BYTES }, (_, i) => i * CHUNK_BYTES),
  )
})

test('a failed read fails the writers instead of skipping its part of the file', async () => {
  const file = numberedFile(3 * READ_BYTES)
  const failing = {
    size: file.size,
    slice: (start: number, end: number) =>
      start === READ_BYTES
        ? { arrayBuffer: () => Promise.reject(new Error('the file changed')) }
        : file.slice(start, end),
  } as unknown as Blob
  await expect(drain(fileChunks(failing, 512))).rejects.toThrow('the file changed')
})
