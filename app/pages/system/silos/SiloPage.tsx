// One silo, for operators (spec §2 `/system/silos/{silo}`): its properties, Delete, the
// readiness checklist (what the silo still needs before its users can create an instance)
// and its tabs, chosen by the `tab` query value (`?tab=ip-pools`; none selects the first).
// The identity provider form and view render over the page, in its outlet.
import { Outlet, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'

import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import { api, forgetView, queryClient, useApiMutation } from '~/api/client'
import { siloIpPoolPicker } from '~/api/queries/ip-pools'
import {
  identityProviderList,
  siloUserPicker,
  siloUtilizationView,
  siloView,
  systemSiloPolicyView,
} from '~/api/queries/silos'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { RouteTabs } from '~/components/RouteTabs'
import { useFleetAccess } from '~/hooks/use-fleet-access'
import { requireParams } from '~/hooks/use-params'
import { useQueryTabs, type QueryTab } from '~/hooks/use-query-tabs'
import { Button } from '~/ui/Button'
import { confirmDelete } from '~/ui/confirm-store'
import { PageHeader } from '~/ui/PageHeader'
import { PropertiesTable } from '~/ui/PropertiesTable'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { IdentityProvidersTab } from './IdentityProvidersTab'
import { IDENTITY_MODE_LABEL } from './identity-mode'
import { QuotasTab } from './QuotasTab'
import { SiloReadiness } from './SiloReadiness'
import { SiloIpPoolsTab } from './SiloIpPoolsTab'
import { SiloScimTab } from './SiloScimTab'
import { SiloSubnetPoolsTab } from './SiloSubnetPoolsTab'

/** The silo page's tabs, the first being the default (no `tab` in the URL) */
const TABS: QueryTab<{ silo: string }>[] = [
  { key: 'idps', label: 'Identity providers', Component: IdentityProvidersTab },
  { key: 'quotas', label: 'Quotas', Component: QuotasTab },
  { key: 'ip-pools', label: 'IP pools', Component: SiloIpPoolsTab },
  { key: 'subnet-pools', label: 'Subnet pools', Component: SiloSubnetPoolsTab },
  { key: 'scim', label: 'SCIM tokens', Component: SiloScimTab },
]

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { silo } = requireParams(params, 'silo')
  // the silo missing is the page's 404; the tab's list shows its own error
  void queryClient.prefetchQuery(identityProviderList(silo).firstPage())
  // the readiness checklist's reads (the quotas tab's among them), each shown in its place
  void queryClient.prefetchQuery(siloUtilizationView(silo))
  void queryClient.prefetchQuery(siloIpPoolPicker(silo))
  void queryClient.prefetchQuery(siloUserPicker(silo))
  void queryClient.prefetchQuery(systemSiloPolicyView(silo))
  await queryClient.fetchQuery(siloView(silo))
  return null
}

export default function SiloPage() {
  const { silo } = requireParams(useParams(), 'silo')
  const { data } = usePrefetchedQuery(siloView(silo))
  const { current: tab, links: tabLinks } = useQueryTabs(TABS, pb.systemSilo({ silo }))
  const fleetRoles = Object.entries(data.mappedFleetRoles)
  const navigate = useNavigate()
  const cannotDelete = systemChangeDisabledReason(useFleetAccess(), 'deleteSilo', data.id)
  const deleteSilo = useApiMutation(api.siloDelete, {
    invalidates: ['siloList', 'siloUtilizationList', 'systemQuotasList'],
    onSuccess() {
      addToast({ variant: 'success', title: 'Silo deleted', content: silo })
      navigate(pb.systemSilos())
      forgetView(siloView(silo).queryKey)
    },
  })
  return (
    <>
      <PageHeader
        title={data.name}
        actions={
          <Button
            variant="danger"
            disabled={!!cannotDelete}
            disabledReason={cannotDelete}
            onClick={confirmDelete({
              resourceKind: 'silo',
              label: data.name,
              // Nexus refuses while the silo holds a project; its words show in the toast
              doDelete: () => deleteSilo.mutateAsync({ path: { silo } }),
            })}
          >
            Delete
          </Button>
        }
      />
      <h2 className="sr-only">Properties</h2>
      <PropertiesTable className="mb-8">
        <PropertiesTable.Row label="Description">
          {data.description || <span className="text-secondary">None</span>}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Identity mode">
          {IDENTITY_MODE_LABEL[data.identityMode]}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Discoverable">
          {data.discoverable ? 'Yes' : 'No (reached by its ID only)'}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Fleet roles">
          {fleetRoles.length > 0 ? (
            fleetRoles.map(([siloRole, roles]) => (
              <span key={siloRole} className="block">
                silo {siloRole} → fleet {roles.join(', ')}
              </span>
            ))
          ) : (
            <span className="text-secondary">None conferred by silo roles</span>
          )}
        </PropertiesTable.Row>
        <PropertiesTable.TimeRows created={data.timeCreated} modified={data.timeModified} />
        <PropertiesTable.IdRow id={data.id} wide />
      </PropertiesTable>
      <div className="mb-8">
        <SiloReadiness silo={data} />
      </div>
      <RouteTabs label="Silo" tabs={tabLinks} />
      <tab.Component silo={silo} />
      <Outlet />
    </>
  )
}
