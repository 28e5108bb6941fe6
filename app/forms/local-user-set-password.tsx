// Setting a local user's password, in place of the one they had (if any).
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import type { User } from '~/api/__generated__/Api'
import { api, useApiMutation } from '~/api/client'
import { ModalForm } from '~/components/form/ModalForm'
import { PasswordField } from '~/components/form/PasswordField'
import { addToast } from '~/ui/toast-store'

import { toUserPassword } from './local-user-values'
import { passwordSchema } from './schemas'

const schema = z.object({ password: passwordSchema() })
type Values = z.infer<typeof schema>
const defaults: Values = { password: '' }

type Props = { silo: string; user: User; onDismiss: () => void }

export function LocalUserSetPasswordForm({ silo, user, onDismiss }: Props) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults })
  const setPassword = useApiMutation(api.localIdpUserSetPassword, {
    onSuccess() {
      addToast({ variant: 'success', title: 'Password set', content: user.displayName })
      onDismiss()
    },
  })
  return (
    <ModalForm
      title="Set password"
      form={form}
      onSubmit={({ password }) =>
        setPassword.mutate({
          path: { userId: user.id },
          query: { silo },
          body: toUserPassword(password),
        })
      }
      onDismiss={onDismiss}
      submitLabel="Set password"
      loading={setPassword.isPending}
      submitError={setPassword.error}
    >
      <p className="text-sm text-secondary">
        <strong className="font-medium text-default">{user.displayName}</strong> will sign in with
        this password from now on; the old one stops working.
      </p>
      <PasswordField control={form.control} name="password" label="New password" />
    </ModalForm>
  )
}
