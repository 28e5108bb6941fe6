// Adding a user to a silo whose users the console manages itself (identity mode
// `local_only`): a username to sign in with, and a password or none.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { api, useApiMutation } from '~/api/client'
import { PasswordField } from '~/components/form/PasswordField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { addToast } from '~/ui/toast-store'

import { toUserPassword } from './local-user-values'
import { passwordSchema, usernameSchema } from './schemas'

// `name`, not `username`: a taken name is the form's to put on this field
const schema = z.object({ name: usernameSchema, password: passwordSchema(true) })
type Values = z.infer<typeof schema>
const defaults: Values = { name: '', password: '' }

/** Opened from the users tab; the spec gives it no route. */
export function LocalUserCreateForm({ silo, onDismiss }: { silo: string; onDismiss: () => void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults })
  const create = useApiMutation(api.localIdpUserCreate, {
    invalidates: ['userList'],
    onSuccess(user) {
      addToast({ variant: 'success', title: 'User added', content: user.displayName })
      onDismiss()
    },
  })
  // what the form sends, password and all: its submit and its "Copy as" menu share it
  const toRequest = ({ name, password }: Values) => ({
    op: 'localIdpUserCreate' as const,
    params: { query: { silo }, body: { externalId: name, password: toUserPassword(password) } },
  })
  return (
    <SideModalForm
      title="Add user"
      form={form}
      onSubmit={(values) => create.mutate(toRequest(values).params)}
      copyAs={toRequest}
      onDismiss={onDismiss}
      submitLabel="Add user"
      loading={create.isPending}
      submitError={create.error}
    >
      <TextField
        control={form.control}
        name="name"
        label="Username"
        hint="What they sign in with; it is also their name in the console"
      />
      <PasswordField
        control={form.control}
        name="password"
        label="Password"
        hint="Left blank, they cannot sign in until you set one"
        optional
      />
    </SideModalForm>
  )
}
