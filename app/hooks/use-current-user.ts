import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { currentUser, systemPolicy } from '~/api/queries/session'

/** The signed-in user, and whether they are an operator; the `authed` route's loader fetched both. */
export function useCurrentUser() {
  const { data: me } = usePrefetchedQuery(currentUser)
  const { data: policy } = usePrefetchedQuery(systemPolicy)
  return { me, isFleetViewer: policy.type === 'success' }
}
