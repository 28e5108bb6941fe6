// One sled, for operators (spec §2 `/system/inventory/sleds/{sledId}`): its board, what it
// can run, its provision policy (changed from here too) and state, and its tabs, which
// render in the outlet (the instances running on it).
import { useState } from 'react'
import { Outlet, useParams, type LoaderFunctionArgs } from 'react-router-dom'

import type { Sled } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import { queryClient } from '~/api/client'
import { sledView } from '~/api/queries/hardware'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { HardwareStateBadge, SledPolicyBadge } from '~/components/HardwareBadges'
import { RouteTabs } from '~/components/RouteTabs'
import { SledSetProvisionPolicyDialog } from '~/forms/sled-set-provision-policy'
import { useFleetAccess } from '~/hooks/use-fleet-access'
import { requireParams } from '~/hooks/use-params'
import { Button } from '~/ui/Button'
import { PageHeader } from '~/ui/PageHeader'
import { PropertiesTable } from '~/ui/PropertiesTable'
import { formatBytes, formatDateTime, formatNumber } from '~/util/format'
import { pb } from '~/util/path-builder'
import type { RouteHandle } from '~/util/route-handle'

import { sledPolicyAction } from './sled-policy-action'

type Loaded = { serial: string }

export async function clientLoader({ params }: LoaderFunctionArgs): Promise<Loaded> {
  const { sledId } = requireParams(params, 'sledId')
  // an unknown sled is the page's 404, through the route's error boundary
  const sled = await queryClient.fetchQuery(sledView(sledId))
  return { serial: sled.baseboard.serial }
}

/** The crumb names the sled by its serial, as the lists and the title do; its id until read */
export const handle = {
  crumb: (params, data) => (data as Loaded | undefined)?.serial ?? params.sledId ?? '',
} satisfies RouteHandle

export default function SledPage() {
  const { sledId } = requireParams(useParams(), 'sledId')
  const { data: sled } = usePrefetchedQuery(sledView(sledId))
  // the sled as it was when asked, so the dialog's policy cannot flip under the user
  const [changing, setChanging] = useState<Sled | null>(null)
  const notAllowed = systemChangeDisabledReason(useFleetAccess(), 'changeSledPolicy')
  const action = sledPolicyAction(sled, setChanging, notAllowed)

  return (
    <>
      <PageHeader
        title={<span className="font-mono">{sled.baseboard.serial}</span>}
        status={<SledPolicyBadge policy={sled.policy} />}
        actions={
          <Button
            size="sm"
            variant="secondary"
            disabled={!!action.disabled}
            disabledReason={action.disabled || undefined}
            onClick={action.onActivate}
          >
            {action.label}
          </Button>
        }
      />
      <h2 className="sr-only">Properties</h2>
      <PropertiesTable className="mb-8">
        <PropertiesTable.Row label="Part">
          <span className="font-mono">{sled.baseboard.part}</span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Revision">{sled.baseboard.revision}</PropertiesTable.Row>
        <PropertiesTable.Row label="Threads">
          {formatNumber(sled.usableHardwareThreads)}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="RAM">{formatBytes(sled.usablePhysicalRam)}</PropertiesTable.Row>
        <PropertiesTable.Row label="Provision policy">
          <SledPolicyBadge policy={sled.policy} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="State">
          <HardwareStateBadge state={sled.state} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Rack">
          <span className="font-mono text-xs">{sled.rackId}</span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Added">{formatDateTime(sled.timeCreated)}</PropertiesTable.Row>
        <PropertiesTable.IdRow id={sled.id} wide />
      </PropertiesTable>
      <RouteTabs label="Sled" tabs={[{ to: pb.sledInstances({ sledId }), label: 'Instances' }]} />
      <Outlet />
      {changing && (
        <SledSetProvisionPolicyDialog sled={changing} onDismiss={() => setChanging(null)} />
      )}
    </>
  )
}
