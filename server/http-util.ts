// Small helpers shared by the static, simulator and proxy parts of the server.
import { randomUUID } from 'node:crypto'
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'

/**
 * Answer in the API's error shape (`{ request_id, error_code, message }`, as Nexus does),
 * so the console's error mapping (spec section 8) treats server-made errors like API errors.
 */
export function sendApiError(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  errorCode: string,
  message: string,
  headers: Record<string, string> = {},
) {
  const body = JSON.stringify({ request_id: randomUUID(), error_code: errorCode, message })
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** Refuse a websocket upgrade with an answer in the API's error shape, then close. */
export function rejectUpgrade(socket: Duplex, status: number, errorCode: string, message: string) {
  const body = JSON.stringify({ request_id: randomUUID(), error_code: errorCode, message })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\ncache-control: no-store\r\n` +
      `x-content-type-options: nosniff\r\nconnection: close\r\n\r\n${body}`,
  )
}

/** Headers that describe one connection and must not be forwarded (RFC 9110 section 7.6.1). */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

/** The path of a request target (`/a/b?c` -> `/a/b`). */
export function pathOf(url: string) {
  const q = url.indexOf('?')
  return q < 0 ? url : url.slice(0, q)
}

/** The query string of a request target without `?` (`/a?b=1` -> `b=1`). */
export function queryOf(url: string) {
  const q = url.indexOf('?')
  return q < 0 ? '' : url.slice(q + 1)
}
