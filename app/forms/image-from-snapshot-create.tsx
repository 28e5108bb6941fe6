import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { z } from 'zod'

import { api, queryClient, useApiMutation } from '~/api/client'
import { snapshotView } from '~/api/queries/snapshots'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { requireParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { descriptionSchema, nameSchema } from './schemas'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { project, snapshot } = requireParams(params, 'project', 'snapshot')
  await queryClient.fetchQuery(snapshotView({ project, snapshot }))
  return null
}

const schema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  os: z.string().trim().min(1, 'OS is required'),
  version: z.string().trim().min(1, 'Version is required'),
})
type Values = z.infer<typeof schema>
const defaults: Values = { name: '', description: '', os: '', version: '' }

export default function ImageFromSnapshotCreateForm() {
  const { project, snapshot } = requireParams(useParams(), 'project', 'snapshot')
  // reached by its address, the form shows; its submit says why the user may not
  const submitDisabled = useProjectAccess(project).changeReason('images')
  const navigate = useNavigate()
  const back = () => navigate(pb.snapshots({ project }))
  const { data } = usePrefetchedQuery(snapshotView({ project, snapshot }))
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults })

  const create = useApiMutation(api.imageCreate, {
    invalidates: ['imageList'],
    onSuccess(image) {
      addToast({ variant: 'success', title: 'Image created', content: image.name })
      back()
    },
  })

  // what the form sends: its submit and its "Copy as" menu share it. The menu reads the
  // fields as typed, the submit as the schema trimmed them: trimmed here, both send the same
  const toRequest = ({ os, version, ...values }: Values) => ({
    op: 'imageCreate' as const,
    params: {
      query: { project },
      body: {
        ...values,
        os: os.trim(),
        version: version.trim(),
        source: { type: 'snapshot' as const, id: data.id },
      },
    },
  })

  return (
    <SideModalForm
      submitDisabled={submitDisabled}
      title="Create image from snapshot"
      subtitle={data.name}
      form={form}
      onSubmit={(values) => create.mutate(toRequest(values).params)}
      copyAs={toRequest}
      onDismiss={back}
      submitLabel="Create image"
      loading={create.isPending}
      submitError={create.error}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" optional multiline />
      <TextField control={form.control} name="os" label="OS" hint="e.g. Debian, Ubuntu" />
      <TextField control={form.control} name="version" label="Version" hint="e.g. 12, 24.04" />
    </SideModalForm>
  )
}
