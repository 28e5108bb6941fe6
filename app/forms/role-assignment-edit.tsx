// Give a user or group a role at one scope, or change the role it has: one form for the
// fleet, silo and project access pages. Adding picks the identity among those with no role
// here yet; editing keeps it fixed.
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'

import { usePolicyChange } from '~/api/policy-change'
import { policyUpdateRequest } from '~/api/policy-update-request'
import type { AccessScope } from '~/api/queries/access'
import { sinceVersionedSupport } from '~/api/queries/session'
import {
  losesOwnAdmin,
  ROLE_NAMES,
  roleLabel,
  roleNamesOf,
  scopeWords,
  updateRole,
  type Candidate,
  type MyAccess,
  type Policy,
  type RoleName,
  type RoleSource,
} from '~/api/roles'
import { ModalForm } from '~/components/form/ModalForm'
import { RadioField, type RadioOption } from '~/components/form/RadioField'
import { RiskConfirmField } from '~/components/form/RiskConfirmField'
import { SelectField } from '~/components/form/SelectField'
import { addToast } from '~/ui/toast-store'

/** What each role lets its holders do at each scope, under its radio button. */
const ROLE_MEANINGS: Record<RoleSource, Partial<Record<RoleName, string>>> = {
  fleet: {
    admin: 'Everything a collaborator can do, and change who has access to the fleet',
    collaborator: 'Manage silos and the rack’s hardware and networking',
    viewer: 'See the System pages without changing anything',
  },
  silo: {
    admin: 'Everything a collaborator can do, and change who has access to the silo',
    collaborator: 'Create projects and silo images, and administer every project',
    limited_collaborator:
      'Create, change and delete instances and disks in every project, but not networking',
    viewer: 'See every project and the silo’s images without changing them',
  },
  project: {
    admin: 'Everything a collaborator can do, and change who has access to this project',
    collaborator: 'Create, change and delete the project’s instances, disks and networking',
    limited_collaborator:
      'Create, change and delete the project’s instances and disks, but not its networking',
    viewer: 'See the project’s resources without changing them',
  },
}

/** The roles offered at a scope; `limited` false on a rack whose API lacks that role */
const roleOptions = (scope: RoleSource, limited: boolean): RadioOption<RoleName>[] =>
  roleNamesOf(scope)
    .filter((role) => limited || role !== 'limited_collaborator')
    .map((role) => ({
      value: role,
      label: roleLabel(role),
      description: ROLE_MEANINGS[scope][role],
    }))

/** The warning before a change that takes away the signed-in user's own admin role. */
export const ownAdminWarning = (scope: RoleSource) =>
  `This takes away your own admin role on ${scopeWords(scope)}. You may not be able to undo it: only an admin can give it back.`

export const identityTypeLabel = { silo_user: 'user', silo_group: 'group' } as const

type Values = { identityId: string; roleName: RoleName; understood: boolean }

type Props = {
  scope: AccessScope
  /** The policy as the page shows it, to tell whether the change costs the user admin */
  policy: Policy
  me: MyAccess
  /** To change: the identity, fixed, with the role it has (`null` if it only inherits one) */
  editing?: {
    id: string
    identityType: Candidate['identityType']
    name: string
    role: RoleName | null
  }
  /** To add: the users and groups with no role here yet */
  candidates: Candidate[]
  onDismiss: () => void
}

export function RoleAssignmentForm({ scope, policy, me, editing, candidates, onDismiss }: Props) {
  const identities = editing ? [editing] : candidates
  const identityOf = (id: string) => identities.find((c) => c.id === id)
  // the change as the API will get it, or null until an identity is chosen
  const changed = ({ identityId, roleName }: Pick<Values, 'identityId' | 'roleName'>) => {
    const identity = identityOf(identityId)
    return identity
      ? updateRole(policy, { identityId, identityType: identity.identityType, roleName })
      : null
  }
  const costsOwnAdmin = (values: Pick<Values, 'identityId' | 'roleName'>) => {
    const after = changed(values)
    return !!after && losesOwnAdmin(policy, after, me)
  }

  const schema = z
    .object({
      identityId: z.string().min(1, 'User or group is required'),
      roleName: z.enum(ROLE_NAMES),
      understood: z.boolean(),
    })
    .refine((v) => v.understood || !costsOwnAdmin(v), {
      path: ['understood'],
      message: 'Confirm that you understand before taking away your own admin role',
    })
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      identityId: editing?.id ?? '',
      roleName: editing?.role ?? 'viewer',
      understood: false,
    },
  })
  const [identityId, roleName] = useWatch({
    control: form.control,
    name: ['identityId', 'roleName'],
  })
  const warn = costsOwnAdmin({ identityId, roleName })
  // release v14 has no limited collaborator; the fleet never has one
  const limitedSupport = useQuery(sinceVersionedSupport('The limited collaborator role')).data
  const limited = limitedSupport?.available !== false

  const change = usePolicyChange(scope, () => {
    const name = identityOf(form.getValues('identityId'))?.name
    addToast({
      variant: 'success',
      title: editing?.role ? 'Role changed' : 'Role assigned',
      content: `${name} is now ${roleLabel(form.getValues('roleName'))} on ${scopeWords(scope.kind)}`,
    })
    onDismiss()
  })

  // The change the form makes: its submit applies it to the policy read afresh (so another
  // admin's change since stays), its "Copy as" menu to the policy the page shows
  const roleChange = (values: Values) => {
    const identity = identityOf(values.identityId)
    return identity
      ? (current: Policy) =>
          updateRole(current, {
            identityId: identity.id,
            identityType: identity.identityType,
            roleName: values.roleName,
          })
      : undefined
  }
  const onSubmit = (values: Values) => {
    const apply = roleChange(values)
    if (apply) change.mutate(apply)
  }
  const toRequest = (values: Values) => {
    const apply = roleChange(values)
    return apply && policyUpdateRequest(scope, apply(policy))
  }

  return (
    <ModalForm
      title={editing ? `Change role of ${editing.name}` : 'Add user or group'}
      form={form}
      onSubmit={onSubmit}
      copyAs={toRequest}
      onDismiss={onDismiss}
      submitLabel={editing?.role ? 'Change role' : 'Assign role'}
      loading={change.isPending}
      submitError={change.error}
    >
      {editing ? (
        <p>
          {editing.role ? 'Change the role' : 'Give a role'} on {scopeWords(scope.kind)} of the{' '}
          {identityTypeLabel[editing.identityType]}{' '}
          <strong className="font-medium text-default">{editing.name}</strong>.
        </p>
      ) : (
        <SelectField
          control={form.control}
          name="identityId"
          label="User or group"
          placeholder="Choose a user or group"
          hint="Only users and groups with no role here yet are listed"
          items={candidates.map((c) => ({
            value: c.id,
            label: `${c.name} (${identityTypeLabel[c.identityType]})`,
          }))}
        />
      )}
      <RadioField
        control={form.control}
        name="roleName"
        label="Role"
        options={roleOptions(scope.kind, limited)}
      />
      {scope.kind !== 'fleet' && limitedSupport?.available === false && (
        <p className="text-sans-md text-secondary">{limitedSupport.reason}</p>
      )}
      {warn && (
        <RiskConfirmField
          control={form.control}
          name="understood"
          warning={<p>{ownAdminWarning(scope.kind)}</p>}
        >
          I understand, change my role anyway
        </RiskConfirmField>
      )}
    </ModalForm>
  )
}
