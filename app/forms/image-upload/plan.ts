// Pure arithmetic of an image upload, kept apart from the network so it can be tested.
import { GiB, KiB } from '~/util/format'

/** Nexus takes at most this much data in one bulk write (the Crucible Pantry's limit). */
export const CHUNK_BYTES = 512 * KiB

/** Bulk writes in flight at once: enough to hide each request's latency. */
export const PARALLEL_WRITES = 6

/**
 * The size of the disk an upload goes into: the file's size rounded up to whole GiB
 * (Nexus sizes disks in whole GiB, at least one).
 */
export const importDiskSize = (fileBytes: number) => Math.max(1, Math.ceil(fileBytes / GiB)) * GiB

/** The offset of every chunk of a file of `fileBytes`, in order. */
export function chunkOffsets(fileBytes: number, chunkBytes = CHUNK_BYTES): number[] {
  const offsets: number[] = []
  for (let offset = 0; offset < fileBytes; offset += chunkBytes) offsets.push(offset)
  return offsets
}

/** Bytes per second over the time since the start, or 0 before any time has passed. */
export const bytesPerSecond = (bytes: number, elapsedMs: number) =>
  elapsedMs > 0 ? (bytes / elapsedMs) * 1000 : 0
