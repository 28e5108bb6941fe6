// Rename a subnet pool or change its description, over the pool's page; a new name takes
// the page to the pool's new address.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import type { z } from 'zod'

import { api, forgetView, queryClient, useApiMutation } from '~/api/client'
import { subnetPoolsFeature, subnetPoolView } from '~/api/queries/subnet-pools'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { rackHas } from '~/components/RackFeature'
import { requireParams } from '~/hooks/use-params'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { subnetPoolSchema } from './subnet-pool-values'
import { requireSystemChange } from './system-form-guard'
import { readNow, useEditConflict } from './use-edit-conflict'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { subnetPool } = requireParams(params, 'subnetPool')
  // on a rack without subnet pools the page shows why, and renders no form
  if (!(await rackHas(subnetPoolsFeature))) return null
  await requireSystemChange('changeSubnetPools', pb.systemSubnetPool({ subnetPool }))
  await queryClient.fetchQuery(subnetPoolView(subnetPool))
  return null
}

export default function SubnetPoolEditForm() {
  const navigate = useNavigate()
  const { subnetPool } = requireParams(useParams(), 'subnetPool')
  const { data } = usePrefetchedQuery(subnetPoolView(subnetPool))
  const form = useForm({
    resolver: zodResolver(subnetPoolSchema),
    defaultValues: { name: data.name, description: data.description },
  })
  const update = useApiMutation(api.systemSubnetPoolUpdate, {
    invalidates: ['systemSubnetPoolList', 'siloSubnetPoolList'],
    onSuccess(updated) {
      // the old name's reads would 404 now; the page reads the new name afresh
      forgetView(subnetPoolView(subnetPool).queryKey)
      queryClient.setQueryData(subnetPoolView(updated.name).queryKey, updated)
      addToast({ variant: 'success', title: 'Subnet pool updated', content: updated.name })
      navigate(pb.systemSubnetPool({ subnetPool: updated.name }))
    },
  })
  // what the form sends: its save and its "Copy as" menu share it
  const toRequest = (body: z.infer<typeof subnetPoolSchema>) => ({
    op: 'systemSubnetPoolUpdate' as const,
    params: { path: { pool: subnetPool }, body },
  })
  const conflict = useEditConflict({
    opened: data,
    read: () => readNow(subnetPoolView(subnetPool)),
    toValues: (r) => ({ name: r.name, description: r.description }),
    fields: { name: 'Name', description: 'Description' },
    form,
    save: (values) => update.mutateAsync(toRequest(values).params),
    noun: 'subnet pool',
  })
  return (
    <>
      <SideModalForm
        title="Edit subnet pool"
        subtitle={subnetPool}
        form={form}
        onSubmit={conflict.submit}
        copyAs={toRequest}
        onDismiss={() => navigate(pb.systemSubnetPool({ subnetPool }))}
        submitLabel="Update subnet pool"
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
