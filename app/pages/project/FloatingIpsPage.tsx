// The project's floating IPs (spec §2 `floating-ips`): addresses kept by the project and
// attached to one instance at a time. Create and edit render over the list, in its outlet.
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import { Outlet, useNavigate, type LoaderFunctionArgs } from 'react-router-dom'

import { commandsOf } from '~/api/copy-as/load'
import type { FloatingIp } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { firstReason } from '~/api/action-reasons'
import { floatingIpList } from '~/api/queries/floating-ips'
import { instancePicker } from '~/api/queries/instances'
import { ipPoolPicker } from '~/api/queries/ip-pools'
import { FloatingIpToInstanceForm } from '~/forms/floating-ip-attach'
import { ActionLink } from '~/components/ActionLink'
import { bulkActionsFor } from '~/components/bulk/bulk-entry'
import { requireParams, useProjectParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { InstanceLinkCell } from '~/table/cells/InstanceLinkCell'
import { actionsColumn, commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { confirmAction, confirmDelete } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { project } = requireParams(params, 'project')
  await queryClient.fetchQuery(floatingIpList(project).firstPage())
  return null
}

const col = createColumnHelper<FloatingIp>()

const strong = (text: string) => <strong className="font-medium text-default">{text}</strong>

export default function FloatingIpsPage() {
  const { project } = useProjectParams()
  const navigate = useNavigate()
  const roleReason = useProjectAccess(project).changeReason('floatingIps')
  const [attaching, setAttaching] = useState<FloatingIp | null>(null)
  const instances = useQuery({ ...instancePicker(project), enabled: !!attaching })
  const pools = useQuery(ipPoolPicker)
  const poolName = (id: string) => pools.data?.items.find((p) => p.id === id)?.name ?? id

  const deleteIp = useApiMutation(api.floatingIpDelete, {
    invalidates: ['floatingIpList'],
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'Floating IP deleted', content: path.floatingIp })
    },
  })
  const detach = useApiMutation(api.floatingIpDetach, {
    invalidates: ['floatingIpList', 'instanceExternalIpList'],
    onSuccess(ip) {
      addToast({ variant: 'success', title: 'Floating IP detached', content: ip.name })
    },
  })

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => <span className="font-medium">{info.getValue()}</span>,
    }),
    col.accessor('ip', {
      header: 'IP address',
      cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
    }),
    col.accessor('instanceId', {
      header: 'Instance',
      cell: (info) => {
        const id = info.getValue()
        return id ? (
          <InstanceLinkCell project={project} id={id} />
        ) : (
          <span className="text-secondary">None</span>
        )
      },
    }),
    col.accessor('ipPoolId', { header: 'IP pool', cell: (info) => poolName(info.getValue()) }),
    commonColumns<FloatingIp>().description,
    actionsColumn<FloatingIp>((ip) => [
      ip.instanceId
        ? {
            label: 'Detach',
            disabled: roleReason,
            onActivate: () =>
              confirmAction({
                title: 'Detach floating IP',
                message: (
                  <>
                    Detach {strong(ip.name)} ({ip.ip}) from its instance? The instance stops being
                    reachable at this address; the address stays with the project.
                  </>
                ),
                actionLabel: 'Detach',
                doAction: () =>
                  detach.mutateAsync({ path: { floatingIp: ip.name }, query: { project } }),
                errorTitle: 'Could not detach floating IP',
              }),
            commands: commandsOf({
              op: 'floatingIpDetach',
              params: { path: { floatingIp: ip.name }, query: { project } },
            }),
          }
        : { label: 'Attach', disabled: roleReason, onActivate: () => setAttaching(ip) },
      {
        label: 'Edit',
        disabled: roleReason,
        onActivate: () => navigate(pb.floatingIpEdit({ project, floatingIp: ip.name })),
      },
      {
        label: 'Delete',
        danger: true,
        disabled: firstReason(
          roleReason,
          !!ip.instanceId && 'Detach the floating IP before deleting it',
        ),
        onActivate: confirmDelete({
          resourceKind: 'floating IP',
          label: ip.name,
          doDelete: () =>
            deleteIp.mutateAsync({ path: { floatingIp: ip.name }, query: { project } }),
        }),
        commands: commandsOf({
          op: 'floatingIpDelete',
          params: { path: { floatingIp: ip.name }, query: { project } },
        }),
      },
    ]),
  ]

  const newLink = (
    <ActionLink to={pb.floatingIpsNew({ project })} disabled={roleReason}>
      New floating IP
    </ActionLink>
  )

  return (
    <>
      <PageHeader title="Floating IPs" actions={newLink} />
      <QueryTable
        label="Floating IPs"
        query={floatingIpList(project)}
        columns={columns}
        getRowId={(ip) => ip.id}
        bulkActions={bulkActionsFor('floatingIp', project)}
        emptyState={
          <EmptyState
            title="No floating IPs"
            body="A floating IP is an external address the project keeps, to attach to one instance and move to another."
            action={newLink}
          />
        }
      />
      {attaching && (
        <FloatingIpToInstanceForm
          project={project}
          floatingIp={attaching}
          instances={instances.data?.items}
          onDismiss={() => setAttaching(null)}
        />
      )}
      <Outlet />
    </>
  )
}
