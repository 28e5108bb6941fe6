import { createColumnHelper } from '@tanstack/react-table'

import { RowActions, type RowAction } from '~/ui/Table'
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

/** The last column: a "Row actions" menu with the row's actions and Copy ID. */
export function actionsColumn<Row extends { id: string }>(getActions: (row: Row) => RowAction[]) {
  const col = createColumnHelper<Row>()
  return col.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => <RowActions actions={getActions(row.original)} copyId={row.original.id} />,
  })
}
