// The audit log, for operators (`/system/audit-log`): every change made to the rack and
// every login, newest first, over a time range, with who made it, what it was and what
// came of it; a row opens the whole entry. Nexus filters only by time, so the actor and
// operation filters apply to the entries fetched so far, and the page says how many those
// are. The range and the filters live in the URL. Release v14 has no audit log.
import { keepPreviousData, useInfiniteQuery, useIsFetching } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'

import type { AuditLogEntry } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { auditLogFeature, auditLogPages, type AuditLogScan } from '~/api/queries/audit-log'
import { QueryErrorBoundary } from '~/components/QueryErrorBoundary'
import { rackHas, RackFeature } from '~/components/RackFeature'
import { DateRangePicker } from '~/components/time-range/DateRangePicker'
import { rangeFromSearch, withRange } from '~/components/time-range/time-range'
import { useRangeClock } from '~/components/time-range/use-range-clock'
import { RowsTable } from '~/table/RowsTable'
import { Button } from '~/ui/Button'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { Spinner } from '~/ui/Spinner'

import {
  durationMs,
  filterEntries,
  filtersFromSearch,
  formatDuration,
  hasFilters,
  withFilters,
  type AuditLogFilters,
} from './audit-log-filter'
import { ActorCell, AuditEntryDetails, formatAuditTime, ResultCell } from './AuditEntryParts'
import { AuditLogFilterBar } from './AuditLogFilters'

export async function clientLoader() {
  // the entries depend on the moment the page opens (a range ending now): the page reads
  // them, as the metrics do; the loader only learns whether the rack keeps a log
  await rackHas(auditLogFeature)
  return null
}

const col = createColumnHelper<AuditLogEntry>()

function columns(open: (entry: AuditLogEntry) => void) {
  return [
    col.accessor('timeCompleted', {
      header: 'Completed',
      cell: (info) => <span className="whitespace-nowrap">{formatAuditTime(info.getValue())}</span>,
    }),
    col.accessor('operationId', {
      header: 'Operation',
      // the URI under the operation says what it acted on (`/v1/projects/web`)
      cell: (info) => (
        <div className="flex max-w-80 flex-col items-start">
          <button
            type="button"
            onClick={() => open(info.row.original)}
            className="font-mono text-xs text-accent underline-offset-2 hover:underline"
            aria-haspopup="dialog"
          >
            {info.getValue()}
          </button>
          <span
            className="max-w-full truncate font-mono text-xs text-secondary"
            title={info.row.original.requestUri}
          >
            {info.row.original.requestUri}
          </span>
        </div>
      ),
    }),
    col.accessor('actor', {
      header: 'Actor',
      cell: (info) => <ActorCell actor={info.getValue()} />,
    }),
    col.accessor('result', {
      header: 'Result',
      cell: (info) => <ResultCell result={info.getValue()} />,
    }),
    col.accessor('sourceIp', {
      header: 'Source IP',
      cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
    }),
    col.display({
      id: 'duration',
      header: 'Duration',
      cell: ({ row }) => {
        const ms = durationMs(row.original)
        return ms === undefined ? '—' : formatDuration(ms)
      },
    }),
  ]
}

function AuditLogEntries({ scan, filters }: { scan: AuditLogScan; filters: AuditLogFilters }) {
  const [search, setSearch] = useSearchParams()
  const [openId, setOpenId] = useState<string>()
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage, isPlaceholderData } =
    useInfiniteQuery({
      ...auditLogPages(scan),
      // a refresh or a new range keeps the rows and the filter bar on screen until it lands
      placeholderData: keepPreviousData,
      // a first page that fails is this part's error, with a Retry; a later one keeps the rows
      throwOnError: (_, query) => query.state.data === undefined,
    })

  if (!data) return <Spinner label="Loading entries" />

  const entries = data.pages.flatMap((p) => p.items)
  const shown = filterEntries(entries, filters)
  const open = entries.find((e) => e.id === openId)
  const filtered = hasFilters(filters)
  const fetched = `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`

  return (
    <div className="space-y-3">
      <AuditLogFilterBar
        filters={filters}
        entries={entries}
        onChange={(next) => setSearch(withFilters(search, next), { replace: true })}
      />
      <p role="status" className="text-sm text-secondary">
        {filtered
          ? `${shown.length} of the ${fetched} fetched ${shown.length === 1 ? 'matches' : 'match'} the filters. `
          : `${fetched} in this range${hasNextPage ? ' so far' : ''}. `}
        {hasNextPage
          ? 'Older entries in the range are not fetched yet: load more to see and search them.'
          : filtered
            ? 'Every entry in the range was searched.'
            : ''}
      </p>
      {shown.length === 0 ? (
        <EmptyState
          title={filtered ? 'No matching entries' : 'No entries'}
          body={
            filtered
              ? 'No fetched entry matches these filters. Load more, widen the time range or clear the filters.'
              : 'Nothing was changed and no one signed in during this time range.'
          }
        />
      ) : (
        <RowsTable
          label="Audit log entries"
          rows={shown}
          columns={columns((e) => setOpenId(e.id))}
          getRowId={(e) => e.id}
          busy={isPlaceholderData}
        />
      )}
      {hasNextPage && !isPlaceholderData && (
        <div className="flex justify-center">
          <Button variant="secondary" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
            Load more
          </Button>
        </div>
      )}
      {open && <AuditEntryDetails entry={open} onDismiss={() => setOpenId(undefined)} />}
    </div>
  )
}

function AuditLog() {
  const [search, setSearch] = useSearchParams()
  const range = rangeFromSearch(search)
  const { start, end, moveToPresent, autoRefresh, setAutoRefresh } = useRangeClock(range)
  const filters = filtersFromSearch(search)
  const isFetching = useIsFetching({ queryKey: ['auditLogList'] }) > 0
  // a preset reads up to the present with no end, so entries completed since the page
  // opened show on Load more as well; a custom range is closed
  const scan: AuditLogScan =
    range.kind === 'preset'
      ? { start, order: 'time_and_id_descending' }
      : { start, end, order: 'time_and_id_descending' }

  return (
    <div className="space-y-4">
      <DateRangePicker
        range={range}
        start={start}
        end={end}
        onChange={(next) => setSearch(withRange(search, next))}
        onRefresh={moveToPresent}
        isRefreshing={isFetching}
        autoRefresh={autoRefresh}
        onAutoRefreshChange={setAutoRefresh}
      />
      <p className="text-xs text-secondary">
        Entries completed from {formatAuditTime(new Date(start))}
        {range.kind === 'preset' ? ' until now' : ` to ${formatAuditTime(new Date(end))}`}, newest
        first.
      </p>
      <QueryErrorBoundary resetKey={JSON.stringify(scan)}>
        <AuditLogEntries scan={scan} filters={filters} />
      </QueryErrorBoundary>
    </div>
  )
}

export default function AuditLogPage() {
  return (
    <>
      <PageHeader title="Audit log" />
      <RackFeature feature={auditLogFeature}>
        <AuditLog />
      </RackFeature>
    </>
  )
}
