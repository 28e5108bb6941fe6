// When a certificate chain needs attention: browsers refuse it once any certificate in it
// has expired (or before all of them have started), so the rack stops being reachable over
// HTTPS by the names it covers. A month's notice leaves time to get a new one issued.

const DAY = 24 * 60 * 60 * 1000

/** How close to its end a certificate is flagged as expiring soon */
export const EXPIRY_WARNING_DAYS = 30

export type ExpiryState = 'expired' | 'not-yet-valid' | 'expiring' | 'valid'

/** The chain's state at `now`, from when all of it is valid (`ChainSummary`'s dates) */
export function expiryState(validity: { notBefore: Date; notAfter: Date }, now: Date): ExpiryState {
  const t = now.getTime()
  // as Nexus checks it: valid through the not-after second itself
  if (validity.notAfter.getTime() < t) return 'expired'
  if (validity.notBefore.getTime() > t) return 'not-yet-valid'
  if (validity.notAfter.getTime() - t <= EXPIRY_WARNING_DAYS * DAY) return 'expiring'
  return 'valid'
}
