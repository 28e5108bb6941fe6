import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import { useCallback, useState, type ReactNode } from 'react'

/**
 * What a list does with its selected rows: `QueryTable`'s `bulkActions` prop renders it in
 * the selection bar with the rows (freshest copies) and a way to clear them.
 */
export type BulkActionsRender<Row> = (selection: { rows: Row[]; clear: () => void }) => ReactNode

export type Selection<Row> = ReturnType<typeof useSelection<Row>>

/**
 * Selected rows by id, kept across pages. `rows(known, whole)` gives each as the list last
 * answered it (a stopped instance reads stopped); once the whole list is at hand, a row no
 * longer in it (deleted) drops out.
 */
export function useSelection<Row>(getRowId: (row: Row) => string) {
  const [picked, setPicked] = useState<Map<string, Row>>(() => new Map())
  const rows = (known: Row[], whole: boolean) => {
    if (picked.size === 0) return []
    const byId = new Map(known.map((row) => [getRowId(row), row]))
    const out: Row[] = []
    for (const [id, row] of picked) {
      const fresh = byId.get(id)
      if (fresh || !whole) out.push(fresh ?? row)
    }
    return out
  }
  const toggle = (list: Row[], on: boolean) =>
    setPicked((prev) => {
      const next = new Map(prev)
      for (const row of list) {
        if (on) next.set(getRowId(row), row)
        else next.delete(getRowId(row))
      }
      return next
    })
  const set = (list: Row[]) => setPicked(new Map(list.map((row) => [getRowId(row), row])))
  const clear = useCallback(() => setPicked(new Map()), [])
  return { picked, rows, toggle, set, clear }
}

const nameOf = <Row,>(row: Row, getRowId: (row: Row) => string) =>
  (row as { name?: string }).name ?? getRowId(row)

/** The first column: a checkbox per row, and one in the header for the rows on screen */
export function selectColumn<Row>(
  selection: Selection<Row>,
  visible: Row[],
  getRowId: (row: Row) => string,
): ColumnDef<Row, unknown> {
  const on = visible.filter((row) => selection.picked.has(getRowId(row))).length
  return createColumnHelper<Row>().display({
    id: 'select',
    header: () => (
      <input
        type="checkbox"
        aria-label="Select the rows on this page"
        className="size-4 cursor-pointer align-middle accent-accent"
        checked={on > 0 && on === visible.length}
        ref={(el) => {
          if (el) el.indeterminate = on > 0 && on < visible.length
        }}
        onChange={(e) => selection.toggle(visible, e.target.checked)}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={`Select ${nameOf(row.original, getRowId)}`}
        className="size-4 cursor-pointer align-middle accent-accent"
        checked={selection.picked.has(row.id)}
        onChange={(e) => selection.toggle([row.original], e.target.checked)}
      />
    ),
  })
}
