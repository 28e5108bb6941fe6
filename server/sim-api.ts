// Answers API requests with the simulator's MSW handlers: the same handlers the browser
// uses in mock mode, run here through MSW's `getResponse` (or its direct equivalent).
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { getResponse, type RequestHandler } from 'msw'
import { errorResponse } from '../sim/errors.ts'
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
type PatternSegment = { literal: string } | { param: string } | { other: true }

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
          ? { param: segment.slice(1) }
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

export interface Candidate {
  handler: RequestHandler
  /**
   * Its path parameters, decoded as MSW decodes them, when the tree matched its whole
   * pattern; null when only MSW can tell whether and how it matches.
   */
  params: Record<string, string> | null
}

/**
 * A route tree of the handlers by method and path segments, built once. For a request it
 * returns, in their original order, only the handlers whose pattern fits the request's
 * segments (usually one), so `getResponse` does not try every handler in turn, parsing
 * cookies and compiling a path pattern for each. It never leaves out a handler that could
 * match: a pattern it cannot model (wildcards, modifiers, RegExp) is kept from the first
 * segment it does not understand on, or tried for every request. `pathname` is the
 * request's path as `new URL()` gives it, the form MSW matches.
 */
export function indexHandlers(
  handlers: readonly RequestHandler[],
  // Dropshot compares path literals exactly; MSW ignores case
  { caseSensitive = false }: { caseSensitive?: boolean } = {},
) {
  const byMethod = new Map<string, RouteNode>()
  const anyMethod = new RouteNode()
  const always: number[] = []
  /** Per handler, the names of its parameters in order, for exact matches. */
  const paramNames: (string[] | null)[] = []

  handlers.forEach((handler, i) => {
    const { method, path } = handler.info as { method?: unknown; path?: unknown }
    const segments = patternSegments(path)
    paramNames.push(null)
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
    const names: string[] = []
    for (const segment of segments) {
      if ('other' in segment) {
        node.prefix.push(i)
        return
      }
      if ('param' in segment) {
        names.push(segment.param)
        node = node.param ??= new RouteNode()
      } else {
        let child = node.literals.get(segment.literal)
        if (!child) node.literals.set(segment.literal, (child = new RouteNode()))
        node = child
      }
    }
    node.exact.push(i)
    // only a path on our origin has no parameters but these (`*` and a URL's host may
    // capture some); a name used twice is left to MSW too
    const onOrigin = typeof path === 'string' && path.startsWith('/')
    if (onOrigin && new Set(names).size === names.length) paramNames[i] = names
  })

  type Found = { index: number; values: string[] | null }

  function collect(
    node: RouteNode,
    segments: string[],
    raw: string[],
    depth: number,
    values: string[],
    out: Found[],
  ) {
    for (const index of node.prefix) out.push({ index, values: null })
    if (depth === segments.length) {
      for (const index of node.exact) out.push({ index, values: [...values] })
      return
    }
    const literal = node.literals.get(segments[depth])
    if (literal) collect(literal, segments, raw, depth + 1, values, out)
    if (node.param) {
      values.push(raw[depth])
      collect(node.param, segments, raw, depth + 1, values, out)
      values.pop()
    }
  }

  function decodeParams(index: number, values: string[] | null) {
    const names = paramNames[index]
    if (!names || !values) return null
    const params: Record<string, string> = {}
    try {
      names.forEach((name, i) => (params[name] = decodeURIComponent(values[i])))
    } catch {
      return null // MSW fails on it too; let it
    }
    return params
  }

  return function candidates(method: string, pathname: string): Candidate[] {
    const raw = pathname.split('/').filter((s) => s !== '')
    const segments = caseSensitive ? raw : raw.map((s) => s.toLowerCase())
    const found: Found[] = always.map((index) => ({ index, values: null }))
    const forMethod = byMethod.get(method.toUpperCase())
    if (forMethod) collect(forMethod, segments, raw, 0, [], found)
    collect(anyMethod, segments, raw, 0, [], found)
    if (found.length > 1) found.sort((a, b) => a.index - b.index)
    // MSW allows one trailing slash, never an empty segment: leave such paths to it
    const plainShape = !pathname.includes('//')
    return found.map(({ index, values }) => ({
      handler: handlers[index],
      params: plainShape ? decodeParams(index, values) : null,
    }))
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
 * The cookies of a request as MSW hands them to a resolver in Node: the Cookie header parsed
 * as the `cookie` package MSW bundles parses it (the first of a name wins, names and values
 * trimmed of spaces and tabs, values percent-decoded when they decode). MSW would add the
 * cookies of its own cookie store, which only its `handleRequest` fills, never this server.
 */
export function requestCookies(header: string | null): Record<string, string> {
  const parsed: Record<string, string> = Object.create(null)
  if (!header || header.length < 2) return { ...parsed }
  // a loop, not a regex: `[ \t]+$` backtracks quadratically on long runs of blanks
  const trim = (str: string) => {
    let start = 0
    let end = str.length
    while (start < end && (str[start] === ' ' || str[start] === '\t')) start++
    while (end > start && (str[end - 1] === ' ' || str[end - 1] === '\t')) end--
    return str.slice(start, end)
  }
  const decode = (str: string) => {
    if (!str.includes('%')) return str
    try {
      return decodeURIComponent(str)
    } catch {
      return str
    }
  }
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = trim(part.slice(0, eq))
    if (parsed[name] === undefined) parsed[name] = decode(trim(part.slice(eq + 1)))
  }
  return { ...parsed }
}

/**
 * What `getResponse` answers for the candidates of a request. When the route tree matched
 * each candidate's whole pattern (so it knows its path parameters) and each is a plain HTTP
 * handler, the resolvers are called directly with what MSW would give them (request,
 * params, cookies, a request id), in order, until one answers; a thrown Response is the
 * answer, as in MSW. That skips what `getResponse` does per request for its own
 * bookkeeping (a clone of the request, abort controllers, matching the pattern again, its
 * cookie store), more than half of its cost. Anything else goes through `getResponse`.
 */
export function createAnswer(opts: { direct: boolean }) {
  const resolvers = new WeakMap<RequestHandler, Resolver | null>()
  const resolverOf = (handler: RequestHandler) => {
    let resolver = resolvers.get(handler)
    if (resolver === undefined) resolvers.set(handler, (resolver = directResolver(handler)))
    return resolver
  }

  return async function answer(
    candidates: Candidate[],
    request: Request,
    baseUrl: string,
  ): Promise<Response | undefined> {
    const direct = candidates.map((c) => (opts.direct && c.params ? resolverOf(c.handler) : null))
    if (direct.some((resolver) => !resolver)) {
      return getResponse(
        candidates.map((c) => c.handler),
        request,
        { baseUrl },
      )
    }
    const cookies = requestCookies(request.headers.get('cookie'))
    for (let i = 0; i < candidates.length; i++) {
      const params = candidates[i].params!
      let response: unknown
      try {
        const info = { request, requestId: randomUUID(), params, cookies: { ...cookies } }
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

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD'] as const

/**
 * A request path routed as Dropshot routes it: split on `/` with empty segments dropped,
 * `.` and `..` refused (never resolved: `/v1/a/../b` is not `/v1/b`), each segment
 * percent-decoded as UTF-8, and literals compared exactly (paths are case-sensitive).
 * Returns the path re-encoded one segment at a time, which the route index (which does
 * not normalize) matches and decodes back to the same values, or the refusal.
 */
export function routePath(rawPath: string): string | Response {
  const invalid = () => errorResponse(400, undefined, 'invalid path encoding')
  const segments: string[] = []
  for (const segment of rawPath.split('/')) {
    if (segment === '') continue
    if (segment === '.' || segment === '..') return invalid()
    try {
      segments.push(encodeURIComponent(decodeURIComponent(segment)))
    } catch {
      return invalid()
    }
  }
  return `/${segments.join('/')}`
}

const withHeaders = (response: Response, headers: Record<string, string>) => {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

/**
 * A request listener for API paths backed by the simulator. Requests no handler answers
 * get a 404 in the API's error shape. With `direct: false` every request goes through
 * `getResponse` (the reference the direct path is tested against).
 */
export function createSimApi(sim: SimLike, opts: { direct?: boolean } = {}) {
  const candidates = indexHandlers(sim.httpHandlers, { caseSensitive: true })
  const answer = createAnswer({ direct: opts.direct ?? true })

  return async function handleSimApi(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET'
    const url = req.url ?? '/'
    const baseUrl = originOf(req)
    let found: Candidate[]
    let request: Request
    const routed = routePath(pathOf(url))
    if (typeof routed !== 'string') {
      return writeFetchResponse(routed, res, method === 'HEAD', false)
    }
    try {
      found = candidates(method, routed)
      if (found.length === 0) {
        const allowed = METHODS.filter((m) => candidates(m, routed).length > 0)
        const refusal =
          allowed.length > 0
            ? withHeaders(errorResponse(405, undefined, 'Method Not Allowed'), {
                allow: allowed.join(', '),
              })
            : errorResponse(404, undefined, 'Not Found')
        return writeFetchResponse(refusal, res, method === 'HEAD', req.complete)
      }
      request = toFetchRequest(req, baseUrl)
    } catch (err) {
      // Request() refused the input, a malformed header for example
      sendApiError(req, res, 400, 'InvalidRequest', (err as Error).message)
      return
    }
    let response: Response | undefined
    try {
      response = await answer(found, request, baseUrl)
    } catch (err) {
      if (res.headersSent || res.destroyed) return
      if (err instanceof URIError) {
        // MSW could not decode a path parameter (`%E0%A4%A`)
        const message = `unable to parse path: ${err.message}`
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
