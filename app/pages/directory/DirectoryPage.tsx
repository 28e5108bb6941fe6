// The silo's users and groups (`/directory`): a tab for each, rendered in the outlet.
import { Outlet } from 'react-router-dom'

import { RouteTabs } from '~/components/RouteTabs'
import { PageHeader } from '~/ui/PageHeader'
import { pb } from '~/util/path-builder'

export default function DirectoryPage() {
  return (
    <>
      <PageHeader title="Users & groups" />
      <RouteTabs
        label="Users and groups"
        tabs={[
          { to: pb.directoryUsers(), label: 'Users' },
          { to: pb.directoryGroups(), label: 'Groups' },
        ]}
      />
      <Outlet />
    </>
  )
}
