// A new IP pool (spec §2 `ip-pools-new`), over the pools list. It holds no addresses yet:
// the pool's page, where this leads, adds ranges and links silos. Where the rack has them,
// the pool's IP version and type are chosen here (they cannot change later); an older rack
// makes every pool IPv4 unicast, and the form says so in one line.
import { useQuery } from '@tanstack/react-query'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import type { z } from 'zod'

import type { IpPoolType, IpVersion } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, useApiMutation } from '~/api/client'
import { ipPoolKindsSupport } from '~/api/queries/ip-pools'
import { RadioField, type RadioOption } from '~/components/form/RadioField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { ipPoolCreateSchema } from './ip-pool-values'
import { requireSystemChange } from './system-form-guard'

export const clientLoader = () => requireSystemChange('changeIpPools', pb.systemIpPools())

const VERSIONS: RadioOption<IpVersion>[] = [
  { value: 'v4', label: 'IPv4' },
  { value: 'v6', label: 'IPv6' },
]
const TYPES: RadioOption<IpPoolType>[] = [
  { value: 'unicast', label: 'Unicast', description: 'Addresses for instances and floating IPs' },
  { value: 'multicast', label: 'Multicast', description: 'Addresses for multicast groups' },
]

export default function IpPoolCreateForm() {
  const navigate = useNavigate()
  const kinds = useQuery(ipPoolKindsSupport).data
  const form = useForm({
    resolver: zodResolver(ipPoolCreateSchema),
    defaultValues: { name: '', description: '', ipVersion: 'v4', poolType: 'unicast' } as const,
  })
  const create = useApiMutation(api.systemIpPoolCreate, {
    invalidates: ['systemIpPoolList'],
    onSuccess(pool) {
      addToast({ variant: 'success', title: 'IP pool created', content: pool.name })
      navigate(pb.systemIpPool({ pool: pool.name }))
    },
  })
  // what the form sends: its submit and its "Copy as" menu share it; an older rack is
  // sent neither version nor type: its pools are all IPv4 unicast
  const toRequest = ({ ipVersion, poolType, ...rest }: z.infer<typeof ipPoolCreateSchema>) => ({
    op: 'systemIpPoolCreate' as const,
    params: { body: kinds?.available ? { ...rest, ipVersion, poolType } : rest },
  })
  return (
    <SideModalForm
      title="Create IP pool"
      form={form}
      onSubmit={(values) => create.mutate(toRequest(values).params)}
      copyAs={toRequest}
      onDismiss={() => navigate(pb.systemIpPools())}
      submitLabel="Create IP pool"
      loading={create.isPending}
      submitError={create.error}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" optional multiline />
      {kinds?.available && (
        <>
          <RadioField
            control={form.control}
            name="ipVersion"
            label="IP version"
            options={VERSIONS}
          />
          <RadioField control={form.control} name="poolType" label="Type" options={TYPES} />
        </>
      )}
      {kinds && !kinds.available && <p className="text-sm text-secondary">{kinds.reason}</p>}
    </SideModalForm>
  )
}
