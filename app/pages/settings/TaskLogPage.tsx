// What this browser did for the signed-in user: each create, change, delete and action the
// console sent (recorded by `app/api/task-log-hook.ts`), newest first, with its result and
// a link to what it acted on. Kept in localStorage per user; other users of the browser
// see their own.
import { createColumnHelper } from '@tanstack/react-table'
import { useMemo, useSyncExternalStore } from 'react'

import { entryLink, entryWords, parseLog, taskLogKey, type TaskEntry } from '~/api/task-log'
import { clearLog, TASK_LOG_EVENT } from '~/api/task-log-writer'
import { useCurrentUser } from '~/hooks/use-current-user'
import { LinkCell } from '~/table/cells/LinkCell'
import { PagedRowsTable } from '~/table/PagedRowsTable'
import { Badge } from '~/ui/Badge'
import { Button } from '~/ui/Button'
import { confirmAction } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { formatDateTime } from '~/util/format'

function subscribe(listener: () => void) {
  // this tab writes with an event; another tab's writes come as `storage`
  window.addEventListener(TASK_LOG_EVENT, listener)
  window.addEventListener('storage', listener)
  return () => {
    window.removeEventListener(TASK_LOG_EVENT, listener)
    window.removeEventListener('storage', listener)
  }
}

/** The user's log, kept current as calls are made here or in another tab */
function useTaskLog(userId: string) {
  const read = () => {
    try {
      return localStorage.getItem(taskLogKey(userId))
    } catch {
      return null
    }
  }
  const text = useSyncExternalStore(subscribe, read, () => null)
  return useMemo(() => parseLog(text), [text])
}

type Row = TaskEntry & { words: string; link?: string }

const col = createColumnHelper<Row>()
const columns = [
  // a date: sorts by time, and the filter leaves it out
  col.accessor((r) => new Date(r.at), {
    id: 'time',
    header: 'Time',
    cell: (info) => (
      <span className="whitespace-nowrap text-secondary">{formatDateTime(info.getValue())}</span>
    ),
  }),
  col.accessor('words', {
    header: 'Action',
    cell: (info) => {
      const { link } = info.row.original
      return link ? (
        <LinkCell to={link}>{info.getValue()}</LinkCell>
      ) : (
        <span className="font-medium break-all text-default">{info.getValue()}</span>
      )
    },
  }),
  col.accessor((r) => r.params.project, {
    id: 'project',
    header: 'Project',
    cell: (info) => info.getValue() ?? <span className="text-tertiary">—</span>,
  }),
  // in words, so that the filter finds "failed" and the API's message
  col.accessor((r) => (r.ok ? 'Done' : `Failed ${r.error ?? ''}`), {
    id: 'result',
    header: 'Result',
    cell: (info) => {
      const { ok, error } = info.row.original
      return ok ? (
        <Badge color="accent">Done</Badge>
      ) : (
        <span className="flex flex-col items-start gap-1">
          <Badge color="destructive">Failed</Badge>
          {error && <span className="text-xs text-secondary">{error}</span>}
        </span>
      )
    },
  }),
  col.accessor('ms', {
    header: 'Took',
    cell: (info) => (
      <span className="whitespace-nowrap text-secondary tabular-nums">
        {info.getValue() < 1000
          ? `${info.getValue()} ms`
          : `${(info.getValue() / 1000).toFixed(1)} s`}
      </span>
    ),
  }),
]

export default function TaskLogPage() {
  const { me } = useCurrentUser()
  const log = useTaskLog(me.id)
  const rows = useMemo<Row[]>(
    () => log.map((entry) => ({ ...entry, words: entryWords(entry), link: entryLink(entry) })),
    [log],
  )

  const clear = () =>
    confirmAction({
      title: 'Clear task log',
      message: `Remove all ${log.length} entries of your task log from this browser? The resources are not changed.`,
      actionLabel: 'Clear log',
      actionType: 'danger',
      doAction: async () => clearLog(me.id),
      errorTitle: 'Could not clear the task log',
    })

  return (
    <>
      <PageHeader
        title="Task log"
        actions={
          <Button
            variant="secondary"
            size="sm"
            onClick={clear}
            disabled={log.length === 0}
            disabledReason={log.length === 0 ? 'The task log is empty' : undefined}
          >
            Clear log
          </Button>
        }
      />
      <p className="mb-4 max-w-prose text-sm text-secondary">
        Each create, change, delete and action this browser sent for you, newest first, with its
        result. It is kept in this browser only (the last 500), not on the rack.
      </p>
      <PagedRowsTable
        label="Task log"
        rows={rows}
        columns={columns}
        getRowId={(r) => r.id}
        emptyState={
          <EmptyState
            title="No tasks yet"
            body="What you create, change, delete or act on from this browser is listed here."
          />
        }
      />
    </>
  )
}
