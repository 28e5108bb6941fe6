import { useQuery } from '@tanstack/react-query'

import { allAntiAffinityGroupMembers } from '~/api/queries/affinity'

/** How many instances a group holds; the API has no count, so this reads the members. */
export function AntiAffinityGroupMemberCount(props: {
  project: string
  antiAffinityGroup: string
}) {
  const { data, error } = useQuery(allAntiAffinityGroupMembers(props))
  if (error) return <span className="text-tertiary">–</span>
  if (!data) return <span className="text-tertiary">…</span>
  return <>{data.items.length}</>
}
