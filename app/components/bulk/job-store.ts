// This tab's bulk jobs: a module store the tray renders, kept in sessionStorage so that a
// reload finds them (`restoreJobs` marks what was in flight as interrupted). Loaded with
// the bar or the tray, never on the first visit.
import { useSyncExternalStore } from 'react'

import { JOBS_KEY, restoreJobs, serializeJobs, type Job } from './job-state'

let jobs: readonly Job[] | undefined
const listeners = new Set<() => void>()

function load(): readonly Job[] {
  if (jobs === undefined) {
    try {
      jobs = restoreJobs(sessionStorage.getItem(JOBS_KEY))
    } catch {
      jobs = []
    }
  }
  return jobs
}

function save(next: readonly Job[]) {
  jobs = next
  try {
    if (next.length === 0) sessionStorage.removeItem(JOBS_KEY)
    else sessionStorage.setItem(JOBS_KEY, serializeJobs(next))
  } catch {
    // storage refused: the tray still shows this page's jobs
  }
  for (const listener of listeners) listener()
}

export const getJobs = () => load()

export const getJob = (id: string) => load().find((j) => j.id === id)

export function putJob(job: Job) {
  const current = load()
  save(
    current.some((j) => j.id === job.id)
      ? current.map((j) => (j.id === job.id ? job : j))
      : [...current, job],
  )
}

export const removeJob = (id: string) => save(load().filter((j) => j.id !== id))

/** Changes one job in place; a job dismissed meanwhile stays gone */
export function updateJob(id: string, change: (job: Job) => Job) {
  const job = getJob(id)
  if (job) putJob(change(job))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const EMPTY: readonly Job[] = []

/** The jobs of `userId`, re-rendered as they progress */
export function useJobs(userId: string | undefined) {
  const all = useSyncExternalStore(subscribe, load, () => EMPTY)
  return userId ? all.filter((j) => j.userId === userId) : EMPTY
}
