import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'
import { z } from 'zod'

import { api, forgetView, queryClient, useApiMutation } from '~/api/client'
import { projectView } from '~/api/queries/projects'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { requireParams, useProjectParams } from '~/hooks/use-params'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { descriptionSchema, nameSchema } from './schemas'

const schema = z.object({ name: nameSchema, description: descriptionSchema })

export async function clientLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(projectView(requireParams(params, 'project').project))
  return null
}

export default function ProjectEditForm() {
  const navigate = useNavigate()
  const { project } = useProjectParams()
  const { data } = usePrefetchedQuery(projectView(project))
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: data.name, description: data.description },
  })
  const update = useApiMutation(api.projectUpdate, {
    invalidates: ['projectList'],
    onSuccess(updated) {
      // a rename moves the record to its new key; the old name is gone
      forgetView(projectView(project).queryKey)
      queryClient.setQueryData(projectView(updated.name).queryKey, updated)
      addToast({ variant: 'success', title: 'Project updated', content: updated.name })
      navigate(pb.projects())
    },
  })
  return (
    <SideModalForm
      title="Edit project"
      subtitle={project}
      form={form}
      onSubmit={(body) => update.mutate({ path: { project }, body })}
      onDismiss={() => navigate(pb.projects())}
      submitLabel="Update project"
      loading={update.isPending}
      submitError={update.error}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" optional multiline />
    </SideModalForm>
  )
}
