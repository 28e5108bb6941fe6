// The rack's system networking, for operators (the System layout answers 404 to anyone
// else): its switches and ports, BGP, BFD and the allow list, as tabs chosen by the `tab`
// query value. Each tab reads what it shows when it is opened and shows its own errors.
import { RouteTabs } from '~/components/RouteTabs'
import { useQueryTabs, type QueryTab } from '~/hooks/use-query-tabs'
import { PageHeader } from '~/ui/PageHeader'
import { pb } from '~/util/path-builder'

import { AllowListTab } from './AllowListTab'
import { BfdTab } from './BfdTab'
import { BgpTab } from './BgpTab'
import { SwitchesTab } from './SwitchesTab'

const TABS: QueryTab<object>[] = [
  { key: 'switches', label: 'Switches and ports', Component: SwitchesTab },
  { key: 'bgp', label: 'BGP', Component: BgpTab },
  { key: 'bfd', label: 'BFD', Component: BfdTab },
  { key: 'allow-list', label: 'Allow list', Component: AllowListTab },
]

export default function RackNetworkingPage() {
  const { current: tab, links } = useQueryTabs(TABS, pb.systemRackNetworking())
  return (
    <>
      <PageHeader title="Rack networking" />
      <RouteTabs label="Rack networking" tabs={links} />
      <tab.Component />
    </>
  )
}
