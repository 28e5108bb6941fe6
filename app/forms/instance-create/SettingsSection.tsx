import type { UseFormReturn } from 'react-hook-form'
import { Link } from 'react-router-dom'

import type { AntiAffinityGroup, SshKey } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { MAX_GROUPS_PER_INSTANCE } from '~/api/util'
import { CheckboxField } from '~/components/form/CheckboxField'
import { CheckboxListField } from '~/components/form/CheckboxListField'
import { RadioField } from '~/components/form/RadioField'
import { pb } from '~/util/path-builder'
import { Section } from '~/ui/Section'

import { UserDataField } from './UserDataField'
import type { InstanceCreateValues } from './values'

const autoRestartItems = [
  {
    value: '',
    label: 'Default',
    description: "The control plane's default policy, currently best effort",
  },
  {
    value: 'best_effort',
    label: 'Best effort',
    description: 'Restart the instance if it fails unexpectedly',
  },
  { value: 'never', label: 'Never', description: 'Leave a failed instance stopped' },
]

const addSshKeyLink = (
  <Link to={pb.sshKeysNew()} className="text-accent underline underline-offset-2">
    Add an SSH key
  </Link>
)

type Props = {
  form: UseFormReturn<InstanceCreateValues>
  sshKeys: SshKey[]
  antiAffinityGroups: AntiAffinityGroup[]
}

export function AccessSection({ form, sshKeys }: Omit<Props, 'antiAffinityGroups'>) {
  return (
    <Section title="Access">
      <CheckboxListField
        control={form.control}
        name="sshPublicKeys"
        label="SSH keys"
        hint={<>Keys from your profile given to the instance by cloud-init. {addSshKeyLink}</>}
        items={sshKeys.map((k) => ({ value: k.name, label: k.name, description: k.description }))}
        empty="You have no SSH keys yet."
      />
      <UserDataField control={form.control} />
    </Section>
  )
}

export function SettingsSection({ form, antiAffinityGroups }: Omit<Props, 'sshKeys'>) {
  return (
    <Section title="Settings">
      <CheckboxField control={form.control} name="start">
        Start the instance once it is created
      </CheckboxField>
      <RadioField
        control={form.control}
        name="autoRestartPolicy"
        label="Auto-restart policy"
        options={autoRestartItems}
      />
      <CheckboxListField
        control={form.control}
        name="antiAffinityGroups"
        label="Anti-affinity groups"
        hint={`Keep the instance apart from the groups' other members; at most ${MAX_GROUPS_PER_INSTANCE}`}
        items={antiAffinityGroups.map((g) => ({
          value: g.name,
          label: g.name,
          description: g.description,
        }))}
        empty="This project has no anti-affinity groups."
      />
    </Section>
  )
}
