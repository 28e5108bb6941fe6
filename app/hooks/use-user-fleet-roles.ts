// Which fleet roles another user of the signed-in user's silo holds, and where they come
// from, as far as the signed-in user may read: a change that hands someone else's account
// over (setting their password) asks first when it would hand over a fleet role too.
import { useQueries, useQuery } from '@tanstack/react-query'

import { groupPicker, siloPolicyView, systemPolicyView } from '~/api/queries/access'
import { groupMemberPicker } from '~/api/queries/groups'
import { siloView } from '~/api/queries/silos'
import { fleetAccess, siloAccess, type Access } from '~/api/user-access'

import { useCurrentUser } from './use-current-user'

export type UserFleetRoles =
  | { status: 'pending' }
  | { status: 'error'; error: Error }
  | {
      status: 'done'
      /** Their fleet role and every grant behind it; `role` null when none was found */
      access: Access
      /**
       * Whether the fleet's own policy was read. Only operators may read it; for anyone
       * else, roles the fleet's policy assigns to this user or their groups cannot be seen,
       * and `access` holds only what the silo's fleet role mapping gives them.
       */
      fleetPolicyRead: boolean
    }

const quiet = { throwOnError: false } as const
const NO_ASSIGNMENTS = { roleAssignments: [] }

export function useUserFleetRoles(userId: string): UserFleetRoles {
  const { me, isFleetViewer } = useCurrentUser()
  // No API lists another user's groups: each group's members are read, in parallel.
  const groups = useQuery({ ...groupPicker, ...quiet })
  const members = useQueries({
    queries: (groups.data?.items ?? []).map((g) => ({ ...groupMemberPicker(g.id), ...quiet })),
  })
  const siloPolicy = useQuery({ ...siloPolicyView, ...quiet })
  // the silo's mapping is on its view, which its admins may read as well as operators
  const ownSilo = useQuery({ ...siloView(me.siloId), ...quiet })
  const fleetPolicy = useQuery({ ...systemPolicyView, ...quiet, enabled: isFleetViewer })

  const reads = [groups, ...members, siloPolicy, ownSilo, ...(isFleetViewer ? [fleetPolicy] : [])]
  const failed = reads.find((q) => q.error)
  if (failed?.error) return { status: 'error', error: failed.error }
  if (reads.some((q) => q.data === undefined)) return { status: 'pending' }

  const userGroups = groups.data!.items.filter((_, i) =>
    members[i].data!.items.some((u) => u.id === userId),
  )
  const silo = siloAccess(siloPolicy.data!, userId, userGroups)
  const access = fleetAccess(
    fleetPolicy.data ?? NO_ASSIGNMENTS,
    userId,
    userGroups,
    silo,
    ownSilo.data!.mappedFleetRoles,
  )
  return { status: 'done', access, fleetPolicyRead: isFleetViewer }
}
