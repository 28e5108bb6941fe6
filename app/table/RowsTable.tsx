import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type CellContext,
  type ColumnDef,
} from '@tanstack/react-table'

import type { ReactNode } from 'react'

import { Table } from '~/ui/Table'

import type { Sort } from './table-state'

type Props<Row> = {
  /** Accessible name of the table, e.g. "Network interfaces". */
  label: string
  rows: Row[]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
  columns: ColumnDef<Row, any>[]
  getRowId: (row: Row) => string
  /** Shown in place of the table when there are no rows. */
  emptyState?: ReactNode
  /** Marks the table busy while other rows are on their way (`aria-busy`). */
  busy?: boolean
  /** Sortable headers: the current sort, and what a header's button does */
  sort?: Sort | null
  onSort?: (column: string) => void
  /** How a column sorts, for its button's tooltip ("on the rack" or "within what is loaded") */
  sortHint?: (column: string) => string
  /** Columns before the name (a selection checkbox): the name cell stays in view after them */
  leadingColumns?: number
}

/**
 * A cell's content. `flexRender` would mount a cell function as a component, and columns
 * built during render give it a new identity each time: every render of the page would
 * then remount every cell, closing a row's open actions menu. Called as a function, the
 * cell's elements are reconciled in place.
 */
function renderCell<Row>(
  cell: ColumnDef<Row, unknown>['cell'],
  context: CellContext<Row, unknown>,
): ReactNode {
  return typeof cell === 'function' ? cell(context) : (cell ?? null)
}

/**
 * A table over rows already at hand: one page of a `QueryTable`, or a list the API bounds
 * so tightly that one request holds it all (an instance's interfaces, its external IPs),
 * shown without a pagination bar. Headers sort when given `onSort` (a button in each
 * header of a column that reads a value, `aria-sort` on the header cell).
 */
export function RowsTable<Row>({
  label,
  rows,
  columns,
  getRowId,
  emptyState,
  busy,
  sort,
  onSort,
  sortHint,
  leadingColumns = 0,
}: Props<Row>) {
  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
  })
  if (emptyState && rows.length === 0) return <>{emptyState}</>
  return (
    <Table aria-label={label} aria-busy={busy || undefined}>
      <Table.Header>
        {table.getHeaderGroups().map((group) => (
          <Table.Row key={group.id}>
            {group.headers.map((header, i) => {
              const content = flexRender(header.column.columnDef.header, header.getContext())
              const id = header.column.id
              const sortable = onSort && header.column.getCanSort() && header.column.accessorFn
              const dir = sort?.column === id ? (sort.desc ? 'descending' : 'ascending') : undefined
              return (
                <Table.HeadCell
                  key={header.id}
                  sticky={i === leadingColumns}
                  aria-sort={sortable ? (dir ?? 'none') : undefined}
                >
                  {sortable ? (
                    <button
                      type="button"
                      onClick={() => onSort(id)}
                      title={sortHint?.(id)}
                      className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-default"
                    >
                      {content}
                      <span aria-hidden className="w-2.5 text-[10px]">
                        {dir === 'ascending' ? '▲' : dir === 'descending' ? '▼' : ''}
                      </span>
                    </button>
                  ) : (
                    content
                  )}
                </Table.HeadCell>
              )
            })}
          </Table.Row>
        ))}
      </Table.Header>
      <Table.Body>
        {table.getRowModel().rows.map((row) => (
          <Table.Row key={row.id}>
            {row.getVisibleCells().map((cell, i) => (
              <Table.Cell key={cell.id} sticky={i === leadingColumns}>
                {renderCell(cell.column.columnDef.cell, cell.getContext())}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  )
}
