import { describe, expect, it } from 'vitest'

import {
  countItems,
  INTERRUPTED_MESSAGE,
  isActive,
  queueRetry,
  restoreJobs,
  serializeJobs,
  withItem,
  type Job,
} from './job-state'

const job = (statuses: Job['items'][number]['status'][]): Job => ({
  id: 'j1',
  userId: 'u1',
  title: 'Stop instances',
  operation: 'instanceStop',
  project: 'web',
  invalidates: ['instanceList'],
  createdAt: 1,
  items: statuses.map((status, i) => ({
    name: `db-${i}`,
    params: { path: { instance: `db-${i}` }, query: { project: 'web' } },
    status,
    ...(status === 'failed' ? { error: 'Instance is not running' } : {}),
  })),
})

describe('restoreJobs', () => {
  it('reads back what was kept; settled items as they were', () => {
    const kept = job(['done', 'failed'])
    expect(restoreJobs(serializeJobs([kept]))).toEqual([kept])
  })

  it('marks what was queued or in flight at the reload as interrupted, not sent again', () => {
    const [restored] = restoreJobs(serializeJobs([job(['running', 'queued', 'done'])]))
    expect(restored.items.map((i) => i.status)).toEqual(['interrupted', 'interrupted', 'done'])
    expect(restored.items[0].error).toBe(INTERRUPTED_MESSAGE)
    expect(isActive(restored)).toBe(false)
  })

  it('drops what is not a job', () => {
    expect(restoreJobs('nonsense')).toEqual([])
    expect(restoreJobs('{"a":1}')).toEqual([])
    expect(restoreJobs(JSON.stringify([{ id: 1 }]))).toEqual([])
    expect(restoreJobs(null)).toEqual([])
  })
})

describe('retry', () => {
  it('queues the failed and interrupted items again, and only them', () => {
    const { job: queued, indexes } = queueRetry(job(['done', 'failed', 'interrupted']))
    expect(indexes).toEqual([1, 2])
    expect(queued.items.map((i) => i.status)).toEqual(['done', 'queued', 'queued'])
    expect(queued.items[1].error).toBeUndefined()
    expect(isActive(queued)).toBe(true)
  })
})

it('counts items by status and changes one item', () => {
  const j = withItem(job(['queued', 'queued']), 0, { status: 'done' })
  expect(countItems(j)).toMatchObject({ done: 1, queued: 1, failed: 0 })
})
