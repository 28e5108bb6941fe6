// Answers API requests with the simulator's MSW handlers: the same handlers the browser
// uses in mock mode, run here through MSW's `getResponse` (or its direct equivalent).
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { getResponse, type HttpHandler, type RequestHandler } from 'msw'
import { HOP_BY_HOP, pathOf, sendApiError } from './http-util.ts'

/** What the server needs from the simulator (`createSim()` returns more). */
export interface SimLike {
  httpHandlers: RequestHandler[]
}

/** A literal path segment we can compare as-is with a raw request segment. */
const PLAIN_SEGMENT = /^[\w.~-]+$/
/** A whole segment that is one parameter without modifiers: it matches any one segment. */
const PARAM_SEGMENT = /^:[A-Za-z_]\w*$/

/** One segment of a path pattern, as the index sees it. */
type PatternSegment = { literal: string } | { param: true } | { other: true }

/**
 * The segments of an MSW path pattern (its path part for an absolute URL), literals
 * lower-cased since MSW matches case-insensitively; null when the pattern is not a path
 * (RegExp, custom predicate) and cannot be indexed.
 */
export function patternSegments(path: unknown): PatternSegment[] | null {
  if (typeof path !== 'string') return null
  let p = path
  const scheme = /^https?:\/\//i.exec(p)
  if (scheme) {
    const slash = p.indexOf('/', scheme[0].length)
    p = slash < 0 ? '/' : p.slice(slash)
  } else if (p.startsWith('*/')) {
    // `*` stands for the origin here; a pattern using it to skip leading path segments
    // would have to be written as a RegExp to be found.
    p = p.slice(1)
  }
  if (!p.startsWith('/')) return null
  return p
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) =>
      PLAIN_SEGMENT.test(segment)
        ? { literal: segment.toLowerCase() }
        : PARAM_SEGMENT.test(segment)
          ? { param: true }
          : { other: true },
    )
}

class RouteNode {
  readonly literals = new Map<string, RouteNode>()
  param: RouteNode | undefined
  /** Handlers (by index) whose pattern ends exactly here. */
  readonly exact: number[] = []
  /** Handlers whose pattern goes on here with a segment the index does not model. */
  readonly prefix: number[] = []
}

/**
 * A route tree of the handlers by method and path segments, built once. For a request it
 * returns, in their original order, only the handlers whose pattern fits the request's
 * segments (usually one), so `getResponse` does not try every handler in turn, parsing
 * cookies and compiling a path pattern for each. It never leaves out a handler that could
 * match: a pattern it cannot model (wildcards, modifiers, RegExp) is kept from the first
 * segment it does not understand on, or tried for every request.
 */
export function indexHandlers(handlers: readonly RequestHandler[]) {
  const byMethod = new Map<string, RouteNode>()
  const anyMethod = new RouteNode()
  const always: number[] = []

  handlers.forEach((handler, i) => {
    const { method, path } = handler.info as { method?: unknown; path?: unknown }
    const segments = patternSegments(path)
    if (segments === null || (typeof method !== 'string' && !(method instanceof RegExp))) {
      always.push(i)
      return
    }
    let node = anyMethod
    if (typeof method === 'string') {
      const key = method.toUpperCase()
      node = byMethod.get(key) ?? new RouteNode()
      byMethod.set(key, node)
    }
    for (const segment of segments) {
      if ('other' in segment) {
        node.prefix.push(i)
        return
      }
      if ('param' in segment) {
        node = node.param ??= new RouteNode()
      } else {
        let child = node.literals.get(segment.literal)
        if (!child) node.literals.set(segment.literal, (child = new RouteNode()))
        node = child
      }
    }
    node.exact.push(i)
  })

  function collect(node: RouteNode, segments: string[], depth: number, out: number[]) {
    out.push(...node.prefix)
    if (depth === segments.length) {
      out.push(...node.exact)
      return
    }
    const literal = node.literals.get(segments[depth])
    if (literal) collect(literal, segments, depth + 1, out)
    if (node.param) collect(node.param, segments, depth + 1, out)
  }

  return function candidates(method: string, pathname: string): RequestHandler[] {
    const segments = pathname
      .split('/')
      .filter((s) => s !== '')
      .map((s) => s.toLowerCase())
    const found: number[] = [...always]
    const forMethod = byMethod.get(method.toUpperCase())
    if (forMethod) collect(forMethod, segments, 0, found)
    collect(anyMethod, segments, 0, found)
    if (found.length > 1) found.sort((a, b) => a - b)
    return found.map((i) => handlers[i])
  }
}

const HOST = /^(?:[\w.-]+|\[[\da-f:.]+\])(?::\d{1,5})?$/i

/** The origin a request was sent to, from its Host header. */
export function originOf(req: IncomingMessage) {
  const host = req.headers.host
  return `http://${host && HOST.test(host) ? host : 'localhost'}`
}

/** Node's request as a Fetch `Request`, with the body streamed for methods that have one. */
export function toFetchRequest(req: IncomingMessage, origin = originOf(req)): Request {
  const headers = new Headers()
  const raw = req.rawHeaders
  for (let i = 0; i < raw.length; i += 2) {
    if (!HOP_BY_HOP.has(raw[i].toLowerCase())) headers.append(raw[i], raw[i + 1])
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return new Request(origin + req.url, {
    method,
    headers,
    ...(hasBody && {
      body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
      duplex: 'half',
    }),
  } as RequestInit)
}

/** Write a Fetch `Response` to Node's response: status, headers (every Set-Cookie), body. */
export async function writeFetchResponse(
  response: Response,
  res: ServerResponse,
  isHead: boolean,
  keepAlive = true,
) {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && !HOP_BY_HOP.has(key)) headers[key] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  if (!keepAlive) headers.connection = 'close'

  const noBody = isHead || response.status === 204 || response.status === 304
  if (!response.body || noBody) {
    if (response.body) void response.body.cancel().catch(() => {})
    res.writeHead(response.status, headers)
    res.end()
    return
  }

  // Most API responses are one small chunk: send it with a Content-Length in one write.
  const reader = response.body.getReader()
  const first = await reader.read()
  const second = first.done ? first : await reader.read()
  if (second.done) {
    const body = first.value ?? new Uint8Array()
    if (!('content-length' in headers)) headers['content-length'] = String(body.byteLength)
    res.writeHead(response.status, headers)
    res.end(body)
    return
  }
  res.writeHead(response.status, headers)
  try {
    let chunk: ReadableStreamReadResult<Uint8Array> = second
    await write(res, first.value)
    while (!chunk.done && !res.destroyed) {
      await write(res, chunk.value)
      chunk = await reader.read()
    }
    if (res.destroyed) void reader.cancel().catch(() => {})
    else res.end()
  } catch (err) {
    res.destroy(err as Error)
  }
}

/** Write a chunk, waiting for the socket to drain when its buffer is full. */
async function write(res: ServerResponse, chunk: Uint8Array | undefined) {
  if (!chunk || res.write(chunk) || res.destroyed) return
  await new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done)
      res.off('close', done)
      resolve()
    }
    res.on('drain', done)
    res.on('close', done)
  })
}

type Resolver = (info: {
  request: Request
  requestId: string
  params: Record<string, unknown>
  cookies: Record<string, string>
}) => unknown

/**
 * The resolver of a handler that `answer` may run directly: a plain HTTP handler (string
 * method and path) whose resolver is an ordinary function, not a generator, and which is
 * not limited to one use. Anything else goes through `getResponse`.
 */
function directResolver(handler: RequestHandler): Resolver | null {
  const { method, path } = handler.info as { method?: unknown; path?: unknown }
  const { resolver, options } = handler as unknown as {
    resolver?: unknown
    options?: { once?: boolean }
  }
  if (typeof method !== 'string' || typeof path !== 'string' || options?.once) return null
  if (typeof resolver !== 'function') return null
  const kind = (resolver as { constructor?: { name?: string } }).constructor?.name
  if (kind === 'GeneratorFunction' || kind === 'AsyncGeneratorFunction') return null
  return resolver as Resolver
}

/**
 * What `getResponse(handlers, request)` answers, for handlers that all have a direct
 * resolver: MSW's own `parse` (path parameters and cookies, exactly as MSW reads them), then
 * the resolver of the first handler that matches, with the arguments MSW gives it; a thrown
 * Response is the answer, as in MSW. It skips what `getResponse` adds per request for its
 * own bookkeeping (a clone of the request, abort controllers, a request id from the
 * interceptors), which is more than half of its cost. Other handlers go through
 * `getResponse` itself.
 */
export function createAnswer(opts: { direct: boolean }) {
  const resolvers = new WeakMap<RequestHandler, Resolver | null>()
  const resolverOf = (handler: RequestHandler) => {
    let resolver = resolvers.get(handler)
    if (resolver === undefined) resolvers.set(handler, (resolver = directResolver(handler)))
    return resolver
  }

  return async function answer(
    handlers: RequestHandler[],
    request: Request,
    baseUrl: string,
  ): Promise<Response | undefined> {
    const direct = opts.direct ? handlers.map(resolverOf) : []
    if (!opts.direct || direct.includes(null)) {
      return getResponse(handlers, request, { baseUrl })
    }
    for (let i = 0; i < handlers.length; i++) {
      const handler = handlers[i] as HttpHandler
      // the index has already matched the method
      const { match, cookies } = await handler.parse({ request, resolutionContext: { baseUrl } })
      if (!match.matches) continue
      let response: unknown
      try {
        const info = { request, requestId: randomUUID(), params: match.params ?? {}, cookies }
        response = await direct[i]!(info)
      } catch (thrown) {
        if (!(thrown instanceof Response)) throw thrown
        response = thrown
      }
      if (response) return response as Response
    }
    return undefined
  }
}

/**
 * A request listener for API paths backed by the simulator. Requests no handler answers
 * get a 404 in the API's error shape. With `direct: false` every request goes through
 * `getResponse` (the reference the direct path is tested against).
 */
export function createSimApi(sim: SimLike, opts: { direct?: boolean } = {}) {
  const candidates = indexHandlers(sim.httpHandlers)
  const answer = createAnswer({ direct: opts.direct ?? true })

  return async function handleSimApi(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET'
    const url = req.url ?? '/'
    const handlers = candidates(method, pathOf(url))
    if (handlers.length === 0) return sendApiError(req, res, 404, 'NotFound', 'Not Found')

    const baseUrl = originOf(req)
    let request: Request
    try {
      request = toFetchRequest(req, baseUrl)
    } catch (err) {
      // Request() refused the input, a malformed header for example
      sendApiError(req, res, 400, 'InvalidRequest', (err as Error).message)
      return
    }
    let response: Response | undefined
    try {
      response = await answer(handlers, request, baseUrl)
    } catch (err) {
      if (res.headersSent || res.destroyed) return
      if (err instanceof SyntaxError) {
        // the generated handlers read the body with request.json() and let its error
        // through; Nexus answers a body that is not JSON with this 400
        const message = `unable to parse JSON body: ${err.message}`
        sendApiError(req, res, 400, 'InvalidRequest', message)
        return
      }
      console.error(`Simulator failed on ${method} ${url}:`, err)
      sendApiError(req, res, 500, 'Internal', 'Internal Server Error')
      return
    }
    if (res.destroyed) return
    if (!response) {
      sendApiError(req, res, 404, 'NotFound', 'Not Found')
      return
    }
    // A request body the handler did not read would block the next request on this
    // connection, so such a connection is closed after the response.
    const keepAlive = method === 'GET' || method === 'HEAD' || req.complete
    await writeFetchResponse(response, res, method === 'HEAD', keepAlive)
  }
}
