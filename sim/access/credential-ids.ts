import type { DeviceAccessTokenRecord, SessionRecord, Store } from '../store/types'
import { uuid } from '../util'

// The ids the API shows for console sessions and device access tokens. The simulator
// keys both by their secret (the cookie, the bearer token), which must never appear in
// an answer, so each gets a separate random id, as Nexus's rows have: on first need,
// for records made before the id was kept.

export function sessionId(store: Store, given: SessionRecord): string {
  // the stored record: the caller's copy may predate an id given since
  const session = store.get('sessions', given.id)
  if (!session) return given.public_id ?? uuid()
  if (session.public_id) return session.public_id
  const public_id = uuid()
  store.update('sessions', { ...session, public_id })
  return public_id
}

export function accessTokenId(store: Store, given: DeviceAccessTokenRecord): string {
  const token = store.get('deviceAccessTokens', given.id)
  if (!token) return given.public_id ?? uuid()
  if (token.public_id) return token.public_id
  const public_id = uuid()
  store.update('deviceAccessTokens', { ...token, public_id })
  return public_id
}
