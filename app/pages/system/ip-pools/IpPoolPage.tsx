// One IP pool, for operators (spec §2 `/system/networking/ip-pools/{pool}`): its
// properties, how full it is, and its ranges and linked silos as tabs chosen by the `tab`
// query value (none selects the ranges). The edit and add-range forms render over the
// page, in its outlet.
import { useQuery } from '@tanstack/react-query'
import { Outlet, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'

import type { IpVersion } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import { api, queryClient, useApiMutation } from '~/api/client'
import {
  ipPoolRangeList,
  ipPoolSiloList,
  ipPoolUtilizationView,
  ipPoolView,
  linkableSiloPicker,
} from '~/api/queries/ip-pools'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { ActionLink } from '~/components/ActionLink'
import { InlineError } from '~/components/InlineError'
import { RouteTabs } from '~/components/RouteTabs'
import { useFleetAccess } from '~/hooks/use-fleet-access'
import { requireParams } from '~/hooks/use-params'
import { useQueryTabs, type QueryTab } from '~/hooks/use-query-tabs'
import { Button } from '~/ui/Button'
import { confirmDelete } from '~/ui/confirm-store'
import { PageHeader } from '~/ui/PageHeader'
import { PropertiesTable } from '~/ui/PropertiesTable'
import { Section } from '~/ui/Section'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { AddressUsageBlock, POOL_TYPE_LABEL, usageOf, VERSION_LABEL } from './AddressUsageBar'
import { IpRangesTab } from './IpRangesTab'
import { LinkedSilosTab } from './LinkedSilosTab'

/** The pool page's tabs, the first being the default (no `tab` in the URL) */
const TABS: QueryTab<{ pool: string }>[] = [
  { key: 'ranges', label: 'IP ranges', Component: IpRangesTab },
  { key: 'silos', label: 'Linked silos', Component: LinkedSilosTab },
]

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { pool } = requireParams(params, 'pool')
  // the pool missing is the page's 404; the other parts show their own errors
  void queryClient.prefetchQuery(ipPoolUtilizationView(pool))
  void queryClient.prefetchQuery(ipPoolRangeList(pool).firstPage())
  void queryClient.prefetchQuery(ipPoolSiloList(pool).firstPage())
  void queryClient.prefetchQuery(linkableSiloPicker)
  await queryClient.fetchQuery(ipPoolView(pool))
  return null
}

function Utilization({ pool, version }: { pool: string; version: IpVersion }) {
  const { data, error, refetch, isFetching } = useQuery(ipPoolUtilizationView(pool))
  if (error)
    return <InlineError error={error} onRetry={() => void refetch()} retrying={isFetching} />
  if (!data) return <p className="text-sm text-secondary">Loading…</p>
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <AddressUsageBlock version={version} usage={usageOf(data)} />
    </div>
  )
}

export default function IpPoolPage() {
  const { pool } = requireParams(useParams(), 'pool')
  const navigate = useNavigate()
  const { data } = usePrefetchedQuery(ipPoolView(pool))
  const { current: tab, links: tabLinks } = useQueryTabs(TABS, pb.systemIpPool({ pool }))

  const notAllowed = systemChangeDisabledReason(useFleetAccess(), 'changeIpPools')
  const deletePool = useApiMutation(api.systemIpPoolDelete, {
    invalidates: ['systemIpPoolList', 'siloIpPoolList'],
    onSuccess() {
      addToast({ variant: 'success', title: 'IP pool deleted', content: pool })
      navigate(pb.systemIpPools())
    },
  })

  const actions = (
    <>
      <ActionLink to={pb.systemIpPoolEdit({ pool })} disabled={notAllowed} variant="secondary">
        Edit
      </ActionLink>
      <Button
        variant="danger"
        disabled={!!notAllowed}
        disabledReason={notAllowed}
        // the API refuses a pool that still has ranges; its refusal shows in the toast
        onClick={confirmDelete({
          resourceKind: 'IP pool',
          label: pool,
          doDelete: () => deletePool.mutateAsync({ path: { pool } }),
        })}
      >
        Delete
      </Button>
    </>
  )

  return (
    <>
      <PageHeader title={data.name} actions={actions} />
      <h2 className="sr-only">Properties</h2>
      <PropertiesTable className="mb-8">
        <PropertiesTable.Row label="Description">
          {data.description || <span className="text-secondary">None</span>}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="IP version">
          {VERSION_LABEL[data.ipVersion]}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Type">{POOL_TYPE_LABEL[data.poolType]}</PropertiesTable.Row>
        <PropertiesTable.TimeRows created={data.timeCreated} modified={data.timeModified} />
        <PropertiesTable.IdRow id={data.id} />
      </PropertiesTable>
      <div className="mb-8">
        <Section
          title="Utilization"
          description="How many of the addresses in the pool's ranges are allocated"
        >
          <Utilization pool={pool} version={data.ipVersion} />
        </Section>
      </div>
      <RouteTabs label="IP pool" tabs={tabLinks} />
      <tab.Component pool={pool} />
      <Outlet />
    </>
  )
}
