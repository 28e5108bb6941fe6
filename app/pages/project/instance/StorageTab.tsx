// An instance's disks (spec §2 storage tab): the boot disk and the others, with attach,
// create-and-attach, detach and set as boot disk, each allowed per the instance's run
// state and the disk's state (spec §4) and the user's project role; every disabled control
// says why (the role's reason first).
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import type { LoaderFunctionArgs } from 'react-router-dom'

import type { Disk, Instance } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { diskDisabledReason, instanceDisabledReason } from '~/api/action-reasons'
import { firstReason } from '~/api/action-reasons'
import { instanceDisks, instanceView } from '~/api/queries/instances'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { DiskStateBadge } from '~/components/DiskStateBadge'
import { DiskCreateForm } from '~/forms/disk-create'
import { requireParams, useInstanceParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { actionsColumn, commonColumns } from '~/table/columns'
import { RowsTable } from '~/table/RowsTable'
import { Button } from '~/ui/Button'
import { confirmAction } from '~/ui/confirm-store'
import type { RowAction } from '~/ui/RowActions'
import { addToast } from '~/ui/toast-store'
import { formatBytes } from '~/util/format'

import { DiskAttachForm } from '~/forms/disk-attach'
import { instanceUpdateBody } from './instance-update'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(instanceDisks(requireParams(params, 'project', 'instance')))
  return null
}

const col = createColumnHelper<Disk>()
const staticColumns = [
  col.accessor('name', {
    header: 'Name',
    cell: (info) => <span className="font-medium">{info.getValue()}</span>,
  }),
  col.accessor('size', { header: 'Size', cell: (info) => formatBytes(info.getValue()) }),
  col.accessor((d) => d.state.state, {
    id: 'state',
    header: 'State',
    cell: (info) => <DiskStateBadge state={info.getValue()} />,
  }),
  col.accessor('devicePath', {
    header: 'Device path',
    cell: (info) => <span className="font-mono text-xs text-secondary">{info.getValue()}</span>,
  }),
  commonColumns<Disk>().created,
]

const diskName = (name: string) => (
  <strong className="font-medium break-all text-default">{name}</strong>
)

/** A disk table whose empty state is one line, as the boot disk table is often empty. */
function DiskTable({
  label,
  disks,
  actions,
  empty,
}: {
  label: string
  disks: Disk[]
  actions: (disk: Disk) => RowAction[]
  empty: string
}) {
  return (
    <RowsTable
      label={label}
      rows={disks}
      columns={[...staticColumns, actionsColumn<Disk>(actions)]}
      getRowId={(d) => d.id}
      emptyState={
        <p className="rounded-lg border border-dashed border-default px-4 py-6 text-center text-sm text-secondary">
          {empty}
        </p>
      }
    />
  )
}

export default function StorageTab() {
  const selector = useInstanceParams()
  const { project } = selector
  const { data: instance } = usePrefetchedQuery(instanceView(selector))
  const { data: disks } = usePrefetchedQuery(instanceDisks(selector))
  const [dialog, setDialog] = useState<'attach' | 'create' | null>(null)
  const { changeReason } = useProjectAccess(project)
  // attaching, detaching and the boot disk change the instance and the disk, both compute
  const roleReason = changeReason('instances')

  const updateInstance = useApiMutation(api.instanceUpdate, {
    invalidates: ['instanceList'],
    onSuccess(updated) {
      queryClient.setQueryData(instanceView(selector).queryKey, updated)
    },
  })
  const detachDisk = useApiMutation(api.instanceDiskDetach, {
    invalidates: ['instanceDiskList', 'diskList'],
    onSuccess(disk) {
      addToast({ variant: 'success', title: 'Disk detached', content: disk.name })
    },
  })

  const bootDiskParams = (disk: Disk | null, current: Instance) => ({
    path: { instance: current.name },
    query: { project },
    body: instanceUpdateBody(current, { bootDisk: disk?.id ?? null }),
  })
  const setBootDisk = (disk: Disk | null, current: Instance) =>
    updateInstance.mutateAsync(bootDiskParams(disk, current)).then(() =>
      addToast({
        variant: 'success',
        title: disk ? 'Boot disk set' : 'Boot disk unset',
        content: disk?.name ?? current.name,
      }),
    )

  const bootReason = (disk: Disk) =>
    firstReason(
      roleReason,
      instanceDisabledReason(instance, 'updateBootDisk'),
      diskDisabledReason(disk, 'setAsBootDisk'),
    )

  const detachParams = (disk: Disk) => ({
    path: { instance: instance.name },
    query: { project },
    body: { disk: disk.name },
  })
  const detachAction = (disk: Disk, isBoot: boolean): RowAction => ({
    label: 'Detach',
    disabled: firstReason(
      roleReason,
      instanceDisabledReason(instance, 'detachDisk'),
      diskDisabledReason(disk, 'detach'),
      // Nexus refuses to detach the boot disk
      isBoot && 'Unset the boot disk before detaching it',
    ),
    onActivate: () =>
      confirmAction({
        title: 'Detach disk',
        message: (
          <>
            Are you sure you want to detach {diskName(disk.name)} from {diskName(instance.name)}?
          </>
        ),
        actionLabel: 'Detach',
        actionType: 'danger',
        errorTitle: 'Could not detach disk',
        doAction: () => detachDisk.mutateAsync(detachParams(disk)),
      }),
    commands: commandsOf({ op: 'instanceDiskDetach', params: detachParams(disk) }),
  })

  const bootDiskActions = (disk: Disk): RowAction[] => [
    {
      label: 'Unset as boot disk',
      disabled: firstReason(roleReason, instanceDisabledReason(instance, 'updateBootDisk')),
      onActivate: () =>
        confirmAction({
          title: 'Unset boot disk',
          message: (
            <>
              {diskName(instance.name)} will have no boot disk: it boots from the first disk its
              firmware finds. Unset {diskName(disk.name)} as its boot disk?
            </>
          ),
          actionLabel: 'Unset',
          actionType: 'primary',
          errorTitle: 'Could not unset boot disk',
          doAction: () => setBootDisk(null, instance),
        }),
      commands: commandsOf({ op: 'instanceUpdate', params: bootDiskParams(null, instance) }),
    },
    detachAction(disk, true),
  ]

  const otherDiskActions = (disk: Disk): RowAction[] => [
    {
      label: 'Set as boot disk',
      disabled: bootReason(disk),
      onActivate: () =>
        confirmAction({
          title: 'Set boot disk',
          message: (
            <>
              Boot {diskName(instance.name)} from {diskName(disk.name)} from now on?
            </>
          ),
          actionLabel: 'Set as boot disk',
          actionType: 'primary',
          errorTitle: 'Could not set boot disk',
          doAction: () => setBootDisk(disk, instance),
        }),
      commands: commandsOf({ op: 'instanceUpdate', params: bootDiskParams(disk, instance) }),
    },
    detachAction(disk, false),
  ]

  const bootDisks = disks.items.filter((d) => d.id === instance.bootDiskId)
  const otherDisks = disks.items.filter((d) => d.id !== instance.bootDiskId)
  const attachReason = firstReason(roleReason, instanceDisabledReason(instance, 'attachDisk'))
  // a new disk is made in the project, then attached
  const createReason = firstReason(
    changeReason('disks'),
    roleReason,
    instanceDisabledReason(instance, 'attachDisk'),
  )

  return (
    <div className="space-y-8">
      <section className="space-y-3">
        <h2 className="text-base font-semibold text-default">Boot disk</h2>
        <DiskTable
          label="Boot disk"
          disks={bootDisks}
          actions={bootDiskActions}
          empty="No boot disk is set. Set one of the disks below as the boot disk."
        />
      </section>
      <section className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-default">Other disks</h2>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={!!createReason}
              disabledReason={createReason}
              onClick={() => setDialog('create')}
            >
              Create disk
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={!!attachReason}
              disabledReason={attachReason}
              onClick={() => setDialog('attach')}
            >
              Attach existing disk
            </Button>
          </div>
        </div>
        <DiskTable
          label="Other disks"
          disks={otherDisks}
          actions={otherDiskActions}
          empty="No other disks are attached to this instance."
        />
      </section>
      {dialog === 'attach' && (
        <DiskAttachForm
          project={project}
          instance={instance.name}
          onDismiss={() => setDialog(null)}
        />
      )}
      {dialog === 'create' && (
        <DiskCreateForm
          project={project}
          attachTo={instance.name}
          onDismiss={() => setDialog(null)}
        />
      )}
    </div>
  )
}
