// Serves the simulator's API over Node's HTTP: each request becomes a Fetch `Request`
// for the simulator's one door (`sim/request/entry.ts`), and its `Response` goes back out.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import type { SimFetch } from '../sim/request/entry.ts'
import { HOP_BY_HOP, sendApiError } from './http-util.ts'

/** What the server needs from the simulator (`createSim()` returns more). */
export interface SimLike {
  fetch: SimFetch
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

/** A request listener for API paths backed by the simulator. */
export function createSimApi(sim: SimLike) {
  return async function handleSimApi(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET'
    const url = req.url ?? '/'
    let request: Request
    try {
      request = toFetchRequest(req)
    } catch (err) {
      // Request() refused the input, a malformed header for example
      sendApiError(req, res, 400, 'InvalidRequest', (err as Error).message)
      return
    }
    let response: Response
    try {
      response = await sim.fetch(request, { target: url })
    } catch (err) {
      // the simulator answers its own failures; this is a failure of the door itself
      console.error(`Simulator failed on ${method} ${url}:`, err)
      if (!res.headersSent) sendApiError(req, res, 500, 'Internal', 'Internal Server Error')
      return
    }
    if (res.destroyed) return
    // A request body the simulator did not read would block the next request on this
    // connection, so such a connection is closed after the response.
    const keepAlive = method === 'GET' || method === 'HEAD' || req.complete
    await writeFetchResponse(response, res, method === 'HEAD', keepAlive)
  }
}
