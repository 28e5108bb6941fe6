import { createColumnHelper } from '@tanstack/react-table'
import { Outlet, type LoaderFunctionArgs } from 'react-router-dom'

import { commandsOf } from '~/api/copy-as/load'
import type { Disk } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { diskList } from '~/api/queries/disks'
import { diskDisabledReason } from '~/api/action-reasons'
import { firstReason } from '~/api/action-reasons'
import { TRANSITIONAL_DISK_STATES } from '~/api/util'
import { ActionLink } from '~/components/ActionLink'
import { bulkActionsFor } from '~/components/bulk/bulk-entry'
import { DiskStateBadge } from '~/components/DiskStateBadge'
import { requireParams, useProjectParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { InstanceLinkCell } from '~/table/cells/InstanceLinkCell'
import { LinkCell } from '~/table/cells/LinkCell'
import { actionsColumn, commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { confirmAction, confirmDelete } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { addToast } from '~/ui/toast-store'
import { formatBytes } from '~/util/format'
import { generateName } from '~/util/generate-name'
import { pb } from '~/util/path-builder'
import { pollListWhile } from '~/util/poll'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { project } = requireParams(params, 'project')
  await queryClient.fetchQuery(diskList(project).firstPage())
  return null
}

// spec §4: transitional disk states settle by themselves; keep the page current until then
const pollWhileTransitional = pollListWhile((d: Disk) =>
  TRANSITIONAL_DISK_STATES.has(d.state.state),
)

const col = createColumnHelper<Disk>()

export default function DisksPage() {
  const { project } = useProjectParams()
  const { changeReason } = useProjectAccess(project)
  const roleReason = changeReason('disks')

  const deleteDisk = useApiMutation(api.diskDelete, {
    invalidates: ['diskList'],
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'Disk deleted', content: path.disk })
    },
  })
  const createSnapshot = useApiMutation(api.snapshotCreate, {
    invalidates: ['snapshotList'],
    onSuccess(snapshot) {
      addToast({ variant: 'success', title: 'Creating snapshot', content: snapshot.name })
    },
  })

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <LinkCell to={pb.disk({ project, disk: info.getValue() })}>{info.getValue()}</LinkCell>
      ),
    }),
    col.accessor('size', { header: 'Size', cell: (info) => formatBytes(info.getValue()) }),
    col.accessor('diskType', {
      header: 'Type',
      cell: (info) => (info.getValue() === 'local' ? 'Local' : 'Distributed'),
    }),
    col.accessor('readOnly', {
      header: 'Access',
      cell: (info) => (info.getValue() ? 'Read-only' : 'Read-write'),
    }),
    col.accessor((d) => d.state.state, {
      id: 'state',
      header: 'State',
      cell: (info) => <DiskStateBadge state={info.getValue()} />,
    }),
    col.accessor((d) => ('instance' in d.state ? d.state.instance : null), {
      id: 'instance',
      header: 'Instance',
      cell: (info) => {
        const id = info.getValue()
        return id ? <InstanceLinkCell project={project} id={id} /> : null
      },
    }),
    commonColumns<Disk>().created,
    actionsColumn<Disk>((disk) => [
      {
        label: 'Snapshot',
        disabled: firstReason(changeReason('snapshots'), diskDisabledReason(disk, 'snapshot')),
        onActivate: () => {
          const name = generateName([disk.name])
          confirmAction({
            title: 'Snapshot disk',
            message: (
              <>
                Create snapshot <strong className="font-medium text-default">{name}</strong> of{' '}
                <strong className="font-medium text-default">{disk.name}</strong>?
              </>
            ),
            actionLabel: 'Snapshot',
            actionType: 'primary',
            doAction: () =>
              createSnapshot.mutateAsync({
                query: { project },
                body: { name, description: `Snapshot of ${disk.name}`, disk: disk.name },
              }),
            errorTitle: 'Could not create snapshot',
          })
        },
      },
      {
        label: 'Delete',
        danger: true,
        disabled: firstReason(roleReason, diskDisabledReason(disk, 'delete')),
        onActivate: confirmDelete({
          resourceKind: 'disk',
          label: disk.name,
          doDelete: () => deleteDisk.mutateAsync({ path: { disk: disk.name }, query: { project } }),
        }),
        commands: commandsOf({
          op: 'diskDelete',
          params: { path: { disk: disk.name }, query: { project } },
        }),
      },
    ]),
  ]

  const newDiskLink = (
    <ActionLink to={pb.disksNew({ project })} disabled={roleReason}>
      New disk
    </ActionLink>
  )

  return (
    <>
      <PageHeader title="Disks" actions={newDiskLink} />
      <QueryTable
        label="Disks"
        query={diskList(project)}
        columns={columns}
        getRowId={(d) => d.id}
        refetchInterval={pollWhileTransitional}
        bulkActions={bulkActionsFor('disk', project)}
        emptyState={
          <EmptyState
            title="No disks"
            body="Disks hold an instance's data. Create a blank one, or one from a snapshot or an image."
            action={newDiskLink}
          />
        }
      />
      <Outlet />
    </>
  )
}
