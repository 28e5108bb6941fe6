// The fields of the route create and edit forms: where traffic goes (destination) and
// where it is sent (target), each a kind and a value.
import type { UseFormReturn } from 'react-hook-form'

import { SelectField } from '~/components/form/SelectField'
import { TextField } from '~/components/form/TextField'

import { DESTINATION_KINDS, TARGET_KINDS, type RouteValues } from './router-route-values'

const valueHint: Record<string, string> = {
  ip: 'An IPv4 or IPv6 address',
  ip_net: 'An address and a width, e.g. 10.0.0.0/8',
  subnet: 'The name of a subnet of this VPC',
  instance: 'The name of an instance',
  internet_gateway: 'The name of an internet gateway of this VPC',
}

export function RouteDestinationFields({ form }: { form: UseFormReturn<RouteValues> }) {
  const kind = form.watch('destinationType')
  return (
    <>
      <SelectField
        control={form.control}
        name="destinationType"
        label="Destination type"
        placeholder="Choose a type"
        items={DESTINATION_KINDS}
      />
      <TextField
        control={form.control}
        name="destinationValue"
        label="Destination value"
        mono
        hint={valueHint[kind]}
      />
    </>
  )
}

export function RouteTargetFields({ form }: { form: UseFormReturn<RouteValues> }) {
  const kind = form.watch('targetType')
  return (
    <>
      <SelectField
        control={form.control}
        name="targetType"
        label="Target type"
        placeholder="Choose a type"
        items={TARGET_KINDS}
        onChange={() => form.setValue('targetValue', '')}
      />
      {kind !== 'drop' && (
        <TextField
          control={form.control}
          name="targetValue"
          label="Target value"
          mono
          hint={valueHint[kind]}
        />
      )}
    </>
  )
}
