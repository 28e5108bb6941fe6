// Answers API requests with the simulator's MSW handlers: the same handlers the browser
// uses in mock mode, run here through MSW's `getResponse`.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { getResponse, type RequestHandler } from 'msw'
import { HOP_BY_HOP, pathOf, sendApiError } from './http-util.ts'

/** What the server needs from the simulator (`createSim()` returns more). */
export interface SimLike {
  httpHandlers: RequestHandler[]
}

/** A literal path segment we can compare as-is with a raw request segment. */
const PLAIN_SEGMENT = /^[\w.~-]+$/

class TrieNode {
  readonly children = new Map<string, TrieNode>()
  /** Indexes (into the handler list) of handlers whose literal prefix ends here. */
  readonly here: number[] = []
}

/**
 * The literal leading segments of an MSW path pattern, lower-cased (MSW matches
 * case-insensitively), up to the first segment with a parameter or wildcard, or null when
 * the pattern cannot be indexed (RegExp, custom predicate, unusual shapes).
 */
export function literalPrefix(path: unknown): string[] | null {
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
  const prefix: string[] = []
  for (const segment of p.split('/')) {
    if (segment === '') continue
    if (!PLAIN_SEGMENT.test(segment)) break
    prefix.push(segment.toLowerCase())
  }
  return prefix
}

/**
 * An index of handlers by method and leading literal path segments, built once. For a
 * request it returns, in their original order, only the handlers that could match, so
 * `getResponse` does not try (and compile the path pattern of) every handler each time.
 * It never leaves out a handler that could match: anything it cannot index is always tried.
 */
export function indexHandlers(handlers: readonly RequestHandler[]) {
  const byMethod = new Map<string, TrieNode>()
  const anyMethod = new TrieNode()
  const always: number[] = []

  handlers.forEach((handler, i) => {
    const { method, path } = handler.info as { method?: unknown; path?: unknown }
    const prefix = literalPrefix(path)
    if (prefix === null || (typeof method !== 'string' && !(method instanceof RegExp))) {
      always.push(i)
      return
    }
    let node: TrieNode
    if (typeof method === 'string') {
      const key = method.toUpperCase()
      node = byMethod.get(key) ?? new TrieNode()
      byMethod.set(key, node)
    } else {
      node = anyMethod
    }
    for (const segment of prefix) {
      let child = node.children.get(segment)
      if (!child) node.children.set(segment, (child = new TrieNode()))
      node = child
    }
    node.here.push(i)
  })

  function collect(root: TrieNode | undefined, segments: string[], out: number[]) {
    let node = root
    if (!node) return
    out.push(...node.here)
    for (const segment of segments) {
      node = node.children.get(segment)
      if (!node) return
      out.push(...node.here)
    }
  }

  return function candidates(method: string, pathname: string): RequestHandler[] {
    const segments = pathname
      .split('/')
      .filter((s) => s !== '')
      .map((s) => s.toLowerCase())
    const found: number[] = [...always]
    collect(byMethod.get(method.toUpperCase()), segments, found)
    collect(anyMethod, segments, found)
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
  await new Promise((resolve) => {
    res.once('drain', resolve)
    res.once('close', resolve)
  })
}

/**
 * A request listener for API paths backed by the simulator. Requests no handler answers
 * get a 404 in the API's error shape.
 */
export function createSimApi(sim: SimLike) {
  const candidates = indexHandlers(sim.httpHandlers)

  return async function handleSimApi(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET'
    const url = req.url ?? '/'
    const handlers = candidates(method, pathOf(url))

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
      response = handlers.length > 0 ? await getResponse(handlers, request, { baseUrl }) : undefined
    } catch (err) {
      if (res.headersSent || res.destroyed) return
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
