// What the simulator can check of an uploaded TUF repository (a tufaceous ZIP archive:
// `repo/metadata/` and `repo/targets/`), in place of Nexus's tufaceous and tough: the
// archive must be a ZIP, its metadata must be TUF's signed JSON, each role signed by
// keys the trusted root names for it (by key id: signatures are not verified), and its
// artifacts document must name the system version. What it cannot check is listed in
// docs/sim-differences.md ("System update").

type Entry = { name: string; method: number; size: number; data: Uint8Array }

export class RepoError extends Error {}

const decoder = new TextDecoder()

/** The archive's entries through its central directory (stored or deflated) */
function zipEntries(zip: Uint8Array): Entry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  // the end record sits in the last 22 bytes plus at most a 64 KiB comment
  let end = -1
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at
      break
    }
  }
  if (end < 0) {
    throw new RepoError('failed to read zip archive: no end of central directory record found')
  }
  const count = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  const entries: Entry[] = []
  const bad = () => new RepoError('failed to read zip archive: invalid central directory')
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || view.getUint32(at, true) !== 0x02014b50) throw bad()
    const method = view.getUint16(at + 10, true)
    const compressed = view.getUint32(at + 20, true)
    const size = view.getUint32(at + 24, true)
    const nameLength = view.getUint16(at + 28, true)
    const extra = view.getUint16(at + 30, true)
    const comment = view.getUint16(at + 32, true)
    const local = view.getUint32(at + 42, true)
    const name = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength))
    at += 46 + nameLength + extra + comment
    if (local + 30 > zip.length || view.getUint32(local, true) !== 0x04034b50) throw bad()
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
    if (start + compressed > zip.length) throw bad()
    entries.push({ name, method, size, data: zip.subarray(start, start + compressed) })
  }
  return entries
}

async function contents(entry: Entry): Promise<Uint8Array> {
  if (entry.method === 0) return entry.data
  if (entry.method !== 8) {
    throw new RepoError(
      `failed to read zip archive: unsupported compression method ${entry.method}`,
    )
  }
  const stream = new Blob([entry.data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

type Signed = {
  signed: { _type: string; [key: string]: unknown }
  signatures: { keyid: string; sig: string }[]
}
type RootRole = {
  keys: Record<string, unknown>
  roles: Record<string, { keyids: string[]; threshold: number }>
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** Whether a JSON value has the shape of TUF's signed metadata of role `type` */
function isSigned(value: unknown, type: string): value is Signed {
  return (
    isObject(value) &&
    isObject(value.signed) &&
    value.signed._type === type &&
    Array.isArray(value.signatures) &&
    value.signatures.every(
      (s) => isObject(s) && typeof s.keyid === 'string' && typeof s.sig === 'string',
    )
  )
}

/** Why a value is not a root role the trust store can hold, or null if it is one */
export function rootRoleProblem(value: unknown): string | null {
  if (!isSigned(value, 'root')) {
    return isObject(value) && isObject(value.signed) && 'signatures' in value
      ? 'invalid value: expected the signed role to be `root`'
      : 'missing field `signed` or `signatures`'
  }
  const root = value.signed
  if (!isObject(root.keys) || !isObject(root.roles)) return 'missing field `keys` or `roles`'
  const rootRole = root.roles.root
  if (!isObject(rootRole) || !Array.isArray(rootRole.keyids)) return 'missing field `root`'
  const keyids: unknown[] = rootRole.keyids
  // the root must be signed by enough of its own root keys (by key id here)
  const threshold = typeof rootRole.threshold === 'number' ? rootRole.threshold : 1
  const signers = new Set(value.signatures.map((s) => s.keyid).filter((k) => keyids.includes(k)))
  if (signers.size < threshold) {
    return `Unable to verify root role: Signature threshold of ${threshold} not met for role root (${signers.size} valid signatures)`
  }
  return null
}

/** Whether a role's metadata carries signatures of enough keys the root gives the role */
function signedBy(root: RootRole, role: string, meta: Signed) {
  const spec = root.roles[role]
  if (!spec) return false
  const keys = new Set(meta.signatures.map((s) => s.keyid).filter((k) => spec.keyids.includes(k)))
  return keys.size >= spec.threshold
}

export type LoadedRepo = { systemVersion: string; hash: string }

const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')

/**
 * The repository's system version and the archive's SHA-256, once it is checked against
 * the trusted root roles (the trust store's), as far as the simulator can; a
 * `RepoError` with the reason when not.
 */
export async function loadRepo(zip: Uint8Array, trustRoots: unknown[]): Promise<LoadedRepo> {
  const hash = hex(await crypto.subtle.digest('SHA-256', zip as Uint8Array<ArrayBuffer>))
  const entries = zipEntries(zip)
  if (trustRoots.length === 0) throw new RepoError('no trust roots provided to load repository')
  const byName = new Map(entries.map((e) => [e.name, e]))
  const json = async (name: string): Promise<unknown> => {
    const entry = byName.get(`repo/${name}`)
    if (!entry) throw new RepoError(`Failed to fetch zip:///repo/${name}: file not found`)
    try {
      return JSON.parse(decoder.decode(await contents(entry)))
    } catch (err) {
      if (err instanceof RepoError) throw err
      throw new RepoError(`Failed to parse zip:///repo/${name}`)
    }
  }
  // the trusted root that signed the repository's roles (tough tries each in turn)
  const timestamp = await json('metadata/timestamp.json')
  if (!isSigned(timestamp, 'timestamp')) {
    throw new RepoError('Failed to parse zip:///repo/metadata/timestamp.json')
  }
  const snapshotVersion = (timestamp.signed.meta as Record<string, { version?: number }>)?.[
    'snapshot.json'
  ]?.version
  const snapshot = await json(`metadata/${snapshotVersion ?? 1}.snapshot.json`)
  if (!isSigned(snapshot, 'snapshot')) {
    throw new RepoError('Failed to parse snapshot metadata')
  }
  const targetsVersion = (snapshot.signed.meta as Record<string, { version?: number }>)?.[
    'targets.json'
  ]?.version
  const targets = await json(`metadata/${targetsVersion ?? 1}.targets.json`)
  if (!isSigned(targets, 'targets')) throw new RepoError('Failed to parse targets metadata')
  const trusted = trustRoots.find((r) => {
    if (!isSigned(r, 'root')) return false
    const root = r.signed as unknown as RootRole
    return (
      signedBy(root, 'timestamp', timestamp) &&
      signedBy(root, 'snapshot', snapshot) &&
      signedBy(root, 'targets', targets)
    )
  })
  if (!trusted) {
    throw new RepoError(
      'Failed to verify timestamp metadata: Signature threshold of 1 not met for role timestamp (0 valid signatures)',
    )
  }
  // the artifacts document, stored under its hash (consistent snapshots) or its name
  const names = Object.keys(isObject(targets.signed.targets) ? targets.signed.targets : {})
  if (!names.includes('artifacts.json')) throw new RepoError('target artifacts.json not found')
  const doc = entries.find(
    (e) => e.name === 'repo/targets/artifacts.json' || e.name.endsWith('.artifacts.json'),
  )
  if (!doc) throw new RepoError('target artifacts.json not found')
  let artifacts: unknown
  try {
    artifacts = JSON.parse(decoder.decode(await contents(doc)))
  } catch {
    throw new RepoError('failed to parse target artifacts.json')
  }
  const version = isObject(artifacts) ? artifacts.system_version : undefined
  if (typeof version !== 'string' || !SEMVER.test(version)) {
    throw new RepoError('failed to parse target artifacts.json')
  }
  return { systemVersion: version, hash }
}
