// The bulk jobs of this tab, bottom right on every page: each item's progress and result,
// Retry for the failed and interrupted, Dismiss once nothing is in flight. Loaded only
// when a job exists (`bulk-entry.tsx`).
import { useQuery } from '@tanstack/react-query'
import { clsx } from 'clsx'
import { useCallback } from 'react'

import { currentUser } from '~/api/queries/session'
import { Button } from '~/ui/Button'

import { retryJob } from './job-runner'
import { countItems, isActive, isRetryable, type ItemStatus, type Job } from './job-state'
import { removeJob, useJobs } from './job-store'

const STATUS_WORDS: Record<ItemStatus, string> = {
  queued: 'Queued',
  running: 'Running…',
  done: 'Done',
  failed: 'Failed',
  interrupted: 'Interrupted — state unknown',
}

const STATUS_CLASS: Record<ItemStatus, string> = {
  queued: 'text-secondary',
  running: 'text-blue',
  done: 'text-accent',
  failed: 'text-destructive',
  interrupted: 'text-notice',
}

function summary(job: Job) {
  const c = countItems(job)
  const parts = [`${c.done} of ${job.items.length} done`]
  if (c.running + c.queued > 0) parts.push(`${c.running + c.queued} in progress`)
  if (c.failed > 0) parts.push(`${c.failed} failed`)
  if (c.interrupted > 0) parts.push(`${c.interrupted} interrupted`)
  return parts.join(', ')
}

function JobCard({ job }: { job: Job }) {
  const active = isActive(job)
  const retryable = job.items.filter((i) => isRetryable(i.status)).length
  return (
    <li className="space-y-2 p-3" aria-label={`${job.title} in ${job.project}`}>
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold text-default">{job.title}</h3>
        <span className="truncate text-xs text-secondary">{job.project}</span>
      </div>
      {/* the one line read out as the job moves on; the list below is for looking */}
      <p className="text-xs text-secondary" aria-live="polite" aria-atomic>
        {summary(job)}
      </p>
      <ul className="max-h-48 space-y-1 overflow-y-auto text-xs" aria-label="Items">
        {job.items.map((item) => (
          <li key={item.name} className="flex flex-col">
            <span className="flex justify-between gap-2">
              <span className="truncate text-default">{item.name}</span>
              <span className={clsx('shrink-0', STATUS_CLASS[item.status])}>
                {STATUS_WORDS[item.status]}
              </span>
            </span>
            {item.status === 'failed' && item.error && (
              <span className="break-words text-secondary">{item.error}</span>
            )}
          </li>
        ))}
      </ul>
      {!active && (
        <div className="flex justify-end gap-2">
          {retryable > 0 && (
            <Button size="sm" variant="secondary" onClick={() => retryJob(job.id)}>
              Retry {retryable}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => removeJob(job.id)}>
            Dismiss
          </Button>
        </div>
      )}
    </li>
  )
}

/**
 * Toasts share the bottom right corner: the tray says how much of it it takes
 * (`--bulk-tray-space` on the document, read by ToastList's viewport), so they stack above
 * it instead of covering it while they show.
 */
function useSpaceTaken() {
  return useCallback((tray: HTMLElement | null) => {
    if (!tray) return
    const root = document.documentElement
    const observer = new ResizeObserver(() => {
      // its height and the gap toasts keep between each other
      root.style.setProperty('--bulk-tray-space', `${tray.offsetHeight + 8}px`)
    })
    observer.observe(tray)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--bulk-tray-space')
    }
  }, [])
}

export function BulkTray() {
  // the signed-in user, if any: on the sign-in pages there is none and nothing shows
  const me = useQuery({ ...currentUser, enabled: false }).data
  const jobs = useJobs(me?.id)
  const spaceTaken = useSpaceTaken()
  if (jobs.length === 0) return null
  return (
    <section
      ref={spaceTaken}
      aria-label="Bulk actions"
      className="fixed right-4 bottom-4 z-40 max-h-[60vh] w-[22rem] max-w-[calc(100vw-2rem)] overflow-y-auto rounded-lg border border-secondary bg-raise shadow-xl"
    >
      <ul className="divide-y divide-default">
        {[...jobs].reverse().map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </ul>
    </section>
  )
}
