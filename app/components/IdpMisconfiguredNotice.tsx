import { useQuery } from '@tanstack/react-query'

import {
  currentUserGroupsOrError,
  currentUserOrError,
  siloPolicyOrError,
} from '~/api/queries/session'

const IDP_DOCS_URL = 'https://docs.oxide.computer'

/**
 * Spec section 6: after a 403, a user who is in no group and holds no role on the
 * silo was most likely signed in by an identity provider that sends no groups.
 * Say so, rather than leaving them with a bare "not authorized".
 */
export function IdpMisconfiguredNotice() {
  const me = useQuery(currentUserOrError).data
  const groups = useQuery(currentUserGroupsOrError).data
  const policy = useQuery(siloPolicyOrError).data
  if (me?.type !== 'success' || groups?.type !== 'success' || !policy) return null

  const hasGroups = groups.data.items.length > 0
  // a user who cannot even read the silo policy holds no role on the silo
  const hasSiloRole =
    policy.type === 'success' &&
    policy.data.roleAssignments.some((a) => a.identityId === me.data.id)
  if (hasGroups || hasSiloRole) return null

  return (
    <div
      role="note"
      className="rounded-md border border-notice/40 bg-notice/10 px-3 py-2 text-left text-sm text-notice"
    >
      You are not in any group and have no role on this silo. The identity provider is probably
      misconfigured; ask your administrator to check it against the{' '}
      <a href={IDP_DOCS_URL} className="underline" target="_blank" rel="noreferrer">
        identity provider documentation
      </a>
      .
    </div>
  )
}
