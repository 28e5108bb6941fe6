// The signed-in user's effective fleet role, from the reads a user may make: the fleet's
// policy (an operator reads it), their groups, their own silo (every user reads it; its
// `mappedFleetRoles` can give fleet roles) and its policy. The rule is in fleet-role.ts.
import { useQuery } from '@tanstack/react-query'

import { queryClient } from '~/api/client'
import { fleetAccessOf, type FleetAccess } from '~/api/fleet-role'
import { currentUserGroupPicker, siloPolicyView } from '~/api/queries/access'
import { currentUser, systemPolicy } from '~/api/queries/session'
import { siloView } from '~/api/queries/silos'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'

/** A read that failed is left out (the answer is then incomplete), never the page's error */
const inPlace = { throwOnError: false } as const

/**
 * Fetches what `useFleetAccess` reads, for a loader (the System layout's): with it in the
 * cache, the pages know at once what to offer instead of changing their minds. A failed
 * read does not fail the loader; the answer is then incomplete. `null` for a user who is
 * not an operator.
 */
export async function loadFleetAccess(): Promise<FleetAccess | null> {
  const [me, policy] = await Promise.all([
    queryClient.fetchQuery(currentUser),
    queryClient.fetchQuery(systemPolicy),
  ])
  if (policy.type === 'error') return null
  const [groups, silo, siloPolicy] = await Promise.allSettled([
    queryClient.fetchQuery(currentUserGroupPicker),
    queryClient.fetchQuery(siloView(me.siloId)),
    queryClient.fetchQuery(siloPolicyView),
  ])
  const value = <T>(read: PromiseSettledResult<T>) =>
    read.status === 'fulfilled' ? read.value : undefined
  return fleetAccessOf({
    userId: me.id,
    siloId: me.siloId,
    fleetPolicy: policy.data,
    groupIds: value(groups)?.items.map((g) => g.id),
    siloPolicy: value(siloPolicy),
    mappedFleetRoles: value(silo)?.mappedFleetRoles,
  })
}

/**
 * The signed-in user's fleet role and silo role, and whether every read behind them is
 * in. Pass the result to `systemChangeDisabledReason` (action-reasons.ts) for each change
 * a page offers. Until the reads are in, nothing is refused (the API decides). For a user
 * who is not an operator it reads nothing more: no fleet role, and no silo role either.
 */
export function useFleetAccess(): FleetAccess {
  const { data: me } = usePrefetchedQuery(currentUser)
  const { data: policy } = usePrefetchedQuery(systemPolicy)
  const isOperator = policy.type === 'success'
  const groups = useQuery({ ...currentUserGroupPicker, ...inPlace, enabled: isOperator })
  const silo = useQuery({ ...siloView(me.siloId), ...inPlace, enabled: isOperator })
  const siloPolicy = useQuery({ ...siloPolicyView, ...inPlace, enabled: isOperator })
  return fleetAccessOf({
    userId: me.id,
    siloId: me.siloId,
    fleetPolicy: isOperator ? policy.data : null,
    groupIds: groups.data?.items.map((g) => g.id),
    siloPolicy: siloPolicy.data,
    mappedFleetRoles: silo.data?.mappedFleetRoles,
  })
}
