import type { SimHandlers } from '../context'
import { errorResponse, simError } from '../errors'
import { paginate } from '../pagination'
import { passwordMatches } from '../passwords'
import { noContent } from '../responses'
import {
  clientAddress,
  expiredSessionCookie,
  isSecureRequest,
  loginThrottle,
  loginThrottleKeys,
  sessionCookie,
  startSession,
} from '../session'

/** What dropshot sends for a bare 429: no error code, the status's reason as message */
function tooManyRequests(waitMs: number) {
  const response = errorResponse(429, undefined, 'Too Many Requests')
  response.headers.set('Retry-After', String(Math.ceil(waitMs / 1000)))
  return response
}

export const auth = {
  ping: () => ({ status: 'ok' }),

  // Nexus answers the same 401 for an unknown silo, an unknown user and a
  // wrong password, so the response reveals nothing about which one it was.
  // After repeated failures for a user name or from one address, logins answer 429
  // before looking anything up (see LoginThrottle in sim/session.ts).
  loginLocal({ path, body, req }, { store, config }) {
    const throttle = loginThrottle(store)
    const keys = loginThrottleKeys(path.siloName, body.username, clientAddress(req))
    const wait = throttle.retryAfterMs(keys)
    if (wait > 0) throw tooManyRequests(wait)
    const silo = store.list('silos').find((s) => s.name === path.siloName)
    const user =
      silo?.identity_mode === 'local_only'
        ? store.list('users').find((u) => u.silo_id === silo.id && u.display_name === body.username)
        : undefined
    if (!user || !passwordMatches(store, user.id, body.password, config.password)) {
      throttle.fail(keys)
      throw simError.unauthorized()
    }
    throttle.succeed(keys[0][0])
    const token = startSession(store, user.id)
    return noContent({ 'Set-Cookie': sessionCookie(token, isSecureRequest(req)) })
  },

  // Like Nexus, logout always succeeds and always clears the cookie.
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
