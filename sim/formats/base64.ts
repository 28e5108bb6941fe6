// Standard, padded base64 read as Nexus and the Crucible Pantry read it (the Rust
// `base64` crate's STANDARD engine, 0.22): the same refusals in the same order, with the
// same words, so a client sees the error a rack would send. Only the length of the
// decoded bytes is computed; the simulator keeps no disk contents.

const PAD = 0x3d // '='

/** The 6-bit value of each alphabet byte, or -1. */
const VALUE = new Int8Array(256).fill(-1)
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
for (let i = 0; i < ALPHABET.length; i++) VALUE[ALPHABET.charCodeAt(i)] = i

/** Whole quads of alphabet bytes only: lets the common case skip the byte loop. */
const PLAIN = /^[A-Za-z0-9+/]*$/

const invalidByte = (offset: number, byte: number) => `Invalid symbol ${byte}, offset ${offset}.`

/**
 * The number of bytes `text` decodes to, or the crate's `DecodeError` message: invalid
 * symbols (reported by byte offset and value), a last quad of one symbol, padding that
 * is not canonical, or a last symbol with bits that would be dropped. Linear in the text.
 */
export function decodedBase64Length(text: string): { length: number } | { error: string } {
  const input = new TextEncoder().encode(text)
  const n = input.length
  const rem = n % 4
  // a stray last byte (a newline, say) is reported before anything else
  if (rem === 1 && input[n - 1] !== PAD && VALUE[input[n - 1]] < 0) {
    return { error: invalidByte(n - 1, input[n - 1]) }
  }
  // every quad but the last, which may hold padding
  const body = Math.max(0, n - rem - (rem === 0 ? 4 : 0))
  if (!PLAIN.test(text.slice(0, body)) || text.length !== n) {
    for (let i = 0; i < body; i++) {
      if (VALUE[input[i]] < 0) return { error: invalidByte(i, input[i]) }
    }
  }

  const morsels: number[] = []
  let padding = 0
  let firstPad = 0
  let lastSymbol = 0
  for (let i = body; i < n; i++) {
    const b = input[i]
    if (b === PAD) {
      // padding may only follow two or three symbols of the quad
      if (i - body < 2) return { error: invalidByte(i, b) }
      if (padding === 0) firstPad = i
      padding++
      continue
    }
    if (padding > 0) return { error: invalidByte(firstPad, PAD) }
    if (VALUE[b] < 0) return { error: invalidByte(i, b) }
    lastSymbol = b
    morsels.push(VALUE[b])
  }
  if (n > 0 && morsels.length < 2)
    return { error: `Invalid input length: ${body + morsels.length}` }
  if ((padding + morsels.length) % 4 !== 0) return { error: 'Invalid padding' }

  const tailBytes = Math.floor((morsels.length * 6) / 8)
  // the bits of the last symbol past the last whole byte must be zero
  const bits = morsels.reduce((acc, m, i) => acc | (m << (26 - 6 * i)), 0) >>> 0
  const mask = tailBytes === 4 ? 0 : 0xffffffff >>> (tailBytes * 8)
  if (morsels.length > 0 && (bits & mask) !== 0) {
    return { error: `Invalid last symbol ${lastSymbol}, offset ${body + morsels.length - 1}.` }
  }
  return { length: (body / 4) * 3 + tailBytes }
}

/** The bytes `text` decodes to, or the crate's `DecodeError` message (see above). */
export function decodeBase64(text: string): { bytes: Uint8Array } | { error: string } {
  const checked = decodedBase64Length(text)
  if ('error' in checked) return checked
  // checked above, so the platform's decoder sees only canonical base64
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return { bytes }
}
