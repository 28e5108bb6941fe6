// The project's external subnets (`/projects/:project/external-subnets`): subnets taken from
// the silo's subnet pools, each routed to at most one instance. Create and edit render over
// the list, in its outlet. Racks before the newest API have none: the page says so.
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useState, type ReactNode } from 'react'
import { Link, Outlet, useNavigate, type LoaderFunctionArgs } from 'react-router-dom'

import type { ExternalSubnet } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { externalSubnetList, externalSubnetsFeature } from '~/api/queries/external-subnets'
import { instancePicker } from '~/api/queries/instances'
import { rackSupport } from '~/api/queries/session'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { RackFeature, rackHas } from '~/components/RackFeature'
import { ExternalSubnetAttachForm } from '~/forms/external-subnet-attach'
import { requireParams, useProjectParams } from '~/hooks/use-params'
import { InstanceLinkCell } from '~/table/cells/InstanceLinkCell'
import { actionsColumn, commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { Button, buttonClass } from '~/ui/Button'
import { confirmAction, confirmDelete } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { SubnetPoolName } from './SubnetPoolName'
import { useProjectAccess } from '~/hooks/use-project-access'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { project } = requireParams(params, 'project')
  if (!(await rackHas(externalSubnetsFeature))) return null
  await queryClient.fetchQuery(externalSubnetList(project).firstPage())
  return null
}

// Nexus's refusal, shown before it is asked
const ATTACHED_DELETE_REASON =
  'Cannot delete external subnet while it is attached to an instance. Detach it and try again.'

const col = createColumnHelper<ExternalSubnet>()

const strong = (text: string) => <strong className="font-medium text-default">{text}</strong>

export default function ExternalSubnetsPage() {
  const { project } = useProjectParams()
  const changeReason = useProjectAccess(project).changeReason('externalSubnets')
  const newButton = changeReason ? (
    <Button disabled disabledReason={changeReason}>
      New external subnet
    </Button>
  ) : (
    <Link to={pb.externalSubnetsNew({ project })} className={buttonClass()}>
      New external subnet
    </Link>
  )
  // a rack without external subnets offers no way to make one
  const { data: support } = usePrefetchedQuery(
    rackSupport(externalSubnetsFeature.op, externalSubnetsFeature.name),
  )
  return (
    <>
      <PageHeader title="External subnets" actions={support.available && newButton} />
      <RackFeature feature={externalSubnetsFeature}>
        <SubnetsTable project={project} changeReason={changeReason} newButton={newButton} />
        <Outlet />
      </RackFeature>
    </>
  )
}

function SubnetsTable({
  project,
  changeReason,
  newButton,
}: {
  project: string
  changeReason: string | false
  newButton: ReactNode
}) {
  const navigate = useNavigate()
  const [attaching, setAttaching] = useState<ExternalSubnet | null>(null)
  const instances = useQuery(instancePicker(project))
  const instanceName = (id: string) => instances.data?.items.find((i) => i.id === id)?.name

  const deleteSubnet = useApiMutation(api.externalSubnetDelete, {
    invalidates: ['externalSubnetList'],
    onSuccess(_, { path }) {
      addToast({
        variant: 'success',
        title: 'External subnet deleted',
        content: path.externalSubnet,
      })
    },
  })
  const detach = useApiMutation(api.externalSubnetDetach, {
    invalidates: ['externalSubnetList', 'instanceExternalSubnetList'],
    onSuccess(subnet) {
      addToast({ variant: 'success', title: 'External subnet detached', content: subnet.name })
    },
  })

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => <span className="font-medium">{info.getValue()}</span>,
    }),
    col.accessor('subnet', {
      header: 'Subnet',
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
    col.accessor('subnetPoolId', {
      header: 'Subnet pool',
      cell: (info) => <SubnetPoolName id={info.getValue()} />,
    }),
    commonColumns<ExternalSubnet>().description,
    commonColumns<ExternalSubnet>().created,
    actionsColumn<ExternalSubnet>((subnet) => {
      const attachedTo = subnet.instanceId ? instanceName(subnet.instanceId) : undefined
      const params = { path: { externalSubnet: subnet.name }, query: { project } }
      return [
        subnet.instanceId
          ? {
              label: 'Detach',
              disabled: changeReason,
              onActivate: () =>
                confirmAction({
                  title: 'Detach external subnet',
                  message: (
                    <>
                      Detach {strong(subnet.name)} ({subnet.subnet}) from{' '}
                      {attachedTo ? strong(attachedTo) : 'its instance'}? The instance stops being
                      reachable at its addresses; the subnet stays with the project.
                    </>
                  ),
                  actionLabel: 'Detach',
                  doAction: () => detach.mutateAsync(params),
                  errorTitle: 'Could not detach external subnet',
                }),
              commands: commandsOf({ op: 'externalSubnetDetach', params }),
            }
          : { label: 'Attach', disabled: changeReason, onActivate: () => setAttaching(subnet) },
        {
          label: 'Edit',
          disabled: changeReason,
          onActivate: () =>
            navigate(pb.externalSubnetEdit({ project, externalSubnet: subnet.name })),
        },
        {
          label: 'Delete',
          danger: true,
          disabled: changeReason || (!!subnet.instanceId && ATTACHED_DELETE_REASON),
          onActivate: confirmDelete({
            resourceKind: 'external subnet',
            label: subnet.name,
            doDelete: () => deleteSubnet.mutateAsync(params),
          }),
          commands: commandsOf({ op: 'externalSubnetDelete', params }),
        },
      ]
    }),
  ]

  return (
    <>
      <QueryTable
        label="External subnets"
        query={externalSubnetList(project)}
        columns={columns}
        getRowId={(s) => s.id}
        emptyState={
          <EmptyState
            title="No external subnets"
            body="An external subnet is a block of external addresses the project keeps, taken from one of the silo's subnet pools and routed to one instance at a time."
            action={newButton}
          />
        }
      />
      {attaching && (
        <ExternalSubnetAttachForm
          project={project}
          subnet={attaching}
          instances={instances.data?.items}
          onDismiss={() => setAttaching(null)}
        />
      )}
    </>
  )
}
