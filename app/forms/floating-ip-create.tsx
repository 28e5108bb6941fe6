import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { z } from 'zod'

import type { AddressAllocator } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, useApiMutation } from '~/api/client'
import { ipPoolPicker } from '~/api/queries/ip-pools'
import { SelectField } from '~/components/form/SelectField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { useProjectParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { addToast } from '~/ui/toast-store'
import { IP_ADDRESS_MESSAGE, isIpAddress } from '~/util/ip'
import { pb } from '~/util/path-builder'

import { descriptionSchema, nameSchema } from './schemas'

const schema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  pool: z.string(),
  ip: z.string().refine((v) => v.trim() === '' || isIpAddress(v.trim()), IP_ADDRESS_MESSAGE),
})

/**
 * How the rack picks the address: the one typed (its pool is the one holding it), else a
 * free one of the pool chosen or of the silo's default pool
 */
export function addressAllocator(pool: string, ip: string, bothDefaults = false): AddressAllocator {
  if (ip) return { type: 'explicit', ip }
  if (pool) return { type: 'auto', poolSelector: { type: 'explicit', pool } }
  return {
    type: 'auto',
    poolSelector: bothDefaults ? { type: 'auto', ipVersion: 'v4' } : { type: 'auto' },
  }
}

export default function FloatingIpCreateForm() {
  const navigate = useNavigate()
  const { project } = useProjectParams()
  // reached by its address, the form shows; its submit says why the user may not
  const submitDisabled = useProjectAccess(project).changeReason('floatingIps')
  const pools = useQuery(ipPoolPicker)
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: '', description: '', pool: '', ip: '' },
  })
  const typedIp = form.watch('ip').trim()
  // a silo may have a default pool of each IP version (then the IPv4 one is meant)
  const defaults = (pools.data?.items ?? []).filter((p) => p.isDefault)
  const bothDefaults = defaults.length > 1
  const defaultPool = defaults.find((p) => p.ipVersion === 'v4') ?? defaults[0]
  const create = useApiMutation(api.floatingIpCreate, {
    invalidates: ['floatingIpList'],
    onSuccess(ip) {
      addToast({
        variant: 'success',
        title: 'Floating IP created',
        content: `${ip.name} (${ip.ip})`,
      })
      navigate(pb.floatingIps({ project }))
    },
  })
  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = ({ pool, ip, ...values }: z.infer<typeof schema>) => ({
    op: 'floatingIpCreate' as const,
    params: {
      query: { project },
      body: { ...values, addressAllocator: addressAllocator(pool, ip.trim(), bothDefaults) },
    },
  })
  return (
    <SideModalForm
      submitDisabled={submitDisabled}
      title="Create floating IP"
      form={form}
      onSubmit={(values) => create.mutate(toRequest(values).params)}
      copyAs={toRequest}
      onDismiss={() => navigate(pb.floatingIps({ project }))}
      submitLabel="Create floating IP"
      loading={create.isPending}
      submitError={create.error}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" optional multiline />
      <SelectField
        control={form.control}
        name="pool"
        label="IP pool"
        optional
        placeholder={defaultPool ? `Silo default (${defaultPool.name})` : 'Silo default'}
        items={(pools.data?.items ?? []).map((p) => ({ value: p.name, label: p.name }))}
        hint={typedIp ? 'Unused with an address: the pool holding it is taken' : undefined}
      />
      <TextField
        control={form.control}
        name="ip"
        label="Address"
        optional
        mono
        hint="An address of the pool; left blank, the rack picks a free one"
      />
    </SideModalForm>
  )
}
