import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'
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
  const conflict = useEditConflict({
    opened: data,
    read: () => readNow(vpcRouterView(selector)),
    toValues: (r) => ({ name: r.name, description: r.description }),
    fields: { name: 'Name', description: 'Description' },
    form,
    save: (body) => update.mutateAsync({ path: { router }, query: { project, vpc }, body }),
    noun: 'router',
  })
  return (
    <>
      <SideModalForm
        title="Edit router"
        subtitle={router}
        form={form}
        onSubmit={conflict.submit}
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
