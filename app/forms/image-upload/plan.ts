// Pure arithmetic of an image upload, kept apart from the network so it can be tested.
import { GiB, KiB } from '~/util/format'

/** Nexus takes at most this much data in one bulk write (the Crucible Pantry's limit). */
export const CHUNK_BYTES = 512 * KiB

/**
 * Bulk writes in flight at once: enough to hide each request's latency. (Measured on
 * loopback with bench/upload.ts: 4 left the link idle between requests; beyond 8 gained
 * nothing.)
 */
export const PARALLEL_WRITES = 8

/**
 * The size of the disk an upload goes into: the file's size rounded up to whole GiB
 * (Nexus sizes disks in whole GiB, at least one).
 */
export const importDiskSize = (fileBytes: number) => Math.max(1, Math.ceil(fileBytes / GiB)) * GiB

/**
 * The file is read this much at a time. Each read of a Blob has a fixed cost: read in 4 MiB
 * pieces, the browser spent about a quarter as much per byte as read chunk by chunk.
 */
export const READ_BYTES = 8 * CHUNK_BYTES

/** Bytes per second over the time since the start, or 0 before any time has passed. */
export const bytesPerSecond = (bytes: number, elapsedMs: number) =>
  elapsedMs > 0 ? (bytes / elapsedMs) * 1000 : 0

/**
 * Progress is shown at most this often. Every report re-renders the form; at a report per
 * write (a hundred a second) the rendering cost the browser about as much CPU as the
 * upload itself, on a machine where the two compete for it.
 */
export const PROGRESS_EVERY_MS = 200

/**
 * Sends the latest progress at most once every `everyMs`: the first value at once, and a
 * value that comes sooner when its interval is over, so that a bar never stays behind
 * while the writes stall. `flush` sends a pending value now (the end of the upload),
 * `cancel` drops it (a failure).
 */
export function progressThrottle(
  everyMs: number,
  send: (bytes: number) => void,
  now: () => number = () => performance.now(),
) {
  let last = -Infinity
  let pending: number | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const sendPending = () => {
    clearTimeout(timer)
    timer = undefined
    if (pending === null) return
    last = now()
    send(pending)
    pending = null
  }
  return {
    push(bytes: number) {
      pending = bytes
      const wait = last + everyMs - now()
      if (wait <= 0) sendPending()
      else timer ??= setTimeout(sendPending, wait)
    },
    flush: sendPending,
    cancel() {
      pending = null
      sendPending()
    },
  }
}

/** One bulk write's worth of the file: `fileBytes` of it, padded to whole blocks. */
export type Chunk = { offset: number; bytes: Uint8Array; fileBytes: number }

/** The chunks of `bytes`, read from the file at `start` (a multiple of CHUNK_BYTES). */
export function splitRead(start: number, bytes: Uint8Array, blockSize: number): Chunk[] {
  const chunks: Chunk[] = []
  for (let at = 0; at < bytes.length; at += CHUNK_BYTES) {
    const part = bytes.subarray(at, at + CHUNK_BYTES)
    chunks.push({ offset: start + at, bytes: padToBlocks(part, blockSize), fileBytes: part.length })
  }
  return chunks
}

/** The bytes padded with zeros to a whole number of blocks (the end of a file). */
export function padToBlocks(bytes: Uint8Array, blockSize: number): Uint8Array {
  const rest = bytes.length % blockSize
  if (rest === 0) return bytes
  const padded = new Uint8Array(bytes.length + blockSize - rest)
  padded.set(bytes)
  return padded
}

export function isAllZero(bytes: Uint8Array) {
  // 32-bit words when aligned: four times fewer comparisons (a plain loop: `every` with a
  // callback is fifteen times slower on a chunk that is all zeros)
  const aligned = bytes.byteOffset % 4 === 0 && bytes.length % 4 === 0
  const words = aligned ? new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4) : bytes
  for (let i = 0; i < words.length; i++) if (words[i] !== 0) return false
  return true
}
