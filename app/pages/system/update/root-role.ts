// A trust root is a TUF root role (theupdateframework.io, "root.json"), a JSON document the
// API hands over as it is. The page shows the few facts an operator checks in one: its
// version, when it expires and how many keys must sign. Anything missing or of another
// shape is left out, never guessed.

export type RootRoleFacts = {
  version: number | null
  expires: Date | null
  /** Keys the root role lists */
  keys: number | null
  /** Signatures the root role itself needs */
  threshold: number | null
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

export function rootRoleFacts(rootRole: Record<string, unknown>): RootRoleFacts {
  const signed = isObject(rootRole.signed) ? rootRole.signed : {}
  const version = typeof signed.version === 'number' ? signed.version : null
  const when = typeof signed.expires === 'string' ? new Date(signed.expires) : null
  const expires = when && !Number.isNaN(when.getTime()) ? when : null
  const keys = isObject(signed.keys) ? Object.keys(signed.keys).length : null
  const root = isObject(signed.roles) && isObject(signed.roles.root) ? signed.roles.root : {}
  const threshold = typeof root.threshold === 'number' ? root.threshold : null
  return { version, expires, keys, threshold }
}
