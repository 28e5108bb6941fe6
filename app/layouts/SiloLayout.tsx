import { Outlet } from 'react-router-dom'

import { ConsoleShell, SideNav } from '~/components/ConsoleShell'
import { pb } from '~/util/path-builder'

export function SiloLayout() {
  return (
    <ConsoleShell
      sidebar={
        <SideNav
          label="Silo"
          items={[
            { to: pb.projects(), label: 'Projects' },
            { to: pb.siloImages(), label: 'Images' },
            { to: pb.siloUtilization(), label: 'Utilization' },
            { to: pb.siloAccess(), label: 'Access' },
            { to: pb.directory(), label: 'Users & groups' },
            { to: pb.certificates(), label: 'Certificates' },
          ]}
        />
      }
    >
      <Outlet />
    </ConsoleShell>
  )
}
