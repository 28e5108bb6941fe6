import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { z } from 'zod'

import { api, forgetView, queryClient, useApiMutation } from '~/api/client'
import { floatingIpView } from '~/api/queries/floating-ips'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { requireParams } from '~/hooks/use-params'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { descriptionSchema, nameSchema } from './schemas'
import { readNow, useEditConflict } from './use-edit-conflict'

const schema = z.object({ name: nameSchema, description: descriptionSchema })

export async function clientLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(floatingIpView(requireParams(params, 'project', 'floatingIp')))
  return null
}

export default function FloatingIpEditForm() {
  const navigate = useNavigate()
  const selector = requireParams(useParams(), 'project', 'floatingIp')
  const { project, floatingIp } = selector
  const { data } = usePrefetchedQuery(floatingIpView(selector))
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: data.name, description: data.description },
  })
  const update = useApiMutation(api.floatingIpUpdate, {
    invalidates: ['floatingIpList', 'instanceExternalIpList'],
    onSuccess(updated) {
      forgetView(floatingIpView(selector).queryKey)
      addToast({ variant: 'success', title: 'Floating IP updated', content: updated.name })
      navigate(pb.floatingIps({ project }))
    },
  })
  // what the form sends: its save and its "Copy as" menu share it
  const toRequest = (body: z.infer<typeof schema>) => ({
    op: 'floatingIpUpdate' as const,
    params: { path: { floatingIp }, query: { project }, body },
  })
  const conflict = useEditConflict({
    opened: data,
    read: () => readNow(floatingIpView(selector)),
    toValues: (r) => ({ name: r.name, description: r.description }),
    fields: { name: 'Name', description: 'Description' },
    form,
    save: (values) => update.mutateAsync(toRequest(values).params),
    noun: 'floating IP',
  })
  return (
    <>
      <SideModalForm
        title="Edit floating IP"
        subtitle={`${floatingIp} (${data.ip})`}
        form={form}
        onSubmit={conflict.submit}
        copyAs={toRequest}
        onDismiss={() => navigate(pb.floatingIps({ project }))}
        submitLabel="Update floating IP"
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
