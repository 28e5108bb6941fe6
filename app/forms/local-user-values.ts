// What the local user forms send: a typed password, or none at all.
import type { UserPassword } from '~/api/__generated_versions__/2026081901.0.0/Api'

/**
 * The contract's `UserPassword` for what was typed. Left blank, the user gets no password
 * and cannot sign in with one until an admin sets it.
 */
export const toUserPassword = (value: string): UserPassword =>
  value === '' ? { mode: 'login_disallowed' } : { mode: 'password', value }
