import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { z } from 'zod'

import { api, queryClient, useApiMutation } from '~/api/client'
import { sshKeyView } from '~/api/queries/ssh-keys'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { descriptionSchema, nameSchema } from './schemas'
import { charCount, PUBLIC_KEY_MAX_CHARS, publicKeyWarning } from './ssh-public-key'

// Nexus stores the key as given, so its format is only a warning under the field; what
// blocks the submit is a missing key or one wider than Nexus's column, which it refuses.
const schema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  publicKey: z
    .string()
    .trim()
    .min(1, 'Public key is required')
    .refine(
      (key) => charCount(key) <= PUBLIC_KEY_MAX_CHARS,
      `Public key must be at most ${PUBLIC_KEY_MAX_CHARS} characters`,
    ),
})
type Values = z.infer<typeof schema>
const defaults: Values = { name: '', description: '', publicKey: '' }

export default function SshKeyCreateForm() {
  const navigate = useNavigate()
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults })
  const publicKey = useWatch({ control: form.control, name: 'publicKey' })
  const create = useApiMutation(api.currentUserSshKeyCreate, {
    invalidates: ['currentUserSshKeyList'],
    onSuccess(sshKey) {
      queryClient.setQueryData(sshKeyView(sshKey.name).queryKey, sshKey)
      addToast({ variant: 'success', title: 'SSH key added', content: sshKey.name })
      navigate(pb.sshKeys())
    },
  })
  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = (body: z.infer<typeof schema>) => ({
    op: 'currentUserSshKeyCreate' as const,
    params: { body },
  })
  return (
    <SideModalForm
      title="Add SSH key"
      form={form}
      onSubmit={(values) => create.mutate(toRequest(values).params)}
      copyAs={toRequest}
      onDismiss={() => navigate(pb.sshKeys())}
      submitLabel="Add SSH key"
      loading={create.isPending}
      submitError={create.error}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" optional multiline />
      <TextField
        control={form.control}
        name="publicKey"
        label="Public key"
        hint="One line from a .pub file, e.g. ssh-ed25519 AAAAC3Nz… you@host"
        warning={publicKeyWarning(publicKey)}
        multiline
        mono
      />
    </SideModalForm>
  )
}
