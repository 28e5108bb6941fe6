// The fields of the firewall rule create, clone and edit forms.
import { useQuery } from '@tanstack/react-query'
import type { UseFormReturn } from 'react-hook-form'

import { firewallIcmpv6 } from '~/api/queries/vpcs'

import { CheckboxField } from '~/components/form/CheckboxField'
import { CheckboxListField } from '~/components/form/CheckboxListField'
import { ListField, type ListItem } from '~/components/form/ListField'
import { NumberField } from '~/components/form/NumberField'
import { RadioField } from '~/components/form/RadioField'
import { TextField } from '~/components/form/TextField'

import {
  FILTER_KINDS,
  filterValueProblem,
  parsePortRange,
  PROTOCOLS,
  PROTOCOLS_WITH_ICMPV6,
  type FilterKind,
  type RuleValues,
} from './firewall-rule-values'

const kindLabel = (kind: string) => FILTER_KINDS.find((k) => k.value === kind)?.label ?? kind

const describeFilter = (item: ListItem) =>
  typeof item === 'string' ? item : `${kindLabel(item.type)} ${item.value}`

const parseFilter = (text: string, kind: string) => {
  const problem = filterValueProblem(kind as FilterKind, text)
  return problem ? { problem } : { value: text }
}

const parsePort = (text: string) => {
  const parsed = parsePortRange(text)
  return 'range' in parsed ? { value: parsed.range } : parsed
}

export function FirewallRuleFields({ form }: { form: UseFormReturn<RuleValues> }) {
  const { control } = form
  const { data: icmpv6 } = useQuery(firewallIcmpv6)
  return (
    <>
      <TextField control={control} name="name" label="Name" />
      <TextField control={control} name="description" label="Description" optional multiline />
      <CheckboxField control={control} name="enabled">
        Enabled
      </CheckboxField>
      <NumberField
        control={control}
        name="priority"
        label="Priority"
        min={0}
        max={65535}
        hint="0 to 65535; a rule with a lower number wins over one with a higher"
      />
      <RadioField
        control={control}
        name="action"
        label="Action"
        options={[
          { value: 'allow', label: 'Allow' },
          { value: 'deny', label: 'Deny' },
        ]}
      />
      <RadioField
        control={control}
        name="direction"
        label="Direction"
        options={[
          { value: 'inbound', label: 'Inbound' },
          { value: 'outbound', label: 'Outbound' },
        ]}
      />
      <ListField
        control={control}
        name="targets"
        label="Targets"
        hint="The instances the rule applies to: by VPC, subnet, instance, address or network"
        kinds={FILTER_KINDS}
        parse={parseFilter}
        describe={describeFilter}
        empty="No targets: the rule applies to every instance of the VPC"
      />
      <ListField
        control={control}
        name="hosts"
        label="Host filters"
        hint="The other end of the traffic; none means any host"
        kinds={FILTER_KINDS}
        parse={parseFilter}
        describe={describeFilter}
        empty="Any host"
      />
      <ListField
        control={control}
        name="ports"
        label="Ports"
        hint="A port or a range, e.g. 443 or 8000-8080; none means any port"
        parse={parsePort}
        describe={describeFilter}
        empty="Any port"
      />
      <CheckboxListField
        control={control}
        name="protocols"
        label="Protocols"
        hint="None checked means any protocol"
        items={(icmpv6?.available ? PROTOCOLS_WITH_ICMPV6 : PROTOCOLS).map((p) => ({
          value: p,
          label: p,
        }))}
        empty=""
      />
      {icmpv6 && !icmpv6.available && (
        <p className="text-sans-md text-secondary">{icmpv6.reason}</p>
      )}
    </>
  )
}
