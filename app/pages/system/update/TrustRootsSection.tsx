// The TUF root roles an uploaded release must be signed under, read-only: which root, its
// version, when it expires and how many signatures it asks for.
import { createColumnHelper } from '@tanstack/react-table'

import type { UpdatesTrustRoot } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { systemUpdateTrustRootList } from '~/api/queries/system-update'
import { QueryTable } from '~/table/QueryTable'
import { EmptyState } from '~/ui/EmptyState'
import { Section } from '~/ui/Section'
import { formatDateTime } from '~/util/format'

import { rootRoleFacts } from './root-role'

const unknown = <span className="text-secondary">—</span>

const col = createColumnHelper<UpdatesTrustRoot>()
const columns = [
  col.accessor('id', {
    header: 'ID',
    cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
  }),
  col.display({
    id: 'version',
    header: 'Version',
    cell: ({ row }) => rootRoleFacts(row.original.rootRole).version ?? unknown,
  }),
  col.display({
    id: 'expires',
    header: 'Expires',
    cell: ({ row }) => {
      const { expires } = rootRoleFacts(row.original.rootRole)
      return expires ? (
        <span className="whitespace-nowrap">{formatDateTime(expires)}</span>
      ) : (
        unknown
      )
    },
  }),
  col.display({
    id: 'keys',
    header: 'Signing keys',
    cell: ({ row }) => {
      const { keys, threshold } = rootRoleFacts(row.original.rootRole)
      if (keys === null) return unknown
      return threshold === null ? keys : `${threshold} of ${keys} needed`
    },
  }),
  col.accessor('timeCreated', {
    header: 'Added',
    cell: (info) => (
      <span className="whitespace-nowrap text-secondary">{formatDateTime(info.getValue())}</span>
    ),
  }),
]

export function TrustRootsSection() {
  return (
    <Section
      title="Trust roots"
      description="The rack accepts an uploaded release only if it is signed under one of these TUF root roles."
    >
      <QueryTable
        label="Trust roots"
        // a second table on the page: its filter and sort have their own keys
        urlKey="roots"
        query={systemUpdateTrustRootList}
        columns={columns}
        getRowId={(root) => root.id}
        emptyState={
          <EmptyState
            title="No trust roots"
            body="Without a trust root the rack accepts no uploaded release."
          />
        }
      />
    </Section>
  )
}
