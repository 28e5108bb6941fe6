import { createColumnHelper } from '@tanstack/react-table'
import { Outlet, useNavigate, type LoaderFunctionArgs } from 'react-router-dom'

import { commandsOf } from '~/api/copy-as/load'
import type { Snapshot } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { snapshotDisabledReason } from '~/api/action-reasons'
import { api, queryClient, useApiMutation } from '~/api/client'
import { firstReason } from '~/api/action-reasons'
import { snapshotList } from '~/api/queries/snapshots'
import { ActionLink } from '~/components/ActionLink'
import { bulkActionsFor } from '~/components/bulk/bulk-entry'
import { SnapshotStateBadge } from '~/components/SnapshotStateBadge'
import { requireParams, useProjectParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { DiskNameCell } from '~/table/cells/DiskNameCell'
import { actionsColumn, commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { confirmDelete } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { addToast } from '~/ui/toast-store'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/path-builder'
import { pollListWhile } from '~/util/poll'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { project } = requireParams(params, 'project')
  await queryClient.fetchQuery(snapshotList(project).firstPage())
  return null
}

// a new snapshot moves from creating to ready by itself; keep the page current until then
const pollWhileCreating = pollListWhile((s: Snapshot) => s.state === 'creating')

const col = createColumnHelper<Snapshot>()
const common = commonColumns<Snapshot>()
const staticColumns = [
  col.accessor('name', {
    header: 'Name',
    cell: (info) => <span className="font-medium">{info.getValue()}</span>,
  }),
  common.description,
  col.accessor('diskId', {
    header: 'Disk',
    cell: (info) => <DiskNameCell id={info.getValue()} />,
  }),
  col.accessor('state', {
    header: 'State',
    cell: (info) => <SnapshotStateBadge state={info.getValue()} />,
  }),
  col.accessor('size', { header: 'Size', cell: (info) => formatBytes(info.getValue()) }),
  common.created,
]

export default function SnapshotsPage() {
  const { project } = useProjectParams()
  const navigate = useNavigate()
  const { changeReason } = useProjectAccess(project)
  const roleReason = changeReason('snapshots')
  const deleteSnapshot = useApiMutation(api.snapshotDelete, {
    invalidates: ['snapshotList'],
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'Snapshot deleted', content: path.snapshot })
    },
  })

  const columns = [
    ...staticColumns,
    actionsColumn<Snapshot>((snapshot) => [
      {
        label: 'Create image',
        disabled: firstReason(
          changeReason('images'),
          snapshotDisabledReason(snapshot, 'createImage'),
        ),
        onActivate: () => navigate(pb.snapshotImageCreate({ project, snapshot: snapshot.name })),
      },
      {
        label: 'Delete',
        danger: true,
        disabled: roleReason,
        onActivate: confirmDelete({
          resourceKind: 'snapshot',
          label: snapshot.name,
          doDelete: () =>
            deleteSnapshot.mutateAsync({ path: { snapshot: snapshot.name }, query: { project } }),
        }),
        commands: commandsOf({
          op: 'snapshotDelete',
          params: { path: { snapshot: snapshot.name }, query: { project } },
        }),
      },
    ]),
  ]

  const newSnapshotLink = (
    <ActionLink to={pb.snapshotsNew({ project })} disabled={roleReason}>
      New snapshot
    </ActionLink>
  )

  return (
    <>
      <PageHeader title="Snapshots" actions={newSnapshotLink} />
      <QueryTable
        label="Snapshots"
        query={snapshotList(project)}
        columns={columns}
        getRowId={(s) => s.id}
        refetchInterval={pollWhileCreating}
        bulkActions={bulkActionsFor('snapshot', project)}
        emptyState={
          <EmptyState
            title="No snapshots"
            body="A snapshot keeps a disk's contents at one moment. New disks and images can start from it."
            action={newSnapshotLink}
          />
        }
      />
      <Outlet />
    </>
  )
}
