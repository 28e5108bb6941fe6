import { useQuery } from '@tanstack/react-query'

import { api, useApiMutation } from '~/api/client'
import { diskPicker } from '~/api/queries/disks'
import { diskCan } from '~/api/util'
import { PickOneForm } from '~/components/form/PickOneForm'
import { addToast } from '~/ui/toast-store'
import { formatBytes } from '~/util/format'

type Props = { project: string; instance: string; onDismiss: () => void }

/** Attach one of the project's detached disks to the instance (spec §4: disk attach). */
export function DiskAttachForm({ project, instance, onDismiss }: Props) {
  const disks = useQuery(diskPicker(project))
  const attach = useApiMutation(api.instanceDiskAttach, {
    invalidates: ['instanceDiskList', 'diskList'],
    onSuccess(disk) {
      addToast({ variant: 'success', title: 'Disk attached', content: disk.name })
      onDismiss()
    },
  })
  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = (disk: string) => ({
    op: 'instanceDiskAttach' as const,
    params: { path: { instance }, query: { project }, body: { disk } },
  })
  return (
    <PickOneForm
      title="Attach disk"
      label="Disk"
      hint="Disks of this project that no instance is using"
      items={disks.data?.items
        .filter((d) => diskCan.attach(d))
        .map((d) => ({ value: d.name, label: `${d.name} (${formatBytes(d.size)})` }))}
      emptyText="No detached disks in this project"
      placeholder="Select a disk"
      submitLabel="Attach disk"
      loading={attach.isPending}
      error={attach.error ?? disks.error}
      onPick={(disk) => attach.mutate(toRequest(disk).params)}
      copyAs={toRequest}
      onDismiss={onDismiss}
    />
  )
}
