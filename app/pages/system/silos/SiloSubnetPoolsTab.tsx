// The subnet pools linked to a silo, on its page (`?tab=subnet-pools`): which are its
// defaults (one per IP version at most), and a link to each pool's page, where links are
// made and changed. Racks before the newest API have no subnet pools: the tab says so.
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'

import type { SiloSubnetPool } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { rackSupport } from '~/api/queries/session'
import { siloSubnetPoolList, subnetPoolsFeature } from '~/api/queries/subnet-pools'
import { RackLacks } from '~/components/RackFeature'
import { LinkCell } from '~/table/cells/LinkCell'
import { commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { Badge } from '~/ui/Badge'
import { EmptyState } from '~/ui/EmptyState'
import { pb } from '~/util/path-builder'

import { VERSION_LABEL } from '../ip-pools/AddressUsageBar'

const col = createColumnHelper<SiloSubnetPool>()
const common = commonColumns<SiloSubnetPool>()

const columns = [
  col.accessor('name', {
    header: 'Name',
    cell: (info) => (
      <LinkCell to={pb.systemSubnetPool({ subnetPool: info.getValue() })}>
        {info.getValue()}
      </LinkCell>
    ),
  }),
  common.description,
  col.accessor('ipVersion', {
    header: 'IP version',
    cell: (info) => VERSION_LABEL[info.getValue()],
  }),
  col.accessor('isDefault', {
    header: 'Default',
    cell: (info) =>
      info.getValue() ? <Badge color="accent">default</Badge> : <span className="sr-only">No</span>,
  }),
  common.created,
]

export function SiloSubnetPoolsTab({ silo }: { silo: string }) {
  // the silo page's loader does not ask for this tab alone: the answer is quick and kept
  const { data: support } = useQuery(rackSupport(subnetPoolsFeature.op, subnetPoolsFeature.name))
  return (
    <>
      <h2 className="sr-only">Subnet pools</h2>
      {!support ? (
        <p className="text-sm text-secondary">Loading…</p>
      ) : !support.available ? (
        <RackLacks reason={support.reason} />
      ) : (
        <QueryTable
          label="Subnet pools"
          query={siloSubnetPoolList(silo)}
          columns={columns}
          getRowId={(pool) => pool.id}
          emptyState={
            <EmptyState
              title="No subnet pools"
              body="Link a subnet pool to this silo from the pool’s page to let its projects take external subnets."
            />
          }
        />
      )}
    </>
  )
}
