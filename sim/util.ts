// Small pure helpers. `crypto.getRandomValues` exists in browsers (also on
// plain http, unlike `crypto.randomUUID`) and in Node 20, so the sim stays
// free of Node-only imports.

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** A random RFC 9562 version-4 uuid */
export function uuid(): string {
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6] & 0x0f) | 0x40
  b[8] = (b[8] & 0x3f) | 0x80
  const h = hex(b)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

/** 32 random bytes as hex: a session token nobody can guess */
export function randomToken(): string {
  return hex(crypto.getRandomValues(new Uint8Array(32)))
}

const uuidRegex = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Names can never look like a uuid (see `Name` in the contract), so this decides name-or-id. */
export const isUuid = (s: string) => uuidRegex.test(s)

/** Wire format of timestamps: ISO 8601 in UTC */
export const isoNow = () => new Date().toISOString()

/** The bytes of `parts` one after another, in one array. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]
  let size = 0
  for (const part of parts) size += part.byteLength
  const all = new Uint8Array(size)
  let at = 0
  for (const part of parts) {
    all.set(part, at)
    at += part.byteLength
  }
  return all
}
