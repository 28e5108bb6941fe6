import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { api, useApiMutation } from '~/api/client'
import { ipPoolPicker } from '~/api/queries/ip-pools'
import { ModalForm } from '~/components/form/ModalForm'
import { SelectField } from '~/components/form/SelectField'
import { addToast } from '~/ui/toast-store'

// '' = the silo's default pool, which the API picks when no pool is named
const schema = z.object({ pool: z.string() })
type Values = z.infer<typeof schema>
const defaults: Values = { pool: '' }

type Props = { project: string; instance: string; onDismiss: () => void }

export function EphemeralIpAttachForm({ project, instance, onDismiss }: Props) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults })
  const pools = useQuery(ipPoolPicker)
  const defaultPool = pools.data?.items.find((p) => p.isDefault)
  const attach = useApiMutation(api.instanceEphemeralIpAttach, {
    invalidates: ['instanceExternalIpList'],
    onSuccess(ip) {
      addToast({ variant: 'success', title: 'Ephemeral IP attached', content: ip.ip })
      onDismiss()
    },
  })
  return (
    <ModalForm
      title="Attach ephemeral IP"
      form={form}
      onSubmit={({ pool }) =>
        attach.mutate({ path: { instance }, query: { project }, body: pool ? { pool } : {} })
      }
      onDismiss={onDismiss}
      submitLabel="Attach"
      loading={attach.isPending}
      submitError={attach.error}
    >
      <SelectField
        control={form.control}
        name="pool"
        label="IP pool"
        placeholder={defaultPool ? `Silo default (${defaultPool.name})` : 'Silo default'}
        items={(pools.data?.items ?? [])
          .filter((p) => !p.isDefault)
          .map((p) => ({ value: p.name, label: p.name }))}
        hint="The address is taken from this pool and released when it is detached"
      />
    </ModalForm>
  )
}
