// The rack's subnet pools, for operators (`/system/networking/subnet-pools`): the prefixes
// that projects of linked silos take external subnets from. Each row leads to the pool's
// page (its members, silo links and utilization: the list carries no counts, and reading
// each row's would be a call per row). The create form renders over the list, in its
// outlet. Only fleet admins change pools; racks before the newest API have none, and the
// page says so.
import { createColumnHelper } from '@tanstack/react-table'
import { Outlet, useNavigate } from 'react-router-dom'

import type { SubnetPool } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import { api, forgetView, queryClient, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { rackSupport } from '~/api/queries/session'
import { subnetPoolList, subnetPoolsFeature, subnetPoolView } from '~/api/queries/subnet-pools'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { ActionLink } from '~/components/ActionLink'
import { rackHas, RackFeature } from '~/components/RackFeature'
import { useFleetAccess } from '~/hooks/use-fleet-access'
import { LinkCell } from '~/table/cells/LinkCell'
import { actionsColumn, commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { confirmDelete } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { VERSION_LABEL } from '../ip-pools/AddressUsageBar'

export async function clientLoader() {
  if (!(await rackHas(subnetPoolsFeature))) return null
  await queryClient.fetchQuery(subnetPoolList.firstPage())
  return null
}

const col = createColumnHelper<SubnetPool>()
const common = commonColumns<SubnetPool>()

function SubnetPoolsTable() {
  const navigate = useNavigate()
  const notAllowed = systemChangeDisabledReason(useFleetAccess(), 'changeSubnetPools')
  const deletePool = useApiMutation(api.systemSubnetPoolDelete, {
    invalidates: ['systemSubnetPoolList', 'siloSubnetPoolList'],
    onSuccess(_, { path }) {
      forgetView(subnetPoolView(path.pool).queryKey)
      addToast({ variant: 'success', title: 'Subnet pool deleted', content: path.pool })
    },
  })

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
    common.created,
    actionsColumn<SubnetPool>((pool) => [
      {
        label: 'Edit',
        disabled: notAllowed,
        onActivate: () => navigate(pb.systemSubnetPoolEdit({ subnetPool: pool.name })),
      },
      {
        label: 'Delete',
        danger: true,
        disabled: notAllowed,
        // Nexus refuses a pool that still has members; its words show in the toast
        onActivate: confirmDelete({
          resourceKind: 'subnet pool',
          label: pool.name,
          doDelete: () => deletePool.mutateAsync({ path: { pool: pool.name } }),
        }),
        commands: commandsOf({
          op: 'systemSubnetPoolDelete',
          params: { path: { pool: pool.name } },
        }),
      },
    ]),
  ]

  return (
    <QueryTable
      label="Subnet pools"
      query={subnetPoolList}
      columns={columns}
      getRowId={(pool) => pool.id}
      emptyState={
        <EmptyState
          title="No subnet pools"
          body="A subnet pool holds the prefixes that projects of the silos linked to it take as external subnets."
          action={<NewPoolLink />}
        />
      }
    />
  )
}

function NewPoolLink() {
  const notAllowed = systemChangeDisabledReason(useFleetAccess(), 'changeSubnetPools')
  return (
    <ActionLink to={pb.systemSubnetPoolsNew()} disabled={notAllowed}>
      New subnet pool
    </ActionLink>
  )
}

export default function SubnetPoolsPage() {
  const { data: support } = usePrefetchedQuery(
    rackSupport(subnetPoolsFeature.op, subnetPoolsFeature.name),
  )
  return (
    <>
      <PageHeader title="Subnet pools" actions={support.available && <NewPoolLink />} />
      <RackFeature feature={subnetPoolsFeature}>
        <SubnetPoolsTable />
        <Outlet />
      </RackFeature>
    </>
  )
}
