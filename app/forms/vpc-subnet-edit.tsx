import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { z } from 'zod'

import type { VpcSubnet } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { vpcRouterPicker, vpcSubnetView } from '~/api/queries/vpcs'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { SelectField } from '~/components/form/SelectField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { requireParams } from '~/hooks/use-params'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { descriptionSchema, nameSchema } from './schemas'
import { readNow, useEditConflict } from './use-edit-conflict'

const schema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  customRouter: z.string(),
})

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const selector = requireParams(params, 'project', 'vpc', 'subnet')
  await Promise.all([
    queryClient.fetchQuery(vpcSubnetView(selector)),
    queryClient.fetchQuery(vpcRouterPicker(selector)),
  ])
  return null
}

export default function VpcSubnetEditForm() {
  const navigate = useNavigate()
  const selector = requireParams(useParams(), 'project', 'vpc', 'subnet')
  const { project, vpc, subnet } = selector
  const { data } = usePrefetchedQuery(vpcSubnetView(selector))
  const routers = useQuery(vpcRouterPicker(selector))
  const customRouters = (routers.data?.items ?? []).filter((r) => r.kind === 'custom')
  // a router the picker does not list (made since) is named by its id, which the API takes too
  const subnetValues = (s: VpcSubnet) => ({
    name: s.name,
    description: s.description,
    customRouter: s.customRouterId
      ? (customRouters.find((r) => r.id === s.customRouterId)?.name ?? s.customRouterId)
      : '',
  })
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: subnetValues(data),
  })
  const update = useApiMutation(api.vpcSubnetUpdate, {
    invalidates: ['vpcSubnetList', 'vpcSubnetView', 'vpcRouterRouteList'],
    onSuccess(updated) {
      addToast({ variant: 'success', title: 'Subnet updated', content: updated.name })
      navigate(pb.vpcSubnets({ project, vpc }))
    },
  })
  // what the form sends: its save and its "Copy as" menu share it; the router is
  // replaced, None detaches it
  const toRequest = ({ customRouter, ...values }: z.infer<typeof schema>) => ({
    op: 'vpcSubnetUpdate' as const,
    params: {
      path: { subnet },
      query: { project, vpc },
      body: { ...values, customRouter: customRouter || null },
    },
  })
  const conflict = useEditConflict({
    opened: data,
    read: () => readNow(vpcSubnetView(selector)),
    toValues: subnetValues,
    fields: { name: 'Name', description: 'Description', customRouter: 'Custom router' },
    form,
    save: (values) => update.mutateAsync(toRequest(values).params),
    noun: 'subnet',
  })
  return (
    <>
      <SideModalForm
        title="Edit subnet"
        subtitle={subnet}
        form={form}
        onSubmit={conflict.submit}
        copyAs={toRequest}
        onDismiss={() => navigate(pb.vpcSubnets({ project, vpc }))}
        submitLabel="Update subnet"
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
        <SelectField
          control={form.control}
          name="customRouter"
          label="Custom router"
          optional
          placeholder="None"
          items={customRouters.map((r) => ({ value: r.name, label: r.name }))}
        />
      </SideModalForm>
      {conflict.dialog}
    </>
  )
}
