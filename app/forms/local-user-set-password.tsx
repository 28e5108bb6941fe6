// Setting a local user's password, in place of the one they had (if any). Whoever knows the
// new password can act as that user with every role they hold, so the form names the fleet
// roles among them and asks for confirmation first: a silo admin may set the password of a
// fleet admin of their silo (Nexus's policy for a silo's users), and so reach the fleet.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import type { User } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, useApiMutation } from '~/api/client'
import { grantSourceWords, type Access } from '~/api/user-access'
import { ModalForm } from '~/components/form/ModalForm'
import { PasswordField } from '~/components/form/PasswordField'
import { RiskConfirmField } from '~/components/form/RiskConfirmField'
import { useUserFleetRoles, type UserFleetRoles } from '~/hooks/use-user-fleet-roles'
import { ErrorMessage } from '~/ui/ErrorMessage'
import { addToast } from '~/ui/toast-store'

import { toUserPassword } from './local-user-values'
import { passwordSchema } from './schemas'

type Values = { password: string; understood: boolean }
const defaults: Values = { password: '', understood: false }

const UNDERSTOOD_MESSAGE = 'Confirm that you understand before setting this password'

/** Whether setting the password could hand over a fleet role: known, or not known not to. */
const risksFleetRole = (fleet: UserFleetRoles) =>
  fleet.status === 'error' || (fleet.status === 'done' && fleet.access.role !== null)

function FleetRoleWarning({ name, access }: { name: string; access: Access }) {
  return (
    <>
      <p>
        {name} holds the fleet <strong className="font-medium">{access.role}</strong> role (
        {access.grants.map((g) => `${g.role}, ${grantSourceWords(g)}`).join('; ')}).
      </p>
      <p>
        Whoever knows the password you set can sign in as {name} and act as a fleet {access.role} on
        the whole rack, beyond this silo.
      </p>
    </>
  )
}

type Props = { silo: string; user: User; onDismiss: () => void }

export function LocalUserSetPasswordForm({ silo, user, onDismiss }: Props) {
  const name = user.displayName
  const fleet = useUserFleetRoles(user.id)
  const schema = z
    .object({ password: passwordSchema(), understood: z.boolean() })
    .refine((v) => v.understood || !risksFleetRole(fleet), {
      path: ['understood'],
      message: UNDERSTOOD_MESSAGE,
    })
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults })
  const setPassword = useApiMutation(api.localIdpUserSetPassword, {
    onSuccess() {
      addToast({ variant: 'success', title: 'Password set', content: name })
      onDismiss()
    },
  })
  // what the form sends, password and all: its submit and its "Copy as" menu share it
  const toRequest = ({ password }: Values) => ({
    op: 'localIdpUserSetPassword' as const,
    params: { path: { userId: user.id }, query: { silo }, body: toUserPassword(password) },
  })
  return (
    <ModalForm
      title="Set password"
      form={form}
      onSubmit={(values) => setPassword.mutate(toRequest(values).params)}
      copyAs={toRequest}
      onDismiss={onDismiss}
      submitLabel="Set password"
      // until their roles are known, the form cannot tell whether to ask
      loading={setPassword.isPending || fleet.status === 'pending'}
      submitError={setPassword.error}
    >
      <p className="text-sm text-secondary">
        <strong className="font-medium text-default">{name}</strong> will sign in with this password
        from now on; the old one stops working. Sessions they already have stay signed in (the rack
        does not end them on a new password); deleting the user ends them.
      </p>
      <PasswordField control={form.control} name="password" label="New password" />
      {fleet.status === 'pending' && (
        <p className="text-sm text-secondary" aria-live="polite">
          Checking whether {name} holds a fleet role…
        </p>
      )}
      {fleet.status === 'done' && !fleet.fleetPolicyRead && fleet.access.role === null && (
        <p className="text-sm text-secondary">
          Your roles do not let you read the fleet&apos;s policy, so a fleet role assigned to {name}{' '}
          or their groups there cannot be shown. The silo gives them none.
        </p>
      )}
      {fleet.status === 'error' && (
        <ErrorMessage>
          Could not check whether {name} holds a fleet role: {fleet.error.message}
        </ErrorMessage>
      )}
      {risksFleetRole(fleet) && (
        <RiskConfirmField
          control={form.control}
          name="understood"
          warning={
            fleet.status === 'done' ? (
              <FleetRoleWarning name={name} access={fleet.access} />
            ) : (
              <p>If {name} holds a fleet role, whoever knows this password holds it too.</p>
            )
          }
        >
          I understand, set the password anyway
        </RiskConfirmField>
      )}
    </ModalForm>
  )
}
