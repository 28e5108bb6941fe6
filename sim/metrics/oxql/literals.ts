// How OxQL literals and filters read when Oximeter echoes them in an error
// (Rust's formatting of numbers, strings, durations and timestamps), and IP
// addresses in their canonical text, as Rust parses and prints them.

import { formatIpv4, formatIpv6, parseIpv4, parseIpv6 } from '../../network/ip'
import type { Filter, Literal } from './ast'

/** Rust's `Ipv4Addr`/`Ipv6Addr` parse then display; null if Rust refuses it */
export function canonicalIp(text: string, version: 4 | 6): string | null {
  return version === 4 ? canonicalIpv4(text) : canonicalIpv6(text)
}

/** Rust refuses leading zeros (which other parsers read as octal), as `parseIpv4` does */
function canonicalIpv4(text: string): string | null {
  const n = parseIpv4(text)
  return n === null ? null : formatIpv4(n)
}

function canonicalIpv6(text: string): string | null {
  const n = parseIpv6(text)
  return n === null ? null : formatIpv6(n)
}

/** Rust's `{}` for an f64: never an exponent */
export function rustFloat(x: number): string {
  if (Number.isNaN(x)) return 'NaN'
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf'
  const s = String(x)
  if (!s.includes('e')) return s
  if (Math.abs(x) >= 1) return BigInt(x).toString()
  return x.toFixed(20).replace(/0+$/, '')
}

/** Rust's `{:?}` for a string */
export function rustDebugString(s: string): string {
  let out = '"'
  for (const ch of s) {
    const c = ch.codePointAt(0)!
    const named: Record<string, string> = {
      '"': '\\"',
      '\\': '\\\\',
      '\n': '\\n',
      '\r': '\\r',
      '\t': '\\t',
      '\0': '\\0',
    }
    if (Object.hasOwn(named, ch)) out += named[ch]
    else if (c < 0x20 || c === 0x7f) out += `\\u{${c.toString(16)}}`
    else out += ch
  }
  return `${out}"`
}

/** Rust's `{:?}` for a `Duration`: `60s`, `1.5s`, `100ms`, `2µs`, `0ns` */
export function rustDuration(ns: bigint): string {
  const trim = (whole: bigint, frac: bigint, digits: number, unit: string) => {
    const f = frac.toString().padStart(digits, '0').replace(/0+$/, '')
    return `${whole}${f ? `.${f}` : ''}${unit}`
  }
  if (ns >= 1_000_000_000n) return trim(ns / 1_000_000_000n, ns % 1_000_000_000n, 9, 's')
  if (ns >= 1_000_000n) return trim(ns / 1_000_000n, ns % 1_000_000n, 6, 'ms')
  if (ns >= 1_000n) return trim(ns / 1_000n, ns % 1_000n, 3, 'µs')
  return `${ns}ns`
}

/** chrono's display of a UTC time: `2025-01-01 09:30:00.500 UTC` */
export function rustTimestamp(ms: number): string {
  const whole = Math.floor(ms)
  const iso = new Date(whole).toISOString()
  const nanos = Math.round((ms - whole) * 1e6) + (whole % 1000) * 1e6
  const frac =
    nanos === 0
      ? ''
      : nanos % 1e6 === 0
        ? `.${String(nanos / 1e6).padStart(3, '0')}`
        : nanos % 1e3 === 0
          ? `.${String(nanos / 1e3).padStart(6, '0')}`
          : `.${String(nanos).padStart(9, '0')}`
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${frac} UTC`
}

/** A literal as Oximeter prints it */
export function literalDisplay(l: Literal): string {
  switch (l.kind) {
    case 'boolean':
      return String(l.value)
    case 'integer':
      return l.value.toString()
    case 'double':
      return rustFloat(l.value)
    case 'string':
      return rustDebugString(l.value)
    case 'uuid':
      return `"${l.value}"`
    case 'duration':
      return rustDuration(l.ns)
    case 'timestamp':
      return `@${rustTimestamp(l.ms)}`
    case 'ip':
      return l.value
  }
}

/** The literal's type, as Oximeter names it in errors */
export const literalTypeName: Record<Literal['kind'], string> = {
  integer: 'Integer',
  double: 'Double',
  string: 'String',
  boolean: 'Boolean',
  uuid: 'Uuid',
  duration: 'Duration',
  timestamp: 'Timestamp',
  ip: 'IpAddr',
}

/** A filter as Oximeter prints it: every operand in parentheses */
export function filterDisplay(f: Filter): string {
  return `${f.negated ? '!' : ''}(${exprDisplay(f)})`
}

/** A filter's expression without its own negation and parentheses */
export function exprDisplay(f: Filter): string {
  const e = f.expr
  if (e.kind === 'simple') {
    return `${e.simple.ident} ${e.simple.cmp} ${literalDisplay(e.simple.value)}`
  }
  return `${filterDisplay(e.left)} ${e.op} ${filterDisplay(e.right)}`
}
