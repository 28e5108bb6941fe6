import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { z } from 'zod'

import { api, useApiMutation } from '~/api/client'
import { diskPicker } from '~/api/queries/disks'
import { diskCan } from '~/api/util'
import { SelectField } from '~/components/form/SelectField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { useProjectParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { addToast } from '~/ui/toast-store'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/path-builder'

import { descriptionSchema, nameSchema } from './schemas'

const schema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  disk: z.string().min(1, 'Select a disk'),
})
type Values = z.infer<typeof schema>
const defaults: Values = { name: '', description: '', disk: '' }

export default function SnapshotCreateForm() {
  const { project } = useProjectParams()
  // reached by its address, the form shows; its submit says why the user may not
  const submitDisabled = useProjectAccess(project).changeReason('snapshots')
  const navigate = useNavigate()
  const back = () => navigate(pb.snapshots({ project }))
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults })

  const disks = useQuery(diskPicker(project))
  // spec §4: only an attached or detached disk can be snapshotted
  const snapshottable = (disks.data?.items ?? []).filter(diskCan.snapshot)

  const create = useApiMutation(api.snapshotCreate, {
    invalidates: ['snapshotList'],
    onSuccess(snapshot) {
      addToast({ variant: 'success', title: 'Creating snapshot', content: snapshot.name })
      back()
    },
  })

  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = (body: z.infer<typeof schema>) => ({
    op: 'snapshotCreate' as const,
    params: { query: { project }, body },
  })

  return (
    <SideModalForm
      submitDisabled={submitDisabled}
      title="Create snapshot"
      form={form}
      onSubmit={(values) => create.mutate(toRequest(values).params)}
      copyAs={toRequest}
      onDismiss={back}
      submitLabel="Create snapshot"
      loading={create.isPending}
      submitError={create.error}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" optional multiline />
      <SelectField
        control={form.control}
        name="disk"
        label="Disk"
        hint="An attached or detached disk of this project"
        placeholder={
          disks.isPending
            ? 'Loading disks…'
            : snapshottable.length === 0
              ? 'No disk can be snapshotted'
              : 'Select a disk'
        }
        items={snapshottable.map((d) => ({
          value: d.name,
          label: `${d.name} (${formatBytes(d.size)})`,
        }))}
      />
    </SideModalForm>
  )
}
