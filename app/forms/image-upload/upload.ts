// An image upload through the contract's bulk import path: an import-ready disk, bulk
// writes, stop, finalize to a snapshot, an image from the snapshot. Whatever was created
// on the way is removed again if a step fails or the user cancels.
import type { BlockSize, Image } from '~/api/__generated__/Api'
import { api, callApi } from '~/api/client'
import { generateName } from '~/util/generate-name'

import type { EncodeRequest, EncodeResponse } from './encode-worker'
import { CHUNK_BYTES, chunkOffsets, importDiskSize, PARALLEL_WRITES } from './plan'

export type UploadStep = 'disk' | 'upload' | 'finalize' | 'image' | 'cleanup'

export type UploadRequest = {
  project: string
  file: File
  blockSize: BlockSize
  image: { name: string; description: string; os: string; version: string }
  /** Aborting stops the upload between chunks and cleans up. */
  signal: AbortSignal
  onStep: (step: UploadStep) => void
  /** Bytes of the file written so far. */
  onProgress: (bytes: number) => void
}

export class UploadCanceled extends Error {
  constructor() {
    super('Upload canceled')
  }
}

/** The upload failed, and so did removing what it had created: says what is left. */
export class UploadLeftovers extends Error {
  constructor(
    readonly cause: unknown,
    readonly disk: string,
  ) {
    super(`Disk ${disk} could not be removed; delete it from the disks list`)
  }
}

const POLL_MS = 500
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until `read` gives a value `done` accepts (Nexus answers creates before they settle). */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read()
    if (done(value)) return value
    await sleep(POLL_MS)
  }
}

/** One worker encodes every chunk, answering requests by id. */
function encoder() {
  const worker = new Worker(new URL('./encode-worker.ts', import.meta.url), { type: 'module' })
  const pending = new Map<
    number,
    { resolve: (d: string | null) => void; reject: (e: Error) => void }
  >()
  let nextId = 0
  worker.onmessage = (e: MessageEvent<EncodeResponse>) => {
    const waiting = pending.get(e.data.id)
    pending.delete(e.data.id)
    if (!waiting) return
    if ('error' in e.data) waiting.reject(new Error(e.data.error))
    else waiting.resolve(e.data.data)
  }
  return {
    encode: (slice: Blob, blockSize: number) =>
      new Promise<string | null>((resolve, reject) => {
        const id = nextId++
        pending.set(id, { resolve, reject })
        worker.postMessage({ id, slice, blockSize } satisfies EncodeRequest)
      }),
    close: () => worker.terminate(),
  }
}

export async function uploadImage(req: UploadRequest): Promise<Image> {
  const { project, file, blockSize, image, signal, onStep, onProgress } = req
  const query = { project }
  const disk = generateName([image.name, 'upload'])
  const snapshotName = generateName([image.name, 'snapshot'])
  const checkCanceled = () => {
    if (signal.aborted) throw new UploadCanceled()
  }

  let diskCreated = false
  let importing = false
  let snapshotId: string | null = null
  try {
    onStep('disk')
    await callApi(api.diskCreate, {
      query,
      body: {
        name: disk,
        description: `Upload of ${file.name} for image ${image.name}`,
        size: importDiskSize(file.size),
        diskSource: { type: 'importing_blocks', blockSize },
      },
    })
    diskCreated = true
    await waitFor(
      () => callApi(api.diskView, { path: { disk }, query }),
      (d) => d.state.state === 'import_ready',
    )
    checkCanceled()
    await callApi(api.diskBulkWriteImportStart, { path: { disk }, query })
    importing = true

    onStep('upload')
    const { encode, close } = encoder()
    try {
      const offsets = chunkOffsets(file.size)
      let next = 0
      let written = 0
      // a few writers take the next chunk each; the file is read one slice at a time
      const writer = async () => {
        while (next < offsets.length) {
          checkCanceled()
          const offset = offsets[next++]
          const slice = file.slice(offset, offset + CHUNK_BYTES)
          const data = await encode(slice, blockSize)
          checkCanceled()
          if (data !== null) {
            await callApi(api.diskBulkWriteImport, {
              path: { disk },
              query,
              body: { offset, base64EncodedData: data },
            })
          }
          written += slice.size
          onProgress(written)
        }
      }
      await Promise.all(Array.from({ length: PARALLEL_WRITES }, writer))
    } finally {
      close()
    }
    checkCanceled()
    await callApi(api.diskBulkWriteImportStop, { path: { disk }, query })
    importing = false

    onStep('finalize')
    await callApi(api.diskFinalizeImport, { path: { disk }, query, body: { snapshotName } })
    const snapshot = await waitFor(
      () => callApi(api.snapshotView, { path: { snapshot: snapshotName }, query }),
      (s) => s.state !== 'creating',
    )
    snapshotId = snapshot.id
    if (snapshot.state !== 'ready')
      throw new Error(`The snapshot of the upload is ${snapshot.state}`)
    checkCanceled()

    onStep('image')
    const created = await callApi(api.imageCreate, {
      query,
      body: { ...image, source: { type: 'snapshot', id: snapshot.id } },
    })

    // the image holds its own copy: the disk and snapshot were only the way there
    onStep('cleanup')
    await removeLeftovers({ project, disk, importing: false, snapshotId })
    return created
  } catch (error) {
    onStep('cleanup')
    if (diskCreated) {
      try {
        await removeLeftovers({ project, disk, importing, snapshotId })
      } catch {
        throw new UploadLeftovers(error, disk)
      }
    }
    throw error
  }
}

/** Deletes the upload's snapshot and disk, stopping the import first if it still runs. */
async function removeLeftovers(p: {
  project: string
  disk: string
  importing: boolean
  snapshotId: string | null
}) {
  const query = { project: p.project }
  const path = { disk: p.disk }
  if (p.importing) await callApi(api.diskBulkWriteImportStop, { path, query })
  if (p.snapshotId) await callApi(api.snapshotDelete, { path: { snapshot: p.snapshotId } })
  // a disk still creating or finalizing can't be deleted yet
  await waitFor(
    () => callApi(api.diskView, { path, query }),
    (d) => ['import_ready', 'detached', 'faulted'].includes(d.state.state),
  )
  await callApi(api.diskDelete, { path, query })
}
