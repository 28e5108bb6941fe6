import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router-dom'
import { z } from 'zod'

import { api, forgetView, queryClient, useApiMutation } from '~/api/client'
import { vpcRouterView } from '~/api/queries/vpcs'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { requireParams, useVpcRouterParams } from '~/hooks/use-params'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { descriptionSchema, nameSchema } from './schemas'
import { readNow, useEditConflict } from './use-edit-conflict'

const schema = z.object({ name: nameSchema, description: descriptionSchema })

export async function clientLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(vpcRouterView(requireParams(params, 'project', 'vpc', 'router')))
  return null
}

export default function VpcRouterEditForm() {
  const navigate = useNavigate()
  const selector = useVpcRouterParams()
  const { project, vpc, router } = selector
  const { data } = usePrefetchedQuery(vpcRouterView(selector))
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: data.name, description: data.description },
  })
  const update = useApiMutation(api.vpcRouterUpdate, {
    invalidates: ['vpcRouterList'],
    onSuccess(updated) {
      forgetView(vpcRouterView(selector).queryKey)
      addToast({ variant: 'success', title: 'Router updated', content: updated.name })
      navigate(pb.vpcRouters({ project, vpc }))
    },
  })
  // what the form sends: its save and its "Copy as" menu share it
  const toRequest = (body: z.infer<typeof schema>) => ({
    op: 'vpcRouterUpdate' as const,
    params: { path: { router }, query: { project, vpc }, body },
  })
  const conflict = useEditConflict({
    opened: data,
    read: () => readNow(vpcRouterView(selector)),
    toValues: (r) => ({ name: r.name, description: r.description }),
    fields: { name: 'Name', description: 'Description' },
    form,
    save: (values) => update.mutateAsync(toRequest(values).params),
    noun: 'router',
  })
  return (
    <>
      <SideModalForm
        title="Edit router"
        subtitle={router}
        form={form}
        onSubmit={conflict.submit}
        copyAs={toRequest}
        onDismiss={() => navigate(pb.vpcRouters({ project, vpc }))}
        submitLabel="Update router"
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
