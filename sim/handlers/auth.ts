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
    const silo = store.list('silos').find((s) => s.name === path.siloName)
    const user =
      silo?.identity_mode === 'local_only'
        ? store.list('users').find((u) => u.silo_id === silo.id && u.display_name === body.username)
        : undefined
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
