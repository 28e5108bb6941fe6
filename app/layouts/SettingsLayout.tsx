import { Outlet } from 'react-router-dom'

import { ConsoleShell, SideNav } from '~/components/ConsoleShell'
import { PrefetchLink } from '~/components/PrefetchLink'
import { pb } from '~/util/path-builder'

export function SettingsLayout() {
  return (
    <ConsoleShell
      sidebar={
        <>
          <PrefetchLink
            to={pb.projects()}
            className="mb-3 block px-2.5 text-xs text-secondary hover:text-default"
          >
            ← Back to projects
          </PrefetchLink>
          <SideNav
            label="Settings"
            items={[
              { to: pb.profile(), label: 'Profile' },
              { to: pb.sshKeys(), label: 'SSH keys' },
              { to: pb.accessTokens(), label: 'Access tokens' },
              { to: pb.taskLog(), label: 'Task log' },
            ]}
          />
        </>
      }
    >
      <Outlet />
    </ConsoleShell>
  )
}
