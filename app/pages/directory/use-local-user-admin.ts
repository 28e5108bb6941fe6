// Whether the users tab offers to add, change and delete users.
import { useQuery } from '@tanstack/react-query'

import { queryClient } from '~/api/client'
import { currentUserGroupPicker, siloPolicyView } from '~/api/queries/access'
import { currentUser, systemPolicy } from '~/api/queries/session'
import { siloView } from '~/api/queries/silos'
import { fleetAccessOf } from '~/api/fleet-role'
import { useCurrentUser } from '~/hooks/use-current-user'

/** Reads what the answer needs; a failure only means the tab offers nothing. */
export async function prefetchLocalUserAdmin() {
  const me = await queryClient.fetchQuery(currentUser)
  await Promise.all([
    queryClient.prefetchQuery(siloView(me.siloId)),
    queryClient.prefetchQuery(siloPolicyView),
    queryClient.prefetchQuery(currentUserGroupPicker),
  ])
}

/**
 * The silo to manage users in, or null. Only a silo that keeps its users itself (identity
 * mode `local_only`, not an identity provider's) has local users, and changing them takes
 * an admin of the silo or of the fleet (Nexus's policy for a silo's users). Hiding the
 * actions is a courtesy: the API decides, and its refusal shows where the action was.
 */
export function useLocalUserAdmin(): { silo: string } | null {
  const { me } = useCurrentUser()
  const silo = useQuery({ ...siloView(me.siloId), throwOnError: false })
  const siloPolicy = useQuery({ ...siloPolicyView, throwOnError: false })
  const myGroups = useQuery({ ...currentUserGroupPicker, throwOnError: false })
  const fleetPolicy = useQuery(systemPolicy)
  if (silo.data?.identityMode !== 'local_only' || !siloPolicy.data || !myGroups.data) return null
  // a fleet admin role may also come from the silo's mapping of its own roles
  const access = fleetAccessOf({
    userId: me.id,
    siloId: me.siloId,
    fleetPolicy: fleetPolicy.data?.type === 'success' ? fleetPolicy.data.data : null,
    groupIds: myGroups.data.items.map((g) => g.id),
    siloPolicy: siloPolicy.data,
    mappedFleetRoles: silo.data.mappedFleetRoles,
  })
  return access.siloRole === 'admin' || access.role === 'admin' ? { silo: me.siloId } : null
}
