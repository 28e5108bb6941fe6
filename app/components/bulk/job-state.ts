// A bulk job as data: what it acts on, each item's progress, and how it is kept across a
// reload. Pure (no storage, no React), so the store and its spec share it.

export type ItemStatus = 'queued' | 'running' | 'done' | 'failed' | 'interrupted'

export type JobItem = {
  /** The row's name, as shown */
  name: string
  /** Path and query of its call: names only, nothing secret */
  params: { path: Record<string, string>; query: Record<string, string> }
  status: ItemStatus
  /** The API's message when it failed */
  error?: string
}

export type Job = {
  id: string
  /** Whose job it is: another user signed in to this tab does not see it */
  userId: string
  /** "Stop instances" */
  title: string
  operation: string
  project: string
  /** The reads to mark stale when its calls are done */
  invalidates: string[]
  items: JobItem[]
  createdAt: number
}

export { JOBS_KEY } from './jobs-key'

export const INTERRUPTED_MESSAGE = 'Interrupted — state unknown'

export const isSettled = (s: ItemStatus) => s === 'done' || s === 'failed' || s === 'interrupted'

/** Items that may be sent again: failed, or cut off by a reload */
export const isRetryable = (s: ItemStatus) => s === 'failed' || s === 'interrupted'

export function countItems(job: Job) {
  const counts: Record<ItemStatus, number> = {
    queued: 0,
    running: 0,
    done: 0,
    failed: 0,
    interrupted: 0,
  }
  for (const item of job.items) counts[item.status]++
  return counts
}

/** Whether some item is still waiting or in flight */
export const isActive = (job: Job) =>
  job.items.some((i) => i.status === 'queued' || i.status === 'running')

export const serializeJobs = (jobs: readonly Job[]) => JSON.stringify(jobs)

const isJob = (j: unknown): j is Job =>
  !!j &&
  typeof j === 'object' &&
  typeof (j as Job).id === 'string' &&
  typeof (j as Job).userId === 'string' &&
  typeof (j as Job).operation === 'string' &&
  Array.isArray((j as Job).items)

/**
 * Jobs read back after a reload. A call that was queued or in flight when the page went
 * away is not sent again by itself: whether it reached the rack is unknown, so the item
 * says so and waits for the user's retry.
 */
export function restoreJobs(text: string | null): Job[] {
  if (!text) return []
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  return value.filter(isJob).map((job) => ({
    ...job,
    items: job.items.map((item) =>
      item.status === 'running' || item.status === 'queued'
        ? { ...item, status: 'interrupted' as const, error: INTERRUPTED_MESSAGE }
        : item,
    ),
  }))
}

/** The job with one item changed */
export const withItem = (job: Job, index: number, change: Partial<JobItem>): Job => ({
  ...job,
  items: job.items.map((item, i) => (i === index ? { ...item, ...change } : item)),
})

/** The job with its failed and interrupted items queued again; their indexes */
export function queueRetry(job: Job): { job: Job; indexes: number[] } {
  const indexes = job.items.flatMap((item, i) => (isRetryable(item.status) ? [i] : []))
  const items = job.items.map((item) =>
    isRetryable(item.status) ? { ...item, status: 'queued' as const, error: undefined } : item,
  )
  return { job: { ...job, items }, indexes }
}
