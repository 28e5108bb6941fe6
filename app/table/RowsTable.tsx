import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type CellContext,
  type ColumnDef,
} from '@tanstack/react-table'

import type { ReactNode } from 'react'

import { Table } from '~/ui/Table'

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
}

/**
 * A table over rows already at hand: one page of a `QueryTable`, or a list the API bounds
 * so tightly that one request holds it all (an instance's interfaces, its external IPs),
 * shown without a pagination bar.
 */
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

export function RowsTable<Row>({ label, rows, columns, getRowId, emptyState, busy }: Props<Row>) {
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
            {group.headers.map((header) => (
              <Table.HeadCell key={header.id}>
                {flexRender(header.column.columnDef.header, header.getContext())}
              </Table.HeadCell>
            ))}
          </Table.Row>
        ))}
      </Table.Header>
      <Table.Body>
        {table.getRowModel().rows.map((row) => (
          <Table.Row key={row.id}>
            {row.getVisibleCells().map((cell) => (
              <Table.Cell key={cell.id}>
                {renderCell(cell.column.columnDef.cell, cell.getContext())}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  )
}
