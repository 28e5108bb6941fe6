import { expect, test, vi } from 'vitest'

import { GiB, KiB } from '~/util/format'

import {
  bytesPerSecond,
  CHUNK_BYTES,
  importDiskSize,
  isAllZero,
  padToBlocks,
  progressThrottle,
  READ_BYTES,
  splitRead,
} from './plan'

test('the import disk holds the file in whole GiB', () => {
  expect(importDiskSize(1)).toBe(GiB)
  expect(importDiskSize(GiB)).toBe(GiB)
  expect(importDiskSize(GiB + 1)).toBe(2 * GiB)
  expect(importDiskSize(0)).toBe(GiB)
})

test('a read splits into whole chunks at their file offsets, the last one padded to blocks', () => {
  const bytes = new Uint8Array(2 * CHUNK_BYTES + 700).fill(7)
  const chunks = splitRead(READ_BYTES, bytes, 512)
  expect(chunks.map((c) => [c.offset, c.bytes.length, c.fileBytes])).toEqual([
    [READ_BYTES, CHUNK_BYTES, CHUNK_BYTES],
    [READ_BYTES + CHUNK_BYTES, CHUNK_BYTES, CHUNK_BYTES],
    [READ_BYTES + 2 * CHUNK_BYTES, 1024, 700],
  ])
  const last = chunks[2].bytes
  expect(last.subarray(0, 700).every((b) => b === 7)).toBe(true)
  expect(last.subarray(700).every((b) => b === 0)).toBe(true)
  expect(splitRead(0, new Uint8Array(0), 512)).toEqual([])
})

test('padding leaves whole blocks alone', () => {
  const bytes = new Uint8Array(4 * KiB)
  expect(padToBlocks(bytes, 4096)).toBe(bytes)
  expect(padToBlocks(new Uint8Array(1), 4096)).toHaveLength(4096)
})

test('a chunk is all zeros only when every byte is, aligned or not', () => {
  const bytes = new Uint8Array(1024)
  expect(isAllZero(bytes)).toBe(true)
  expect(isAllZero(bytes.subarray(1, 1000))).toBe(true)
  bytes[1023] = 1
  expect(isAllZero(bytes)).toBe(false)
  expect(isAllZero(bytes.subarray(3))).toBe(false)
  expect(isAllZero(bytes.subarray(0, 1023))).toBe(true)
})

test('speed is bytes over elapsed seconds', () => {
  expect(bytesPerSecond(1000, 500)).toBe(2000)
  expect(bytesPerSecond(1000, 0)).toBe(0)
})

test('progress is sent first, then at most every interval, the latest value when it is over', () => {
  vi.useFakeTimers()
  try {
    const sent: number[] = []
    const progress = progressThrottle(
      200,
      (b) => sent.push(b),
      () => Date.now(),
    )
    progress.push(1)
    expect(sent).toEqual([1])
    vi.advanceTimersByTime(50)
    progress.push(2)
    progress.push(3)
    expect(sent).toEqual([1])
    // no further write finishes, yet the bar catches up when the interval is over
    vi.advanceTimersByTime(150)
    expect(sent).toEqual([1, 3])
    vi.advanceTimersByTime(1000)
    expect(sent).toEqual([1, 3])
    progress.push(4)
    expect(sent).toEqual([1, 3, 4])
    progress.push(5)
    progress.flush()
    expect(sent).toEqual([1, 3, 4, 5])
    progress.push(6)
    progress.cancel()
    vi.advanceTimersByTime(1000)
    expect(sent).toEqual([1, 3, 4, 5])
  } finally {
    vi.useRealTimers()
  }
})
