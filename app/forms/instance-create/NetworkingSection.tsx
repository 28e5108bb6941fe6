import { useQuery } from '@tanstack/react-query'
import type { UseFormReturn } from 'react-hook-form'

import type { FloatingIp, SiloIpPool, Vpc } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { dualStackEphemeral } from '~/api/queries/instances'
import { subnetPicker } from '~/api/queries/vpcs'
import { CheckboxField } from '~/components/form/CheckboxField'
import { CheckboxListField } from '~/components/form/CheckboxListField'
import { RadioField } from '~/components/form/RadioField'
import { SelectField } from '~/components/form/SelectField'
import { TextField } from '~/components/form/TextField'
import { Section } from '~/ui/Section'

import type { InstanceCreateValues } from './values'

const nicTypeItems = [
  {
    value: 'default',
    label: 'Default',
    description: "One interface in the project's default VPC and subnet",
  },
  { value: 'none', label: 'None', description: 'No network interface' },
  { value: 'custom', label: 'Custom', description: 'One interface in a VPC and subnet you choose' },
]

type Props = {
  form: UseFormReturn<InstanceCreateValues>
  project: string
  vpcs: Vpc[]
  pools: SiloIpPool[]
  /** floating IPs of the project not attached to anything */
  floatingIps: FloatingIp[]
}

export function NetworkingSection({ form, project, vpcs, pools, floatingIps }: Props) {
  const { control, watch, setValue } = form
  const nicType = watch('networkInterfaceType')
  const vpcName = watch('nic.vpcName')
  const hasEphemeralIp = watch('ephemeralIp')
  const hasEphemeralIpv6 = watch('ephemeralIpv6')
  const subnets = useQuery({ ...subnetPicker(project, vpcName), enabled: !!vpcName })
  // With dual-stack ephemeral IPs the instance may take an IPv4 and an IPv6 one, each from a
  // pool of its version; an older rack gives one, from any pool
  const { data: dualStack } = useQuery(dualStackEphemeral)
  const dual = !!dualStack?.available
  const v4Pools = dual ? pools.filter((p) => p.ipVersion === 'v4') : pools
  const v6Pools = pools.filter((p) => p.ipVersion === 'v6')
  const defaultPool = v4Pools.find((p) => p.isDefault)
  const defaultV6Pool = v6Pools.find((p) => p.isDefault)

  return (
    <Section title="Networking">
      <RadioField
        control={control}
        name="networkInterfaceType"
        label="Network interface"
        options={nicTypeItems}
      />
      {nicType === 'custom' && (
        <div className="grid gap-4 rounded-md border border-default bg-raise p-4 sm:grid-cols-2">
          <SelectField
            control={control}
            name="nic.vpcName"
            label="VPC"
            placeholder={vpcs.length ? 'Choose a VPC' : 'No VPCs'}
            items={vpcs.map((v) => ({ value: v.name, label: v.name }))}
            // a subnet belongs to one VPC
            onChange={() => setValue('nic.subnetName', '')}
          />
          <SelectField
            control={control}
            name="nic.subnetName"
            label="Subnet"
            placeholder={
              !vpcName
                ? 'Choose a VPC first'
                : subnets.isPending
                  ? 'Loading subnets…'
                  : subnets.data?.items.length
                    ? 'Choose a subnet'
                    : 'No subnets'
            }
            items={(subnets.data?.items ?? []).map((s) => ({
              value: s.name,
              label: `${s.name} (${s.ipv4Block})`,
            }))}
            hint={subnets.error ? `Could not list subnets: ${subnets.error.message}` : undefined}
          />
          <TextField control={control} name="nic.name" label="Interface name" />
          <TextField
            control={control}
            name="nic.ip"
            label="IP address"
            optional
            mono
            hint="Left empty, one is assigned from the subnet"
          />
          <div className="sm:col-span-2">
            <TextField control={control} name="nic.description" label="Description" optional />
          </div>
        </div>
      )}

      <CheckboxField
        control={control}
        name="ephemeralIp"
        hint="An external address for inbound traffic, released when the instance is deleted"
      >
        {dual ? 'Allocate an ephemeral IPv4 address' : 'Allocate an ephemeral IP'}
      </CheckboxField>
      {hasEphemeralIp && (
        <SelectField
          control={control}
          name="ephemeralIpPool"
          label={dual ? 'Ephemeral IPv4 pool' : 'Ephemeral IP pool'}
          placeholder={defaultPool ? `Silo default (${defaultPool.name})` : 'Silo default'}
          items={v4Pools.map((p) => ({ value: p.name, label: p.name }))}
        />
      )}
      {dual && v6Pools.length > 0 && (
        <CheckboxField
          control={control}
          name="ephemeralIpv6"
          hint="A second external address, of IPv6, released when the instance is deleted"
        >
          Allocate an ephemeral IPv6 address
        </CheckboxField>
      )}
      {dual && hasEphemeralIpv6 && (
        <SelectField
          control={control}
          name="ephemeralIpv6Pool"
          label="Ephemeral IPv6 pool"
          placeholder={defaultV6Pool ? `Silo default (${defaultV6Pool.name})` : 'Silo default'}
          items={v6Pools.map((p) => ({ value: p.name, label: p.name }))}
        />
      )}
      {dualStack && !dualStack.available && (
        <p className="text-sans-md text-secondary">{dualStack.reason}</p>
      )}
      <CheckboxListField
        control={control}
        name="floatingIps"
        label="Floating IPs"
        items={floatingIps.map((f) => ({ value: f.name, label: f.name, description: f.ip }))}
        empty="This project has no floating IPs that are not attached to an instance."
      />
    </Section>
  )
}
