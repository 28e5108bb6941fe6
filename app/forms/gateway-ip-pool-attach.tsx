// Links an IP pool of the silo to an internet gateway: outbound traffic through the gateway
// takes its source address from the pool.
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { api, useApiMutation } from '~/api/client'
import { ipPoolPicker } from '~/api/queries/ip-pools'
import { ModalForm } from '~/components/form/ModalForm'
import { SelectField } from '~/components/form/SelectField'
import { TextField } from '~/components/form/TextField'
import { addToast } from '~/ui/toast-store'

import { descriptionSchema, nameSchema } from './schemas'

const schema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  ipPool: z.string().min(1, 'IP pool is required'),
})

type Props = { project: string; vpc: string; gateway: string; onDismiss: () => void }

export function GatewayIpPoolAttachForm({ project, vpc, gateway, onDismiss }: Props) {
  const pools = useQuery(ipPoolPicker)
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: '', description: '', ipPool: '' },
  })
  const attach = useApiMutation(api.internetGatewayIpPoolCreate, {
    invalidates: ['internetGatewayIpPoolList'],
    onSuccess(link) {
      addToast({ variant: 'success', title: 'IP pool attached', content: link.name })
      onDismiss()
    },
  })
  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = (body: z.infer<typeof schema>) => ({
    op: 'internetGatewayIpPoolCreate' as const,
    params: { query: { project, vpc, gateway }, body },
  })
  return (
    <ModalForm
      title="Attach IP pool"
      form={form}
      onSubmit={(values) => attach.mutate(toRequest(values).params)}
      copyAs={toRequest}
      onDismiss={onDismiss}
      submitLabel="Attach"
      loading={attach.isPending}
      submitError={attach.error}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" optional />
      <SelectField
        control={form.control}
        name="ipPool"
        label="IP pool"
        placeholder="Choose a pool"
        items={(pools.data?.items ?? []).map((p) => ({ value: p.name, label: p.name }))}
      />
    </ModalForm>
  )
}
