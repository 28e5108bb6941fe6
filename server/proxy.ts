// Proxy mode: API paths and websocket upgrades go to a real rack's Nexus, unchanged
// except for what makes the answer land on our origin (Host, cookie Domain, Location).
import http, {
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import https from 'node:https'
import type { Duplex } from 'node:stream'
import { HOP_BY_HOP, rejectUpgrade, sendApiError } from './http-util.ts'

/** Give up on a rack that does not accept the connection within this time. */
const CONNECT_TIMEOUT_MS = 10_000

/** Methods whose request may be sent twice (RFC 9110 section 9.2.2). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])
/**
 * How much of an idempotent request's body is kept to send again. Nexus's PUT bodies
 * (policies, updates) are a few KiB; a larger body is streamed without a copy and its
 * request is not retried.
 */
export const RETRY_BODY_BYTES = 256 * 1024

/**
 * Whether a request failed because the rack had closed the kept-alive connection it was
 * sent on: the socket came from the pool and was reset or closed under the write.
 */
function staleConnection(upstream: ClientRequest, err: NodeJS.ErrnoException) {
  return upstream.reusedSocket && (err.code === 'ECONNRESET' || err.code === 'EPIPE')
}

/** The Set-Cookie value without its Domain attribute, so the browser stores it for our origin. */
export function stripCookieDomain(cookie: string) {
  return cookie
    .split(';')
    .filter((attr, i) => i === 0 || !/^\s*domain\s*=/i.test(attr))
    .join(';')
}

/** The status line and headers of a response written by hand on an upgraded socket. */
function responseHead(res: IncomingMessage, headers: [string, string][]) {
  const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`]
  for (const [name, value] of headers) lines.push(`${name}: ${value}`)
  return lines.join('\r\n') + '\r\n\r\n'
}

function forwardedHeaders(req: IncomingMessage, target: URL, upgrade: boolean) {
  // Transfer-Encoding stays: it tells Node how to frame the body we pipe on.
  const keep = (name: string) =>
    !HOP_BY_HOP.has(name) ||
    name === 'transfer-encoding' ||
    (upgrade && (name === 'connection' || name === 'upgrade'))
  const out: IncomingHttpHeaders = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && keep(name)) out[name] = value
  }
  out.host = target.host
  const remote = req.socket.remoteAddress
  if (remote) {
    const prior = req.headers['x-forwarded-for']
    out['x-forwarded-for'] = prior ? `${prior}, ${remote}` : remote
  }
  out['x-forwarded-proto'] ??= 'http'
  if (req.headers.host) out['x-forwarded-host'] ??= req.headers.host
  return out
}

export function createProxy(nexusUrl: string) {
  const target = new URL(nexusUrl)
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new Error(`NEXUS_URL must be an http or https URL, not ${nexusUrl}`)
  }
  const secure = target.protocol === 'https:'
  const transport = secure ? https : http
  const agent = new transport.Agent({ keepAlive: true })
  const basePath = target.pathname.replace(/\/+$/, '')

  function responseHeaders(upstream: IncomingMessage) {
    const headers: Record<string, string | string[]> = {}
    for (const [name, value] of Object.entries(upstream.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue
      headers[name] = value
    }
    const cookies = upstream.headers['set-cookie']
    if (cookies) headers['set-cookie'] = cookies.map(stripCookieDomain)
    // a redirect to the rack's own origin becomes a redirect on ours
    const location = upstream.headers.location
    if (location?.startsWith(target.origin + '/')) {
      headers.location = location.slice(target.origin.length)
    }
    return headers
  }

  function request(req: IncomingMessage, upgrade: boolean, useAgent: boolean) {
    const upstream = transport.request({
      protocol: target.protocol,
      hostname: target.hostname.replace(/^\[|\]$/g, ''),
      port: target.port || (secure ? 443 : 80),
      method: req.method,
      path: basePath + req.url,
      headers: forwardedHeaders(req, target, upgrade),
      agent: useAgent ? agent : false,
    })
    upstream.on('socket', (socket) => {
      if (!socket.connecting) return
      const timer = setTimeout(() => {
        upstream.destroy(Object.assign(new Error('connect timeout'), { code: 'ETIMEDOUT' }))
      }, CONNECT_TIMEOUT_MS)
      socket.once('connect', () => clearTimeout(timer))
      socket.once('close', () => clearTimeout(timer))
    })
    return upstream
  }

  function unreachable(err: NodeJS.ErrnoException) {
    return `Could not reach the rack at ${target.origin}: ${err.code ?? err.message}`
  }

  /**
   * Forward one HTTP request, streaming the body both ways. A kept-alive connection the
   * rack has closed fails the request sent on it (ECONNRESET or EPIPE) before any answer:
   * an idempotent request whose body was kept (see `RETRY_BODY_BYTES`) is then sent once
   * more, on a connection of its own. Anything else that fails before an answer is a 502.
   */
  function web(req: IncomingMessage, res: ServerResponse) {
    // the body sent so far, while it may still be sent again; null once it may not
    let kept: Buffer[] | null = IDEMPOTENT.has(req.method ?? 'GET') ? [] : null
    let keptBytes = 0
    let bodyDone = false
    let upstream = attempt(true)

    function attempt(pooled: boolean): ClientRequest {
      const sent = request(req, false, pooled)
      sent.on('response', (upRes) => {
        kept = null
        res.writeHead(upRes.statusCode ?? 502, upRes.statusMessage, responseHeaders(upRes))
        upRes.pipe(res)
        upRes.on('error', (err) => res.destroy(err))
      })
      sent.on('error', (err: NodeJS.ErrnoException) => {
        if (sent !== upstream) return
        if (pooled && kept !== null && !res.headersSent && staleConnection(sent, err)) {
          upstream = attempt(false)
          let flowing = true
          for (const chunk of kept) flowing = upstream.write(chunk)
          if (bodyDone) upstream.end()
          // the failed request may have paused the body; the new one resumes it on drain
          else if (flowing) req.resume()
          return
        }
        if (res.headersSent) res.destroy(err)
        else sendApiError(req, res, 502, 'BadGateway', unreachable(err))
      })
      sent.on('drain', () => {
        if (sent === upstream) req.resume()
      })
      return sent
    }

    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy()
    })
    req.on('data', (chunk: Buffer) => {
      if (kept !== null) {
        keptBytes += chunk.length
        if (keptBytes > RETRY_BODY_BYTES) kept = null
        else kept.push(chunk)
      }
      if (!upstream.write(chunk)) req.pause()
    })
    req.on('end', () => {
      bodyDone = true
      upstream.end()
    })
  }

  /** Forward a websocket upgrade (http to ws, https to wss) and pipe the two sockets. */
  function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const upstream = request(req, true, false)
    socket.on('error', () => upstream.destroy())

    upstream.on('upgrade', (upRes, upSocket, upHead) => {
      const headers: [string, string][] = []
      const raw = upRes.rawHeaders
      for (let i = 0; i < raw.length; i += 2) {
        const value = /^set-cookie$/i.test(raw[i]) ? stripCookieDomain(raw[i + 1]) : raw[i + 1]
        headers.push([raw[i], value])
      }
      socket.write(responseHead(upRes, headers))
      if (upHead.length > 0) socket.write(upHead)
      if (head.length > 0) upSocket.write(head)
      upSocket.setNoDelay(true)
      upSocket.on('error', () => socket.destroy())
      upSocket.on('close', () => socket.destroy())
      socket.on('close', () => upSocket.destroy())
      upSocket.pipe(socket).pipe(upSocket)
    })
    // the rack answered without upgrading (401, 404, ...): pass that answer on
    upstream.on('response', (upRes) => {
      const headers = Object.entries(responseHeaders(upRes)).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((v): [string, string] => [name, v]),
      )
      socket.write(responseHead(upRes, [...headers, ['connection', 'close']]))
      upRes.pipe(socket)
    })
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      if (!socket.destroyed) rejectUpgrade(socket, 502, 'BadGateway', unreachable(err))
    })
    upstream.end()
  }

  return { target, web, upgrade, close: () => agent.destroy() }
}
