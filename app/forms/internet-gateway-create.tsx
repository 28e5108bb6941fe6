// A new internet gateway of a VPC (the spec gives it no route: opened from the gateways tab).
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { api, useApiMutation } from '~/api/client'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { addToast } from '~/ui/toast-store'

import { descriptionSchema, nameSchema } from './schemas'

const schema = z.object({ name: nameSchema, description: descriptionSchema })

type Props = { project: string; vpc: string; onDismiss: () => void }

export function InternetGatewayCreateForm({ project, vpc, onDismiss }: Props) {
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: '', description: '' },
  })
  const create = useApiMutation(api.internetGatewayCreate, {
    invalidates: ['internetGatewayList'],
    onSuccess(gateway) {
      addToast({ variant: 'success', title: 'Internet gateway created', content: gateway.name })
      onDismiss()
    },
  })
  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = (body: z.infer<typeof schema>) => ({
    op: 'internetGatewayCreate' as const,
    params: { query: { project, vpc }, body },
  })

  return (
    <SideModalForm
      title="Create internet gateway"
      form={form}
      onSubmit={(values) => create.mutate(toRequest(values).params)}
      copyAs={toRequest}
      onDismiss={onDismiss}
      submitLabel="Create gateway"
      loading={create.isPending}
      submitError={create.error}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" optional multiline />
    </SideModalForm>
  )
}
