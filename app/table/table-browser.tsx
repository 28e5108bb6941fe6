// What a table needs once its list is worked on in the browser: a filter, a sort the API
// cannot do, or "select all matching". Loaded on that first sign of intent (`QueryTable`
// loads it with `lazyModule`), so a first visit carries none of it.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useEffect, useMemo, useState, type ReactNode } from 'react'

import { hasNextPage } from '~/api/util'
import { Button } from '~/ui/Button'

import { filterRows, sortRows } from './filter-rows'
import type { Page, PagedQuery } from './paged-query'
import type { Sort } from './table-state'

/** The background load: pages of 100, at most 1,000 rows */
const LOAD_PAGE = 100
const LOAD_MAX = 1000

type Whole<Row> = { key: string; rows: Row[]; loading: boolean; capped: boolean; failed: boolean }

/**
 * The list from its first row, up to 1,000: the first 100 through `useQuery` (polled as
 * the table asks, refreshed when a write marks the list stale), the rest fetched page
 * after page behind it. Fetching is all it does, so the main thread stays free.
 */
function useWholeList<Row>(
  query: PagedQuery<Row>,
  sortBy: string | undefined,
  poll: ((data: Page<Row> | undefined) => number | false) | undefined,
): Whole<Row> | undefined {
  const queryClient = useQueryClient()
  const first = query.page(undefined, LOAD_PAGE, sortBy)
  const key = JSON.stringify(first.queryKey)
  const head = useQuery({
    ...first,
    placeholderData: keepPreviousData,
    throwOnError: (error, q) => error.statusCode === 404 || q.state.data === undefined,
    refetchInterval: poll && ((q) => poll(q.state.data)),
  })
  const [whole, setWhole] = useState<Whole<Row>>()
  const headData = head.isPlaceholderData ? undefined : head.data

  useEffect(() => {
    if (!headData) return
    let stop = false
    const load = async () => {
      let page = headData
      let rows = page.items
      const more = () => hasNextPage(page, LOAD_PAGE) && rows.length < LOAD_MAX
      setWhole({ key, rows, loading: more(), capped: false, failed: false })
      while (more()) {
        page = await queryClient.fetchQuery(query.page(page.nextPage!, LOAD_PAGE, sortBy))
        if (stop) return
        rows = [...rows, ...page.items]
        setWhole({ key, rows, loading: more(), capped: false, failed: false })
      }
      setWhole({ key, rows, loading: false, capped: hasNextPage(page, LOAD_PAGE), failed: false })
    }
    load().catch(() => {
      if (!stop) setWhole((w) => w && { ...w, loading: false, failed: true })
    })
    return () => {
      stop = true
    }
    // `query` and `sortBy` are in `key`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [headData, key, queryClient])

  // until the first answer, the rows the table already shows stand in
  const shown = head.data
  const standIn = useMemo(
    () => shown && { key, rows: shown.items, loading: true, capped: false, failed: false },
    [shown, key],
  )
  return whole ?? standIn
}

export type BrowserView<Row> = {
  /** Every matching row, in order */
  matching: Row[]
  /** Every loaded row */
  loaded: Row[]
  /** The loaded rows are the whole list */
  whole: boolean
  loading: boolean
  status: ReactNode
}

type Props<Row> = {
  query: PagedQuery<Row>
  sortBy: string | undefined
  localSort: Sort | null
  q: string
  noun: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
  columns: ColumnDef<Row, any>[]
  poll?: (data: Page<Row> | undefined) => number | false
  /** Told what the browser holds each time it changes (`null` until the first page is in) */
  onView: (view: BrowserView<Row> | null) => void
}

/**
 * Loads the list and filters and sorts it in the browser, saying how far it reaches. It
 * renders nothing: the table stays where it is (a filter box that was remounted would lose
 * its focus on the first key).
 */
export function BrowserRows<Row>({
  query,
  sortBy,
  localSort,
  q,
  noun,
  columns,
  poll,
  onView,
}: Props<Row>) {
  const list = useWholeList(query, sortBy, poll)
  const sortKey = localSort && `${localSort.column}${localSort.desc}`
  useEffect(() => {
    if (!list) return onView(null)
    const matching = sortRows(filterRows(list.rows, columns, q), columns, localSort)
    const count = (n: number) => n.toLocaleString()
    const verb = q ? 'filter' : 'sort'
    const status = list.failed
      ? `Could not load the rest of the list: ${verb}ing the first ${count(list.rows.length)}`
      : list.loading
        ? `Loading the rest of the list to ${verb} it: ${count(list.rows.length)} so far`
        : list.capped
          ? `${q ? 'Filtering' : 'Sorting'} the first ${count(LOAD_MAX)} of more than ${count(LOAD_MAX)} ${noun}`
          : q
            ? `${count(matching.length)} of ${count(list.rows.length)} match`
            : localSort
              ? 'Sorted in the browser over the whole list'
              : null
    onView({
      matching,
      loaded: list.rows,
      whole: !list.loading && !list.capped && !list.failed,
      loading: list.loading,
      status,
    })
    // the columns are made anew on every render of the page; what they read is not
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, q, sortKey, noun, onView])
  return null
}

/** In place of the rows when the filter matches none: says so and offers to clear it */
export function NoMatch({ noun, q, onClear }: { noun: string; q: string; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-default px-4 py-10 text-sm text-secondary">
      <p>
        No {noun} match “{q}”
      </p>
      <Button variant="secondary" size="sm" onClick={onClear}>
        Clear filter
      </Button>
    </div>
  )
}

type BarProps = {
  count: number
  /** How many rows match, once known */
  matching?: number
  selectingAll: boolean
  onSelectAll: () => void
  onClear: () => void
  children: ReactNode
}

/** Above the table while rows are selected: how many, select all, clear, and the actions */
export function SelectionBar({
  count,
  matching,
  selectingAll,
  onSelectAll,
  onClear,
  children,
}: BarProps) {
  return (
    <div
      role="group"
      aria-label="Selection"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-default bg-raise px-3 py-2 text-sm"
    >
      <span className="text-default tabular-nums">{count} selected</span>
      {matching !== count && (
        <Button variant="ghost" size="sm" onClick={onSelectAll} disabled={selectingAll}>
          {selectingAll
            ? 'Selecting all matching…'
            : matching === undefined
              ? 'Select all matching'
              : `Select all ${matching} matching`}
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={onClear}>
        Clear
      </Button>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
    </div>
  )
}
