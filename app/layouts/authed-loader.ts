import { queryClient } from '~/api/client'
import { currentUser, systemPolicy } from '~/api/queries/session'

/** Everything behind sign-in needs the current user and whether they are an operator. */
export async function authedLoader() {
  await Promise.all([queryClient.fetchQuery(currentUser), queryClient.fetchQuery(systemPolicy)])
  return null
}
