// A VPC's routers: the system router and the custom ones, each linking to its routes;
// create and edit render in the outlet, over the list.
import { createColumnHelper } from '@tanstack/react-table'
import { Outlet, useNavigate, type LoaderFunctionArgs } from 'react-router-dom'

import type { VpcRouter } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { firstReason } from '~/api/action-reasons'
import { vpcRouterList } from '~/api/queries/vpcs'
import { ActionLink } from '~/components/ActionLink'
import { requireParams, useVpcParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { actionsColumn, commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { Badge } from '~/ui/Badge'
import { confirmDelete } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'
import { LinkCell } from '~/table/cells/LinkCell'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(vpcRouterList(requireParams(params, 'project', 'vpc')).firstPage())
  return null
}

const col = createColumnHelper<VpcRouter>()

export default function RoutersTab() {
  const selector = useVpcParams()
  const { project, vpc } = selector
  const navigate = useNavigate()
  const roleReason = useProjectAccess(project).changeReason('routers')

  const deleteRouter = useApiMutation(api.vpcRouterDelete, {
    // subnets that used it lose it
    invalidates: ['vpcRouterList', 'vpcSubnetList', 'vpcSubnetView'],
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'Router deleted', content: path.router })
    },
  })

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <LinkCell to={pb.vpcRouter({ ...selector, router: info.getValue() })}>
          {info.getValue()}
        </LinkCell>
      ),
    }),
    col.accessor('kind', {
      header: 'Kind',
      cell: (info) => (
        <Badge color={info.getValue() === 'system' ? 'blue' : 'default'}>{info.getValue()}</Badge>
      ),
    }),
    commonColumns<VpcRouter>().description,
    commonColumns<VpcRouter>().created,
    actionsColumn<VpcRouter>((router) => [
      {
        label: 'Edit',
        disabled: roleReason,
        onActivate: () => navigate(pb.vpcRouterEdit({ ...selector, router: router.name })),
      },
      {
        label: 'Delete',
        danger: true,
        disabled: firstReason(
          roleReason,
          router.kind === 'system' && 'The system router is deleted with its VPC',
        ),
        onActivate: confirmDelete({
          resourceKind: 'router',
          label: router.name,
          doDelete: () =>
            deleteRouter.mutateAsync({ path: { router: router.name }, query: { project, vpc } }),
        }),
        commands: commandsOf({
          op: 'vpcRouterDelete',
          params: { path: { router: router.name }, query: { project, vpc } },
        }),
      },
    ]),
  ]

  return (
    <>
      <div className="mb-3 flex justify-end">
        <ActionLink to={pb.vpcRoutersNew(selector)} disabled={roleReason} size="sm">
          New router
        </ActionLink>
      </div>
      <QueryTable
        label="Routers"
        query={vpcRouterList(selector)}
        columns={columns}
        getRowId={(r) => r.id}
        emptyState={
          <EmptyState
            title="No routers"
            body="Every VPC has a system router; add custom ones here."
          />
        }
      />
      <Outlet />
    </>
  )
}
