import { useQuery } from '@tanstack/react-query'

import { api, useApiMutation } from '~/api/client'
import { diskPicker } from '~/api/queries/disks'
import { diskCan } from '~/api/util'
import { addToast } from '~/ui/toast-store'
import { formatBytes } from '~/util/format'

import { PickOneModal } from './PickOneModal'

type Props = { project: string; instance: string; onDismiss: () => void }

/** Attach one of the project's detached disks to the instance (spec §4: disk attach). */
export function AttachDiskModal({ project, instance, onDismiss }: Props) {
  const { data: disks } = useQuery(diskPicker(project))
  const attach = useApiMutation(api.instanceDiskAttach, {
    invalidates: ['instanceDiskList', 'diskList'],
    onSuccess(disk) {
      addToast({ variant: 'success', title: 'Disk attached', content: disk.name })
      onDismiss()
    },
  })
  return (
    <PickOneModal
      title="Attach disk"
      label="Disk"
      hint="Disks of this project that no instance is using"
      items={disks?.items
        .filter((d) => diskCan.attach(d))
        .map((d) => ({ value: d.name, label: `${d.name} (${formatBytes(d.size)})` }))}
      emptyText="No detached disks in this project"
      selectText="Select a disk"
      actionText="Attach disk"
      loading={attach.isPending}
      error={attach.error}
      onPick={(disk) => attach.mutate({ path: { instance }, query: { project }, body: { disk } })}
      onDismiss={onDismiss}
    />
  )
}
