import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import type { AntiAffinityGroup } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { antiAffinityGroupView } from '~/api/queries/affinity'
import { addToast } from '~/ui/toast-store'

import { descriptionSchema, nameSchema } from './schemas'
import { readNow, useEditConflict } from './use-edit-conflict'

// the contract's AntiAffinityGroupUpdate: name and description; policy and failure domain
// are fixed at creation
const schema = z.object({ name: nameSchema, description: descriptionSchema })

/** Opened from the affinity page or the group's own page, with the group already loaded. */
export function AntiAffinityGroupEditForm({
  project,
  group,
  onDismiss,
  onUpdated,
}: {
  project: string
  group: AntiAffinityGroup
  onDismiss: () => void
  /** After a successful update, e.g. to follow a rename; the form closes itself. */
  onUpdated?: (group: AntiAffinityGroup) => void
}) {
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: group.name, description: group.description },
  })
  const update = useApiMutation(api.antiAffinityGroupUpdate, {
    invalidates: ['antiAffinityGroupList', 'instanceAntiAffinityGroupList'],
    onSuccess(updated) {
      // not removing the old name's entry: the group page still shows it until it has
      // followed the rename, and a removed entry would be fetched again (a 404)
      queryClient.setQueryData(
        antiAffinityGroupView({ project, antiAffinityGroup: updated.name }).queryKey,
        updated,
      )
      addToast({ variant: 'success', title: 'Anti-affinity group updated', content: updated.name })
      onDismiss()
      onUpdated?.(updated)
    },
  })
  // what the form sends: its save and its "Copy as" menu share it
  const toRequest = (body: z.infer<typeof schema>) => ({
    op: 'antiAffinityGroupUpdate' as const,
    params: { path: { antiAffinityGroup: group.name }, query: { project }, body },
  })
  const conflict = useEditConflict({
    opened: group,
    read: () => readNow(antiAffinityGroupView({ project, antiAffinityGroup: group.name })),
    toValues: (r) => ({ name: r.name, description: r.description }),
    fields: { name: 'Name', description: 'Description' },
    form,
    save: (values) => update.mutateAsync(toRequest(values).params),
    noun: 'anti-affinity group',
  })
  return (
    <>
      <SideModalForm
        title="Edit anti-affinity group"
        subtitle={group.name}
        form={form}
        onSubmit={conflict.submit}
        copyAs={toRequest}
        onDismiss={onDismiss}
        submitLabel="Update anti-affinity group"
        loading={update.isPending || conflict.checking}
        submitError={update.error ?? conflict.readError}
      >
        <TextField control={form.control} name="name" label="Name" />
        <TextField
          control={form.control}
          name="description"
          label="Description"
          optional
          multiline
        />
      </SideModalForm>
      {conflict.dialog}
    </>
  )
}
