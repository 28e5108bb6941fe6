// Reading the file to upload, chunk by chunk, a few MiB ahead of the writes.
import { type Chunk, PARALLEL_WRITES, READ_BYTES, splitRead } from './plan'

/**
 * The file's chunks in order. It is read READ_BYTES at a time: a read has a fixed cost a
 * few times that of copying half a MiB, so one read per chunk would cost more than encoding.
 * The next read starts while writers still have chunks from the last one.
 */
export function fileChunks(file: Blob, blockSize: number) {
  const queue: Chunk[] = []
  let readTo = 0
  let reading: Promise<void> | null = null
  // a read that failed (the file changed on disk, say) fails the next writer to ask
  let failure: { error: unknown } | null = null
  const readNext = () => {
    const start = readTo
    readTo = Math.min(file.size, start + READ_BYTES)
    reading = file
      .slice(start, readTo)
      .arrayBuffer()
      .then(
        (buffer) => void queue.push(...splitRead(start, new Uint8Array(buffer), blockSize)),
        (error: unknown) => void (failure = { error }),
      )
      .finally(() => (reading = null))
  }
  return async function next(): Promise<Chunk | null> {
    for (;;) {
      if (failure) throw failure.error
      const chunk = queue.shift()
      if (chunk) {
        if (queue.length < PARALLEL_WRITES && !reading && readTo < file.size) readNext()
        return chunk
      }
      if (reading) await reading
      else if (readTo < file.size) readNext()
      else return null
    }
  }
}
