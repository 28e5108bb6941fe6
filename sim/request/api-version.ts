// The `api-version` header as a versioned Nexus reads it: Dropshot's
// `ClientSpecifiesVersionInHeader` with Nexus's newest version for a request that names
// none, the value parsed as the `semver` crate parses a version, with the same words for
// every refusal.
import { errorResponse } from '../answers/errors'

export const VERSION_HEADER = 'api-version'

/** A semantic version, compared as the `semver` crate compares them. */
export type Version = {
  major: bigint
  minor: bigint
  patch: bigint
  pre: string
  build: string
  /** as it was written */
  text: string
}

type Position = 'major' | 'minor' | 'patch' | 'pre' | 'build'
const POSITION_WORDS: Record<Position, string> = {
  major: 'major version number',
  minor: 'minor version number',
  patch: 'patch version number',
  pre: 'pre-release identifier',
  build: 'build metadata',
}

class SemverError extends Error {}

/** A character as Rust's `{:?}` writes a `char`, in single quotes */
function quoted(ch: string): string {
  const escapes: Record<string, string> = {
    '\0': '\\0',
    '\t': '\\t',
    '\n': '\\n',
    '\r': '\\r',
    "'": "\\'",
    '\\': '\\\\',
  }
  if (escapes[ch]) return `'${escapes[ch]}'`
  const code = ch.codePointAt(0)!
  // control characters are written as unicode escapes
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return `'\\u{${code.toString(16)}}'`
  return `'${ch}'`
}

const U64_MAX = (1n << 64n) - 1n
const firstChar = (text: string) => String.fromCodePoint(text.codePointAt(0)!)

function numeric(text: string, pos: Position): [bigint, string] {
  let len = 0
  let value = 0n
  while (len < text.length && text[len] >= '0' && text[len] <= '9') {
    if (value === 0n && len > 0)
      throw new SemverError(`invalid leading zero in ${POSITION_WORDS[pos]}`)
    value = value * 10n + BigInt(text.charCodeAt(len) - 48)
    if (value > U64_MAX) throw new SemverError(`value of ${POSITION_WORDS[pos]} exceeds u64::MAX`)
    len++
  }
  if (len > 0) return [value, text.slice(len)]
  if (text.length > 0) {
    throw new SemverError(
      `unexpected character ${quoted(firstChar(text))} while parsing ${POSITION_WORDS[pos]}`,
    )
  }
  throw new SemverError(`unexpected end of input while parsing ${POSITION_WORDS[pos]}`)
}

function dot(text: string, pos: Position): string {
  if (text.startsWith('.')) return text.slice(1)
  if (text.length > 0) {
    throw new SemverError(
      `unexpected character ${quoted(firstChar(text))} after ${POSITION_WORDS[pos]}`,
    )
  }
  throw new SemverError(`unexpected end of input while parsing ${POSITION_WORDS[pos]}`)
}

/** Dot-separated identifiers of `[0-9A-Za-z-]`; returns them and the rest. */
function identifier(text: string, pos: 'pre' | 'build'): [string, string] {
  let accumulated = 0
  let segment = 0
  let nonDigit = false
  for (;;) {
    const ch = text[accumulated + segment]
    if (ch !== undefined && /[A-Za-z-]/.test(ch)) {
      segment++
      nonDigit = true
    } else if (ch !== undefined && ch >= '0' && ch <= '9') {
      segment++
    } else {
      if (segment === 0) {
        if (accumulated === 0 && ch !== '.') return ['', text]
        throw new SemverError(`empty identifier segment in ${POSITION_WORDS[pos]}`)
      }
      if (pos === 'pre' && segment > 1 && !nonDigit && text[accumulated] === '0') {
        throw new SemverError(`invalid leading zero in ${POSITION_WORDS[pos]}`)
      }
      accumulated += segment
      if (ch !== '.') return [text.slice(0, accumulated), text.slice(accumulated)]
      accumulated++
      segment = 0
      nonDigit = false
    }
  }
}

/** Parses a version as `semver::Version::from_str` does; throws its error's words. */
export function parseVersion(text: string): Version {
  if (text === '') throw new SemverError('empty string, expected a semver version')
  const [major, afterMajor] = numeric(text, 'major')
  const [minor, afterMinor] = numeric(dot(afterMajor, 'major'), 'minor')
  const [patch, afterPatch] = numeric(dot(afterMinor, 'minor'), 'patch')
  let rest = afterPatch
  let pos: Position = 'patch'
  let pre = ''
  let build = ''
  if (rest.startsWith('-')) {
    pos = 'pre'
    ;[pre, rest] = identifier(rest.slice(1), 'pre')
    if (pre === '') throw new SemverError(`empty identifier segment in ${POSITION_WORDS.pre}`)
  }
  if (rest.startsWith('+')) {
    pos = 'build'
    ;[build, rest] = identifier(rest.slice(1), 'build')
    if (build === '') throw new SemverError(`empty identifier segment in ${POSITION_WORDS.build}`)
  }
  if (rest !== '') {
    throw new SemverError(
      `unexpected character ${quoted(firstChar(rest))} after ${POSITION_WORDS[pos]}`,
    )
  }
  return { major, minor, patch, pre, build, text }
}

const sign = (a: bigint | number, b: bigint | number) => (a < b ? -1 : a > b ? 1 : 0)
const allDigits = (s: string) => /^\d*$/.test(s)

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * Dot-separated identifiers compared as the crate compares pre-release and build parts:
 * numeric ones by value (build metadata: then by length, `1` before `01`), numeric before
 * alphanumeric, others in ASCII order, and a longer list after its own prefix.
 */
function compareIdentifiers(lhs: string, rhs: string, zerosMatter: boolean): number {
  const left = lhs.split('.')
  const right = rhs.split('.')
  for (let i = 0; i < left.length; i++) {
    if (i >= right.length) return 1
    const [a, b] = [left[i], right[i]]
    let order: number
    if (allDigits(a) && allDigits(b)) {
      const [x, y] = zerosMatter ? [a.replace(/^0+/, ''), b.replace(/^0+/, '')] : [a, b]
      order = sign(x.length, y.length) || compareText(x, y) || sign(a.length, b.length)
    } else if (allDigits(a)) return -1
    else if (allDigits(b)) return 1
    else order = compareText(a, b)
    if (order !== 0) return order
  }
  return left.length === right.length ? 0 : -1
}

/** The crate's order: numbers, then pre-release (a release sorts after its pre-releases), then build */
export function compareVersions(a: Version, b: Version): number {
  const numbers = sign(a.major, b.major) || sign(a.minor, b.minor) || sign(a.patch, b.patch)
  if (numbers !== 0) return numbers
  if (a.pre !== b.pre) {
    if (a.pre === '') return 1
    if (b.pre === '') return -1
    const order = compareIdentifiers(a.pre, b.pre, false)
    if (order !== 0) return order
  }
  if (a.build === b.build) return 0
  return compareIdentifiers(a.build, b.build, true)
}

/** A header value as the `http` crate's Debug writes it: quoted, other bytes as `\xNN` */
function debugHeaderValue(value: string): string {
  let out = '"'
  for (const ch of value) {
    const code = ch.charCodeAt(0)
    const visible = (code >= 0x20 && code < 0x7f) || code === 0x09
    if (ch === '"') out += '\\"'
    else if (visible) out += ch
    else out += `\\x${code.toString(16)}`
  }
  return `${out}"`
}

/**
 * The version a request asks for: `newest` when it names none; its refusal (a 400 in
 * Dropshot's words) when the header is not a version or names one newer than `newest`.
 * `header` is the first `api-version` header as received, each character one byte.
 */
export function requestVersion(header: string | null, newest: Version): Version | Response {
  if (header === null) return newest
  const bad = (message: string) => errorResponse(400, undefined, message)
  const name = JSON.stringify(VERSION_HEADER)
  if (![...header].every((ch) => /[\t\x20-\x7e]/.test(ch))) {
    return bad(`bad value for header ${name}: not ASCII: ${debugHeaderValue(header)}`)
  }
  let version: Version
  try {
    version = parseVersion(header)
  } catch (err) {
    if (!(err instanceof SemverError)) throw err
    return bad(`bad value for header ${name}: ${err.message}: ${header}`)
  }
  if (compareVersions(version, newest) > 0) {
    return bad(`server does not support this API version: ${formatVersion(version)}`)
  }
  return version
}

/** A version as the crate's Display writes it */
export function formatVersion(v: Version): string {
  return `${v.major}.${v.minor}.${v.patch}${v.pre && `-${v.pre}`}${v.build && `+${v.build}`}`
}
