import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react'

import { hasNextPage } from '~/api/util'
import { QueryErrorBoundary } from '~/components/QueryErrorBoundary'
import { lazyModule, useLazyModule } from '~/ui/lazy-module'
import { Pagination } from '~/ui/Pagination'

import type { Page, PagedQuery } from './paged-query'
import { RowsTable } from './RowsTable'
import { selectColumn, useSelection, type BulkActionsRender } from './selection'
import type { BrowserView } from './table-browser'
import { apiSortBy, nextSort } from './table-state'
import { TableToolbar } from './TableToolbar'
import { useTableState } from './use-table-state'

export type { BulkActionsRender } from './selection'

export type { Page, PagedQuery } from './paged-query'

type Props<Row> = {
  /** Accessible name of the table, e.g. "Projects". */
  label: string
  query: PagedQuery<Row>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
  columns: ColumnDef<Row, any>[]
  getRowId: (row: Row) => string
  emptyState: ReactNode
  /** Poll the shown page: milliseconds until the next refetch, or `false` to stop. */
  refetchInterval?: (data: Page<Row> | undefined) => number | false
  /** Where the page size is remembered; the label by default */
  id?: string
  /** Prefix of the address's parameters, for a page with two tables (`disks-q=…`) */
  urlKey?: string
  /** Rows can be selected (a checkbox column); this renders the selection bar's actions */
  bulkActions?: BulkActionsRender<Row>
}

// the filter, a sort in the browser and the selection bar: loaded on first use
const browser = lazyModule(() => import('./table-browser'))

/**
 * A list fetched one page at a time (spec section 7: limit + page token). The API has
 * no totals and no backwards tokens, so the tokens of pages already seen are kept to
 * go back. The previous page stays on screen while the next one loads. A page that fails
 * to load shows its error in the table's place, with a Retry (`QueryErrorBoundary`).
 *
 * Above it, a filter; its headers sort. A sort by name on a list whose operation has
 * `sort_by` asks the API (pages from the start in that order). A filter, or a sort the API
 * cannot do, works in the browser over the whole list (`table-browser.tsx`: it loads the
 * list in the background, pages of 100 up to 1,000 rows, and says how far it got). The
 * filter, sort and page size are in the address (`useTableState`).
 */
export function QueryTable<Row>(props: Props<Row>) {
  return (
    <QueryErrorBoundary resetKey={JSON.stringify(props.query.page().queryKey)}>
      <PagedTable {...props} />
    </QueryErrorBoundary>
  )
}

function PagedTable<Row>({
  label,
  query,
  columns: pageColumns,
  getRowId,
  emptyState,
  refetchInterval,
  id,
  urlKey,
  bulkActions,
}: Props<Row>) {
  const noun = label.toLowerCase()
  const view = useTableState(id ?? label, urlKey)
  const { pageSize, sort } = view
  // typing stays responsive: the rows follow at a lower priority
  const q = useDeferredValue(view.q).trim()
  const operation = String(query.page().queryKey[0])
  const sortBy = apiSortBy(operation, sort)
  const localSort = sort && !sortBy ? sort : null
  const [wantAll, setWantAll] = useState(false)
  const selection = useSelection(getRowId)
  const wantBrowser = !!q || !!localSort || wantAll
  const extras = useLazyModule(browser, wantBrowser || selection.picked.size > 0)
  const inBrowser = wantBrowser && !!extras

  // paging on the API: tokens[i] starts page i; a new size or order starts again
  const pagingKey = `${pageSize} ${sortBy}`
  const [paging, setPaging] = useState({
    key: pagingKey,
    tokens: [undefined as string | undefined],
  })
  const tokens = paging.key === pagingKey ? paging.tokens : [undefined]
  const pageIndex = tokens.length - 1
  // paging in the browser, from the start for each new view
  const localKey = `${pageSize} ${q} ${sort?.column}${sort?.desc}`
  const [localPage, setLocalPage] = useState({ key: localKey, index: 0 })

  const { data, isPlaceholderData } = useQuery({
    ...query.page(tokens[pageIndex], pageSize, sortBy),
    placeholderData: keepPreviousData,
    // a page that never arrived is the table's error, shown in its place with a Retry;
    // a failed poll of a page on screen keeps the rows (404s still go to the page)
    throwOnError: (error, q) => error.statusCode === 404 || q.state.data === undefined,
    refetchInterval: !inBrowser && refetchInterval && ((q) => refetchInterval(q.state.data)),
  })
  const nextPage =
    isPlaceholderData || !data || !hasNextPage(data, pageSize) ? undefined : data.nextPage

  const [pendingAll, setPendingAll] = useState(false)

  const [browserView, setBrowserView] = useState<BrowserView<Row> | null>(null)
  const v = inBrowser ? browserView : null
  // "select all matching" once the list is in
  useEffect(() => {
    if (pendingAll && v && !v.loading) {
      selection.set(v.matching)
      setPendingAll(false)
    }
  }, [pendingAll, v, selection])

  const render = () => {
    const items = data?.items ?? []
    const local =
      v &&
      Math.min(
        localPage.key === localKey ? localPage.index : 0,
        Math.max(0, Math.ceil(v.matching.length / pageSize) - 1),
      )
    const start = v ? local! * pageSize : pageIndex * pageSize
    const rows = v ? v.matching.slice(start, start + pageSize) : items
    const empty = v
      ? v.loaded.length === 0 && !v.loading
      : !!data && items.length === 0 && pageIndex === 0
    if (empty && !q) return emptyState
    // every row of the list is at hand: a selected row not among them was deleted
    const whole = v ? v.whole : pageIndex === 0 && !nextPage && !!data
    const known = v ? v.loaded : items
    const selected = selection.rows(known, whole)
    const matchingCount = v
      ? v.loading
        ? undefined
        : v.matching.length
      : whole
        ? items.length
        : undefined
    const columns = bulkActions
      ? [selectColumn(selection, rows, getRowId), ...pageColumns]
      : pageColumns
    return (
      <div className="space-y-3">
        <TableToolbar
          noun={noun}
          q={view.q}
          onChange={(value) => view.setQ(value)}
          status={v?.status}
        />
        {bulkActions && extras && selected.length > 0 && (
          <extras.SelectionBar
            count={selected.length}
            matching={matchingCount}
            selectingAll={pendingAll}
            onSelectAll={() => {
              if (matchingCount !== undefined) selection.set(v ? v.matching : items)
              else {
                setWantAll(true)
                setPendingAll(true)
              }
            }}
            onClear={() => {
              selection.clear()
              setWantAll(false)
            }}
          >
            {bulkActions({ rows: selected, clear: selection.clear })}
          </extras.SelectionBar>
        )}
        {v && extras && q && rows.length === 0 && !v.loading ? (
          <extras.NoMatch noun={noun} q={q} onClear={() => view.setQ('')} />
        ) : (
          <RowsTable
            label={label}
            rows={rows}
            columns={columns}
            getRowId={getRowId}
            busy={isPlaceholderData || !!v?.loading}
            sort={sort}
            onSort={(column) => view.update({ sort: nextSort(sort, column) })}
            sortHint={(column) =>
              apiSortBy(operation, { column, desc: false })
                ? `Sort by ${column}: the rack sorts the whole list`
                : `Sort by ${column} within the loaded rows (up to 1,000)`
            }
            leadingColumns={bulkActions ? 1 : 0}
          />
        )}
        <Pagination
          pageSize={pageSize}
          onPageSizeChange={view.setPageSize}
          hasPrev={v ? local! > 0 : pageIndex > 0}
          hasNext={v ? start + pageSize < v.matching.length : !!nextPage}
          onPrev={() =>
            v
              ? setLocalPage({ key: localKey, index: local! - 1 })
              : setPaging({ key: pagingKey, tokens: tokens.slice(0, -1) })
          }
          onNext={() =>
            v
              ? setLocalPage({ key: localKey, index: local! + 1 })
              : nextPage && setPaging({ key: pagingKey, tokens: [...tokens, nextPage] })
          }
          itemCount={rows.length}
          pageStart={start}
        />
      </div>
    )
  }

  return (
    <>
      {render()}
      {inBrowser && (
        <extras.BrowserRows
          query={query}
          sortBy={sortBy}
          localSort={localSort}
          q={q}
          noun={noun}
          columns={pageColumns}
          poll={refetchInterval}
          onView={setBrowserView}
        />
      )}
    </>
  )
}
