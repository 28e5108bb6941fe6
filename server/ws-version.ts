// The API version of a websocket. A browser cannot set headers on a websocket, so the
// console names the version in the query (`?api-version=…`, see the console's
// use-serial-console.ts); before an upgrade goes to the simulator or to the rack, the
// parameter is taken off the URL and sent as the `api-version` header, so what reaches
// Nexus carries only the query its contract has, and the version where Nexus reads it.
import type { IncomingMessage } from 'node:http'

export const VERSION_HEADER = 'api-version'

const decode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return null
  }
}

/**
 * Moves `api-version` from `req`'s query to its headers. The other parameters stay as they
 * were written; a header the client sent itself (a non-browser client) is kept.
 */
export function versionQueryToHeader(req: IncomingMessage) {
  const url = req.url ?? '/'
  const at = url.indexOf('?')
  if (at < 0) return
  let version: string | null = null
  const kept: string[] = []
  for (const part of url.slice(at + 1).split('&')) {
    const [name, ...value] = part.split('=')
    if (decode(name) !== VERSION_HEADER) kept.push(part)
    else version ??= decode(value.join('='))
  }
  req.url = url.slice(0, at) + (kept.length > 0 ? `?${kept.join('&')}` : '')
  if (version !== null && req.headers[VERSION_HEADER] === undefined) {
    req.headers[VERSION_HEADER] = version
  }
}
