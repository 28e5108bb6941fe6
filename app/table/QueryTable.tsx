import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react'

import type { PageQuery } from '~/api/client'
import { hasNextPage } from '~/api/util'
import { QueryErrorBoundary } from '~/components/QueryErrorBoundary'
import { Pagination } from '~/ui/Pagination'

import { filterRows, sortRows } from './filter-rows'
import { RowsTable } from './RowsTable'
import { NoMatch, TableToolbar } from './TableToolbar'
import { apiSortBy, nextSort } from './table-state'
import { selectColumn, SelectionBar, useSelection, type BulkActionsRender } from './selection'
import { useTableState } from './use-table-state'

export type { BulkActionsRender } from './selection'

type Page<Row> = { items: Row[]; nextPage?: string | null }

/** What `listQuery(...)` returns: one page's query options for a token and a page size. */
export type PagedQuery<Row> = {
  page: (pageToken?: string, limit?: number, sortBy?: string) => PageQuery<Page<Row>>
}

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
  /** Rows can be selected; this renders what to do with them in the selection bar */
  bulkActions?: BulkActionsRender<Row>
}

/** The background load for a filter or a sort in the browser: pages of 100, up to 1,000 */
const LOAD_PAGE = 100
const LOAD_MAX = 1000

/**
 * A list fetched one page at a time (spec section 7: limit + page token). The API has
 * no totals and no backwards tokens, so the tokens of pages already seen are kept to
 * go back. The previous page stays on screen while the next one loads. A page that fails
 * to load shows its error in the table's place, with a Retry (`QueryErrorBoundary`).
 *
 * Above it, a filter; its headers sort. A sort by name on a list whose operation has
 * `sort_by` asks the API (pages from the start in that order). A filter, or a sort the API
 * cannot do, works in the browser over the whole list: it loads the list in the background
 * (pages of 100, at most 1,000 rows) and says how far it got. The filter, sort and page
 * size are in the address (`useTableState`).
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
  // typing stays responsive: the filter runs over the rows at a lower priority
  const q = useDeferredValue(view.q).trim()
  const operation = String(query.page().queryKey[0])
  const sortBy = apiSortBy(operation, sort)
  const localSort = sort && !sortBy ? sort : null
  const [wantAll, setWantAll] = useState(false)
  const inBrowser = !!q || !!localSort || wantAll

  // paging on the API: tokens[i] starts page i; a new size or order starts again
  const pagingKey = `${pageSize} ${sortBy}`
  const [paging, setPaging] = useState({
    key: pagingKey,
    tokens: [undefined as string | undefined],
  })
  const tokens = paging.key === pagingKey ? paging.tokens : [undefined]
  const setTokens = (next: (string | undefined)[]) => setPaging({ key: pagingKey, tokens: next })
  // paging in the browser
  const [localPage, setLocalPage] = useState({ key: '', index: 0 })
  const localKey = `${pageSize} ${q} ${sort?.column}${sort?.desc}`

  const poll =
    refetchInterval &&
    ((r: { state: { data: Page<Row> | undefined } }) => refetchInterval(r.state.data))
  const throwOnError = (error: { statusCode?: number }, r: { state: { data: unknown } }) =>
    error.statusCode === 404 || r.state.data === undefined

  const pageIndex = tokens.length - 1
  const { data, isPlaceholderData } = useQuery({
    ...query.page(tokens[pageIndex], pageSize, sortBy),
    placeholderData: keepPreviousData,
    // a page that never arrived is the table's error, shown in its place with a Retry;
    // a failed poll of a page on screen keeps the rows (404s still go to the page)
    throwOnError,
    refetchInterval: !inBrowser && poll,
  })

  const first = query.page(undefined, LOAD_PAGE, sortBy)
  const all = useInfiniteQuery({
    queryKey: [...first.queryKey, 'all'],
    queryFn: ({ pageParam }: { pageParam: string | undefined }) =>
      query.page(pageParam, LOAD_PAGE, sortBy).queryFn(),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<Row>, pages: Page<Row>[]) =>
      pages.length * LOAD_PAGE < LOAD_MAX && hasNextPage(last, LOAD_PAGE)
        ? (last.nextPage ?? undefined)
        : undefined,
    enabled: inBrowser,
    placeholderData: keepPreviousData,
    throwOnError,
    // the poll looks at every loaded row (a transitional state anywhere keeps it going)
    refetchInterval:
      inBrowser &&
      refetchInterval &&
      ((r: { state: { data: { pages: Page<Row>[] } | undefined } }) =>
        refetchInterval(r.state.data && { items: r.state.data.pages.flatMap((p) => p.items) })),
  })
  const { hasNextPage: more, isFetchingNextPage, fetchNextPage } = all
  useEffect(() => {
    // fetch, not compute: the pages arrive without holding the main thread
    if (inBrowser && more && !isFetchingNextPage) void fetchNextPage()
  }, [inBrowser, more, isFetchingNextPage, fetchNextPage])

  const loadedPages = all.data?.pages
  const loaded = loadedPages?.flatMap((p) => p.items)
  const lastLoaded = loadedPages?.at(-1)
  const loading = inBrowser && (!loadedPages || more)
  const capped =
    !more && !!lastLoaded && loaded!.length >= LOAD_MAX && hasNextPage(lastLoaded, LOAD_PAGE)

  // until the background load answers, the page on screen is filtered
  const source = (inBrowser && loaded) || data?.items || []
  const matching = inBrowser
    ? sortRows(filterRows(source, pageColumns, q), pageColumns, localSort)
    : source
  const lastLocal = Math.max(0, Math.ceil(matching.length / pageSize) - 1)
  const localIndex = Math.min(localPage.key === localKey ? localPage.index : 0, lastLocal)
  const start = inBrowser ? localIndex * pageSize : pageIndex * pageSize
  const rows = inBrowser ? matching.slice(start, start + pageSize) : source

  const nextPage =
    isPlaceholderData || !data || !hasNextPage(data, pageSize) ? undefined : data.nextPage
  // the whole list is at hand: its rows are every row there is (a selection can be checked)
  const whole = inBrowser ? !!loaded && !more && !capped : pageIndex === 0 && !nextPage && !!data
  const known = (inBrowser && loaded) || data?.items || []

  const selection = useSelection(getRowId, known, whole)
  const [pendingAll, setPendingAll] = useState(false)
  useEffect(() => {
    if (pendingAll && !loading && loaded) {
      selection.set(matching)
      setPendingAll(false)
    }
  }, [pendingAll, loading, loaded, matching, selection])

  if (!q && !inBrowser && data && data.items.length === 0 && pageIndex === 0)
    return <>{emptyState}</>
  if (!q && inBrowser && loaded?.length === 0) return <>{emptyState}</>

  const columns = bulkActions
    ? [selectColumn(selection, rows, getRowId), ...pageColumns]
    : pageColumns
  const count = (n: number) => n.toLocaleString()
  const status = !inBrowser
    ? null
    : loading
      ? `Loading the rest of the list to ${q ? 'filter' : 'sort'} it: ${count(loaded?.length ?? 0)} so far`
      : capped
        ? `${q ? 'Filtering' : 'Sorting'} the first ${count(LOAD_MAX)} of more than ${count(LOAD_MAX)} ${noun}`
        : q
          ? `${count(matching.length)} of ${count(source.length)} match`
          : localSort
            ? 'Sorted in the browser over the whole list'
            : null

  return (
    <div className="space-y-3">
      <TableToolbar
        noun={noun}
        q={view.q}
        onChange={(value) => view.update({ q: value })}
        status={status}
      />
      {bulkActions && selection.rows.length > 0 && (
        <SelectionBar
          count={selection.rows.length}
          matching={whole || (inBrowser && !loading) ? matching.length : undefined}
          selectingAll={pendingAll}
          onSelectAll={() => {
            if (whole) selection.set(matching)
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
          {bulkActions({ rows: selection.rows, clear: selection.clear })}
        </SelectionBar>
      )}
      {q && rows.length === 0 && !loading ? (
        <NoMatch noun={noun} q={view.q.trim()} onClear={() => view.update({ q: '' })} />
      ) : (
        <RowsTable
          label={label}
          rows={rows}
          columns={columns}
          getRowId={getRowId}
          busy={isPlaceholderData || loading}
          sort={sort}
          onSort={(column) => view.update({ sort: nextSort(sort, column) })}
          sortHint={(column) =>
            apiSortBy(operation, { column, desc: false })
              ? `Sort by ${column} (the rack sorts the whole list)`
              : `Sort by ${column} within the loaded rows (up to ${count(LOAD_MAX)})`
          }
          leadingColumns={bulkActions ? 1 : 0}
        />
      )}
      <Pagination
        pageSize={pageSize}
        onPageSizeChange={view.setPageSize}
        hasPrev={inBrowser ? localIndex > 0 : pageIndex > 0}
        hasNext={inBrowser ? localIndex < lastLocal : !!nextPage}
        onPrev={() =>
          inBrowser
            ? setLocalPage({ key: localKey, index: localIndex - 1 })
            : setTokens(tokens.slice(0, -1))
        }
        onNext={() =>
          inBrowser
            ? setLocalPage({ key: localKey, index: localIndex + 1 })
            : nextPage && setTokens([...tokens, nextPage])
        }
        itemCount={rows.length}
        pageStart={start}
      />
    </div>
  )
}
