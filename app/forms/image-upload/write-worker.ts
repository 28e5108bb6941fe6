// Writes a whole file into an import disk, off the main thread: it reads the file a few
// MiB at a time, encodes each chunk as base64 and sends the bulk writes itself, several in
// flight. The page never holds or copies the bytes (hundreds of half-MiB requests would
// otherwise keep it busy); only the chunks read ahead and in flight are in memory.
import { callWithEncodedBody } from '~/api/encoded-body'
import { ApiError } from '~/api/errors'
import { setRackApi, type RackApi } from '~/api/rack-api'

import { bulkWriteBody } from './bulk-write-body'
import { fileChunks } from './file-chunks'
import { isAllZero, PARALLEL_WRITES, PROGRESS_EVERY_MS, progressThrottle } from './plan'

/** `rackApi` is the page's answer: a worker has no session storage to find it in */
export type WriteJob = {
  project: string
  disk: string
  file: Blob
  blockSize: number
  rackApi: RackApi
}
/** An ApiError's fields: the error itself would lose them crossing to the page. */
export type WriteFailure = ConstructorParameters<typeof ApiError>[1] & { message: string }
export type WriteReport =
  { type: 'progress'; bytes: number } | { type: 'done' } | { type: 'failed'; error: WriteFailure }

async function writeFile(job: WriteJob, report: (r: WriteReport) => void) {
  const { project, disk, file, blockSize } = job
  const next = fileChunks(file, blockSize)
  const progress = progressThrottle(PROGRESS_EVERY_MS, (bytes) =>
    report({ type: 'progress', bytes }),
  )
  let written = 0
  const writer = async () => {
    for (let chunk = await next(); chunk; chunk = await next()) {
      // a chunk of zeros needs no write: the new import disk already reads as zeros
      if (!isAllZero(chunk.bytes)) {
        await callWithEncodedBody('diskBulkWriteImport', {
          path: { disk },
          query: { project },
          body: bulkWriteBody(chunk.offset, chunk.bytes),
        })
      }
      written += chunk.fileBytes
      progress.push(written)
    }
  }
  try {
    await Promise.all(Array.from({ length: PARALLEL_WRITES }, writer))
  } catch (err) {
    progress.cancel()
    throw err
  }
  progress.flush()
}

self.onmessage = async (e: MessageEvent<WriteJob>) => {
  const report = (r: WriteReport) => self.postMessage(r)
  try {
    // the writes name the rack's API version as the page's calls do, without asking again
    setRackApi(e.data.rackApi)
    await writeFile(e.data, report)
    report({ type: 'done' })
  } catch (err) {
    const { message, errorCode, statusCode, requestId } =
      err instanceof ApiError ? err : new ApiError(String(err))
    report({ type: 'failed', error: { message, errorCode, statusCode, requestId } })
  }
}
