import { Outlet } from 'react-router'

import { queryClient } from '~/api/client'
import { systemPolicy } from '~/api/queries/session'
import { ConsoleShell, SideNav } from '~/components/ConsoleShell'
import { pb } from '~/util/path-builder'

/** System pages exist only for operators; to anyone else they are not found. */
export async function systemLayoutLoader() {
  // The fleet access reads serve the System pages only, so their code is not in the
  // layout's (the first visit's) chunk: it loads here, alongside the operator check.
  const fleetAccess = import('~/hooks/use-fleet-access')
  // a failed load matters only to an operator, and then it is the loader's error below
  fleetAccess.catch(() => {})
  const policy = await queryClient.fetchQuery(systemPolicy)
  if (policy.type === 'error') throw new Response('Not found', { status: 404 })
  // the pages offer changes by the operator's fleet role (a viewer may only look)
  await (await fleetAccess).loadFleetAccess()
  return null
}

export function SystemLayout() {
  return (
    <ConsoleShell
      sidebar={
        <SideNav
          label="System"
          items={[
            { to: pb.systemSilos(), label: 'Silos' },
            { to: pb.systemUtilization(), label: 'Utilization' },
            { to: pb.systemInventory(), label: 'Inventory' },
            { to: pb.systemIpPools(), label: 'IP pools' },
            { to: pb.systemSubnetPools(), label: 'Subnet pools' },
            { to: pb.systemIssues(), label: 'Issues' },
            { to: pb.systemAccess(), label: 'Access' },
            { to: pb.systemSupportBundles(), label: 'Support bundles' },
            { to: pb.systemAuditLog(), label: 'Audit log' },
            { to: pb.systemUpdate(), label: 'System update' },
            { to: pb.systemRackNetworking(), label: 'Rack networking' },
          ]}
        />
      }
    >
      <Outlet />
    </ConsoleShell>
  )
}
