import { clockOf, iso } from '../clock'
import type { SimHandlers } from '../context'
import { errorResponse, simError } from '../answers/errors'
import { confirmThrottle, tooManyRequests } from '../access/login-throttle'
import { noContent } from '../answers/responses'
import {
  ACCESS_TOKEN_PREFIX,
  accessTokenExpired,
  clientAddress,
  isSecureRequest,
} from '../access/session'
import type { Store } from '../store/types'
import { grantedTokenExpiry } from './auth-settings'
import { extrasOf, type DeviceAuthExtras } from '../versions/extras'

// The OAuth 2.0 device authorization grant (RFC 8628), as Nexus runs it for the CLI
// (nexus/src/app/device_auth.rs): a client asks for a code, the user confirms it in
// the console, and the client's polling then receives a token for that user.

/** Nexus's CLIENT_AUTHENTICATION_TIMEOUT: a request must be confirmed within 5 minutes */
export const DEVICE_AUTH_TIMEOUT_SECONDS = 300
/**
 * Bounds of the console server's own (Nexus has none: its requests stay in the database
 * until confirmed, expired or not). Anyone may start a request, so without them a script
 * could grow the store for ever. Expired requests are deleted as new ones come, at most
 * `DEVICE_AUTH_PURGE_BATCH` a request; of unexpired ones, one client address may hold
 * `MAX_DEVICE_AUTH_REQUESTS_PER_ADDRESS` (a person signs a CLI in with one; a few people
 * behind one NAT), and all together `MAX_DEVICE_AUTH_REQUESTS` (about 2 MB in the SQLite
 * file, which grew by 5 MB for 5,000; over six new CLI logins a second, sustained).
 */
export const MAX_DEVICE_AUTH_REQUESTS_PER_ADDRESS = 10
export const MAX_DEVICE_AUTH_REQUESTS = 2_000
export const DEVICE_AUTH_PURGE_BATCH = 500

/** RFC 8628 §6.1's 20 letters: no vowels, nothing easily misread */
const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ'
const GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code'

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
/** 20 random bytes as hex, like Nexus's device codes and tokens */
const randomCode = () => hex(crypto.getRandomValues(new Uint8Array(20)))

/** Eight letters in two words of four: `BQPX-FGQR` */
function userCode(store: Store): string {
  for (;;) {
    const letters = Array.from(
      crypto.getRandomValues(new Uint8Array(8)),
      (b) => USER_CODE_ALPHABET[b % USER_CODE_ALPHABET.length],
    )
    const code = `${letters.slice(0, 4).join('')}-${letters.slice(4).join('')}`
    // Nexus would fail on a collision (the code is the key); the simulator draws again
    if (!store.get('deviceAuthRequests', code)) return code
  }
}

/** OAuth answers are plain JSON (RFC 6749 §5.2), not Nexus's error shape */
const oauth = (status: number, body: object) => Response.json(body, { status })

/** A Rust string's `{:?}` form, which Nexus's composite-key lookups print */
function rustDebug(text: string): string {
  let out = '"'
  for (const ch of text) {
    const code = ch.codePointAt(0)!
    if (ch === '"' || ch === '\\') out += `\\${ch}`
    else if (ch === '\n') out += '\\n'
    else if (ch === '\r') out += '\\r'
    else if (ch === '\t') out += '\\t'
    else if (code < 0x20 || code === 0x7f) out += `\\u{${code.toString(16)}}`
    else out += ch
  }
  return `${out}"`
}

/** Where requests without an address (mock mode, older rows) are counted together */
const NO_ADDRESS = ''

/**
 * Deletes expired requests and expired tokens (at most `DEVICE_AUTH_PURGE_BATCH` in all)
 * and counts the unexpired requests: in all, and from `address`, with the time the first
 * of each will expire.
 */
function sweep(store: Store, now: number, address: string) {
  let budget = DEVICE_AUTH_PURGE_BATCH
  const live = { total: 0, totalFreesAt: Infinity, mine: 0, mineFreesAt: Infinity }
  for (const r of store.list('deviceAuthRequests')) {
    const expires = Date.parse(r.time_expires)
    if (expires < now) {
      if (budget > 0 && store.remove('deviceAuthRequests', r.id)) budget--
      continue
    }
    live.total++
    live.totalFreesAt = Math.min(live.totalFreesAt, expires)
    if ((r.client_address ?? NO_ADDRESS) === address) {
      live.mine++
      live.mineFreesAt = Math.min(live.mineFreesAt, expires)
    }
  }
  for (const t of store.list('deviceAccessTokens')) {
    if (budget === 0) break
    if (accessTokenExpired(t, now) && store.remove('deviceAccessTokens', t.id)) budget--
  }
  return live
}

/**
 * A refusal in the OAuth shape these endpoints answer in (RFC 6749 §5.2), with the
 * seconds to wait in `Retry-After` (the first request of the kind counted expires then).
 */
function refuse(status: number, error: string, description: string, freesAt: number, now: number) {
  const response = oauth(status, { error, error_description: description })
  response.headers.set('Retry-After', String(Math.max(1, Math.ceil((freesAt - now) / 1000))))
  return response
}

export const deviceAuth = {
  // Anyone may start a request: the client is not signed in, that is the point. Each
  // request first clears out expired ones; beyond the bounds above it is refused (not
  // thrown: the clearing out is kept).
  deviceAuthRequest({ body, req }, { store }) {
    const url = new URL(req.url)
    const now = clockOf(store).now()
    const address = clientAddress(req) ?? NO_ADDRESS
    const live = sweep(store, now, address)
    if (live.mine >= MAX_DEVICE_AUTH_REQUESTS_PER_ADDRESS) {
      return refuse(
        429,
        'slow_down',
        'too many device authorization requests from this address; finish or wait out one first',
        live.mineFreesAt,
        now,
      )
    }
    if (live.total >= MAX_DEVICE_AUTH_REQUESTS) {
      return refuse(
        503,
        'temporarily_unavailable',
        'too many device authorization requests are waiting; try again later',
        live.totalFreesAt,
        now,
      )
    }
    // the token lifetime a versioned request asked for (sim/versions/extras.ts)
    const ttl = extrasOf<DeviceAuthExtras>(body)?.ttl_seconds
    const request = store.insert('deviceAuthRequests', {
      id: userCode(store),
      client_id: body.client_id,
      device_code: randomCode(),
      time_created: iso(now),
      time_expires: iso(now + DEVICE_AUTH_TIMEOUT_SECONDS * 1000),
      ...(address && { client_address: address }),
      ...(ttl != null && { token_ttl_seconds: ttl }),
    })
    const scheme = isSecureRequest(req) || url.protocol === 'https:' ? 'https' : 'http'
    return oauth(200, {
      device_code: request.device_code,
      user_code: request.id,
      verification_uri: `${scheme}://${url.host}/device/verify`,
      expires_in: DEVICE_AUTH_TIMEOUT_SECONDS,
    })
  },

  // The signed-in user confirms the code their client showed. The request is used up
  // either way: confirmed late, it still leaves a token behind, as Nexus's does, but
  // the user is told it expired. Wrong codes are throttled per user and per address
  // (sim/access/login-throttle.ts): past the quota, 429 before the code is looked up.
  deviceAuthConfirm({ body, req }, { store, actor }) {
    const now = clockOf(store).now()
    const throttle = confirmThrottle(store)
    const address = clientAddress(req)
    const wait = throttle.retryAfterMs(actor.user.id, address, now)
    if (wait > 0) throw tooManyRequests(wait)
    const request = store.get('deviceAuthRequests', body.user_code)
    if (!request) {
      throttle.fail(actor.user.id, address, now)
      throw errorResponse(
        404,
        'ObjectNotFound',
        `not found: device-auth-request with id "user_code = ${rustDebug(body.user_code)}"`,
      )
    }
    const expired = Date.parse(request.time_expires) < now
    store.remove('deviceAuthRequests', request.id)
    store.insert('deviceAccessTokens', {
      id: randomCode(),
      client_id: request.client_id,
      device_code: request.device_code,
      user_id: actor.user.id,
      time_created: iso(now),
      // the silo's max TTL applies (auth-settings.ts)
      time_expires: expired
        ? request.time_expires
        : grantedTokenExpiry(store, actor, req, now, request.token_ttl_seconds ?? null),
    })
    // returned, not thrown: the store keeps what was done above
    return expired ? simError.invalid('device authorization request expired') : noContent()
  },

  // The client polls until the user has confirmed; an unknown device code stays
  // "pending" forever (Nexus tells it nothing more).
  deviceAccessToken({ body }, { store }) {
    if (body.grant_type !== GRANT_TYPE) return oauth(400, { error: 'unsupported_grant_type' })
    const token = store
      .list('deviceAccessTokens')
      .find((t) => t.client_id === body.client_id && t.device_code === body.device_code)
    if (!token) return oauth(400, { error: 'authorization_pending' })
    return oauth(200, { access_token: `${ACCESS_TOKEN_PREFIX}${token.id}`, token_type: 'Bearer' })
  },
} satisfies Partial<SimHandlers>
