// Columns the directory's tables share: users and groups both have a display name, which
// links to their page, and an id.
import { createColumnHelper } from '@tanstack/react-table'

import { LinkCell } from '~/table/cells/LinkCell'

type Identity = { id: string; displayName: string }

export function identityColumns<Row extends Identity>(pageOf: (id: string) => string) {
  const col = createColumnHelper<Row>()
  return [
    col.accessor((r) => r.displayName, {
      id: 'name',
      header: 'Name',
      cell: (info) => <LinkCell to={pageOf(info.row.original.id)}>{info.getValue()}</LinkCell>,
    }),
    col.accessor((r) => r.id, {
      id: 'id',
      header: 'ID',
      cell: (info) => <span className="font-mono text-xs text-secondary">{info.getValue()}</span>,
    }),
  ]
}
