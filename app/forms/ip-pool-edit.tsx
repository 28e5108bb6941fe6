// Rename an IP pool or change its description (spec §2 `ip-pools/{pool}/edit`), over the
// pool's page; a new name takes the page to the pool's new address.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import type { z } from 'zod'

import { api, forgetView, queryClient, useApiMutation } from '~/api/client'
import { ipPoolView } from '~/api/queries/ip-pools'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { requireParams } from '~/hooks/use-params'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { ipPoolSchema } from './ip-pool-values'
import { requireSystemChange } from './system-form-guard'
import { readNow, useEditConflict } from './use-edit-conflict'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { pool } = requireParams(params, 'pool')
  await requireSystemChange('changeIpPools', pb.systemIpPool({ pool }))
  await queryClient.fetchQuery(ipPoolView(pool))
  return null
}

export default function IpPoolEditForm() {
  const navigate = useNavigate()
  const { pool } = requireParams(useParams(), 'pool')
  const { data } = usePrefetchedQuery(ipPoolView(pool))
  const form = useForm({
    resolver: zodResolver(ipPoolSchema),
    defaultValues: { name: data.name, description: data.description },
  })
  const update = useApiMutation(api.systemIpPoolUpdate, {
    invalidates: ['systemIpPoolList', 'siloIpPoolList'],
    onSuccess(updated) {
      // the old name's reads would 404 now; the page reads the new name afresh
      forgetView(ipPoolView(pool).queryKey)
      queryClient.setQueryData(ipPoolView(updated.name).queryKey, updated)
      addToast({ variant: 'success', title: 'IP pool updated', content: updated.name })
      navigate(pb.systemIpPool({ pool: updated.name }))
    },
  })
  // what the form sends: its save and its "Copy as" menu share it
  const toRequest = (body: z.infer<typeof ipPoolSchema>) => ({
    op: 'systemIpPoolUpdate' as const,
    params: { path: { pool }, body },
  })
  const conflict = useEditConflict({
    opened: data,
    read: () => readNow(ipPoolView(pool)),
    toValues: (r) => ({ name: r.name, description: r.description }),
    fields: { name: 'Name', description: 'Description' },
    form,
    save: (values) => update.mutateAsync(toRequest(values).params),
    noun: 'IP pool',
  })
  return (
    <>
      <SideModalForm
        title="Edit IP pool"
        subtitle={pool}
        form={form}
        onSubmit={conflict.submit}
        copyAs={toRequest}
        onDismiss={() => navigate(pb.systemIpPool({ pool }))}
        submitLabel="Update IP pool"
        loading={update.isPending || conflict.checking}
        submitError={update.error ?? conflict.readError}
      >
        <TextField control={form.control} name="name" label="Name" />
        <TextField
          control={form.control}
          name="description"
          label="Description"
          optional
          multiline
        />
      </SideModalForm>
      {conflict.dialog}
    </>
  )
}
