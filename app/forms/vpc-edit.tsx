import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router-dom'
import { z } from 'zod'

import { api, forgetView, queryClient, useApiMutation } from '~/api/client'
import { vpcView } from '~/api/queries/vpcs'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { requireParams, useVpcParams } from '~/hooks/use-params'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { descriptionSchema, nameSchema } from './schemas'
import { readNow, useEditConflict } from './use-edit-conflict'

const schema = z.object({ name: nameSchema, description: descriptionSchema, dnsName: nameSchema })

export async function clientLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(vpcView(requireParams(params, 'project', 'vpc')))
  return null
}

export default function VpcEditForm() {
  const navigate = useNavigate()
  const { project, vpc } = useVpcParams()
  const { data } = usePrefetchedQuery(vpcView({ project, vpc }))
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: data.name, description: data.description, dnsName: data.dnsName },
  })
  const update = useApiMutation(api.vpcUpdate, {
    invalidates: ['vpcList'],
    onSuccess(updated) {
      // a rename moves the record to its new key
      forgetView(vpcView({ project, vpc }).queryKey)
      queryClient.setQueryData(vpcView({ project, vpc: updated.name }).queryKey, updated)
      addToast({ variant: 'success', title: 'VPC updated', content: updated.name })
      navigate(pb.vpcs({ project }))
    },
  })
  // what the form sends: its save and its "Copy as" menu share it
  const toRequest = (body: z.infer<typeof schema>) => ({
    op: 'vpcUpdate' as const,
    params: { path: { vpc }, query: { project }, body },
  })
  const conflict = useEditConflict({
    opened: data,
    read: () => readNow(vpcView({ project, vpc })),
    toValues: (r) => ({ name: r.name, description: r.description, dnsName: r.dnsName }),
    fields: { name: 'Name', description: 'Description', dnsName: 'DNS name' },
    form,
    save: (values) => update.mutateAsync(toRequest(values).params),
    noun: 'VPC',
  })
  return (
    <>
      <SideModalForm
        title="Edit VPC"
        subtitle={vpc}
        form={form}
        onSubmit={conflict.submit}
        copyAs={toRequest}
        onDismiss={() => navigate(pb.vpcs({ project }))}
        submitLabel="Update VPC"
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
        <TextField control={form.control} name="dnsName" label="DNS name" />
      </SideModalForm>
      {conflict.dialog}
    </>
  )
}
