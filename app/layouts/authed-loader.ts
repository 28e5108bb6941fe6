import { useQuery } from '@tanstack/react-query'
import invariant from 'tiny-invariant'

import { api, apiQuery, apiQueryErrorsAllowed, queryClient } from '~/api/client'

export const meQuery = apiQuery(api.currentUserView, {})
export const myGroupsQuery = apiQuery(api.currentUserGroups, {})
// spec section 1: a user is an operator (fleet viewer) when this call succeeds
export const systemPolicyQuery = apiQueryErrorsAllowed(api.systemPolicyView, {})

/** Everything behind sign-in needs the current user and whether they are an operator. */
export async function authedLoader() {
  await Promise.all([queryClient.fetchQuery(meQuery), queryClient.fetchQuery(systemPolicyQuery)])
  return null
}

/** The signed-in user; only valid below the `authed` route, whose loader fetched it. */
export function useCurrentUser() {
  const { data: me } = useQuery(meQuery)
  const { data: systemPolicy } = useQuery(systemPolicyQuery)
  invariant(me && systemPolicy, 'useCurrentUser used outside the authed route')
  return { me, isFleetViewer: systemPolicy.type === 'success' }
}
