import { clockOf, iso } from '../clock'
import type { SimHandlers } from '../context'
import { errorResponse, simError } from '../errors'
import { noContent } from '../responses'
import { ACCESS_TOKEN_PREFIX, isSecureRequest } from '../session'
import type { Store } from '../store/types'

// The OAuth 2.0 device authorization grant (RFC 8628), as Nexus runs it for the CLI
// (nexus/src/app/device_auth.rs): a client asks for a code, the user confirms it in
// the console, and the client's polling then receives a token for that user.

/** Nexus's CLIENT_AUTHENTICATION_TIMEOUT: a request must be confirmed within 5 minutes */
export const DEVICE_AUTH_TIMEOUT_SECONDS = 300
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

export const deviceAuth = {
  // Anyone may start a request: the client is not signed in, that is the point.
  deviceAuthRequest({ body, req }, { store }) {
    const url = new URL(req.url)
    const now = clockOf(store).now()
    const request = store.insert('deviceAuthRequests', {
      id: userCode(store),
      client_id: body.client_id,
      device_code: randomCode(),
      time_created: iso(now),
      time_expires: iso(now + DEVICE_AUTH_TIMEOUT_SECONDS * 1000),
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
  // the user is told it expired.
  deviceAuthConfirm({ body }, { store, actor }) {
    const request = store.get('deviceAuthRequests', body.user_code)
    if (!request) {
      throw errorResponse(
        404,
        'ObjectNotFound',
        `not found: device-auth-request with id "user_code = ${rustDebug(body.user_code)}"`,
      )
    }
    const now = clockOf(store).now()
    const expired = Date.parse(request.time_expires) < now
    store.remove('deviceAuthRequests', request.id)
    store.insert('deviceAccessTokens', {
      id: randomCode(),
      client_id: request.client_id,
      device_code: request.device_code,
      user_id: actor.user.id,
      time_created: iso(now),
      time_expires: expired ? request.time_expires : null,
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
