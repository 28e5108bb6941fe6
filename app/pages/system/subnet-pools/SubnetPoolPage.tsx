// One subnet pool, for operators (`/system/networking/subnet-pools/{subnetPool}`): its
// properties with how much of it is taken, and its members and linked silos as tabs
// chosen by the `tab` query value (none selects the members). The edit and add-member
// forms render over the page, in its outlet. Racks before the newest API have no subnet
// pools: the page says so instead.
import { useQuery } from '@tanstack/react-query'
import { Outlet, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'

import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import { api, forgetView, queryClient, useApiMutation } from '~/api/client'
import { linkableSiloPicker } from '~/api/queries/ip-pools'
import { rackSupport } from '~/api/queries/session'
import {
  subnetPoolMemberList,
  subnetPoolSiloList,
  subnetPoolsFeature,
  subnetPoolUtilizationView,
  subnetPoolView,
} from '~/api/queries/subnet-pools'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { ActionLink } from '~/components/ActionLink'
import { InlineError } from '~/components/InlineError'
import { rackHas, RackFeature } from '~/components/RackFeature'
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

import { AddressUsageCell, usageOf, VERSION_LABEL } from '../ip-pools/AddressUsageBar'
import { LinkedSilosTab } from './LinkedSilosTab'
import { MembersTab } from './MembersTab'

/** The pool page's tabs, the first being the default (no `tab` in the URL) */
const TABS: QueryTab<{ pool: string }>[] = [
  { key: 'members', label: 'Members', Component: MembersTab },
  { key: 'silos', label: 'Linked silos', Component: LinkedSilosTab },
]

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { subnetPool } = requireParams(params, 'subnetPool')
  if (!(await rackHas(subnetPoolsFeature))) return null
  // the pool missing is the page's 404; the other parts show their own errors
  void queryClient.prefetchQuery(subnetPoolUtilizationView(subnetPool))
  void queryClient.prefetchQuery(subnetPoolMemberList(subnetPool).firstPage())
  void queryClient.prefetchQuery(subnetPoolSiloList(subnetPool).firstPage())
  void queryClient.prefetchQuery(linkableSiloPicker)
  await queryClient.fetchQuery(subnetPoolView(subnetPool))
  return null
}

/** "12 / 256" with a bar and the share taken; a pool without members says so */
function Utilization({ pool }: { pool: string }) {
  const { data, error, refetch, isFetching } = useQuery(subnetPoolUtilizationView(pool))
  if (error) {
    return <InlineError error={error} onRetry={() => void refetch()} retrying={isFetching} />
  }
  if (!data) return <span className="text-secondary">Loading…</span>
  if (data.capacity === 0) return <span className="text-secondary">No members yet</span>
  return (
    <div className="flex items-end gap-2">
      <AddressUsageCell usage={usageOf(data)} />
      <span className="pb-px text-xs text-secondary">addresses taken</span>
    </div>
  )
}

function PoolDetails({ pool }: { pool: string }) {
  const { data } = usePrefetchedQuery(subnetPoolView(pool))
  const { current: tab, links: tabLinks } = useQueryTabs(
    TABS,
    pb.systemSubnetPool({ subnetPool: pool }),
  )
  return (
    <>
      <h2 className="sr-only">Properties</h2>
      <PropertiesTable className="mb-8">
        <PropertiesTable.Row label="Description">
          {data.description || <span className="text-secondary">None</span>}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="IP version">
          {VERSION_LABEL[data.ipVersion]}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Utilization">
          <Utilization pool={pool} />
        </PropertiesTable.Row>
        <PropertiesTable.TimeRows created={data.timeCreated} modified={data.timeModified} />
        <PropertiesTable.IdRow id={data.id} />
      </PropertiesTable>
      <RouteTabs label="Subnet pool" tabs={tabLinks} />
      <tab.Component pool={pool} />
      <Outlet />
    </>
  )
}

function PoolActions({ pool }: { pool: string }) {
  const navigate = useNavigate()
  const notAllowed = systemChangeDisabledReason(useFleetAccess(), 'changeSubnetPools')
  const deletePool = useApiMutation(api.systemSubnetPoolDelete, {
    invalidates: ['systemSubnetPoolList', 'siloSubnetPoolList'],
    onSuccess() {
      addToast({ variant: 'success', title: 'Subnet pool deleted', content: pool })
      navigate(pb.systemSubnetPools())
      forgetView(subnetPoolView(pool).queryKey)
    },
  })
  return (
    <>
      <ActionLink
        to={pb.systemSubnetPoolEdit({ subnetPool: pool })}
        disabled={notAllowed}
        variant="secondary"
      >
        Edit
      </ActionLink>
      <Button
        variant="danger"
        disabled={!!notAllowed}
        disabledReason={notAllowed}
        // Nexus refuses a pool that still has members; its words show in the toast
        onClick={confirmDelete({
          resourceKind: 'subnet pool',
          label: pool,
          doDelete: () => deletePool.mutateAsync({ path: { pool } }),
        })}
      >
        Delete
      </Button>
    </>
  )
}

export default function SubnetPoolPage() {
  const { subnetPool } = requireParams(useParams(), 'subnetPool')
  const { data: support } = usePrefetchedQuery(
    rackSupport(subnetPoolsFeature.op, subnetPoolsFeature.name),
  )
  // the pool's own name (it may have been opened by its ID); a rack without subnet pools
  // has none to read, and the header keeps the URL's
  const { data: pool } = useQuery({ ...subnetPoolView(subnetPool), enabled: support.available })
  return (
    <>
      <PageHeader
        title={pool?.name ?? subnetPool}
        actions={support.available && <PoolActions pool={subnetPool} />}
      />
      <RackFeature feature={subnetPoolsFeature}>
        <PoolDetails pool={subnetPool} />
      </RackFeature>
    </>
  )
}
