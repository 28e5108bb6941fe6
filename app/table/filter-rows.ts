// Filtering and sorting rows in the browser: the filter on every list, and a sort the API
// cannot do. Both work on the columns' values (what `accessorFn` gives), not on rendered
// cells, so they stay cheap over a thousand rows.
import type { ColumnDef } from '@tanstack/react-table'

import type { Sort } from './table-state'

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the interface's own parameters
  interface ColumnMeta<TData, TValue> {
    /** `false`: the filter does not look at this column (e.g. a long free text) */
    filter?: false
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
type Columns<Row> = ColumnDef<Row, any>[]

/** A column's value for a row, when the column reads one (display columns do not) */
export function columnValue<Row>(column: Columns<Row>[number], row: Row, index = 0): unknown {
  if ('accessorFn' in column && column.accessorFn) return column.accessorFn(row, index)
  if ('accessorKey' in column && column.accessorKey) {
    return (row as Record<string, unknown>)[column.accessorKey as string]
  }
  return undefined
}

export const columnId = <Row>(column: Columns<Row>[number]) =>
  column.id ?? ('accessorKey' in column ? String(column.accessorKey) : undefined)

/** The words of a value: strings and numbers, and those inside arrays and objects (an IP's address) */
function textOf(value: unknown, out: string[]) {
  if (value == null || value instanceof Date) return
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    out.push(String(value))
  } else if (Array.isArray(value)) {
    for (const v of value) textOf(v, out)
  } else if (typeof value === 'object') {
    for (const v of Object.values(value)) textOf(v, out)
  }
}

/** One lower-case string per row to match a filter in: its id, name, description and columns */
export function rowText<Row>(row: Row, columns: Columns<Row>): string {
  const out: string[] = []
  const { id, name, description } = row as Record<string, unknown>
  textOf([id, name, description], out)
  for (const column of columns) {
    if (column.meta?.filter === false) continue
    textOf(columnValue(column, row), out)
  }
  return out.join('\n').toLowerCase()
}

/** The rows whose text holds `q` (case-insensitive, spaces at the ends ignored) */
export function filterRows<Row>(rows: Row[], columns: Columns<Row>, q: string): Row[] {
  const needle = q.trim().toLowerCase()
  if (!needle) return rows
  return rows.filter((row) => rowText(row, columns).includes(needle))
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

function compare(a: unknown, b: unknown): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime()
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return collator.compare(String(a), String(b))
}

/** The rows in the sort's order by the column's value (empty values last); stable */
export function sortRows<Row>(rows: Row[], columns: Columns<Row>, sort: Sort | null): Row[] {
  const column = sort && columns.find((c) => columnId(c) === sort.column)
  if (!sort || !column) return rows
  const dir = sort.desc ? -1 : 1
  const keyed = rows.map((row) => ({ row, key: columnValue(column, row) }))
  const empty = (v: unknown) => v == null || v === ''
  keyed.sort((x, y) =>
    empty(x.key) || empty(y.key)
      ? Number(empty(x.key)) - Number(empty(y.key))
      : compare(x.key, y.key) * dir,
  )
  return keyed.map((k) => k.row)
}

/** A column the user can sort by: one that reads a value */
export const isSortable = <Row>(column: Columns<Row>[number]) =>
  ('accessorFn' in column && !!column.accessorFn) ||
  ('accessorKey' in column && !!column.accessorKey)
