// An image upload through the contract's bulk import path: an import-ready disk, bulk
// writes, stop, finalize to a snapshot, an image from the snapshot. Whatever was created
// on the way is removed again if a step fails or the user cancels.
import type { BlockSize, Image } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, callApi, signOutOn401 } from '~/api/client'
import { ApiError } from '~/api/errors'
import { rackApi } from '~/api/rack-api'
import { generateName } from '~/util/generate-name'

import type { WriteJob, WriteReport } from './write-worker'
import { importDiskSize } from './plan'

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

/**
 * Writes the file into the disk in a worker (write-worker.ts). Aborting ends the worker at
 * once, with any write it has in flight.
 */
function writeInWorker(job: WriteJob, signal: AbortSignal, onProgress: (bytes: number) => void) {
  const worker = new Worker(new URL('./write-worker.ts', import.meta.url), { type: 'module' })
  let onAbort = () => {}
  return new Promise<void>((resolve, reject) => {
    onAbort = () => reject(new UploadCanceled())
    // Cancel may have been pressed while the previous step was awaited: the abort event
    // has then already fired, and listening for it would let the whole file be written
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort)
    worker.onmessage = (e: MessageEvent<WriteReport>) => {
      const r = e.data
      if (r.type === 'progress') onProgress(r.bytes)
      else if (r.type === 'done') resolve()
      else {
        const error = new ApiError(r.error.message, r.error)
        signOutOn401('diskBulkWriteImport', error)
        reject(error)
      }
    }
    // the worker's script failed to load or threw outside a write
    worker.onerror = (e) => reject(new Error(e.message || 'The upload worker failed'))
    worker.postMessage(job satisfies WriteJob)
  }).finally(() => {
    worker.terminate()
    signal.removeEventListener('abort', onAbort)
  })
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
        diskBackend: { type: 'distributed', diskSource: { type: 'importing_blocks', blockSize } },
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
    await writeInWorker(
      { project, disk, file, blockSize, rackApi: await rackApi() },
      signal,
      onProgress,
    )
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
