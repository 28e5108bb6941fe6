// Dates show in the viewer's time zone, which only the browser knows. It reports it in a
// cookie on every start, so the server can render a later page's dates as the browser
// will and hydration finds the same text. A visit without it (a browser's very first
// page) is rendered in the browser instead.
import { cookieFromHeader, tellServer } from '~/util/server-cookie'

export const TIME_ZONE_COOKIE = 'console-tz'

/** Browser: remember this browser's zone for the server's next render. */
export function reportTimeZone() {
  tellServer(TIME_ZONE_COOKIE, Intl.DateTimeFormat().resolvedOptions().timeZone)
}

const ZONE_NAME = /^[A-Za-z0-9_+\-/]{1,64}$/
const knownZones = new Set<string>()

function isTimeZone(zone: string) {
  if (knownZones.has(zone)) return true
  if (!ZONE_NAME.test(zone)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
  } catch {
    return false
  }
  // only real zones are kept, a few hundred at most
  knownZones.add(zone)
  return true
}

/** Server: the zone a Cookie header reports, or null when it has none this runtime knows. */
export function timeZoneFromCookies(header: string | null): string | null {
  const value = cookieFromHeader(header, TIME_ZONE_COOKIE)
  if (value === null) return null
  let zone: string
  try {
    zone = decodeURIComponent(value)
  } catch {
    return null
  }
  return isTimeZone(zone) ? zone : null
}
