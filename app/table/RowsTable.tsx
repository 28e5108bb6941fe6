import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table'

import { Table } from '~/ui/Table'

type Props<Row> = {
  /** Accessible name of the table, e.g. "Network interfaces". */
  label: string
  rows: Row[]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
  columns: ColumnDef<Row, any>[]
  getRowId: (row: Row) => string
}

/**
 * A table over rows already at hand: lists the API bounds so tightly that one page holds
 * them all (an instance's interfaces, its external IPs), with no pagination bar.
 * Paginated lists use `QueryTable`.
 */
export function RowsTable<Row>({ label, rows, columns, getRowId }: Props<Row>) {
  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
  })
  return (
    <Table aria-label={label}>
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
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  )
}
