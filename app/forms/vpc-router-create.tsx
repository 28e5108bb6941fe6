import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { z } from 'zod'

import { api, useApiMutation } from '~/api/client'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { useVpcParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { descriptionSchema, nameSchema } from './schemas'

const schema = z.object({ name: nameSchema, description: descriptionSchema })

export default function VpcRouterCreateForm() {
  const navigate = useNavigate()
  const selector = useVpcParams()
  // reached by its address, the form shows; its submit says why the user may not
  const submitDisabled = useProjectAccess(selector.project).changeReason('routers')
  const { project, vpc } = selector
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: '', description: '' },
  })
  const create = useApiMutation(api.vpcRouterCreate, {
    invalidates: ['vpcRouterList'],
    onSuccess(router) {
      addToast({ variant: 'success', title: 'Router created', content: router.name })
      navigate(pb.vpcRouter({ ...selector, router: router.name }))
    },
  })
  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = (body: z.infer<typeof schema>) => ({
    op: 'vpcRouterCreate' as const,
    params: { query: { project, vpc }, body },
  })
  return (
    <SideModalForm
      submitDisabled={submitDisabled}
      title="Create router"
      form={form}
      onSubmit={(values) => create.mutate(toRequest(values).params)}
      copyAs={toRequest}
      onDismiss={() => navigate(pb.vpcRouters(selector))}
      submitLabel="Create router"
      loading={create.isPending}
      submitError={create.error}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" optional multiline />
    </SideModalForm>
  )
}
