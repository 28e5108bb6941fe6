// A look at pasted SSH public keys for the SSH key form. Nexus stores `public_key` as
// given and never parses it, so nothing here blocks a submit: it only warns when the text
// does not look like what OpenSSH reads from `authorized_keys`. The text comes from the
// user's clipboard and can be anything, so every step is one linear pass with no
// backtracking regex and no recursion, and nothing throws.

/** Width of Nexus's `public_key` column: a longer key is refused (with a 500). */
export const PUBLIC_KEY_MAX_CHARS = 1023

/** Length in code points, as the database counts a `STRING(n)` column. */
export function charCount(s: string): number {
  let n = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) i++
    }
    n++
  }
  return n
}

type KeySpec = { kind: 'ed25519' | 'rsa' | 'ecdsa'; curve?: string; pointLength?: number }

/** Key types OpenSSH accepts in `authorized_keys`, and what their key data holds */
const KEY_TYPES: Record<string, KeySpec & { sk?: boolean }> = {
  'ssh-ed25519': { kind: 'ed25519' },
  'ssh-rsa': { kind: 'rsa' },
  'ecdsa-sha2-nistp256': { kind: 'ecdsa', curve: 'nistp256', pointLength: 65 },
  'ecdsa-sha2-nistp384': { kind: 'ecdsa', curve: 'nistp384', pointLength: 97 },
  'ecdsa-sha2-nistp521': { kind: 'ecdsa', curve: 'nistp521', pointLength: 133 },
  'sk-ssh-ed25519@openssh.com': { kind: 'ed25519', sk: true },
  'sk-ecdsa-sha2-nistp256@openssh.com': {
    kind: 'ecdsa',
    curve: 'nistp256',
    pointLength: 65,
    sk: true,
  },
}

const keyType = (s: string) => (Object.hasOwn(KEY_TYPES, s) ? KEY_TYPES[s] : undefined)

/** OpenSSH refuses shorter RSA moduli */
const RSA_MIN_BITS = 1024

/** At most this much of the user's text is quoted back in a message */
const QUOTE_MAX = 40
const quote = (s: string) => `"${s.length > QUOTE_MAX ? `${s.slice(0, QUOTE_MAX)}…` : s}"`

const isBlank = (c: string) => c === ' ' || c === '\t'

/** The next field from `at`: up to the next space or tab, skipping those before it. */
function nextField(s: string, from: number): { field: string; end: number } | null {
  let at = from
  while (at < s.length && isBlank(s[at])) at++
  if (at >= s.length) return null
  const start = at
  while (at < s.length && !isBlank(s[at])) at++
  return { field: s.slice(start, at), end: at }
}

/**
 * The end of an `authorized_keys` options field (`command="echo a b",no-pty`) starting at
 * `from`: the first space or tab outside double quotes, where `\"` does not end a quote.
 * Null when a quote is left open.
 */
function optionsEnd(s: string, from: number): number | null {
  let inQuotes = false
  for (let i = from; i < s.length; i++) {
    const c = s[i]
    if (c === '\\' && inQuotes) i++
    else if (c === '"') inQuotes = !inQuotes
    else if (!inQuotes && isBlank(c)) return i
  }
  return inQuotes ? null : s.length
}

const BASE64_VALUES = (() => {
  const table = new Int8Array(128).fill(-1)
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
  for (let i = 0; i < alphabet.length; i++) table[alphabet.charCodeAt(i)] = i
  return table
})()

/** Standard, padded base64 to bytes; null if it is anything else. */
function decodeBase64(s: string): Uint8Array | null {
  if (s.length === 0 || s.length % 4 !== 0) return null
  const padding = s.endsWith('==') ? 2 : s.endsWith('=') ? 1 : 0
  const out = new Uint8Array((s.length / 4) * 3 - padding)
  let o = 0
  for (let i = 0; i < s.length; i += 4) {
    let group = 0
    for (let j = 0; j < 4; j++) {
      const code = s.charCodeAt(i + j)
      const isPad = code === 61 /* = */ && i + 4 === s.length && j >= 4 - padding
      const v = isPad ? 0 : code < 128 ? BASE64_VALUES[code] : -1
      if (v < 0) return null
      group = (group << 6) | v
    }
    if (o < out.length) out[o++] = (group >> 16) & 0xff
    if (o < out.length) out[o++] = (group >> 8) & 0xff
    if (o < out.length) out[o++] = group & 0xff
  }
  return out
}

/** Reads SSH wire-format strings (RFC 4251 §5): a big-endian uint32 length, then bytes. */
function wireReader(bytes: Uint8Array) {
  let at = 0
  return {
    next(): Uint8Array | null {
      if (at + 4 > bytes.length) return null
      const len =
        ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0
      at += 4
      if (len > bytes.length - at) return null
      const s = bytes.subarray(at, at + len)
      at += len
      return s
    },
    done: () => at === bytes.length,
  }
}

/** Whether `bytes` spell the ASCII text `text`, without building a string of any size. */
function bytesEqual(bytes: Uint8Array, text: string) {
  if (bytes.length !== text.length) return false
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== text.charCodeAt(i)) return false
  return true
}

/** The key type named inside the key data, if it is one OpenSSH knows */
function knownTypeIn(bytes: Uint8Array): string | undefined {
  return Object.keys(KEY_TYPES).find((t) => bytesEqual(bytes, t))
}

/** Bit length of an SSH mpint (positive) */
function mpintBits(b: Uint8Array): number {
  let i = 0
  while (i < b.length && b[i] === 0) i++
  if (i === b.length) return 0
  return (b.length - i - 1) * 8 + (32 - Math.clz32(b[i]))
}

function keyDataProblem(type: string, spec: KeySpec & { sk?: boolean }, blob: Uint8Array) {
  const malformed = `its ${type} key data is malformed`
  const r = wireReader(blob)
  const embedded = r.next()
  if (!embedded) return malformed
  if (!bytesEqual(embedded, type)) {
    const other = knownTypeIn(embedded)
    return other ? `it says ${type} but its key data is an ${other} key` : malformed
  }
  if (spec.kind === 'ed25519') {
    const pk = r.next()
    if (!pk || pk.length !== 32) return malformed
  } else if (spec.kind === 'rsa') {
    const e = r.next()
    const n = r.next()
    if (!e || !n || mpintBits(e) === 0) return malformed
    const bits = mpintBits(n)
    if (bits < RSA_MIN_BITS) return `it is a ${bits}-bit RSA key; OpenSSH needs at least 1024 bits`
  } else {
    const curve = r.next()
    const point = r.next()
    if (!curve || !spec.curve || !bytesEqual(curve, spec.curve)) return malformed
    if (!point || point.length !== spec.pointLength || point[0] !== 0x04) return malformed
  }
  if (spec.sk && !r.next()) return malformed // the FIDO application, e.g. "ssh:"
  return r.done() ? null : malformed
}

function problem(text: string): string | null {
  if (text.includes('PRIVATE KEY-----')) {
    return 'it looks like a private key; paste the public key (the .pub file) instead'
  }
  if (text.startsWith('---- BEGIN SSH2 PUBLIC KEY')) {
    return 'it is in SSH2 (RFC 4716) format; convert it with ssh-keygen -i -f <file>'
  }
  if (text.includes('\n') || text.includes('\r')) {
    return 'it has more than one line; paste one key on a single line'
  }
  const first = nextField(text, 0)
  if (!first) return null
  let typeField = first
  if (!keyType(first.field)) {
    // authorized_keys lines may start with options, e.g. command="…" or no-pty
    const end = optionsEnd(text, 0)
    const afterOptions = end === null ? null : nextField(text, end)
    if (!afterOptions || !keyType(afterOptions.field)) {
      return first.field.includes('=') || first.field.includes(',')
        ? 'expected a key type such as ssh-ed25519 after the options'
        : `${quote(first.field)} is not a key type OpenSSH knows (such as ssh-ed25519, ssh-rsa or ecdsa-sha2-nistp256)`
    }
    typeField = afterOptions
  }
  const type = typeField.field
  const spec = keyType(type)
  if (!spec) return null // unreachable: both branches above found a known type
  const data = nextField(text, typeField.end)
  if (!data) return 'it has a key type but no key data'
  const blob = decodeBase64(data.field)
  if (!blob) return 'its key data is not valid base64'
  return keyDataProblem(type, spec, blob)
}

/**
 * Why `publicKey` does not look like an OpenSSH public key (a line of `authorized_keys`:
 * optional options, a key type, base64 key data whose contents match the type, an optional
 * comment), or null when it does or when it is empty. Surrounding whitespace is ignored.
 * Linear in the length of the text; never throws.
 */
export function publicKeyProblem(publicKey: string): string | null {
  try {
    return problem(publicKey.trim())
  } catch {
    // not expected; a warning must never break the form
    return null
  }
}

/** The warning the form shows under the field, or null. */
export function publicKeyWarning(publicKey: string): string | null {
  const p = publicKeyProblem(publicKey)
  return p && `This does not look like an OpenSSH public key: ${p}.`
}
