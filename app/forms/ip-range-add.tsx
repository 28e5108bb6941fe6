// Add a range of addresses to an IP pool (spec §2 `ip-pools/{pool}/ranges-add`), over the
// pool's page. The API refuses a range that overlaps any pool's; its words show in the
// form and what was typed stays.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import type { z } from 'zod'

import { api, useApiMutation } from '~/api/client'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { requireParams } from '~/hooks/use-params'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { ipRangeBody, ipRangeSchema } from './ip-range-values'
import { requireSystemChange } from './system-form-guard'

export const clientLoader = ({ params }: LoaderFunctionArgs) =>
  requireSystemChange('changeIpPools', pb.systemIpPool(requireParams(params, 'pool')))

export default function IpRangeAddForm() {
  const navigate = useNavigate()
  const { pool } = requireParams(useParams(), 'pool')
  const form = useForm({
    resolver: zodResolver(ipRangeSchema),
    defaultValues: { first: '', last: '' },
  })
  const add = useApiMutation(api.systemIpPoolRangeAdd, {
    invalidates: ['systemIpPoolRangeList', 'systemIpPoolUtilizationView'],
    onSuccess({ range }) {
      addToast({
        variant: 'success',
        title: 'IP range added',
        content: `${range.first} – ${range.last}`,
      })
      navigate(pb.systemIpPool({ pool }))
    },
  })
  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = (values: z.infer<typeof ipRangeSchema>) => ({
    op: 'systemIpPoolRangeAdd' as const,
    params: { path: { pool }, body: ipRangeBody(values) },
  })
  return (
    <SideModalForm
      title="Add IP range"
      subtitle={pool}
      form={form}
      onSubmit={(values) => add.mutate(toRequest(values).params)}
      copyAs={toRequest}
      onDismiss={() => navigate(pb.systemIpPool({ pool }))}
      submitLabel="Add IP range"
      loading={add.isPending}
      submitError={add.error}
    >
      <TextField
        control={form.control}
        name="first"
        label="First address"
        mono
        hint="The range holds both ends, e.g. 192.0.2.10 to 192.0.2.50"
      />
      <TextField control={form.control} name="last" label="Last address" mono />
    </SideModalForm>
  )
}
