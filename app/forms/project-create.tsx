import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { z } from 'zod'

import { api, queryClient, useApiMutation } from '~/api/client'
import { projectView } from '~/api/queries/projects'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { useProjectCreateReason } from '~/hooks/use-project-access'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { descriptionSchema, nameSchema } from './schemas'

const schema = z.object({ name: nameSchema, description: descriptionSchema })
type Values = z.infer<typeof schema>
const defaults: Values = { name: '', description: '' }

/** What the form sends: its submit and its "Copy as" menu share it */
const toRequest = (body: Values) => ({ op: 'projectCreate' as const, params: { body } })

export default function ProjectCreateForm() {
  const navigate = useNavigate()
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults })
  const notAllowed = useProjectCreateReason()
  const create = useApiMutation(api.projectCreate, {
    invalidates: ['projectList'],
    onSuccess(project) {
      queryClient.setQueryData(projectView(project.name).queryKey, project)
      addToast({ variant: 'success', title: 'Project created', content: project.name })
      navigate(pb.projects())
    },
  })
  return (
    <SideModalForm
      title="Create project"
      form={form}
      onSubmit={(values) => create.mutate(toRequest(values).params)}
      copyAs={toRequest}
      onDismiss={() => navigate(pb.projects())}
      submitLabel="Create project"
      loading={create.isPending}
      submitError={create.error}
      submitDisabled={notAllowed}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" optional multiline />
    </SideModalForm>
  )
}
