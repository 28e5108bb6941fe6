// Mock mode: the serial console's websocket answered in the page by MSW's websocket link,
// with the same guest and buffer as the Node server (sim/serial/stream.ts). A refusal
// that the server sends as an HTTP status before the upgrade closes the socket here
// (code 1008 or 1011 and the API's message), as a browser cannot see that status anyway.
// The console names its API version in the address (`api-version`, which the Node server
// turns into the header); the link hands the address to the simulator's stream as it is,
// and the stream, like the server's handler, reads the contract's query alone: the
// stream is the same in every version.
import { ws } from 'msw'

import { SESSION_COOKIE } from '../../sim/access/session.ts'
import { CLOSE, openSerialStream } from '../../sim/serial/stream.ts'
import type { Store } from '../../sim/store/types.ts'

/** Policy violation: what a refused upgrade looks like from a page */
const CLOSE_REFUSED = 1008

function sessionToken() {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='))
  }
  return undefined
}

const toBytes = (data: unknown): Uint8Array | null => {
  if (data instanceof ArrayBuffer) return new Uint8Array(data)
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
  if (typeof data === 'string') return new TextEncoder().encode(data)
  return null
}

export function serialConsoleLink(store: Store) {
  const link = ws.link(/\/v1\/instances\/[^/]+\/serial-console\/stream/)
  return link.addEventListener('connection', ({ client }) => {
    const url = client.url
    const instance = decodeURIComponent(url.pathname.split('/')[3] ?? '')
    void openSerialStream(store, {
      instance,
      project: url.searchParams.get('project'),
      mostRecent: url.searchParams.get('most_recent'),
      fromStart: url.searchParams.get('from_start'),
      token: sessionToken(),
    }).then(async (opening) => {
      if (opening.kind === 'refuse') {
        const { message } = (await opening.response.json()) as { message: string }
        return client.close(opening.response.status >= 500 ? CLOSE.error : CLOSE_REFUSED, message)
      }
      if (opening.kind === 'close') return client.close(opening.code, opening.reason)
      const { stream } = opening
      client.addEventListener('message', (event) => {
        const bytes = toBytes(event.data)
        if (bytes) stream.input(bytes)
      })
      client.addEventListener('close', () => stream.stop())
      stream.start({
        // an ArrayBuffer of its own, as a socket with binaryType "arraybuffer" receives
        send: (bytes) => client.send(bytes.slice().buffer),
        close: (code, reason) => client.close(code, reason),
      })
    })
  })
}
