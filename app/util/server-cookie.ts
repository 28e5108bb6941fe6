/**
 * Remembers a small fact about this browser (its time zone, its theme) in a cookie for a
 * year, so the Node server can render the next page as the browser would. Only call it
 * from an effect, a handler or start-up: it writes `document.cookie`.
 */
export function tellServer(name: string, value: string) {
  const secure = window.location.protocol === 'https:' ? '; secure' : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax${secure}`
}
