// What an access page shows first, for its route's loader.
import { queryClient } from '~/api/client'
import {
  currentUserGroupPicker,
  groupPicker,
  policyViewOf,
  siloPolicyView,
  userPicker,
  type AccessScope,
} from '~/api/queries/access'
import { loadFleetAccess } from '~/hooks/use-fleet-access'

/**
 * The scope's policy (a failure, e.g. a project the user cannot see, is the page's error),
 * for a project also its silo's, and the users and groups that name the rows. The signed-in
 * user's groups tell which rows are theirs.
 */
export async function loadAccess(scope: AccessScope) {
  await Promise.all([
    queryClient.fetchQuery(policyViewOf(scope)),
    scope.kind === 'project' && queryClient.fetchQuery(siloPolicyView),
    queryClient.fetchQuery(userPicker),
    queryClient.fetchQuery(groupPicker),
    queryClient.fetchQuery(currentUserGroupPicker),
    // whether a fleet or silo policy may be changed depends on the fleet role
    scope.kind !== 'project' && loadFleetAccess(),
  ])
  return null
}
