// The rack's software update, for operators: where the update stands, the releases
// uploaded to the rack with "Set as target", and the trust roots releases are checked
// against. Release v14's API has no update status, so there the page says why it is empty.
import { queryClient } from '~/api/client'
import {
  systemUpdateRepositoryList,
  systemUpdateStatus,
  systemUpdateTrustRootList,
} from '~/api/queries/system-update'
import { RackFeature, rackHas } from '~/components/RackFeature'
import { PageHeader } from '~/ui/PageHeader'

import { ReleasesSection } from './ReleasesSection'
import { TrustRootsSection } from './TrustRootsSection'
import { UpdateStatusSection } from './UpdateStatusSection'

const feature = { op: 'systemUpdateStatus', name: 'System updates' } as const

export async function clientLoader() {
  if (!(await rackHas(feature))) return null
  await Promise.all([
    queryClient.fetchQuery(systemUpdateStatus),
    queryClient.fetchQuery(systemUpdateRepositoryList.firstPage()),
    // a part of the page with its own error in place
    queryClient.prefetchQuery(systemUpdateTrustRootList.firstPage()),
  ])
  return null
}

export default function SystemUpdatePage() {
  return (
    <>
      <PageHeader title="System update" />
      <RackFeature feature={feature}>
        <div className="space-y-8">
          <UpdateStatusSection />
          <ReleasesSection />
          <TrustRootsSection />
        </div>
      </RackFeature>
    </>
  )
}
