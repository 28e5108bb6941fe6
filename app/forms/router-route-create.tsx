import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'

import { api, useApiMutation } from '~/api/client'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { useVpcRouterParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { RouteDestinationFields, RouteTargetFields } from './router-route-fields'
import {
  newRouteValues,
  routeSchema,
  toDestination,
  toTarget,
  type RouteValues,
} from './router-route-values'

export default function RouterRouteCreateForm() {
  const navigate = useNavigate()
  const selector = useVpcRouterParams()
  // reached by its address, the form shows; its submit says why the user may not
  const submitDisabled = useProjectAccess(selector.project).changeReason('routes')
  const { project, vpc, router } = selector
  const form = useForm({ resolver: zodResolver(routeSchema), defaultValues: newRouteValues })
  const create = useApiMutation(api.vpcRouterRouteCreate, {
    invalidates: ['vpcRouterRouteList'],
    onSuccess(route) {
      addToast({ variant: 'success', title: 'Route created', content: route.name })
      navigate(pb.vpcRouter(selector))
    },
  })
  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = (v: RouteValues) => ({
    op: 'vpcRouterRouteCreate' as const,
    params: {
      query: { project, vpc, router },
      body: {
        name: v.name,
        description: v.description,
        destination: toDestination(v),
        target: toTarget(v),
      },
    },
  })
  return (
    <SideModalForm
      submitDisabled={submitDisabled}
      title="Create route"
      subtitle={router}
      form={form}
      onSubmit={(values) => create.mutate(toRequest(values).params)}
      copyAs={toRequest}
      onDismiss={() => navigate(pb.vpcRouter(selector))}
      submitLabel="Create route"
      loading={create.isPending}
      submitError={create.error}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" optional multiline />
      <RouteDestinationFields form={form} />
      <RouteTargetFields form={form} />
    </SideModalForm>
  )
}
