/**
 * Remembers a small fact about this browser (its time zone, its theme) in a cookie for a
 * year, so the Node server can render the next page as the browser would. Only call it
 * from an effect, a handler or start-up: it writes `document.cookie`.
 */
export function tellServer(name: string, value: string) {
  const encoded = encodeURIComponent(value)
  // a write waits on the browser's network process (100 ms of a cold start, measured)
  // and nearly every start finds the fact unchanged: then the cookie stays as it is, and
  // lives a year from the last change (once lapsed, one first view renders in the browser)
  if (cookieFromHeader(document.cookie, name) === encoded) return
  const secure = window.location.protocol === 'https:' ? '; secure' : ''
  document.cookie = `${name}=${encoded}; path=/; max-age=31536000; samesite=lax${secure}`
}

/**
 * Server: the raw value of the cookie `name` in a Cookie header (everything after its
 * first `=`), or null when the header has none. The reader of each fact checks its value.
 */
export function cookieFromHeader(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq >= 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return null
}
