// A new subnet pool, over the pools list. It holds no prefixes yet: the pool's page, where
// this leads, adds members and links silos. Its IP version is chosen here and never
// changes, as every member must be of it.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import type { z } from 'zod'

import type { IpVersion } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, useApiMutation } from '~/api/client'
import { RadioField, type RadioOption } from '~/components/form/RadioField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { subnetPoolCreateSchema } from './subnet-pool-values'
import { requireSystemChange } from './system-form-guard'

export const clientLoader = () => requireSystemChange('changeSubnetPools', pb.systemSubnetPools())

const VERSIONS: RadioOption<IpVersion>[] = [
  { value: 'v4', label: 'IPv4', description: 'Members are IPv4 networks' },
  { value: 'v6', label: 'IPv6', description: 'Members are IPv6 networks' },
]

export default function SubnetPoolCreateForm() {
  const navigate = useNavigate()
  const form = useForm({
    resolver: zodResolver(subnetPoolCreateSchema),
    defaultValues: { name: '', description: '', ipVersion: 'v4' } as const,
  })
  const create = useApiMutation(api.systemSubnetPoolCreate, {
    invalidates: ['systemSubnetPoolList'],
    onSuccess(pool) {
      addToast({ variant: 'success', title: 'Subnet pool created', content: pool.name })
      navigate(pb.systemSubnetPool({ subnetPool: pool.name }))
    },
  })
  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = (body: z.infer<typeof subnetPoolCreateSchema>) => ({
    op: 'systemSubnetPoolCreate' as const,
    params: { body },
  })
  return (
    <SideModalForm
      title="Create subnet pool"
      form={form}
      onSubmit={(values) => create.mutate(toRequest(values).params)}
      copyAs={toRequest}
      onDismiss={() => navigate(pb.systemSubnetPools())}
      submitLabel="Create subnet pool"
      loading={create.isPending}
      submitError={create.error}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" optional multiline />
      <RadioField control={form.control} name="ipVersion" label="IP version" options={VERSIONS} />
    </SideModalForm>
  )
}
