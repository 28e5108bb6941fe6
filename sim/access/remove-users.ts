import type { Store } from '../store/types'

/**
 * Removes users with everything that is theirs alone, as Nexus's `silo_user_delete` does:
 * their sessions and device access tokens (so they are signed out at once), their group
 * memberships, SSH keys and password. Role assignments naming them stay in the policies,
 * granting nothing. For one user deleted, or every user of a silo deleted with it.
 */
export function removeUsers(store: Store, userIds: ReadonlySet<string>) {
  for (const table of ['sessions', 'deviceAccessTokens'] as const)
    for (const r of store.list(table)) if (userIds.has(r.user_id)) store.remove(table, r.id)
  for (const m of store.list('groupMembers'))
    if (userIds.has(m.user_id)) store.remove('groupMembers', m.id)
  for (const k of store.list('sshKeys'))
    if (userIds.has(k.silo_user_id)) store.remove('sshKeys', k.id)
  for (const id of userIds) {
    if (store.get('userPasswords', id)) store.remove('userPasswords', id)
    store.remove('users', id)
  }
}
