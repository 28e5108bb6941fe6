// Linear-time checks for every string pattern the API contract applies to input.
//
// The contract states its string rules as regular expressions, and several of them
// backtrack badly in JavaScript's engine (the hostname rule takes minutes on a few
// hundred letters). Nexus parses these values with hand-written code, so the simulator
// does the same: one pass over the string per rule, each returning Nexus's wording for
// what is wrong (null when the value is fine). `patterns.spec.ts` checks that every
// pattern in the contract has a check here and times each against its worst inputs.

import { isUuid } from '../util'

export type StringCheck = (value: string) => string | null

const isLower = (c: number) => c >= 97 && c <= 122
const isUpper = (c: number) => c >= 65 && c <= 90
const isDigit = (c: number) => c >= 48 && c <= 57
const isAlnum = (c: number) => isLower(c) || isUpper(c) || isDigit(c)
export const isHex = (c: number) => isDigit(c) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70)

/** Nexus's `Name` rules, in its order and words (`common/src/api/external`). */
export function checkName(value: string): string | null {
  // Rust counts bytes; the first check caps the work before anything else runs
  if (utf8Length(value, 64) > 63) return 'name may contain at most 63 characters'
  if (value.length === 0) return 'name requires at least one character'
  if (!isLower(value.charCodeAt(0))) return 'name must begin with an ASCII lowercase character'
  for (const char of value.slice(1)) {
    const c = char.charCodeAt(0)
    if (!isLower(c) && !isDigit(c) && c !== 45) {
      return `name contains invalid character: "${char}" (allowed characters are lowercase ASCII, digits, and "-")`
    }
  }
  if (value.endsWith('-')) return 'name cannot end with "-"'
  if (isUuid(value)) return 'name cannot be a UUID to avoid ambiguity with IDs'
  return null
}

/** RFC 1035 hostnames as Nexus checks them: at most 253 bytes, LDH labels joined by dots. */
export function checkHostname(value: string): string | null {
  if (utf8Length(value, 254) > 253) return 'Max hostname length is 253'
  const labels = value.split('.')
  for (const label of labels) {
    const ok =
      label.length > 0 &&
      isAlnum(label.charCodeAt(0)) &&
      label.charCodeAt(label.length - 1) !== 45 &&
      [...label].every((ch) => isAlnum(ch.charCodeAt(0)) || ch === '-')
    if (!ok) return 'Hostnames must comply with RFC 1035'
  }
  return null
}

/** A dotted-quad IPv4 address, each octet without leading zeros. */
export function isIpv4(value: string): boolean {
  const parts = value.split('.')
  if (parts.length !== 4) return false
  return parts.every(
    (p) =>
      p.length > 0 &&
      p.length <= 3 &&
      [...p].every((ch) => isDigit(ch.charCodeAt(0))) &&
      (p === '0' || p[0] !== '0') &&
      Number(p) <= 255,
  )
}

/** An IPv6 address in any of its textual forms (RFC 4291 section 2.2), without a zone. */
export function isIpv6(value: string): boolean {
  if (value.length > 45 || value.length < 2) return false
  let text = value
  let groupsForV4 = 0
  const lastColon = text.lastIndexOf(':')
  if (lastColon < 0) return false
  if (text.indexOf('.', lastColon) > 0) {
    if (!isIpv4(text.slice(lastColon + 1))) return false
    text = `${text.slice(0, lastColon + 1)}0`
    groupsForV4 = 1 // the embedded IPv4 address fills two groups; one is counted below
  }
  const halves = text.split('::')
  if (halves.length > 2) return false
  const groupsOf = (half: string) => (half === '' ? [] : half.split(':'))
  const groups = halves.flatMap(groupsOf)
  if (
    !groups.every(
      (g) => g.length >= 1 && g.length <= 4 && [...g].every((ch) => isHex(ch.charCodeAt(0))),
    )
  ) {
    return false
  }
  const count = groups.length + groupsForV4
  return halves.length === 2 ? count <= 7 : count === 8
}

export const isIp = (value: string) => isIpv4(value) || isIpv6(value)

function checkNet(value: string, isAddress: (a: string) => boolean, max: number): string | null {
  const slash = value.indexOf('/')
  if (slash < 0 || !isAddress(value.slice(0, slash)))
    return `invalid IP network: ${value.slice(0, 64)}`
  const width = value.slice(slash + 1)
  const digits =
    width.length > 0 && width.length <= 3 && [...width].every((ch) => isDigit(ch.charCodeAt(0)))
  if (!digits || Number(width) > max) return `invalid prefix length: ${width.slice(0, 16)}`
  return null
}

export const checkIpv4Net: StringCheck = (v) => checkNet(v, isIpv4, 32)
export const checkIpv6Net: StringCheck = (v) => checkNet(v, isIpv6, 128)

/** A MAC address: six groups of at most two hex digits (Nexus pads the short ones). */
export function checkMacAddr(value: string): string | null {
  const groups = value.split(':')
  const ok =
    value.length <= 17 &&
    groups.length === 6 &&
    groups.every((g) => g.length <= 2 && [...g].every((ch) => isHex(ch.charCodeAt(0))))
  return ok ? null : 'invalid MAC address'
}

/** One port as Rust parses a `NonZeroU16`: an optional `+`, digits, 1 to 65535 */
const isPort = (text: string) => {
  const digits = text.startsWith('+') ? text.slice(1) : text
  if (digits.length === 0 || ![...digits].every((ch) => isDigit(ch.charCodeAt(0)))) return false
  const n = Number(digits)
  return n >= 1 && n <= 65535
}

/**
 * A port or a port range, as the pinned Nexus's `L4PortRange` parses it: every failure is
 * `invalid port number`, and a range may run backwards (the console refuses that itself).
 */
export function checkL4PortRange(value: string): string | null {
  const dash = value.indexOf('-')
  const ok =
    dash < 0 ? isPort(value) : isPort(value.slice(0, dash)) && isPort(value.slice(dash + 1))
  return ok ? null : 'invalid port number'
}

/** `resource.role`: lowercase letters and dashes on each side of the first dot. */
export function checkRoleName(value: string): string | null {
  if (value.length > 63) return 'role name may contain at most 63 characters'
  // the contract's pattern is unanchored: some `[a-z-]+\.[a-z-]+` inside the value
  for (let i = 1; i < value.length - 1; i++) {
    if (value[i] !== '.') continue
    const before = value.charCodeAt(i - 1)
    const after = value.charCodeAt(i + 1)
    if ((isLower(before) || before === 45) && (isLower(after) || after === 45)) return null
  }
  return `invalid role name: ${JSON.stringify(value)}`
}

/** `target:metric`, each part lowercase words joined by single underscores. */
export function checkTimeseriesName(value: string): string | null {
  const part = (p: string) =>
    p
      .split('_')
      .every(
        (word, i) =>
          word.length > 0 &&
          [...word].every((ch) => isLower(ch.charCodeAt(0)) || isDigit(ch.charCodeAt(0))) &&
          (i > 0 || isLower(word.charCodeAt(0))),
      )
  const colon = value.indexOf(':')
  const ok =
    colon > 0 &&
    value.indexOf(':', colon + 1) < 0 &&
    part(value.slice(0, colon)) &&
    part(value.slice(colon + 1))
  return ok ? null : `invalid timeseries name: ${JSON.stringify(value.slice(0, 64))}`
}

/** Semantic versions (semver.org 2.0.0), as the update endpoints take them. */
export function checkSemver(value: string): string | null {
  const bad = `unexpected character in version: ${JSON.stringify(value.slice(0, 64))}`
  const plus = value.indexOf('+')
  const main = plus < 0 ? value : value.slice(0, plus)
  const dash = main.indexOf('-')
  const core = dash < 0 ? main : main.slice(0, dash)
  const numeric = (s: string) => s.length > 0 && [...s].every((ch) => isDigit(ch.charCodeAt(0)))
  const number = (s: string) => numeric(s) && (s === '0' || s[0] !== '0')
  const ident = (s: string) =>
    s.length > 0 && [...s].every((ch) => isAlnum(ch.charCodeAt(0)) || ch === '-')
  const coreParts = core.split('.')
  if (coreParts.length !== 3 || !coreParts.every(number)) return bad
  if (dash >= 0) {
    const pre = main.slice(dash + 1).split('.')
    if (!pre.every((p) => ident(p) && (!numeric(p) || number(p)))) return bad
  }
  if (
    plus >= 0 &&
    !value
      .slice(plus + 1)
      .split('.')
      .every(ident)
  )
    return bad
  return null
}

/** The UTF-8 length of a string, counted no further than `cap`. */
function utf8Length(value: string, cap: number): number {
  if (value.length > cap) return value.length // at least that many bytes already
  let bytes = 0
  for (const ch of value) {
    const c = ch.codePointAt(0)!
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4
    if (bytes > cap) break
  }
  return bytes
}

/** A `u8` as Rust's `str::parse` reads one, or its refusal in Nexus's words */
function u8Problem(text: string): string | null {
  const digits = text.startsWith('+') ? text.slice(1) : text
  let why: string | null = null
  if (text === '') why = 'cannot parse integer from empty string'
  else if (digits === '' || ![...digits].every((c) => isDigit(c.charCodeAt(0)))) {
    why = 'invalid digit found in string'
  } else if (Number(digits) > 255) why = 'number too large to fit in target type'
  return why && `${JSON.stringify(text)} unparsable for type: ${why}`
}

/**
 * A firewall rule's ICMP type or code range (`3`, `20-120`), as Nexus's `IcmpParamRange`
 * parses it (the versioned API's firewall rules): serde reads it with its own parse, not
 * the pattern, and does not compare the ends.
 */
export function checkIcmpParamRange(value: string): string | null {
  const dash = value.indexOf('-')
  if (dash < 0) return u8Problem(value)
  const [left, right] = [value.slice(0, dash), value.slice(dash + 1)]
  if (left === '') return 'range has no start value'
  if (right === '') return 'range has no end value'
  return u8Problem(left) ?? u8Problem(right)
}

const SUBSCRIPTION_PATTERN = String.raw`^([a-zA-Z0-9_]+|\*|\*\*)(\.([a-zA-Z0-9_]+|\*|\*\*))*$`

const isWordChar = (c: number) => isAlnum(c) || c === 95

/**
 * The contract's `AlertSubscription` pattern, checked in one pass, in serde's words for a
 * string it refuses (the alert handlers read filters with it too).
 */
export function checkAlertSubscription(value: string): string | null {
  const ok = value.split('.').every((segment) => {
    if (segment === '*' || segment === '**') return true
    if (segment.length === 0) return false
    for (let i = 0; i < segment.length; i++) if (!isWordChar(segment.charCodeAt(i))) return false
    return true
  })
  return ok
    ? null
    : `alert subscription ${JSON.stringify(value)} does not match the pattern ${SUBSCRIPTION_PATTERN}`
}

/**
 * The check for each named schema of the contract that carries a `pattern`, keyed by
 * schema name. A pattern written inline (not as a named schema) is keyed by its source.
 */
export const patternChecks: Record<string, StringCheck> = {
  Name: checkName,
  UserId: checkName,
  Hostname: checkHostname,
  Ipv4Net: checkIpv4Net,
  Ipv6Net: checkIpv6Net,
  MacAddr: checkMacAddr,
  L4PortRange: checkL4PortRange,
  RoleName: checkRoleName,
  TimeseriesName: checkTimeseriesName,
  IcmpParamRange: checkIcmpParamRange,
  AlertSubscription: checkAlertSubscription,
}

/** The semantic-version pattern the contract writes inline (target release). */
export const SEMVER_PATTERN =
  '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$'
