import { useQuery } from '@tanstack/react-query'

import {
  currentUserGroupsOrError,
  currentUserOrError,
  siloPolicyOrError,
} from '~/api/queries/session'
import { siloView } from '~/api/queries/silos'

const IDP_DOCS_URL = 'https://docs.oxide.computer'

const noteClass =
  'rounded-md border border-notice/40 bg-notice/10 px-3 py-2 text-left text-sm text-notice'

/**
 * Spec section 6: after a 403, a user who is in no group and holds no role on the silo.
 * In a silo whose users come from an identity provider, that provider most likely sends no
 * groups: say so, with its documentation. A local-only silo has no identity provider (its
 * admins create its users and give them roles), so there the note says what is true: ask a
 * silo admin for a role. Until the silo is read, or if it cannot be, neither is claimed.
 */
export function IdpMisconfiguredNotice() {
  const me = useQuery(currentUserOrError).data
  const groups = useQuery(currentUserGroupsOrError).data
  const policy = useQuery(siloPolicyOrError).data
  const silo = useQuery({
    ...siloView(me?.type === 'success' ? me.data.siloName : ''),
    enabled: me?.type === 'success',
    throwOnError: false,
  })
  if (me?.type !== 'success' || groups?.type !== 'success' || !policy) return null

  const hasGroups = groups.data.items.length > 0
  // a user who cannot even read the silo policy holds no role on the silo
  const hasSiloRole =
    policy.type === 'success' &&
    policy.data.roleAssignments.some((a) => a.identityId === me.data.id)
  if (hasGroups || hasSiloRole) return null
  if (silo.isPending) return null

  const mode = silo.data?.identityMode
  if (mode === 'local_only') {
    return (
      <div role="note" className={noteClass}>
        You have no role on this silo and are in no group. Its users are created by its
        administrators, who also give out roles: ask a silo admin for a role on the silo, or on the
        project you need.
      </div>
    )
  }
  if (mode === undefined) {
    return (
      <div role="note" className={noteClass}>
        You have no role on this silo and are in no group: ask a silo admin for a role on the silo,
        or on the project you need.
      </div>
    )
  }
  return (
    <div role="note" className={noteClass}>
      You are not in any group and have no role on this silo. The identity provider is probably
      misconfigured; ask your administrator to check it against the{' '}
      <a href={IDP_DOCS_URL} className="underline" target="_blank" rel="noreferrer">
        identity provider documentation
      </a>
      .
    </div>
  )
}
