import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'

import { api, forgetView, queryClient, useApiMutation } from '~/api/client'
import { routerRouteView } from '~/api/queries/vpcs'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { requireParams } from '~/hooks/use-params'
import { PropertiesTable } from '~/ui/PropertiesTable'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { RouteDestinationFields, RouteTargetFields } from './router-route-fields'
import { readNow, useEditConflict } from './use-edit-conflict'
import {
  routePartLabel,
  routeSchema,
  routeValues,
  toDestination,
  toTarget,
  type RouteValues,
} from './router-route-values'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(
    routerRouteView(requireParams(params, 'project', 'vpc', 'router', 'route')),
  )
  return null
}

export default function RouterRouteEditForm() {
  const navigate = useNavigate()
  const selector = requireParams(useParams(), 'project', 'vpc', 'router', 'route')
  const { project, vpc, router, route } = selector
  const { data } = usePrefetchedQuery(routerRouteView(selector))
  // of a system router's default route, only the target may change (Nexus refuses the rest)
  const targetOnly = data.kind === 'default'
  const form = useForm({ resolver: zodResolver(routeSchema), defaultValues: routeValues(data) })
  const update = useApiMutation(api.vpcRouterRouteUpdate, {
    invalidates: ['vpcRouterRouteList'],
    onSuccess(updated) {
      forgetView(routerRouteView(selector).queryKey)
      addToast({ variant: 'success', title: 'Route updated', content: updated.name })
      navigate(pb.vpcRouter({ project, vpc, router }))
    },
  })
  // what the form sends: its save and its "Copy as" menu share it. A default route's
  // destination is resent as it is now (the save's fresh read; the menu's, the page's)
  const toRequest = (v: RouteValues, now = data) => ({
    op: 'vpcRouterRouteUpdate' as const,
    params: {
      path: { route },
      query: { project, vpc, router },
      body: targetOnly
        ? { destination: now.destination, target: toTarget(v) }
        : {
            name: v.name,
            description: v.description,
            destination: toDestination(v),
            target: toTarget(v),
          },
    },
  })
  const conflict = useEditConflict({
    opened: data,
    read: () => readNow(routerRouteView(selector)),
    toValues: routeValues,
    fields: {
      name: 'Name',
      description: 'Description',
      destinationType: 'Destination type',
      destinationValue: 'Destination',
      targetType: 'Target type',
      targetValue: 'Target',
    },
    form,
    save: (v, now) => update.mutateAsync(toRequest(v, now).params),
    noun: 'route',
  })
  return (
    <>
      <SideModalForm
        title="Edit route"
        subtitle={route}
        form={form}
        onSubmit={conflict.submit}
        copyAs={(v) => toRequest(v)}
        onDismiss={() => navigate(pb.vpcRouter({ project, vpc, router }))}
        submitLabel="Update route"
        loading={update.isPending || conflict.checking}
        submitError={update.error ?? conflict.readError}
      >
        {targetOnly ? (
          <PropertiesTable>
            <PropertiesTable.Row label="Destination">
              {routePartLabel(data.destination)}
            </PropertiesTable.Row>
          </PropertiesTable>
        ) : (
          <>
            <TextField control={form.control} name="name" label="Name" />
            <TextField
              control={form.control}
              name="description"
              label="Description"
              optional
              multiline
            />
            <RouteDestinationFields form={form} />
          </>
        )}
        <RouteTargetFields form={form} />
      </SideModalForm>
      {conflict.dialog}
    </>
  )
}
