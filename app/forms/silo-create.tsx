// A new silo (spec §2 `/system/silos-new`): every field of the contract's `SiloCreate`, in
// sections, as a page (too long for a side modal with its certificates). Values, rules and
// the body live in `silo-create/values.ts`; the quota fields are shared with the quotas
// edit form. On success the silo's page opens, where its readiness says what is left.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'

import type { SiloIdentityMode, SiloRole } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import { api, queryClient, useApiMutation } from '~/api/client'
import type { ApiError } from '~/api/errors'
import { siloView } from '~/api/queries/silos'
import { CheckboxField } from '~/components/form/CheckboxField'
import { CheckboxListField } from '~/components/form/CheckboxListField'
import { FullPageForm } from '~/components/form/FullPageForm'
import { RadioField, type RadioOption } from '~/components/form/RadioField'
import { TextField } from '~/components/form/TextField'
import { useFleetAccess } from '~/hooks/use-fleet-access'
import { Section } from '~/ui/Section'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { requireSystemChange } from './system-form-guard'

import { CertificatesSection } from './silo-create/CertificatesSection'
import {
  adminGroupWarning,
  FLEET_ROLES,
  SILO_ROLES,
  siloCreateDefaults,
  siloCreateSchema,
  toSiloCreate,
  type SiloCreateValues,
} from './silo-create/values'
import { QuotasFields } from './silo-quotas-fields'

const IDENTITY_MODE_OPTIONS: RadioOption<SiloIdentityMode>[] = [
  {
    value: 'local_only',
    label: 'Local only',
    description:
      'The silo keeps its own users and their passwords. Nobody can sign in until an admin adds users.',
  },
  {
    value: 'saml_jit',
    label: 'SAML, just in time',
    description:
      'Users sign in through a SAML identity provider, added once the silo exists. Each user and their groups are created the first time they sign in.',
  },
]

const FLEET_ROLE_ITEMS = FLEET_ROLES.map((role) => ({ value: role, label: `Fleet ${role}` }))
const SILO_ROLE_PLURAL: Record<SiloRole, string> = {
  admin: 'Silo admins',
  collaborator: 'Silo collaborators',
  limited_collaborator: 'Silo limited collaborators',
  viewer: 'Silo viewers',
}

// the silo's own name, not its admin group's or a certificate's
const isSiloNameTaken = (error: ApiError) =>
  error.errorCode === 'ObjectAlreadyExists' && /^silo\b/i.test(error.message)

export const clientLoader = () => requireSystemChange('createSilo', pb.systemSilos())

export default function SiloCreatePage() {
  const navigate = useNavigate()
  const form = useForm<SiloCreateValues>({
    resolver: zodResolver(siloCreateSchema),
    defaultValues: siloCreateDefaults,
  })
  // a fleet collaborator may create a silo, but not one that makes its users operators
  const cannotMapFleetRoles = systemChangeDisabledReason(useFleetAccess(), 'mapFleetRoles')
  const [identityMode, adminGroupName] = useWatch({
    control: form.control,
    name: ['identityMode', 'adminGroupName'],
  })

  const create = useApiMutation(api.siloCreate, {
    invalidates: ['siloList', 'siloUtilizationList', 'systemQuotasList'],
    onSuccess(silo) {
      queryClient.setQueryData(siloView(silo.name).queryKey, silo)
      addToast({ variant: 'success', title: 'Silo created', content: silo.name })
      navigate(pb.systemSilo({ silo: silo.name }))
    },
  })

  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = (values: SiloCreateValues) => ({
    op: 'siloCreate' as const,
    params: { body: toSiloCreate(values) },
  })

  return (
    <FullPageForm
      title="Create silo"
      form={form}
      onSubmit={(values) => create.mutate(toRequest(values).params)}
      copyAs={toRequest}
      submitLabel="Create silo"
      loading={create.isPending}
      // spec §8: a taken silo name goes on the Name field; everything else (a certificate
      // Nexus refuses, fleet roles without being a fleet admin) below the form, by the button
      submitError={create.error}
      isNameTaken={isSiloNameTaken}
      cancelTo={pb.systemSilos()}
    >
      <Section title="Silo">
        <TextField control={form.control} name="name" label="Name" />
        <TextField
          control={form.control}
          name="description"
          label="Description"
          optional
          multiline
        />
        <CheckboxField
          control={form.control}
          name="discoverable"
          hint="A silo that is not discoverable is left out of the silo list and reached by its ID only."
        >
          Discoverable
        </CheckboxField>
      </Section>

      <Section
        title="Users and sign-in"
        description="Fixed when the silo is created: how its users come to be and how they sign in."
      >
        <RadioField
          control={form.control}
          name="identityMode"
          label="Identity mode"
          options={IDENTITY_MODE_OPTIONS}
        />
        <TextField
          control={form.control}
          name="adminGroupName"
          label="Admin group name"
          optional
          hint={
            identityMode === 'saml_jit'
              ? 'A group of this name is made with the silo and given the silo admin role. Users the identity provider says are in a group of this name sign in as silo admins.'
              : 'A group of this name is made with the silo and given the silo admin role.'
          }
          warning={adminGroupWarning({ identityMode, adminGroupName })}
        />
      </Section>

      <Section
        title="Fleet roles"
        description="A role on this silo can also confer roles on the whole fleet, making its holders operators of the rack. Only a fleet admin can create a silo that confers fleet roles."
      >
        {cannotMapFleetRoles ? (
          <p className="text-sm text-secondary">{cannotMapFleetRoles}: none will be conferred.</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-3">
            {SILO_ROLES.map((role) => (
              <CheckboxListField
                key={role}
                control={form.control}
                name={`fleetRoles.${role}`}
                label={`${SILO_ROLE_PLURAL[role]} also get`}
                items={FLEET_ROLE_ITEMS}
                empty=""
              />
            ))}
          </div>
        )}
      </Section>

      <Section
        title="Quotas"
        description="The most the silo's projects may hold at once, all together. 0 means none at all: its users cannot run an instance until the quotas are raised."
      >
        <QuotasFields control={form.control} />
      </Section>

      <CertificatesSection form={form} />
    </FullPageForm>
  )
}
