// A new IP pool (spec §2 `ip-pools-new`), over the pools list. It holds no addresses yet:
// the pool's page, where this leads, adds ranges and links silos.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { api, useApiMutation } from '~/api/client'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { ipPoolSchema } from './ip-pool-values'
import { requireSystemChange } from './system-form-guard'

export const clientLoader = () => requireSystemChange('changeIpPools', pb.systemIpPools())

export default function IpPoolCreateForm() {
  const navigate = useNavigate()
  const form = useForm({
    resolver: zodResolver(ipPoolSchema),
    defaultValues: { name: '', description: '' },
  })
  const create = useApiMutation(api.ipPoolCreate, {
    invalidates: ['ipPoolList'],
    onSuccess(pool) {
      addToast({ variant: 'success', title: 'IP pool created', content: pool.name })
      navigate(pb.systemIpPool({ pool: pool.name }))
    },
  })
  return (
    <SideModalForm
      title="Create IP pool"
      form={form}
      onSubmit={(body) => create.mutate({ body })}
      onDismiss={() => navigate(pb.systemIpPools())}
      submitLabel="Create IP pool"
      loading={create.isPending}
      submitError={create.error}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" optional multiline />
    </SideModalForm>
  )
}
