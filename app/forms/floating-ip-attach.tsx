import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import type { FloatingIp } from '~/api/__generated__/Api'
import { api, useApiMutation } from '~/api/client'
import { ModalForm } from '~/components/form/ModalForm'
import { SelectField } from '~/components/form/SelectField'
import { addToast } from '~/ui/toast-store'

const schema = z.object({ floatingIp: z.string().min(1, 'Choose a floating IP') })
type Values = z.infer<typeof schema>
const defaults: Values = { floatingIp: '' }

type Props = {
  project: string
  instance: string
  /** The project's floating IPs not attached to any instance */
  available: FloatingIp[]
  onDismiss: () => void
}

export function FloatingIpAttachForm({ project, instance, available, onDismiss }: Props) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults })
  const attach = useApiMutation(api.floatingIpAttach, {
    invalidates: ['instanceExternalIpList', 'floatingIpList'],
    onSuccess(ip) {
      addToast({ variant: 'success', title: 'Floating IP attached', content: ip.name })
      onDismiss()
    },
  })
  return (
    <ModalForm
      title="Attach floating IP"
      form={form}
      onSubmit={({ floatingIp }) =>
        attach.mutate({
          path: { floatingIp },
          query: { project },
          body: { kind: 'instance', parent: instance },
        })
      }
      onDismiss={onDismiss}
      submitLabel="Attach"
      loading={attach.isPending}
      submitError={attach.error}
    >
      <SelectField
        control={form.control}
        name="floatingIp"
        label="Floating IP"
        placeholder="Choose a floating IP"
        items={available.map((f) => ({ value: f.name, label: `${f.name} (${f.ip})` }))}
      />
    </ModalForm>
  )
}
