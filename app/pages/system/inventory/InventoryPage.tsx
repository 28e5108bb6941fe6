// The rack's hardware inventory, for operators (spec §2 `/system/inventory`): a tab for its
// sleds and one for its physical disks, rendered in the outlet.
import { Outlet } from 'react-router-dom'

import { RouteTabs } from '~/components/RouteTabs'
import { PageHeader } from '~/ui/PageHeader'
import { pb } from '~/util/path-builder'

export default function InventoryPage() {
  return (
    <>
      <PageHeader title="Inventory" />
      <RouteTabs
        label="Inventory"
        tabs={[
          { to: pb.sledInventory(), label: 'Sleds' },
          { to: pb.diskInventory(), label: 'Disks' },
        ]}
      />
      <Outlet />
    </>
  )
}
