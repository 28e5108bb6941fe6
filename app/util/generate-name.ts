// Default names for resources the console creates on the user's behalf (spec section 5).

/** The contract's `Name` is at most 63 characters. */
const MAX_NAME_LENGTH = 63
const SUFFIX_LENGTH = 6

/** Six random hex digits, from the platform's CSPRNG (browser and Node alike). */
export function randomHexSuffix(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SUFFIX_LENGTH / 2))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * `generateName('db1', 'ubuntu-22-04')` -> `db1-ubuntu-22-04-3fa9c2`. Each part gets an equal
 * share of the room left after the dashes and the random 6-character hex suffix, so the
 * whole stays within 63 characters however long the parts are (spec section 5). Parts are
 * expected to be valid names already (lowercase start), so the result is a valid name.
 */
export function generateName(parts: readonly string[], suffix = randomHexSuffix()): string {
  const kept = parts.filter((p) => p.length > 0)
  // one dash after each part, before the suffix
  const room = MAX_NAME_LENGTH - suffix.length - kept.length
  const share = kept.length > 0 ? Math.floor(room / kept.length) : 0
  // a part cut just after a dash would leave two dashes in a row
  const cut = kept.map((p) => p.slice(0, share).replace(/-+$/, '')).filter(Boolean)
  return [...cut, suffix].join('-')
}
