import type { SimHandlers } from '../context'
import { simError } from '../errors'
import { paginate } from '../pagination'
import { noContent } from '../responses'
import { expiredSessionCookie, sessionCookie, startSession } from '../session'

export const auth = {
  ping: () => ({ status: 'ok' }),

  // Nexus answers the same 401 for an unknown silo, an unknown user and a
  // wrong password, so the response reveals nothing about which one it was.
  loginLocal({ path, body }, { store, config }) {
    const silo = store.list('silos').find((s) => s.name === path.siloName)
    const user =
      silo?.identity_mode === 'local_only'
        ? store.list('users').find((u) => u.silo_id === silo.id && u.display_name === body.username)
        : undefined
    if (!user || body.password !== config.password) throw simError.unauthorized()
    const token = startSession(store, user.id)
    return noContent({ 'Set-Cookie': sessionCookie(token) })
  },

  // Like Nexus, logout always succeeds and always clears the cookie.
  logout(_params, { store, actor }) {
    if (actor) store.remove('sessions', actor.session.id)
    return noContent({ 'Set-Cookie': expiredSessionCookie() })
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
