import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { api, useApiMutation } from '~/api/client'
import { subnetPicker, vpcPicker } from '~/api/queries/vpcs'
import { SelectField } from '~/components/form/SelectField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { addToast } from '~/ui/toast-store'

import {
  nicCreateDefaults,
  nicCreateSchema,
  toNicCreateBody,
  type NicCreateValues,
} from './network-interface-values'

type Props = { project: string; instance: string; onDismiss: () => void }

// A project has few VPCs and a VPC few subnets: the first page holds them all

const byName = (items: { name: string }[] | undefined) =>
  (items ?? []).map(({ name }) => ({ value: name, label: name }))

/** Side modal of the networking tab: a new interface for a stopped instance */
export function NetworkInterfaceCreateForm({ project, instance, onDismiss }: Props) {
  const form = useForm<NicCreateValues>({
    resolver: zodResolver(nicCreateSchema),
    defaultValues: nicCreateDefaults,
  })
  const vpcName = useWatch({ control: form.control, name: 'vpcName' })
  // a subnet belongs to one VPC: choosing another VPC starts the subnet choice over
  useEffect(() => {
    const { unsubscribe } = form.watch((_, { name }) => {
      if (name === 'vpcName') form.setValue('subnetName', '')
    })
    return unsubscribe
  }, [form])
  const vpcs = useQuery(vpcPicker(project))
  const subnets = useQuery({ ...subnetPicker(project, vpcName), enabled: vpcName !== '' })
  const subnetItems = vpcName ? byName(subnets.data?.items) : []

  const create = useApiMutation(api.instanceNetworkInterfaceCreate, {
    invalidates: ['instanceNetworkInterfaceList'],
    onSuccess(nic) {
      addToast({ variant: 'success', title: 'Network interface added', content: nic.name })
      onDismiss()
    },
  })

  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = (values: NicCreateValues) => ({
    op: 'instanceNetworkInterfaceCreate' as const,
    params: { query: { project, instance }, body: toNicCreateBody(values) },
  })

  return (
    <SideModalForm
      title="Add network interface"
      form={form}
      onSubmit={(values) => create.mutate(toRequest(values).params)}
      copyAs={toRequest}
      onDismiss={onDismiss}
      submitLabel="Add network interface"
      loading={create.isPending}
      submitError={create.error}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" optional multiline />
      <SelectField
        control={form.control}
        name="vpcName"
        label="VPC"
        placeholder={vpcs.isPending ? 'Loading VPCs…' : 'Choose a VPC'}
        items={byName(vpcs.data?.items)}
        hint="All interfaces of an instance are in the same VPC"
      />
      <SelectField
        control={form.control}
        name="subnetName"
        label="Subnet"
        placeholder={vpcName ? 'Choose a subnet' : 'Choose a VPC first'}
        items={subnetItems}
        hint="Each interface of an instance is in a different subnet"
      />
      <TextField
        control={form.control}
        name="ip"
        label="IP address"
        optional
        mono
        hint="Leave empty to take the next free address of the subnet"
      />
    </SideModalForm>
  )
}
