// The IP pools linked to a silo, on its page (`?tab=ip-pools`): which one is its default,
// and a link to each pool's page, where links are made and changed.
import { createColumnHelper } from '@tanstack/react-table'

import type { SiloIpPool } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { siloIpPoolList } from '~/api/queries/ip-pools'
import { commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { Badge } from '~/ui/Badge'
import { EmptyState } from '~/ui/EmptyState'
import { pb } from '~/util/path-builder'
import { LinkCell } from '~/table/cells/LinkCell'

const col = createColumnHelper<SiloIpPool>()
const common = commonColumns<SiloIpPool>()

const columns = [
  col.accessor('name', {
    header: 'Name',
    cell: (info) => (
      <LinkCell to={pb.systemIpPool({ pool: info.getValue() })}>{info.getValue()}</LinkCell>
    ),
  }),
  common.description,
  col.accessor('isDefault', {
    header: 'Default',
    cell: (info) =>
      info.getValue() ? <Badge color="accent">default</Badge> : <span className="sr-only">No</span>,
  }),
  common.created,
]

export function SiloIpPoolsTab({ silo }: { silo: string }) {
  return (
    <>
      <h2 className="sr-only">IP pools</h2>
      <QueryTable
        label="IP pools"
        query={siloIpPoolList(silo)}
        columns={columns}
        getRowId={(pool) => pool.id}
        emptyState={
          <EmptyState
            title="No IP pools"
            body="Link a pool to this silo from the pool’s page to let its projects take external addresses."
          />
        }
      />
    </>
  )
}
