import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router-dom'
import { z } from 'zod'

import { api, forgetView, queryClient, useApiMutation } from '~/api/client'
import { projectView } from '~/api/queries/projects'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { requireParams, useProjectParams } from '~/hooks/use-params'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import type { Project } from '~/api/__generated_versions__/2026081901.0.0/Api'

import { descriptionSchema, nameSchema } from './schemas'
import { readNow, useEditConflict } from './use-edit-conflict'

const schema = z.object({ name: nameSchema, description: descriptionSchema })

const toValues = (p: Project) => ({ name: p.name, description: p.description })

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
    defaultValues: toValues(data),
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
  // what the form sends: its save and its "Copy as" menu share it
  const toRequest = (body: z.infer<typeof schema>) => ({
    op: 'projectUpdate' as const,
    params: { path: { project }, body },
  })
  const conflict = useEditConflict({
    opened: data,
    read: () => readNow(projectView(project)),
    toValues,
    fields: { name: 'Name', description: 'Description' },
    form,
    save: (values) => update.mutateAsync(toRequest(values).params),
    noun: 'project',
  })
  return (
    <>
      <SideModalForm
        title="Edit project"
        subtitle={project}
        form={form}
        onSubmit={conflict.submit}
        copyAs={toRequest}
        onDismiss={() => navigate(pb.projects())}
        submitLabel="Update project"
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
