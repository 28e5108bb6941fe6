// What a refused local sign-in means, in words a person can act on. Nexus (login_local)
// looks the silo up before the credentials, so its answer tells three cases apart: no such
// silo (404 for the silo), a silo whose users sign in through an identity provider (404 for
// the identity provider "local"), and credentials that do not match (401, whichever of the
// username or password is wrong: Nexus does not say).
import type { ApiError } from '~/api/errors'

export function loginErrorMessage(silo: string, error: Pick<ApiError, 'statusCode' | 'message'>) {
  if (error.statusCode === 401) {
    return 'Could not sign in. Check the username and password and try again.'
  }
  if (error.statusCode === 404 && /\bsilo with name\b/.test(error.message)) {
    return `There is no silo named “${silo}”. Check the sign-in address with whoever gave it to you.`
  }
  if (error.statusCode === 404 && /\bidentity-provider with name "local"/.test(error.message)) {
    return `Silo “${silo}” signs its users in through its identity provider, not with a password here.`
  }
  return error.message
}
