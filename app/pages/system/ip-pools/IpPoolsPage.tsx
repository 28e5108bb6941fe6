// The rack's IP pools (spec §2 `/system/networking/ip-pools`, operators only): each row
// leads to the pool's page and shows how full it is. The create form renders over the
// list, in its outlet. Only fleet admins change pools: for anyone else the actions are
// off and say why.
import { createColumnHelper } from '@tanstack/react-table'
import { Outlet, useNavigate } from 'react-router-dom'

import type { IpPool } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import { api, forgetView, queryClient, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { ipPoolList, ipPoolView } from '~/api/queries/ip-pools'
import { ActionLink } from '~/components/ActionLink'
import { useFleetAccess } from '~/hooks/use-fleet-access'
import { actionsColumn, commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { confirmDelete } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'
import { LinkCell } from '~/table/cells/LinkCell'

import { PoolUsageCell, POOL_TYPE_LABEL, VERSION_LABEL } from './AddressUsageBar'

export async function clientLoader() {
  await queryClient.fetchQuery(ipPoolList.firstPage())
  return null
}

const col = createColumnHelper<IpPool>()
const common = commonColumns<IpPool>()

export default function IpPoolsPage() {
  const navigate = useNavigate()
  const notAllowed = systemChangeDisabledReason(useFleetAccess(), 'changeIpPools')
  const deletePool = useApiMutation(api.systemIpPoolDelete, {
    invalidates: ['systemIpPoolList', 'siloIpPoolList'],
    onSuccess(_, { path }) {
      forgetView(ipPoolView(path.pool).queryKey)
      addToast({ variant: 'success', title: 'IP pool deleted', content: path.pool })
    },
  })

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <LinkCell to={pb.systemIpPool({ pool: info.getValue() })}>{info.getValue()}</LinkCell>
      ),
    }),
    common.description,
    col.accessor('ipVersion', {
      header: 'IP version',
      cell: (info) => VERSION_LABEL[info.getValue()],
    }),
    col.accessor('poolType', {
      header: 'Type',
      cell: (info) => POOL_TYPE_LABEL[info.getValue()],
    }),
    col.display({
      id: 'usage',
      header: 'Allocated',
      cell: ({ row }) => <PoolUsageCell pool={row.original.name} />,
    }),
    common.created,
    actionsColumn<IpPool>((pool) => [
      {
        label: 'Edit',
        disabled: notAllowed,
        onActivate: () => navigate(pb.systemIpPoolEdit({ pool: pool.name })),
      },
      {
        label: 'Delete',
        danger: true,
        disabled: notAllowed,
        // the API refuses a pool that still has ranges; its refusal shows in the toast
        onActivate: confirmDelete({
          resourceKind: 'IP pool',
          label: pool.name,
          doDelete: () => deletePool.mutateAsync({ path: { pool: pool.name } }),
        }),
        commands: commandsOf({ op: 'systemIpPoolDelete', params: { path: { pool: pool.name } } }),
      },
    ]),
  ]

  const newLink = (
    <ActionLink to={pb.systemIpPoolsNew()} disabled={notAllowed}>
      New IP pool
    </ActionLink>
  )

  return (
    <>
      <PageHeader title="IP pools" actions={newLink} />
      <QueryTable
        label="IP pools"
        query={ipPoolList}
        columns={columns}
        getRowId={(pool) => pool.id}
        emptyState={
          <EmptyState
            title="No IP pools"
            body="An IP pool holds the external addresses that instances and floating IPs of the silos linked to it take."
            action={newLink}
          />
        }
      />
      <Outlet />
    </>
  )
}
