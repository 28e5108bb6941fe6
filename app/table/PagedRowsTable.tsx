import type { ColumnDef } from '@tanstack/react-table'
import { useDeferredValue, useState, type ReactNode } from 'react'

import { Pagination } from '~/ui/Pagination'

import { filterRows, sortRows } from './filter-rows'
import { RowsTable } from './RowsTable'
import { NoMatch } from './table-browser'
import { TableToolbar } from './TableToolbar'
import { nextSort } from './table-state'
import { useTableState } from './use-table-state'

type Props<Row> = {
  label: string
  rows: Row[]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
  columns: ColumnDef<Row, any>[]
  getRowId: (row: Row) => string
  emptyState?: ReactNode
  /** Where the page size is remembered; the label by default */
  id?: string
  /** Prefix of the address's parameters, for a page with two tables */
  urlKey?: string
}

/**
 * A table over a list the API answers whole (a VPC's firewall rules: up to 1,024), shown a
 * page at a time like every other list, so a long one costs the browser what a short one
 * does. The filter and every sort work in the browser: the whole list is at hand.
 */
export function PagedRowsTable<Row>({
  label,
  rows: allRows,
  columns,
  getRowId,
  emptyState,
  id,
  urlKey,
}: Props<Row>) {
  const noun = label.toLowerCase()
  const view = useTableState(id ?? label, urlKey)
  const { pageSize, sort } = view
  const q = useDeferredValue(view.q).trim()
  const rows = sortRows(filterRows(allRows, columns, q), columns, sort)
  const [paging, setPaging] = useState({ key: '', index: 0 })
  const key = `${pageSize} ${q} ${sort?.column}${sort?.desc}`
  // a shorter list (after a delete or a filter) keeps the page in range
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1)
  const index = Math.min(paging.key === key ? paging.index : 0, lastPage)
  const start = index * pageSize
  const page = rows.slice(start, start + pageSize)
  if (allRows.length === 0) return <>{emptyState}</>
  return (
    <div className="space-y-3">
      <TableToolbar
        noun={noun}
        q={view.q}
        onChange={(value) => view.setQ(value)}
        status={q ? `${rows.length} of ${allRows.length} match` : null}
      />
      {q && rows.length === 0 ? (
        <NoMatch noun={noun} q={view.q.trim()} onClear={() => view.setQ('')} />
      ) : (
        <RowsTable
          label={label}
          rows={page}
          columns={columns}
          getRowId={getRowId}
          sort={sort}
          onSort={(column) => view.update({ sort: nextSort(sort, column) })}
        />
      )}
      <Pagination
        pageSize={pageSize}
        onPageSizeChange={view.setPageSize}
        hasPrev={index > 0}
        hasNext={index < lastPage}
        onPrev={() => setPaging({ key, index: index - 1 })}
        onNext={() => setPaging({ key, index: index + 1 })}
        itemCount={page.length}
        pageStart={start}
      />
    </div>
  )
}
