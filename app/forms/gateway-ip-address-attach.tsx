// Gives an internet gateway an address of its own for outbound traffic (one at a time).
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { api, useApiMutation } from '~/api/client'
import { ModalForm } from '~/components/form/ModalForm'
import { TextField } from '~/components/form/TextField'
import { addToast } from '~/ui/toast-store'
import { IP_ADDRESS_MESSAGE, isIpAddress } from '~/util/ip'

import { descriptionSchema, nameSchema } from './schemas'

const schema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  address: z.string().refine((v) => isIpAddress(v.trim()), IP_ADDRESS_MESSAGE),
})

type Props = { project: string; vpc: string; gateway: string; onDismiss: () => void }

export function GatewayIpAddressAttachForm({ project, vpc, gateway, onDismiss }: Props) {
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: '', description: '', address: '' },
  })
  const attach = useApiMutation(api.internetGatewayIpAddressCreate, {
    invalidates: ['internetGatewayIpAddressList'],
    onSuccess(address) {
      addToast({ variant: 'success', title: 'IP address attached', content: address.address })
      onDismiss()
    },
  })
  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = ({ address, ...values }: z.infer<typeof schema>) => ({
    op: 'internetGatewayIpAddressCreate' as const,
    params: { query: { project, vpc, gateway }, body: { ...values, address: address.trim() } },
  })
  return (
    <ModalForm
      title="Attach IP address"
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
      <TextField control={form.control} name="address" label="Address" mono />
    </ModalForm>
  )
}
