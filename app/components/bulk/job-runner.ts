// Sends a job's calls, a few at a time, and records each item's outcome in the store.
// Every call goes through `callApi`, so each lands in the task log like any other write.
import { api, callApi, invalidateAll, type ApiFn } from '~/api/client'

import { getJob, putJob, updateJob } from './job-store'
import { queueRetry, withItem, type Job } from './job-state'

/** Calls in flight at once: enough to be quick, few enough not to swamp the rack */
export const CONCURRENCY = 4

type Operation = keyof typeof api

/** Runs `work` over `indexes` with at most `limit` at once; resolves when all settled */
export async function pool(indexes: number[], limit: number, work: (i: number) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < indexes.length) await work(indexes[next++])
  }
  await Promise.all(Array.from({ length: Math.min(limit, indexes.length) }, worker))
}

async function runItems(jobId: string, indexes: number[]) {
  const first = getJob(jobId)
  if (!first) return
  const fn = api[first.operation as Operation] as ApiFn | undefined
  await pool(indexes, CONCURRENCY, async (index) => {
    const item = getJob(jobId)?.items[index]
    // dismissed meanwhile: nothing more is sent
    if (!item || !fn) return
    updateJob(jobId, (j) => withItem(j, index, { status: 'running' }))
    try {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the params were built for this operation
      await callApi(fn, item.params as any)
      updateJob(jobId, (j) => withItem(j, index, { status: 'done', error: undefined }))
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Unknown error'
      updateJob(jobId, (j) => withItem(j, index, { status: 'failed', error: message }))
    }
  })
  // the lists show the new states (and a poll follows them while they settle)
  invalidateAll(first.invalidates as Operation[])
}

/** Keeps a new job and starts its calls */
export function startJob(job: Job) {
  putJob(job)
  void runItems(
    job.id,
    job.items.map((_, i) => i),
  )
}

/** Sends the failed and interrupted items again */
export function retryJob(jobId: string) {
  const job = getJob(jobId)
  if (!job) return
  const { job: queued, indexes } = queueRetry(job)
  if (indexes.length === 0) return
  putJob(queued)
  void runItems(jobId, indexes)
}
