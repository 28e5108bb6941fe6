import type { Actor } from './context'
import type { Store } from './store/types'
import { isoNow, randomToken } from './util'

export const SESSION_COOKIE = 'session'
/** Lifetime of a session and of its cookie */
export const SESSION_TTL_SECONDS = 86_400

export const sessionCookie = (token: string) =>
  `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_TTL_SECONDS}`

export const expiredSessionCookie = () =>
  `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`

/** Starts a session for a user and returns its token (the cookie value) */
export function startSession(store: Store, userId: string): string {
  const now = Date.now()
  // drop expired sessions here, so they never pile up and reads stay write-free
  for (const s of store.list('sessions')) {
    if (s.expires_at <= now) store.remove('sessions', s.id)
  }
  const token = randomToken()
  store.insert('sessions', {
    id: token,
    user_id: userId,
    time_created: isoNow(),
    expires_at: now + SESSION_TTL_SECONDS * 1000,
  })
  return token
}

type CookieSource = {
  cookies?: Record<string, string | string[] | undefined>
  req?: Request
}

/**
 * The session token of a request: from the cookies MSW parsed, or else from
 * the Cookie header (for callers that invoke the handlers directly).
 */
export function readSessionToken({ cookies, req }: CookieSource): string | undefined {
  const fromMsw = cookies?.[SESSION_COOKIE]
  if (typeof fromMsw === 'string' && fromMsw) return fromMsw
  if (Array.isArray(fromMsw) && fromMsw[0]) return fromMsw[0]
  const header = req?.headers.get('cookie')
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      return decodeURIComponent(part.slice(eq + 1).trim()) || undefined
    }
  }
  return undefined
}

/** The actor behind a session token, or null if it is unknown or expired */
export function resolveActor(store: Store, token: string | undefined): Actor | null {
  if (!token) return null
  const session = store.get('sessions', token)
  if (!session || session.expires_at <= Date.now()) return null
  const user = store.get('users', session.user_id)
  const silo = user && store.get('silos', user.silo_id)
  if (!user || !silo) return null
  const groupIds: string[] = []
  for (const m of store.list('groupMembers')) if (m.user_id === user.id) groupIds.push(m.group_id)
  return { user, silo, groupIds, session }
}
