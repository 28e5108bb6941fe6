// A page or tab for a feature some rack releases lack (access tokens, subnet pools, the
// audit log...). Its loader asks first and fetches only on a rack that has it; the page
// shows, where the feature would be, the one line that says why it is not there. Its
// navigation link stays, so a user who looks for the feature finds the reason.
import type { ReactNode } from 'react'

import type { NowOp } from '~/api/adapters/adapter'
import { queryClient } from '~/api/client'
import { rackSupport } from '~/api/queries/session'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'

/** A feature, named as its reason line names it, and the operation that shows it */
export type RackFeatureName = { op: NowOp; name: string }

/** For loaders: whether the rack has the feature (fetch its data only then) */
export async function rackHas({ op, name }: RackFeatureName) {
  return (await queryClient.fetchQuery(rackSupport(op, name))).available
}

/** The reason line, for a page or a control whose feature the rack lacks */
export function RackLacks({ reason }: { reason: string }) {
  return (
    <p
      role="note"
      className="my-8 rounded-md border border-default px-4 py-3 text-sm text-secondary"
    >
      {reason}
    </p>
  )
}

/**
 * Renders `children` when the rack has the feature, the reason line otherwise. The loader
 * must have called `rackHas` for it (the answer is then in the cache: no spinner).
 */
export function RackFeature({
  feature,
  children,
}: {
  feature: RackFeatureName
  children: ReactNode
}) {
  const { data } = usePrefetchedQuery(rackSupport(feature.op, feature.name))
  return data.available ? children : <RackLacks reason={data.reason} />
}
