// Simulator mode: the serial console's websocket (`/v1/instances/{instance}/serial-console/stream`)
// over the `ws` package, with the guest and its buffer from sim/serial/stream.ts. Signed-in
// callers only, by the same session cookie as every API call; binary frames both ways.
// The console server refuses cross-site handshakes before they reach this handler.
// A message larger than INPUT_BURST_BYTES closes the socket with 1009 (the ws package's
// maxPayload); the typing rate and the output queued for a slow reader are bounded by the
// stream itself, which stops reading a socket that types faster than its rate. A socket
// the server closes gets CLOSE_GRACE_MS to answer the close before it is cut, so one that
// stopped reading does not hold its queue for ws's 30 s.
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type RawData } from 'ws'
import { SESSION_COOKIE } from '../sim/access/session.ts'
import { INPUT_BURST_BYTES, openSerialStream } from '../sim/serial/stream.ts'
import type { Store } from '../sim/store/types.ts'
import type { UpgradeHandler } from './app.ts'
import { pathOf, queryOf, rejectUpgrade } from './http-util.ts'
import { requestCookies } from '../sim/request/cookies.ts'

/** How long a socket the server closed has to answer the close before it is cut */
export const CLOSE_GRACE_MS = 5000

const STREAM_PATH = /^\/v1\/instances\/([^/]+)\/serial-console\/stream\/?$/

/** Frames arrive as Buffers (one or several) or an ArrayBuffer */
function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data)
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data
}

export function serialConsoleUpgrade(store: Store): UpgradeHandler {
  const wss = new WebSocketServer({ noServer: true, maxPayload: INPUT_BURST_BYTES })

  return (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = req.url ?? '/'
    const match = STREAM_PATH.exec(pathOf(url))
    if (!match) return rejectUpgrade(socket, 404, 'NotFound', 'Not Found')
    const query = new URLSearchParams(queryOf(url))
    let instance: string
    try {
      instance = decodeURIComponent(match[1])
    } catch {
      return rejectUpgrade(socket, 400, 'InvalidRequest', 'invalid path')
    }

    openSerialStream(store, {
      instance,
      project: query.get('project'),
      mostRecent: query.get('most_recent'),
      fromStart: query.get('from_start'),
      token: requestCookies(req.headers.cookie ?? null)[SESSION_COOKIE],
    })
      .then(async (opening) => {
        if (opening.kind === 'refuse') {
          const body = (await opening.response.json()) as { error_code: string; message: string }
          return rejectUpgrade(socket, opening.response.status, body.error_code, body.message)
        }
        wss.handleUpgrade(req, socket, head, (ws) => {
          if (opening.kind === 'close') return ws.close(opening.code, opening.reason)
          const { stream } = opening
          // typed text may come as text frames too: both are bytes to the guest
          ws.on('message', (data) => stream.input(toBytes(data)))
          ws.on('close', () => stream.stop())
          ws.on('error', () => stream.stop())
          stream.start({
            send: (bytes) => ws.send(bytes, { binary: true }),
            close: (code, reason) => {
              ws.close(code, reason)
              setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref()
            },
            queued: () => ws.bufferedAmount,
            pause: () => ws.pause(),
            resume: () => ws.resume(),
          })
        })
      })
      .catch((err: unknown) => {
        console.error('serial console stream failed:', err)
        if (socket.writable) rejectUpgrade(socket, 500, 'Internal', 'Internal Server Error')
      })
  }
}
