// One router of a VPC (spec §2 `routers/{router}`): its routes, with create and edit
// forms in the outlet. The system router's routes are Nexus's: a default route's target
// may change, nothing else.
import { createColumnHelper } from '@tanstack/react-table'
import { Outlet, useNavigate, type LoaderFunctionArgs } from 'react-router-dom'

import type { RouterRoute } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { firstReason } from '~/api/action-reasons'
import { routerRouteList, vpcRouterView } from '~/api/queries/vpcs'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { ActionLink } from '~/components/ActionLink'
import { requireParams, useVpcRouterParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { routePartLabel } from '~/forms/router-route-values'
import { actionsColumn, commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { Badge } from '~/ui/Badge'
import { confirmDelete } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { PropertiesTable } from '~/ui/PropertiesTable'
import { addToast } from '~/ui/toast-store'
import { formatDateTime } from '~/util/format'
import { pb } from '~/util/path-builder'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const selector = requireParams(params, 'project', 'vpc', 'router')
  await Promise.all([
    queryClient.fetchQuery(vpcRouterView(selector)),
    queryClient.fetchQuery(routerRouteList(selector).firstPage()),
  ])
  return null
}

const col = createColumnHelper<RouterRoute>()

const KIND_LABEL: Record<RouterRoute['kind'], string> = {
  default: 'default',
  vpc_subnet: 'subnet',
  vpc_peering: 'peering',
  custom: 'custom',
}

export default function RouterPage() {
  const selector = useVpcRouterParams()
  const { project, vpc, router } = selector
  const navigate = useNavigate()
  const roleReason = useProjectAccess(project).changeReason('routes')
  const { data } = usePrefetchedQuery(vpcRouterView(selector))
  const system = data.kind === 'system'

  const routeParams = (route: string) => ({ path: { route }, query: { project, vpc, router } })
  const deleteRoute = useApiMutation(api.vpcRouterRouteDelete, {
    invalidates: ['vpcRouterRouteList'],
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'Route deleted', content: path.route })
    },
  })

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => <span className="font-medium">{info.getValue()}</span>,
    }),
    col.accessor('kind', {
      header: 'Kind',
      cell: (info) => <Badge>{KIND_LABEL[info.getValue()]}</Badge>,
    }),
    col.accessor((r) => routePartLabel(r.destination), {
      id: 'destination',
      header: 'Destination',
    }),
    col.accessor((r) => routePartLabel(r.target), { id: 'target', header: 'Target' }),
    commonColumns<RouterRoute>().description,
    actionsColumn<RouterRoute>((route) => [
      {
        label: 'Edit',
        disabled: firstReason(
          roleReason,
          (route.kind === 'vpc_subnet' || route.kind === 'vpc_peering') &&
            'A subnet route follows its subnet and cannot be edited',
        ),
        onActivate: () => navigate(pb.vpcRouterRouteEdit({ ...selector, route: route.name })),
      },
      {
        label: 'Delete',
        danger: true,
        disabled: firstReason(
          roleReason,
          route.kind !== 'custom' && 'The system router’s routes cannot be deleted',
        ),
        onActivate: confirmDelete({
          resourceKind: 'route',
          label: route.name,
          doDelete: () => deleteRoute.mutateAsync(routeParams(route.name)),
        }),
        commands: commandsOf({ op: 'vpcRouterRouteDelete', params: routeParams(route.name) }),
      },
    ]),
  ]

  const newRouteLink = system ? null : (
    <ActionLink to={pb.vpcRouterRoutesNew(selector)} disabled={roleReason} size="sm">
      New route
    </ActionLink>
  )

  return (
    <>
      <PageHeader
        title={data.name}
        status={<Badge color={system ? 'blue' : 'default'}>{data.kind}</Badge>}
      />
      <h2 className="sr-only">Properties</h2>
      <PropertiesTable className="mb-8">
        <PropertiesTable.Row label="VPC">{vpc}</PropertiesTable.Row>
        <PropertiesTable.Row label="Description">
          {data.description || <span className="text-secondary">None</span>}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Created">
          {formatDateTime(data.timeCreated)}
        </PropertiesTable.Row>
      </PropertiesTable>
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-base font-semibold text-default">Routes</h2>
        {newRouteLink}
      </div>
      {system && (
        <p className="mb-3 text-sm text-secondary">
          The system router holds a route to each subnet and the default routes to the internet. A
          default route’s target can change; the rest is kept by the rack.
        </p>
      )}
      <QueryTable
        label="Routes"
        query={routerRouteList(selector)}
        columns={columns}
        getRowId={(r) => r.id}
        emptyState={
          <EmptyState
            title="No routes"
            body="A custom router's routes apply to the subnets that use it."
            action={newRouteLink}
          />
        }
      />
      <Outlet />
    </>
  )
}
