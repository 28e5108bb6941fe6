import { scrypt } from '@noble/hashes/scrypt.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import type { Store } from '../store/types'

// Local users' passwords. Nexus keeps an argon2 hash; the simulator keeps a salted
// scrypt hash (pure JS, so it runs the same in Node and in the browser's mock mode),
// never the password itself. A user with no record is one of the demo's, whose
// password is the simulator's configured one (`SimConfig.password`).

/** Cost parameters: cheap enough for a test suite, far from a plain digest */
const PARAMS = { N: 2 ** 12, r: 8, p: 1, dkLen: 32 }
const encoder = new TextEncoder()

function derive(password: string, salt: Uint8Array) {
  return scrypt(encoder.encode(password), salt, PARAMS)
}

/** `scrypt$<salt hex>$<hash hex>` */
export function hashPassword(password: string): string {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  return `scrypt$${bytesToHex(salt)}$${bytesToHex(derive(password, salt))}`
}

function matches(hash: string, password: string): boolean {
  const [kind, salt, expected] = hash.split('$')
  if (kind !== 'scrypt' || !salt || !expected) return false
  const actual = derive(password, hexToBytes(salt))
  const want = hexToBytes(expected)
  // compare every byte, so the time taken does not tell how much matched
  let diff = actual.length ^ want.length
  for (let i = 0; i < Math.min(actual.length, want.length); i++) diff |= actual[i] ^ want[i]
  return diff === 0
}

/**
 * Whether `password` signs `userId` in: their own password if one was set through the
 * API, none at all if login was disallowed, else the simulator's configured password.
 */
export function passwordMatches(
  store: Store,
  userId: string,
  password: string,
  configured: string,
): boolean {
  const record = store.get('userPasswords', userId)
  if (!record) return password === configured
  return record.hash !== null && matches(record.hash, password)
}

/** Sets (a string) or disallows (null) a user's password login */
export function setPassword(store: Store, userId: string, password: string | null) {
  const record = { id: userId, hash: password === null ? null : hashPassword(password) }
  if (store.get('userPasswords', userId)) store.update('userPasswords', record)
  else store.insert('userPasswords', record)
}
