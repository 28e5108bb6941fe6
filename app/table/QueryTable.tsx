import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useState, type ReactNode } from 'react'

import type { PageQuery } from '~/api/client'
import { hasNextPage } from '~/api/util'
import { QueryErrorBoundary } from '~/components/QueryErrorBoundary'
import { Pagination, DEFAULT_PAGE_SIZE } from '~/ui/Pagination'

import { RowsTable } from './RowsTable'

type Page<Row> = { items: Row[]; nextPage?: string | null }

/** What `listQuery(...)` returns: one page's query options for a token and a page size. */
export type PagedQuery<Row> = {
  page: (pageToken?: string, limit?: number) => PageQuery<Page<Row>>
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
}

/**
 * A list fetched one page at a time (spec section 7: limit + page token). The API has
 * no totals and no backwards tokens, so the tokens of pages already seen are kept to
 * go back. The previous page stays on screen while the next one loads. A page that fails
 * to load shows its error in the table's place, with a Retry (`QueryErrorBoundary`).
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
  columns,
  getRowId,
  emptyState,
  refetchInterval,
}: Props<Row>) {
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE)
  // tokens[i] starts page i; page 0 has none
  const [tokens, setTokens] = useState<(string | undefined)[]>([undefined])
  const pageIndex = tokens.length - 1

  const { data, isPlaceholderData } = useQuery({
    ...query.page(tokens[pageIndex], pageSize),
    placeholderData: keepPreviousData,
    // a page that never arrived is the table's error, shown in its place with a Retry;
    // a failed poll of a page on screen keeps the rows (404s still go to the page)
    throwOnError: (error, query) => error.statusCode === 404 || query.state.data === undefined,
    refetchInterval:
      refetchInterval &&
      ((q: { state: { data: Page<Row> | undefined } }) => refetchInterval(q.state.data)),
  })
  const items = data?.items ?? []
  const nextPage =
    isPlaceholderData || !data || !hasNextPage(data, pageSize) ? undefined : data.nextPage

  if (data && items.length === 0 && pageIndex === 0) return <>{emptyState}</>

  return (
    <div className="space-y-3">
      <RowsTable
        label={label}
        rows={items}
        columns={columns}
        getRowId={getRowId}
        busy={isPlaceholderData}
      />
      <Pagination
        pageSize={pageSize}
        onPageSizeChange={(size) => {
          setPageSize(size)
          setTokens([undefined])
        }}
        hasPrev={pageIndex > 0}
        hasNext={!!nextPage}
        onPrev={() => setTokens((t) => t.slice(0, -1))}
        onNext={() => nextPage && setTokens((t) => [...t, nextPage])}
        itemCount={items.length}
        pageStart={pageIndex * pageSize}
      />
    </div>
  )
}
