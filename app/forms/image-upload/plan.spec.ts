import { expect, test } from 'vitest'

import { GiB, KiB } from '~/util/format'

import { bytesPerSecond, chunkOffsets, CHUNK_BYTES, importDiskSize } from './plan'

test('the import disk holds the file in whole GiB', () => {
  expect(importDiskSize(1)).toBe(GiB)
  expect(importDiskSize(GiB)).toBe(GiB)
  expect(importDiskSize(GiB + 1)).toBe(2 * GiB)
  expect(importDiskSize(0)).toBe(GiB)
})

test('chunks cover the file from 0, the last one possibly short', () => {
  expect(chunkOffsets(0)).toEqual([])
  expect(chunkOffsets(CHUNK_BYTES)).toEqual([0])
  expect(chunkOffsets(CHUNK_BYTES + 1)).toEqual([0, CHUNK_BYTES])
  expect(chunkOffsets(10 * KiB, 4 * KiB)).toEqual([0, 4 * KiB, 8 * KiB])
})

test('speed is bytes over elapsed seconds', () => {
  expect(bytesPerSecond(1000, 500)).toBe(2000)
  expect(bytesPerSecond(1000, 0)).toBe(0)
})
