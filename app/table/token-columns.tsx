// Its own module, apart from columns.tsx: the first page's code has that one, and only the
// token pages need this.
import { createColumnHelper } from '@tanstack/react-table'

import { formatDateTime } from '~/util/format'

const dateCell = (date: Date) => (
  <span className="whitespace-nowrap text-secondary">{formatDateTime(date)}</span>
)

/**
 * A token's record (an access token, a SCIM client's): its ID (never the secret, which
 * only its holder has), when it was made and when it stops working.
 */
export function tokenColumns<
  Row extends { id: string; timeCreated: Date; timeExpires?: Date | null },
>() {
  const col = createColumnHelper<Row>()
  return [
    col.accessor((r) => r.id, {
      id: 'id',
      header: 'ID',
      cell: (info) => <span className="font-mono text-xs break-all">{info.getValue()}</span>,
    }),
    col.accessor((r) => r.timeCreated, {
      id: 'created',
      header: 'Created',
      cell: (info) => dateCell(info.getValue()),
    }),
    col.accessor((r) => r.timeExpires, {
      id: 'expires',
      header: 'Expires',
      cell: (info) => {
        const expires = info.getValue()
        return expires ? dateCell(expires) : <span className="text-secondary">Never</span>
      },
    }),
  ]
}
