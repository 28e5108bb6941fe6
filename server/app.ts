// The console's Node server: the built console (static files with SPA fallback) and the
// API on the same origin, answered by the simulator or proxied to a real rack.
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import type { AddressInfo } from 'node:net'
import { pathOf, queryOf, rejectUpgrade, sendApiError } from './http-util.ts'
import { versionQueryToHeader } from './ws-version.ts'
import { createProxy } from './proxy.ts'
import { isSamlRedirectPath } from './saml-pages.ts'
import {
  API_SECURITY_HEADERS,
  crossSiteReason,
  hostNameOf,
  isLoopbackAddress,
  isLoopbackHost,
  parsePublicOrigins,
  publicHostNames,
  setHeaders,
  setSimConnectionHeaders,
} from './security.ts'
import { createSimApi, type SimLike } from './sim-api.ts'
import type { RenderPage } from './page-render.ts'
import { createStaticHandler } from './static.ts'

/** Handles a websocket upgrade of an API path in simulator mode (the serial console). */
export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => void

export interface ConsoleServerOptions {
  /** The built console (`dist/`). */
  staticDir: string
  /** The simulator, or the rack to proxy to. */
  api: { kind: 'sim'; sim: SimLike } | { kind: 'proxy'; nexusUrl: string }
  /** One line per request on stdout; on unless false. */
  log?: boolean
  /**
   * Simulator mode: websocket upgrades of API paths, such as
   * `/v1/instances/{instance}/serial-console/stream`. Without it they get a 501.
   */
  onUpgrade?: UpgradeHandler
  /**
   * Simulator mode: the SAML pages Nexus and an identity provider would serve
   * (`server/saml-pages.ts`); returns false for any other path.
   */
  samlPages?: (req: IncomingMessage, res: ServerResponse, path: string) => boolean
  /** Where GET /login sends the browser in simulator mode. */
  loginPath?: string
  /**
   * Believe `X-Forwarded-Proto` and `X-Forwarded-For` from the client (the server sits
   * behind a TLS-terminating proxy that sets them): `TRUST_PROXY=1` in `npm start`.
   * With it, the first `X-Forwarded-Host` entry is the host the console was asked for.
   * Off by default, since any client can send them.
   */
  trustProxy?: boolean
  /**
   * The console's public origins (`PUBLIC_ORIGIN`: `https://console.example`), when the
   * Host this server sees is not the one in the browser (a proxy that sets its own Host).
   * A write whose Origin is one of them passes the CSRF check, and a loopback listener
   * answers to their host names. Each is checked as `parsePublicOrigins` does.
   */
  publicOrigins?: readonly string[]
  /** Limits for slow clients; see `DEFAULT_TIMEOUTS`. */
  timeouts?: Partial<ServerTimeouts>
  /** Renders console pages on the server (`loadPageRenderer`); without it, the shell. */
  renderPage?: RenderPage
}

export interface ServerTimeouts {
  /** Time to receive a request's complete headers, from the socket's first byte. */
  headersMs: number
  /** Time to receive a complete request, headers and body. */
  requestMs: number
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveMs: number
  /** How often sockets are checked against `headersMs` and `requestMs`. */
  checkIntervalMs: number
}

/**
 * A client gets 20 s for its headers and 120 s for a whole request: a 512 KiB bulk
 * write (bulk uploads are many such requests) arrives in 120 s down to about 35 kbit/s.
 * Idle keep-alive sockets close after 5 s. Sockets are checked every 5 s, so a socket
 * that never finishes its headers is closed within 25 s.
 */
export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersMs: 20_000,
  requestMs: 120_000,
  keepAliveMs: 5_000,
  checkIntervalMs: 5_000,
}

export interface ConsoleServer extends http.Server {
  /**
   * Stop accepting connections, let requests in flight finish (at most `timeoutMs`, then
   * their connections are closed) and close websockets.
   */
  shutdown(timeoutMs?: number): Promise<void>
}

/**
 * Paths that belong to the API rather than to the console: everything under `/v1/` and
 * `/experimental/`, and the POSTs of SAML login and device authorization. The console's
 * own pages under `/login/...` and `/device/...` are GETs and stay with the console.
 */
export function isApiPath(method: string, path: string) {
  return (
    path.startsWith('/v1/') ||
    path.startsWith('/experimental/') ||
    (method === 'POST' && (path.startsWith('/login/') || path.startsWith('/device/')))
  )
}

export function createConsoleServer(opts: ConsoleServerOptions): ConsoleServer {
  const log = opts.log ?? true
  const loginPath = opts.loginPath ?? '/login/demo-silo/local'
  const serveStatic = createStaticHandler(opts.staticDir, { renderPage: opts.renderPage })
  const proxy = opts.api.kind === 'proxy' ? createProxy(opts.api.nexusUrl) : null
  const simApi = opts.api.kind === 'sim' ? createSimApi(opts.api.sim) : null
  const api = proxy ? proxy.web : simApi!

  const upgraded = new Set<Duplex>()
  let closing = false
  const trustProxy = opts.trustProxy ?? false
  const originPolicy = {
    trustProxy,
    publicOrigins: parsePublicOrigins((opts.publicOrigins ?? []).join(',')),
  }
  const publicHosts = publicHostNames(originPolicy.publicOrigins)
  const timeouts = { ...DEFAULT_TIMEOUTS, ...opts.timeouts }

  /**
   * DNS rebinding: a server listening on loopback answers only requests whose Host is a
   * loopback name or address, or the host name of a public origin. Listening elsewhere,
   * any Host is fine. X-Forwarded-Host does not count: a page rebound to this address is
   * same-origin with itself and can send any such header.
   */
  function misdirected(req: IncomingMessage) {
    const address = server.address() as AddressInfo | string | null
    if (!address || typeof address === 'string' || !isLoopbackAddress(address.address)) {
      return false
    }
    const host = req.headers.host
    return !isLoopbackHost(host) && !(host && publicHosts.has(hostNameOf(host)))
  }
  const MISDIRECTED =
    'this server answers only to localhost, loopback addresses and the hosts of PUBLIC_ORIGIN'

  function redirectToLogin(req: IncomingMessage, res: ServerResponse) {
    const redirect = new URLSearchParams(queryOf(req.url ?? '')).get('redirect_uri')
    const location =
      redirect === null ? loginPath : `${loginPath}?redirect_uri=${encodeURIComponent(redirect)}`
    res.writeHead(302, { location, 'cache-control': 'no-store', 'content-length': '0' })
    res.end()
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET'
    const url = req.url ?? '/'
    if (!url.startsWith('/')) {
      return sendApiError(req, res, 400, 'InvalidRequest', 'Bad request target')
    }
    const path = pathOf(url)
    const isRead = method === 'GET' || method === 'HEAD'

    if (misdirected(req)) return sendApiError(req, res, 421, 'MisdirectedRequest', MISDIRECTED)
    if (isApiPath(method, path)) {
      if (simApi) setHeaders(res, API_SECURITY_HEADERS)
      const crossSite = crossSiteReason(req, originPolicy)
      if (crossSite) return sendApiError(req, res, 403, 'Forbidden', crossSite)
      if (simApi) setSimConnectionHeaders(req, trustProxy)
      return api(req, res)
    }
    if (isRead && isSamlRedirectPath(path) && proxy) return proxy.web(req, res)
    if (isRead && opts.samlPages?.(req, res, path)) return
    if (path === '/login' && isRead) {
      // Nexus serves /login itself; the simulator's silo has one local login page
      return proxy ? proxy.web(req, res) : redirectToLogin(req, res)
    }
    if (isRead) return serveStatic(req, res, path)
    return sendApiError(req, res, 405, 'MethodNotAllowed', 'Method Not Allowed', {
      allow: 'GET, HEAD',
    })
  }

  const serverOptions: http.ServerOptions = {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: timeouts.checkIntervalMs,
  }
  const server = http.createServer(serverOptions, (req, res) => {
    const start = performance.now()
    res.on('close', () => {
      if (log) {
        const ms = (performance.now() - start).toFixed(1)
        const status = res.writableFinished ? res.statusCode : `${res.statusCode} aborted`
        process.stdout.write(`${req.method} ${pathOf(req.url ?? '')} ${status} ${ms}ms\n`)
      }
      // once shutting down, a connection is closed as soon as its response is done
      if (closing) setImmediate(() => server.closeIdleConnections())
    })
    if (closing) res.setHeader('connection', 'close')
    route(req, res).catch((err: unknown) => {
      console.error(`Failed on ${req.method} ${req.url}:`, err)
      if (res.headersSent) res.destroy()
      else sendApiError(req, res, 500, 'Internal', 'Internal Server Error')
    })
  }) as ConsoleServer

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = pathOf(req.url ?? '/')
    upgraded.add(socket)
    socket.on('close', () => upgraded.delete(socket))
    socket.on('error', () => socket.destroy())
    if (log) process.stdout.write(`${req.method} ${path} upgrade\n`)
    const crossSite = crossSiteReason(req, originPolicy, true)

    if (closing || !isApiPath(req.method ?? 'GET', path)) {
      rejectUpgrade(socket, 404, 'NotFound', 'Not Found')
    } else if (misdirected(req)) {
      rejectUpgrade(socket, 421, 'MisdirectedRequest', MISDIRECTED)
    } else if (crossSite) {
      // a websocket carries the session cookie of a same-site page on another port
      rejectUpgrade(socket, 403, 'Forbidden', crossSite)
    } else if (proxy) {
      versionQueryToHeader(req)
      proxy.upgrade(req, socket, head)
    } else if (opts.onUpgrade) {
      versionQueryToHeader(req)
      setSimConnectionHeaders(req, trustProxy)
      opts.onUpgrade(req, socket, head)
    } else {
      const message = 'Websockets are not implemented by the simulator yet'
      rejectUpgrade(socket, 501, 'NotImplemented', message)
    }
  })

  server.shutdown = async (timeoutMs = 5000) => {
    closing = true
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeIdleConnections()
    for (const socket of upgraded) socket.destroy()
    const timer = setTimeout(() => server.closeAllConnections(), timeoutMs)
    await closed
    clearTimeout(timer)
    proxy?.close()
  }

  return server
}
