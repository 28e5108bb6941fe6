import type { ColumnDef } from '@tanstack/react-table'
import { useState, type ReactNode } from 'react'

import { DEFAULT_PAGE_SIZE, Pagination } from '~/ui/Pagination'

import { RowsTable } from './RowsTable'

type Props<Row> = {
  label: string
  rows: Row[]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
  columns: ColumnDef<Row, any>[]
  getRowId: (row: Row) => string
  emptyState?: ReactNode
}

/**
 * A table over a list the API answers whole (a VPC's firewall rules: up to 1,024), shown a
 * page at a time like every other list, so a long one costs the browser what a short one
 * does.
 */
export function PagedRowsTable<Row>({ label, rows, columns, getRowId, emptyState }: Props<Row>) {
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE)
  const [pageIndex, setPageIndex] = useState(0)
  // a shorter list (after a delete) keeps the page in range
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1)
  const index = Math.min(pageIndex, lastPage)
  const start = index * pageSize
  const page = rows.slice(start, start + pageSize)
  if (rows.length === 0) return <>{emptyState}</>
  return (
    <div className="space-y-3">
      <RowsTable label={label} rows={page} columns={columns} getRowId={getRowId} />
      <Pagination
        pageSize={pageSize}
        onPageSizeChange={(size) => {
          setPageSize(size)
          setPageIndex(0)
        }}
        hasPrev={index > 0}
        hasNext={index < lastPage}
        onPrev={() => setPageIndex(index - 1)}
        onNext={() => setPageIndex(index + 1)}
        itemCount={page.length}
        pageStart={start}
      />
    </div>
  )
}
