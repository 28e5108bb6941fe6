import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import type { AffinityPolicy, FailureDomain } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { RadioField, type RadioOption } from '~/components/form/RadioField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { antiAffinityGroupView } from '~/api/queries/affinity'
import { addToast } from '~/ui/toast-store'

import { descriptionSchema, nameSchema } from './schemas'

export const policyOptions: readonly RadioOption<AffinityPolicy>[] = [
  {
    value: 'allow',
    label: 'Allow',
    description: 'Best effort: start members on the same sled when no other sled can take them',
  },
  {
    value: 'fail',
    label: 'Fail',
    description: 'Refuse to start a member that cannot be kept apart from the others',
  },
]

// the contract's only failure domain so far
const failureDomainOptions: readonly RadioOption<FailureDomain>[] = [
  { value: 'sled', label: 'Sled', description: 'Members are kept on different sleds' },
]

const schema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  policy: z.enum(['allow', 'fail']),
  failureDomain: z.enum(['sled']),
})
type Values = z.infer<typeof schema>
const defaults: Values = { name: '', description: '', policy: 'allow', failureDomain: 'sled' }

/** Opened from the affinity page; it has no route of its own (spec section 2). */
export function AntiAffinityGroupCreateForm({
  project,
  onDismiss,
}: {
  project: string
  onDismiss: () => void
}) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults })
  const create = useApiMutation(api.antiAffinityGroupCreate, {
    invalidates: ['antiAffinityGroupList'],
    onSuccess(group) {
      queryClient.setQueryData(
        antiAffinityGroupView({ project, antiAffinityGroup: group.name }).queryKey,
        group,
      )
      addToast({ variant: 'success', title: 'Anti-affinity group created', content: group.name })
      onDismiss()
    },
  })
  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = (body: Values) => ({
    op: 'antiAffinityGroupCreate' as const,
    params: { query: { project }, body },
  })

  return (
    <SideModalForm
      title="Create anti-affinity group"
      form={form}
      // the form's values are the contract's AntiAffinityGroupCreate as they are
      onSubmit={(values) => create.mutate(toRequest(values).params)}
      copyAs={toRequest}
      onDismiss={onDismiss}
      submitLabel="Create anti-affinity group"
      loading={create.isPending}
      submitError={create.error}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" optional multiline />
      <RadioField
        control={form.control}
        name="policy"
        label="Policy"
        hint="What happens when members cannot be kept apart"
        options={policyOptions}
      />
      <RadioField
        control={form.control}
        name="failureDomain"
        label="Failure domain"
        options={failureDomainOptions}
      />
    </SideModalForm>
  )
}
