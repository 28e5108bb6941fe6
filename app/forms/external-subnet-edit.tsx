// An external subnet's name and description (route `external-subnets/:externalSubnet/edit`);
// its subnet and pool stay as allocated.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { z } from 'zod'

import { api, forgetView, queryClient, useApiMutation } from '~/api/client'
import { externalSubnetsFeature, externalSubnetView } from '~/api/queries/external-subnets'
import { rackSupport } from '~/api/queries/session'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { rackHas } from '~/components/RackFeature'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { requireParams } from '~/hooks/use-params'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { descriptionSchema, nameSchema } from './schemas'
import { readNow, useEditConflict } from './use-edit-conflict'

const schema = z.object({ name: nameSchema, description: descriptionSchema })

export async function clientLoader({ params }: LoaderFunctionArgs) {
  if (!(await rackHas(externalSubnetsFeature))) return null
  await queryClient.fetchQuery(
    externalSubnetView(requireParams(params, 'project', 'externalSubnet')),
  )
  return null
}

export default function ExternalSubnetEditForm() {
  const { data: support } = usePrefetchedQuery(
    rackSupport(externalSubnetsFeature.op, externalSubnetsFeature.name),
  )
  return support.available ? <EditForm /> : null
}

function EditForm() {
  const navigate = useNavigate()
  const selector = requireParams(useParams(), 'project', 'externalSubnet')
  const { project, externalSubnet } = selector
  const { data } = usePrefetchedQuery(externalSubnetView(selector))
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: data.name, description: data.description },
  })
  const back = () => navigate(pb.externalSubnets({ project }))
  const update = useApiMutation(api.externalSubnetUpdate, {
    invalidates: ['externalSubnetList', 'instanceExternalSubnetList'],
    onSuccess(updated) {
      // a renamed subnet's view is read again under its new name
      forgetView(externalSubnetView(selector).queryKey)
      addToast({ variant: 'success', title: 'External subnet updated', content: updated.name })
      back()
    },
  })
  // what the form sends: its save and its "Copy as" menu share it
  const toRequest = (body: z.infer<typeof schema>) => ({
    op: 'externalSubnetUpdate' as const,
    params: { path: { externalSubnet }, query: { project }, body },
  })
  const conflict = useEditConflict({
    opened: data,
    read: () => readNow(externalSubnetView(selector)),
    toValues: (r) => ({ name: r.name, description: r.description }),
    fields: { name: 'Name', description: 'Description' },
    form,
    save: (values) => update.mutateAsync(toRequest(values).params),
    noun: 'external subnet',
  })
  return (
    <>
      <SideModalForm
        title="Edit external subnet"
        subtitle={`${externalSubnet} (${data.subnet})`}
        form={form}
        onSubmit={conflict.submit}
        copyAs={toRequest}
        onDismiss={back}
        submitLabel="Update external subnet"
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
