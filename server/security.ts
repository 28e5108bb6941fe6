// The server's request checks and headers against other sites and slow clients: CSRF
// (Origin and Sec-Fetch-Site), DNS rebinding (Host on a loopback listener), security
// headers, and the headers that tell the simulator about the connection. README.md,
// "Security", says what each does and why.
import { isIP } from 'node:net'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import { CLIENT_ADDRESS_HEADER, SECURE_HEADER } from '../sim/session.ts'

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

/** The console's own origin for a request: its scheme and the Host it was asked for. */
export function ownOrigin(req: IncomingMessage, trustProxy: boolean) {
  const host = (req.headers.host ?? '').toLowerCase()
  return `${isHttps(req, trustProxy) ? 'https' : 'http'}://${host}`
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

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Why a request must be refused as cross-site, or null. Only state-changing methods
 * are checked. An Origin header that is present must be the console's own origin;
 * a Sec-Fetch-Site header that is present must be `same-origin` or `none`. Requests
 * with neither (the CLI, scripts, token clients) pass. Sec-Fetch-Site is checked first:
 * a browser that sends it tells same-site (another port of this host) from same-origin,
 * which no cookie attribute does.
 */
export function crossSiteReason(
  req: IncomingMessage,
  trustProxy: boolean,
  /** Check a safe method too: a websocket handshake is a GET. */
  anyMethod = false,
): string | null {
  if (!anyMethod && SAFE_METHODS.has(req.method ?? 'GET')) return null
  const site = req.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return `cross-site request refused (Sec-Fetch-Site: ${site})`
  }
  const origin = req.headers.origin
  if (origin !== undefined) {
    const own = normalizeOrigin(ownOrigin(req, trustProxy))
    if (own === null || normalizeOrigin(origin) !== own) {
      return 'cross-site request refused (Origin is not this console)'
    }
  }
  return null
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
