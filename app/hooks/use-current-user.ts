import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { currentUser, systemPolicy } from '~/api/queries/session'

// Read by the `authed` route's loader, which a navigation does not run again: a page that
// mounts does not ask again either (a page load, or a write that invalidates them, does).
const once = { refetchOnMount: false } as const

/** The signed-in user, and whether they are an operator; the `authed` route's loader fetched both. */
export function useCurrentUser() {
  const { data: me } = usePrefetchedQuery({ ...currentUser, ...once })
  const { data: policy } = usePrefetchedQuery({ ...systemPolicy, ...once })
  return { me, isFleetViewer: policy.type === 'success' }
}
