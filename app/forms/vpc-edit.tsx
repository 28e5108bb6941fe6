import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'
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
  return (
    <SideModalForm
      title="Edit VPC"
      subtitle={vpc}
      form={form}
      onSubmit={(body) => update.mutate({ path: { vpc }, query: { project }, body })}
      onDismiss={() => navigate(pb.vpcs({ project }))}
      submitLabel="Update VPC"
      loading={update.isPending}
      submitError={update.error}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" optional multiline />
      <TextField control={form.control} name="dnsName" label="DNS name" />
    </SideModalForm>
  )
}
