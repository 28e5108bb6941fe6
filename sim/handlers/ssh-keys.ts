import type { Actor, SimHandlers } from '../context'
import { simError } from '../errors'
import { paginate } from '../pagination'
import { created } from '../responses'
import type { SshKeyRecord, Store } from '../store/types'
import { isoNow, isUuid, uuid } from '../util'

// The signed-in user's SSH public keys (`/v1/me/ssh-keys`). Keys belong to
// one silo user (`silo_user_id`); names are unique per user. Nexus words its
// errors with the resource type `ssh-key`.
//
// Nexus itself stores `public_key` as free-form text (omicron#3180 asks for
// validation and is still open). The simulator checks it like `ssh-keygen -l`
// would, so the console's error path for a bad key can be exercised; see
// `parsePublicKey` for what is accepted.

const NOUN = 'ssh-key'

/** Key types OpenSSH accepts in `authorized_keys`, and what their key data holds */
const keyTypes = {
  'ssh-ed25519': { kind: 'ed25519' },
  'ssh-rsa': { kind: 'rsa' },
  'ecdsa-sha2-nistp256': { kind: 'ecdsa', curve: 'nistp256', pointLength: 65 },
  'ecdsa-sha2-nistp384': { kind: 'ecdsa', curve: 'nistp384', pointLength: 97 },
  'ecdsa-sha2-nistp521': { kind: 'ecdsa', curve: 'nistp521', pointLength: 133 },
  // FIDO security keys (`ssh-keygen -t ed25519-sk / ecdsa-sk`)
  'sk-ssh-ed25519@openssh.com': { kind: 'ed25519', sk: true },
  'sk-ecdsa-sha2-nistp256@openssh.com': {
    kind: 'ecdsa',
    curve: 'nistp256',
    pointLength: 65,
    sk: true,
  },
} as const satisfies Record<
  string,
  { kind: 'ed25519' | 'rsa' | 'ecdsa'; curve?: string; pointLength?: number; sk?: boolean }
>

type KeyType = keyof typeof keyTypes

const isKeyType = (s: string): s is KeyType => Object.hasOwn(keyTypes, s)

/** OpenSSH refuses shorter RSA moduli (SSH_RSA_MINIMUM_MODULUS_SIZE) */
const RSA_MIN_BITS = 1024

export type ParsedPublicKey = { type: KeyType; comment: string }

/**
 * Checks that `line` is one OpenSSH public key line, `<type> <base64 key data>
 * [comment]`, whose key data is well-formed for its type (the embedded type
 * name matches, ed25519 keys are 32 bytes, RSA moduli have at least 1024 bits,
 * ECDSA points are uncompressed points of the named curve). Surrounding
 * whitespace is ignored. Returns an error message in Nexus's lower-case style,
 * or the parsed key.
 */
export function parsePublicKey(line: string): ParsedPublicKey | { error: string } {
  const text = line.trim()
  if (text === '') return { error: 'public_key must not be empty' }
  if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text)) {
    return {
      error: 'public_key looks like a private key; paste the public key (the .pub file) instead',
    }
  }
  if (text.startsWith('---- BEGIN SSH2 PUBLIC KEY')) {
    return {
      error:
        'public_key is in SSH2 (RFC 4716) format; convert it to OpenSSH format with `ssh-keygen -i -f <file>`',
    }
  }
  if (/[\r\n]/.test(text)) {
    return { error: 'public_key must be a single line holding one OpenSSH public key' }
  }
  const [type, data, ...rest] = text.split(/[ \t]+/)
  if (data === undefined) {
    return {
      error:
        'public_key is not an OpenSSH public key: expected "<type> <base64 key data> [comment]"',
    }
  }
  if (!isKeyType(type)) {
    const supported = 'ssh-ed25519, ssh-rsa, ecdsa-sha2-nistp256/384/521 or a security-key type'
    return { error: `public_key has unsupported key type "${type}"; use ${supported}` }
  }
  const blob = decodeBase64(data)
  if (!blob) return { error: 'public_key has key data that is not valid base64' }

  const problem = checkKeyData(type, blob)
  if (problem) return { error: problem }
  return { type, comment: rest.join(' ') }
}

function decodeBase64(s: string): Uint8Array | null {
  if (s.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(s)) return null
  try {
    return Uint8Array.from(atob(s), (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

/** Reads the SSH wire format (RFC 4251 §5): uint32 length-prefixed strings */
function wireReader(bytes: Uint8Array) {
  let at = 0
  return {
    /** the next string, or null if the data ends early */
    next(): Uint8Array | null {
      if (at + 4 > bytes.length) return null
      const len =
        ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0
      at += 4
      if (at + len > bytes.length) return null
      const s = bytes.subarray(at, at + len)
      at += len
      return s
    },
    done: () => at === bytes.length,
  }
}

const ascii = (b: Uint8Array) => String.fromCharCode(...b)

/** Bit length of an SSH mpint (big-endian two's complement, positive here) */
function mpintBits(b: Uint8Array): number {
  let i = 0
  while (i < b.length && b[i] === 0) i++
  if (i === b.length) return 0
  return (b.length - i - 1) * 8 + (32 - Math.clz32(b[i]))
}

function checkKeyData(type: KeyType, blob: Uint8Array): string | null {
  const spec = keyTypes[type]
  const malformed = `public_key has malformed ${type} key data`
  const r = wireReader(blob)
  const embedded = r.next()
  if (!embedded) return malformed
  const embeddedType = ascii(embedded)
  if (embeddedType !== type) {
    return isKeyType(embeddedType)
      ? `public_key says "${type}" but its key data is a "${embeddedType}" key`
      : malformed
  }
  switch (spec.kind) {
    case 'ed25519': {
      const pk = r.next()
      if (!pk || pk.length !== 32) return malformed
      break
    }
    case 'rsa': {
      const e = r.next()
      const n = r.next()
      if (!e || !n || mpintBits(e) === 0 || (n.length > 0 && n[0] & 0x80)) return malformed
      const bits = mpintBits(n)
      if (bits < RSA_MIN_BITS) {
        return `public_key is a ${bits}-bit RSA key; RSA keys need at least ${RSA_MIN_BITS} bits`
      }
      break
    }
    case 'ecdsa': {
      const curve = r.next()
      const point = r.next()
      if (!curve || ascii(curve) !== spec.curve) return malformed
      // uncompressed point: 0x04 || x || y
      if (!point || point.length !== spec.pointLength || point[0] !== 0x04) return malformed
      break
    }
  }
  if ('sk' in spec && !r.next()) return malformed // the FIDO application, e.g. "ssh:"
  return r.done() ? null : malformed
}

/** The actor's key by name or id; another user's key is as good as missing */
function lookupSshKey(store: Store, actor: Actor, nameOrId: string): SshKeyRecord {
  const mine = (k: SshKeyRecord) => k.silo_user_id === actor.user.id
  const key = isUuid(nameOrId)
    ? store.get('sshKeys', nameOrId)
    : store.list('sshKeys').find((k) => mine(k) && k.name === nameOrId)
  if (!key || !mine(key)) {
    throw simError.notFound(NOUN, isUuid(nameOrId) ? { id: nameOrId } : { name: nameOrId })
  }
  return key
}

// Every signed-in user may manage their own keys and nobody else's (Nexus's
// Polar policy gives a silo user the SshKey permissions under themselves), so
// there is no role check beyond being signed in.
export const sshKeys = {
  currentUserSshKeyList({ query }, { store, actor }) {
    const userId = actor.user.id
    return paginate(store.list('sshKeys'), query, {
      include: (k) => k.silo_user_id === userId,
    })
  },

  currentUserSshKeyCreate({ body }, { store, actor }) {
    const parsed = parsePublicKey(body.public_key)
    if ('error' in parsed) throw simError.invalid(parsed.error)
    const userId = actor.user.id
    if (store.list('sshKeys').some((k) => k.silo_user_id === userId && k.name === body.name)) {
      throw simError.alreadyExists(NOUN, body.name)
    }
    const now = isoNow()
    const key = store.insert('sshKeys', {
      id: uuid(),
      name: body.name,
      description: body.description,
      // stored as sent, as Nexus does
      public_key: body.public_key,
      silo_user_id: userId,
      time_created: now,
      time_modified: now,
    })
    return created(key)
  },

  currentUserSshKeyView({ path }, { store, actor }) {
    return lookupSshKey(store, actor, path.sshKey)
  },

  currentUserSshKeyDelete({ path }, { store, actor }) {
    const key = lookupSshKey(store, actor, path.sshKey)
    // Nexus soft-deletes the key and leaves instances' references to it in
    // place; lists of an instance's keys skip deleted ones.
    store.remove('sshKeys', key.id)
    return 204
  },
} satisfies Partial<SimHandlers>
