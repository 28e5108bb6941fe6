import { clockOf } from '../clock'
import type { SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { loginAccountKey, loginThrottle, tooManyRequests } from '../access/login-throttle'
import { paginate } from '../answers/pagination'
import { passwordMatches } from '../access/passwords'
import { noContent } from '../answers/responses'
import {
  clientAddress,
  expiredSessionCookie,
  isSecureRequest,
  sessionCookie,
  startSession,
} from '../access/session'

export const auth = {
  ping: () => ({ status: 'ok' }),

  // Nexus answers the same 401 for an unknown silo, an unknown user and a
  // wrong password, so the response reveals nothing about which one it was.
  // Repeated failures from one address, or for one account from an address that has
  // failed, answer 429 before anything is looked up (sim/access/login-throttle.ts).
  loginLocal({ path, body, req }, { store, config }) {
    const throttle = loginThrottle(store)
    const now = clockOf(store).now()
    const account = loginAccountKey(path.siloName, body.username)
    const address = clientAddress(req)
    const wait = throttle.retryAfterMs(account, address, now)
    if (wait > 0) throw tooManyRequests(wait)
    // Like Nexus (login_local, then local_idp_fetch_silo in nexus/src/app/silo.rs): the
    // silo is looked up first, as the external authenticator, who may read every silo, so a
    // missing one is 404 `not found: silo with name "…"`; a silo whose users come from an
    // identity provider has no local login, 404 for the identity provider "local". Only then
    // are the credentials checked, and any wrong in them is the same 401.
    const silo = store.list('silos').find((s) => s.name === path.siloName)
    if (!silo) throw simError.notFound('silo', { name: path.siloName })
    if (silo.identity_mode !== 'local_only') {
      throw simError.notFound('identity-provider', { name: 'local' })
    }
    const user = store
      .list('users')
      .find((u) => u.silo_id === silo.id && u.display_name === body.username)
    if (!user || !passwordMatches(store, user.id, body.password, config.password)) {
      throttle.fail(account, address, now)
      throw simError.unauthorized()
    }
    throttle.succeed(account, now)
    const token = startSession(store, user.id)
    return noContent({ 'Set-Cookie': sessionCookie(token, isSecureRequest(req)) })
  },

  // Like Nexus (logout in nexus/src/external_api/http_entrypoints.rs at 5fd1c3588a,
  // which hard-deletes the session only), logout ends the console session and leaves
  // the user's device access tokens alone; it always succeeds and clears the cookie.
  logout({ req }, { store, actor }) {
    if (actor?.session) store.remove('sessions', actor.session.id)
    return noContent({ 'Set-Cookie': expiredSessionCookie(isSecureRequest(req)) })
  },

  currentUserView: (_params, { actor }) => ({
    id: actor.user.id,
    display_name: actor.user.display_name,
    silo_id: actor.silo.id,
    silo_name: actor.silo.name,
  }),

  currentUserGroups: ({ query }, { store, actor }) =>
    paginate(store.list('groups'), query, {
      modes: ['id_ascending'],
      include: (g) => actor.groupIds.includes(g.id),
    }),
} satisfies Partial<SimHandlers>
