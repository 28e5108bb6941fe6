import { Outlet } from 'react-router-dom'

import { ConsoleShell, SideNav } from '~/components/ConsoleShell'
import { pb } from '~/util/path-builder'

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
