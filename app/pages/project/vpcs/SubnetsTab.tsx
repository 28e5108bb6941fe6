// A VPC's subnets, with their blocks and custom router; create and edit render in the
// outlet, over the list.
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { Outlet, useNavigate, type LoaderFunctionArgs } from 'react-router-dom'

import { commandsOf } from '~/api/copy-as/load'
import type { VpcSubnet } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { vpcRouterPicker, vpcSubnetList } from '~/api/queries/vpcs'
import { ActionLink } from '~/components/ActionLink'
import { requireParams, useVpcParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { actionsColumn, commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { confirmDelete } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(vpcSubnetList(requireParams(params, 'project', 'vpc')).firstPage())
  return null
}

const col = createColumnHelper<VpcSubnet>()

export default function SubnetsTab() {
  const selector = useVpcParams()
  const { project, vpc } = selector
  const navigate = useNavigate()
  const roleReason = useProjectAccess(project).changeReason('subnets')
  // router names for the column; a subnet names its router by id only
  const routers = useQuery(vpcRouterPicker(selector))
  const routerName = (id: string) => routers.data?.items.find((r) => r.id === id)?.name ?? id

  const deleteSubnet = useApiMutation(api.vpcSubnetDelete, {
    invalidates: ['vpcSubnetList', 'vpcRouterRouteList'],
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'Subnet deleted', content: path.subnet })
    },
  })

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => <span className="font-medium">{info.getValue()}</span>,
    }),
    col.accessor('ipv4Block', {
      header: 'IPv4 block',
      cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
    }),
    col.accessor('ipv6Block', {
      header: 'IPv6 block',
      cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
    }),
    col.accessor('customRouterId', {
      header: 'Custom router',
      cell: (info) => {
        const id = info.getValue()
        return id ? routerName(id) : <span className="text-secondary">None</span>
      },
    }),
    commonColumns<VpcSubnet>().description,
    actionsColumn<VpcSubnet>((subnet) => [
      {
        label: 'Edit',
        disabled: roleReason,
        onActivate: () => navigate(pb.vpcSubnetEdit({ ...selector, subnet: subnet.name })),
      },
      {
        label: 'Delete',
        disabled: roleReason,
        danger: true,
        onActivate: confirmDelete({
          resourceKind: 'subnet',
          label: subnet.name,
          doDelete: () =>
            deleteSubnet.mutateAsync({ path: { subnet: subnet.name }, query: { project, vpc } }),
        }),
        commands: commandsOf({
          op: 'vpcSubnetDelete',
          params: { path: { subnet: subnet.name }, query: { project, vpc } },
        }),
      },
    ]),
  ]

  const newSubnetLink = (
    <ActionLink to={pb.vpcSubnetsNew(selector)} disabled={roleReason} size="sm">
      New subnet
    </ActionLink>
  )

  return (
    <>
      <div className="mb-3 flex justify-end">{newSubnetLink}</div>
      <QueryTable
        label="Subnets"
        query={vpcSubnetList(selector)}
        columns={columns}
        getRowId={(s) => s.id}
        emptyState={
          <EmptyState
            title="No subnets"
            body="An instance's network interface takes its address from a subnet."
            action={newSubnetLink}
          />
        }
      />
      <Outlet />
    </>
  )
}
