import { createColumnHelper } from '@tanstack/react-table'

import { RowActions, type RowAction } from '~/ui/RowActions'
import { formatDateTime } from '~/util/format'

/** Columns most API resources share. */
export function commonColumns<Row extends { description: string; timeCreated: Date }>() {
  const col = createColumnHelper<Row>()
  return {
    description: col.accessor((r) => r.description, {
      id: 'description',
      header: 'Description',
      cell: (info) => <span className="line-clamp-1 text-secondary">{info.getValue()}</span>,
    }),
    created: col.accessor((r) => r.timeCreated, {
      id: 'created',
      header: 'Created',
      cell: (info) => (
        <span className="whitespace-nowrap text-secondary">{formatDateTime(info.getValue())}</span>
      ),
    }),
  }
}

/**
 * The last column: a "Row actions" menu with the row's actions and Copy ID. Rows without an
 * `id` of their own (e.g. group members) say which id to copy with `idOf`.
 */
export function actionsColumn<Row extends { id: string }>(
  getActions: (row: Row) => RowAction[],
): ReturnType<typeof actionsColumnOf<Row>>
export function actionsColumn<Row>(
  getActions: (row: Row) => RowAction[],
  idOf: (row: Row) => string,
): ReturnType<typeof actionsColumnOf<Row>>
export function actionsColumn<Row>(
  getActions: (row: Row) => RowAction[],
  idOf: (row: Row) => string = (row) => (row as { id: string }).id,
) {
  return actionsColumnOf(getActions, idOf)
}

function actionsColumnOf<Row>(getActions: (row: Row) => RowAction[], idOf: (row: Row) => string) {
  const col = createColumnHelper<Row>()
  return col.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => (
      <RowActions actions={getActions(row.original)} copyId={idOf(row.original)} />
    ),
  })
}
