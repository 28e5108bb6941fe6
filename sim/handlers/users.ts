import type { Actor, NewHandlers } from '../context'
import { simError } from '../answers/errors'
import { paginate } from '../answers/pagination'
import { authorize, siloRole } from '../access/authz'
import { sessionId } from '../access/credential-ids'
import { SESSION_IDLE_TIMEOUT_SECONDS } from '../access/session'
import type { SessionRecord, Store, UserRecord } from '../store/types'
import { liveAccessTokens } from './access-tokens'

// One user by id (`/v1/users/{user_id}`), and a silo admin's view and revocation of a
// user's console sessions and device access tokens. Whoever may read the user (their
// silo's users, fleet viewers; Polar's `SiloUser`) finds them, others get the user's
// 404; listing or ending their sessions and tokens takes the user themselves or an
// admin of the user's silo (Polar's `SiloUserSessionList`, `SiloUserTokenList`: a fleet
// role is not enough), others a 403.

/** The user, once the actor may read them */
function findUser(store: Store, actor: Actor, rawId: string) {
  const id = rawId.toLowerCase()
  const notFound = () => simError.notFound('silo-user', { id })
  const user = store.get('users', id)
  const silo = user && store.get('silos', user.silo_id)
  if (!user || !silo) throw notFound()
  authorize(store, actor, { kind: 'silo-user', silo, userId: user.id, notFound }, 'read')
  return { user, silo }
}

/** 403 unless the actor is the user or an admin of the user's silo */
function authorizeCredentials(store: Store, actor: Actor, found: ReturnType<typeof findUser>) {
  if (actor.user.id === found.user.id) return
  if (siloRole(store, actor, found.silo) !== 'admin') throw simError.forbidden()
}

/**
 * The `User` view of the newest versions, with its times. A user record made before
 * they were kept shows its silo's creation time instead.
 */
function userView(store: Store, user: UserRecord) {
  // the times a record made by a later version's request may carry
  const kept = user as UserRecord & { time_created?: string; time_modified?: string }
  const fallback = store.get('silos', user.silo_id)?.time_created ?? new Date(0).toISOString()
  return {
    id: user.id,
    display_name: user.display_name,
    silo_id: user.silo_id,
    time_created: kept.time_created ?? fallback,
    time_modified: kept.time_modified ?? kept.time_created ?? fallback,
  }
}

/**
 * The `ConsoleSession` view. The simulator keeps a session's idle deadline rather than
 * its last use: the last use is that deadline less the idle timeout (never before the
 * session began; a deadline capped by the absolute timeout gives an earlier time).
 */
const sessionView = (store: Store, session: SessionRecord) => ({
  id: sessionId(store, session),
  time_created: session.time_created,
  time_last_used: new Date(
    Math.max(
      Date.parse(session.time_created),
      session.expires_at - SESSION_IDLE_TIMEOUT_SECONDS * 1000,
    ),
  ).toISOString(),
})

export const users = {
  userView: ({ path }, { store, actor }) =>
    userView(store, findUser(store, actor, path.userId).user),

  userTokenList({ path, query }, { store, actor }) {
    const found = findUser(store, actor, path.userId)
    authorizeCredentials(store, actor, found)
    return paginate(liveAccessTokens(store, found.user.id), query, { modes: ['id_ascending'] })
  },

  // sessions that have not ended: sessions.ts keeps the earlier of the idle and the
  // absolute deadline, against the wall clock as it does
  userSessionList({ path, query }, { store, actor }) {
    const found = findUser(store, actor, path.userId)
    authorizeCredentials(store, actor, found)
    const now = Date.now()
    const live = store
      .list('sessions')
      .filter((s) => s.user_id === found.user.id && s.expires_at > now)
      .map((s) => sessionView(store, s))
    return paginate(live, query, { modes: ['id_ascending'] })
  },

  // Every token and session of the user ends, the caller's own included when they log
  // themselves out
  userLogout({ path }, { store, actor }) {
    const found = findUser(store, actor, path.userId)
    authorizeCredentials(store, actor, found)
    for (const t of store.list('deviceAccessTokens')) {
      if (t.user_id === found.user.id) store.remove('deviceAccessTokens', t.id)
    }
    for (const s of store.list('sessions')) {
      if (s.user_id === found.user.id) store.remove('sessions', s.id)
    }
    return 204
  },
} satisfies Partial<NewHandlers>
