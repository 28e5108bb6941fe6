import type { Actor } from '../context'
import { clockOf } from '../clock'
import type {
  DeviceAccessTokenRecord,
  SessionRecord,
  SiloRecord,
  Store,
  UserRecord,
} from '../store/types'
import { isoNow, randomToken } from '../util'

export const SESSION_COOKIE = 'session'
/**
 * Nexus's defaults (`session_idle_timeout_minutes = 480` and
 * `session_absolute_timeout_minutes = 1440` in its config): a session ends after
 * 8 hours without a request, and 24 hours after login whatever happens.
 */
export const SESSION_IDLE_TIMEOUT_SECONDS = 480 * 60
export const SESSION_ABSOLUTE_TIMEOUT_SECONDS = 1440 * 60
/** The cookie's Max-Age: like Nexus, the absolute timeout (the server ends idle sessions) */
export const SESSION_TTL_SECONDS = SESSION_ABSOLUTE_TIMEOUT_SECONDS
/**
 * A request writes a session's new idle deadline to the store only when it moves by
 * more than this, so reads write at most once a minute per session; the exact deadline
 * is kept in memory meanwhile (`touched`), so only a restart can lose up to a minute.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000

/** Idle deadlines newer than the stored ones, per store and session token */
const touched = new WeakMap<Store, Map<string, number>>()
/** Sessions one user may hold; a new login beyond this ends the oldest ones. */
export const MAX_SESSIONS_PER_USER = 16

/**
 * `secure` adds the `Secure` attribute, as Nexus does when it serves HTTPS: the
 * Node server says so per request (see `isSecureRequest`).
 */
export const sessionCookie = (token: string, secure = false) =>
  `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax;${secure ? ' Secure;' : ''} Max-Age=${SESSION_TTL_SECONDS}`

export const expiredSessionCookie = (secure = false) =>
  `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax;${secure ? ' Secure;' : ''} Max-Age=0`

/**
 * Headers only the console's Node server sets on the requests it hands the simulator
 * (it removes any a client sent): whether the client reached the console over HTTPS,
 * and the client's address (for login and device-flow throttling). In mock mode in the browser
 * neither is present.
 */
export const SECURE_HEADER = 'x-console-sim-secure'
export const CLIENT_ADDRESS_HEADER = 'x-console-sim-client-address'

export const isSecureRequest = (req: Request | undefined) => req?.headers.get(SECURE_HEADER) === '1'
export const clientAddress = (req: Request | undefined) =>
  req?.headers.get(CLIENT_ADDRESS_HEADER) || undefined

/** When a session ends if no request comes: its idle deadline capped by the absolute one */
function deadline(session: Pick<SessionRecord, 'time_created'>, now: number) {
  const absolute = Date.parse(session.time_created) + SESSION_ABSOLUTE_TIMEOUT_SECONDS * 1000
  return Math.min(now + SESSION_IDLE_TIMEOUT_SECONDS * 1000, absolute)
}

/**
 * Starts a session for a user and returns its token (the cookie value). Drops
 * expired sessions, and the user's oldest ones beyond `MAX_SESSIONS_PER_USER`.
 */
export function startSession(store: Store, userId: string): string {
  const now = Date.now()
  const mine: SessionRecord[] = []
  for (const s of store.list('sessions')) {
    if (s.expires_at <= now) store.remove('sessions', s.id)
    else if (s.user_id === userId) mine.push(s)
  }
  mine.sort((a, b) => a.time_created.localeCompare(b.time_created))
  for (const s of mine.slice(0, Math.max(0, mine.length - MAX_SESSIONS_PER_USER + 1))) {
    store.remove('sessions', s.id)
  }
  const token = randomToken()
  const time_created = isoNow()
  store.insert('sessions', {
    id: token,
    user_id: userId,
    time_created,
    expires_at: deadline({ time_created }, now),
  })
  return token
}

export function resolveActor(store: Store, token: string | undefined): Actor | null {
  if (!token) return null
  let session = store.get('sessions', token)
  const now = Date.now()
  if (!session) return null
  let pending = touched.get(store)
  if (!pending) touched.set(store, (pending = new Map()))
  if (Math.max(session.expires_at, pending.get(token) ?? 0) <= now) {
    pending.delete(token)
    return null
  }
  const user = store.get('users', session.user_id)
  const silo = user && store.get('silos', user.silo_id)
  if (!user || !silo) return null
  const next = deadline(session, now)
  if (next - session.expires_at > SESSION_TOUCH_INTERVAL_MS) {
    session = { ...session, expires_at: next }
    store.update('sessions', session)
    pending.delete(token)
  } else {
    pending.set(token, next)
  }
  return actorOf(store, user, silo, session)
}

function actorOf(
  store: Store,
  user: UserRecord,
  silo: SiloRecord,
  session: SessionRecord | null,
): Actor {
  const groupIds: string[] = []
  for (const m of store.list('groupMembers')) if (m.user_id === user.id) groupIds.push(m.group_id)
  return { user, silo, groupIds, session }
}

/** Whether a device access token's expiry, if it has one, has passed */
export const accessTokenExpired = (
  token: Pick<DeviceAccessTokenRecord, 'time_expires'>,
  now: number,
) => token.time_expires !== null && Date.parse(token.time_expires) < now

/** What marks a bearer token as one of Nexus's device access tokens */
export const ACCESS_TOKEN_PREFIX = 'oxide-token-'

/**
 * The actor behind a request's `Authorization: Bearer oxide-token-…` header, or null.
 * As in Nexus at the contract's commit, a token has no lifetime of its own (Nexus sets
 * `time_expires` only on the token left by a confirmation that came too late) and
 * outlives the console session it was confirmed in: it is good for as long as its user
 * exists. A token whose `time_expires` has passed authenticates no one and is deleted
 * (Nexus checks the expiry only from a later release on). A bearer token without the
 * prefix is some other scheme's, and authenticates no one.
 */
export function resolveBearerActor(store: Store, req: Request | undefined): Actor | null {
  const header = req?.headers.get('authorization')
  if (!header) return null
  const match = /^bearer +(\S+) *$/i.exec(header)
  if (!match || !match[1].startsWith(ACCESS_TOKEN_PREFIX)) return null
  const token = store.get('deviceAccessTokens', match[1].slice(ACCESS_TOKEN_PREFIX.length))
  if (token && accessTokenExpired(token, clockOf(store).now())) {
    store.remove('deviceAccessTokens', token.id)
    return null
  }
  const user = token && store.get('users', token.user_id)
  const silo = user && store.get('silos', user.silo_id)
  if (!user || !silo) return null
  return actorOf(store, user, silo, null)
}
