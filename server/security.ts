// The server's request checks and headers against other sites and slow clients: CSRF
// (Origin and Sec-Fetch-Site), DNS rebinding (Host on a loopback listener), security
// headers, and the headers that tell the simulator about the connection. README.md,
// "Security", says what each does and why.
import { isIP } from 'node:net'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import { CLIENT_ADDRESS_HEADER, SECURE_HEADER } from '../sim/access/session.ts'

/** The console pages' Content-Security-Policy (see README.md, "Security"). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // the terminal and the charts write <style> elements and style attributes; styles
  // cannot run script
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // 'self' covers same-origin ws: and wss: (the serial console)
  "connect-src 'self'",
  // the image upload's worker, and mock mode's service worker
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** Headers on every console page and asset. */
export const PAGE_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
}

/** Headers on every API answer made in this process (simulator mode, server errors). */
export const API_SECURITY_HEADERS: Record<string, string> = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
}

/** Whether the client reached the console over HTTPS: a TLS socket, or a trusted proxy saying so. */
export function isHttps(req: IncomingMessage, trustProxy: boolean) {
  if ((req.socket as TLSSocket).encrypted) return true
  if (!trustProxy) return false
  const proto = req.headers['x-forwarded-proto']
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0].trim().toLowerCase()
  return first === 'https'
}

/**
 * The client's address: the socket's peer, or with a trusted proxy the address that
 * proxy saw (the last entry of X-Forwarded-For, the one the proxy itself added).
 */
export function clientAddressOf(req: IncomingMessage, trustProxy: boolean) {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for']
    const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',')
    const last = list[list.length - 1].trim()
    if (last) return last
  }
  return req.socket.remoteAddress ?? ''
}

/** The first value of a header that may be sent more than once or as a list. */
function firstOf(value: string | string[] | undefined) {
  const first = (Array.isArray(value) ? value[0] : value)?.split(',')[0].trim()
  return first || undefined
}

/**
 * The host the client asked for: the Host header, or with a trusted proxy the first
 * X-Forwarded-Host entry (the host the client gave that proxy) when there is one.
 */
export function ownHost(req: IncomingMessage, trustProxy: boolean) {
  const forwarded = trustProxy ? firstOf(req.headers['x-forwarded-host']) : undefined
  return (forwarded ?? req.headers.host ?? '').toLowerCase()
}

/** The console's own origin for a request: its scheme and the host it was asked for. */
export function ownOrigin(req: IncomingMessage, trustProxy: boolean) {
  return `${isHttps(req, trustProxy) ? 'https' : 'http'}://${ownHost(req, trustProxy)}`
}

/** Normalize an origin for comparison (lower case, no default port); null if it is not one. */
function normalizeOrigin(origin: string) {
  try {
    const url = new URL(origin)
    return url.origin === 'null' ? null : url.origin.toLowerCase()
  } catch {
    return null
  }
}

/**
 * The console's public origins from a comma-separated list (`PUBLIC_ORIGIN`), each an
 * http(s) origin with no path, query or credentials, normalized (lower case, no default
 * port). Throws an Error naming the first entry that is not one.
 */
export function parsePublicOrigins(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return []
  return value.split(',').map((entry) => {
    const text = entry.trim()
    let url: URL | null = null
    try {
      url = new URL(text)
    } catch {
      url = null
    }
    const plain =
      url !== null &&
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.username === '' &&
      url.password === '' &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === '' &&
      // `new URL` also takes "http://host/" and "http:host"; an origin is written out
      /^https?:\/\/[^/?#]+\/?$/i.test(text)
    if (!plain) {
      throw new Error(
        `PUBLIC_ORIGIN must be a comma-separated list of origins like https://console.example or http://localhost:4009 (scheme, host and port only), not ${JSON.stringify(text)}`,
      )
    }
    return url!.origin.toLowerCase()
  })
}

/** What the CSRF and DNS rebinding checks know about where the console is served. */
export interface OriginPolicy {
  /** Believe X-Forwarded-Proto and X-Forwarded-Host (`TRUST_PROXY=1`). */
  trustProxy: boolean
  /** The console's public origins (`PUBLIC_ORIGIN`), normalized by `parsePublicOrigins`. */
  publicOrigins: readonly string[]
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether a request authenticates with a bearer token and carries no cookie at all.
 * A foreign page cannot make a browser add an Authorization header (that needs a CORS
 * preflight, which nothing here grants), and without a cookie nothing ambient can be
 * what signs the request in; with one, the cookie could be, so the usual check applies.
 */
function bearerOnly(req: IncomingMessage) {
  const authorization = req.headers.authorization
  return (
    authorization !== undefined &&
    /^bearer\s+\S/i.test(authorization) &&
    (req.headers.cookie === undefined || req.headers.cookie === '')
  )
}

/** The settings an operator can change when a refused origin is in fact the console's. */
function originHint(origin: string | null, policy: OriginPolicy) {
  const shown = origin ?? 'the address in the browser'
  const proxy = policy.trustProxy
    ? 'or make the proxy send X-Forwarded-Host'
    : 'or, behind a proxy that sends X-Forwarded-Host, set TRUST_PROXY=1'
  return `if the console is served at ${shown}, set PUBLIC_ORIGIN to it, ${proxy}`
}

/**
 * Why a request must be refused as cross-site, or null. Only state-changing methods
 * are checked, and not requests signed in by a bearer token alone (see `bearerOnly`).
 * An Origin listed in `publicOrigins` passes. Otherwise a Sec-Fetch-Site header that is
 * present must be `same-origin` or `none`, and an Origin header that is present must be
 * the console's own origin (`ownOrigin`). Requests with neither (the CLI, scripts,
 * token clients) pass. Sec-Fetch-Site is checked first: a browser that sends it tells
 * same-site (another port of this host) from same-origin, which no cookie attribute does.
 */
export function crossSiteReason(
  req: IncomingMessage,
  policy: OriginPolicy,
  /** Check a safe method too: a websocket handshake is a GET. */
  anyMethod = false,
): string | null {
  if (!anyMethod && SAFE_METHODS.has(req.method ?? 'GET')) return null
  if (bearerOnly(req)) return null
  const origin = req.headers.origin
  const normalized = origin === undefined ? null : normalizeOrigin(origin)
  if (normalized !== null && policy.publicOrigins.includes(normalized)) return null
  const own = normalizeOrigin(ownOrigin(req, policy.trustProxy))
  const site = req.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    const from = normalized === null ? '' : ` from ${normalized}`
    return `cross-site request refused (Sec-Fetch-Site: ${site}${from}); ${originHint(normalized, policy)}`
  }
  if (origin !== undefined && (own === null || normalized !== own)) {
    const named = normalized ?? 'null'
    return `cross-site request refused (Origin ${named} is not this console's origin ${own ?? ownOrigin(req, policy.trustProxy)}); ${originHint(normalized, policy)}`
  }
  return null
}

/** The host names (no port) of the public origins, for the DNS rebinding check. */
export function publicHostNames(publicOrigins: readonly string[]) {
  return new Set(publicOrigins.map((origin) => new URL(origin).hostname.replace(/^\[|\]$/g, '')))
}

/** The name in a Host header, without its port, brackets or trailing dot; lower case. */
export function hostNameOf(host: string | undefined) {
  if (!host) return ''
  const h = host.toLowerCase()
  if (h.startsWith('[')) {
    const end = h.indexOf(']')
    return end < 0 ? '' : h.slice(1, end)
  }
  const colon = h.indexOf(':')
  const name = colon < 0 ? h : h.slice(0, colon)
  return name.endsWith('.') ? name.slice(0, -1) : name
}

/** Whether an address the server listens on is loopback (127.0.0.0/8, ::1, localhost). */
export function isLoopbackAddress(address: string) {
  const a = address.toLowerCase().replace(/^\[|\]$/g, '')
  if (a === 'localhost' || a === '::1') return true
  const v4 = a.startsWith('::ffff:') ? a.slice(7) : a
  return isIP(v4) === 4 && v4.startsWith('127.')
}

/**
 * Whether a Host header names this machine's loopback: localhost, *.localhost,
 * 127.x.y.z or [::1], with any port. Anything else reaching a loopback listener came
 * through a name that resolves to loopback only by someone's choosing (DNS rebinding).
 */
export function isLoopbackHost(host: string | undefined) {
  if (!host) return false
  const h = host.toLowerCase()
  let name: string
  if (h.startsWith('[')) {
    const end = h.indexOf(']')
    if (end < 0) return false
    name = h.slice(1, end)
    const rest = h.slice(end + 1)
    if (rest !== '' && !/^:\d+$/.test(rest)) return false
    return name === '::1'
  }
  const colon = h.indexOf(':')
  name = colon < 0 ? h : h.slice(0, colon)
  if (colon >= 0 && !/^\d+$/.test(h.slice(colon + 1))) return false
  if (name.endsWith('.')) name = name.slice(0, -1)
  if (name === 'localhost' || name.endsWith('.localhost')) return true
  return isIP(name) === 4 && name.startsWith('127.')
}

/** The headers the simulator reads about the connection, which only this server may set. */
const SIM_HEADERS = new Set([SECURE_HEADER, CLIENT_ADDRESS_HEADER])

/**
 * Replace any copies of the simulator's connection headers a client sent with this
 * server's own: whether the client used HTTPS, and its address.
 */
export function setSimConnectionHeaders(req: IncomingMessage, trustProxy: boolean) {
  const raw = req.rawHeaders
  const kept: string[] = []
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (!SIM_HEADERS.has(raw[i].toLowerCase())) kept.push(raw[i], raw[i + 1])
  }
  const secure = isHttps(req, trustProxy) ? '1' : '0'
  const address = clientAddressOf(req, trustProxy)
  kept.push(SECURE_HEADER, secure, CLIENT_ADDRESS_HEADER, address)
  raw.splice(0, raw.length, ...kept)
  req.headers[SECURE_HEADER] = secure
  req.headers[CLIENT_ADDRESS_HEADER] = address
}

/** Set headers on a response before its handler writes it (writeHead merges them). */
export function setHeaders(res: ServerResponse, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
}
