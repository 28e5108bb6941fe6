// OxQL's grammar, rule for rule as Oximeter's parser defines it (a PEG:
// ordered choice, greedy repetition, no backtracking into a repetition), so
// that the simulator accepts exactly the queries Nexus accepts and refuses
// the others with the same "Error at L:C … Expected: …" text.
//
// The error text comes from how a PEG reports failure: of all the places a
// rule failed, the furthest one wins, and the answer lists every token that
// was tried there (sorted, as Oximeter's parser library prints them). Rules
// marked quiet in Oximeter's grammar report one name instead of their tokens
// ("whitespace", "A valid identifier", "boolean literal").

import type { Comparison, Filter, Literal, Query, Reducer, SimpleFilter, TableOp } from './ast'
import { canonicalIp } from './literals'

/** A query Oximeter refuses, with its message */
export class OxqlError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'OxqlError'
  }
}

const MAX_QUERY_BYTES = 4096

// Oximeter's duration units, in nanoseconds (a year is 365 days, a month 30)
const NS = {
  Y: 365n * 86_400n * 1_000_000_000n,
  M: 30n * 86_400n * 1_000_000_000n,
  w: 7n * 86_400n * 1_000_000_000n,
  d: 86_400n * 1_000_000_000n,
  h: 3_600n * 1_000_000_000n,
  m: 60n * 1_000_000_000n,
  s: 1_000_000_000n,
  ms: 1_000_000n,
  us: 1_000n,
  ns: 1n,
} as const
// tried in this order, `ms` before `m`
const UNITS = ['Y', 'M', 'w', 'd', 'h', 'ms', 'm', 's', 'us', 'ns'] as const

const I64_MIN = -(2n ** 63n)
const U64_MAX = 2n ** 64n - 1n
const I128_MAX = 2n ** 127n - 1n

type Match<T> = { end: number; value: T } | null

const quote = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`

const DIGIT = "['0' ..= '9']"
const HEX = "['a' ..= 'f' | 'A' ..= 'F' | '0' ..= '9']"
const isDigit = (c: string) => c >= '0' && c <= '9'
const isHex = (c: string) => isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')

class Parser {
  private maxPos = -1
  private expected = new Set<string>()
  private quiet = 0
  private cache = new Map<string, Match<Filter>>()

  constructor(
    readonly src: string,
    private readonly now: number,
  ) {}

  // --- failure bookkeeping --------------------------------------------------

  fail(pos: number, label: string): null {
    if (this.quiet > 0) return null
    if (pos > this.maxPos) {
      this.maxPos = pos
      this.expected.clear()
    }
    if (pos === this.maxPos) this.expected.add(label)
    return null
  }

  lit(pos: number, s: string): number | null {
    return this.src.startsWith(s, pos) ? pos + s.length : this.fail(pos, quote(s))
  }

  cls(pos: number, test: (c: string) => boolean, label: string): number | null {
    const c = this.src.codePointAt(pos)
    if (c === undefined) return this.fail(pos, label)
    const ch = String.fromCodePoint(c)
    return test(ch) ? pos + ch.length : this.fail(pos, label)
  }

  /** `cls` repeated min..max times (greedy) */
  many(pos: number, test: (c: string) => boolean, label: string, min: number, max = Infinity) {
    let n = 0
    let at = pos
    while (n < max) {
      const next = this.cls(at, test, label)
      if (next === null) break
      at = next
      n++
    }
    return n >= min ? at : null
  }

  quietly<T>(f: () => T): T {
    this.quiet++
    try {
      return f()
    } finally {
      this.quiet--
    }
  }

  /** a `{? … }` action that refuses: reported where the matched text ends */
  refuse(end: number, message: string): null {
    return this.fail(end, message)
  }

  // --- whitespace -----------------------------------------------------------

  /** `_`: one or more spaces, newlines or tabs */
  ws(pos: number): number | null {
    const end = this.quietly(() =>
      this.many(pos, (c) => c === ' ' || c === '\n' || c === '\t', '', 1),
    )
    return end ?? this.fail(pos, 'whitespace')
  }

  /** `_?` */
  optWs(pos: number): number {
    return this.ws(pos) ?? pos
  }

  // --- literals -------------------------------------------------------------

  booleanImpl(pos: number): Match<boolean> {
    const m = this.quietly(() => {
      const t = this.lit(pos, 'true')
      if (t !== null) return { end: t, value: true }
      const f = this.lit(pos, 'false')
      return f === null ? null : { end: f, value: false }
    })
    return m ?? this.fail(pos, 'boolean literal')
  }

  hexInteger(pos: number): Match<bigint> {
    const afterPrefix = this.lit(pos, '0x')
    if (afterPrefix === null) return null
    const end = this.many(afterPrefix, isHex, "['0' ..= '9' | 'a' ..= 'f' | 'A' ..= 'F']", 1)
    if (end === null) return null
    // a negative lookahead: it reports nothing
    if (this.src[end] === '.') return null
    const value = BigInt(`0x${this.src.slice(afterPrefix, end)}`)
    if (value > I128_MAX) return this.refuse(end, 'invalid hex literal')
    return { end, value }
  }

  decInteger(pos: number): Match<bigint> {
    const end = this.many(pos, isDigit, DIGIT, 1)
    if (end === null) return null
    const next = this.src[end]
    if (next === 'e' || next === 'E' || next === '.') return null
    const value = BigInt(this.src.slice(pos, end))
    if (value > I128_MAX) return this.refuse(end, 'integer literal')
    return { end, value }
  }

  integerImpl(pos: number): Match<bigint> {
    const afterSign = this.lit(pos, '-') ?? pos
    const n = this.hexInteger(afterSign) ?? this.decInteger(afterSign)
    if (!n) return null
    const x = afterSign > pos ? -n.value : n.value
    if (x < I64_MIN) return this.refuse(n.end, 'negative overflow')
    if (x > U64_MAX) return this.refuse(n.end, 'positive overflow')
    return { end: n.end, value: x }
  }

  durationImpl(pos: number): Match<bigint> {
    const count = this.integerImpl(pos)
    if (!count) return null
    for (const unit of UNITS) {
      const end = this.lit(count.end, unit)
      if (end === null) continue
      if (count.value < 0n || count.value > 0xffff_ffffn) {
        return this.refuse(end, 'invalid count for duration literal')
      }
      return { end, value: count.value * NS[unit] }
    }
    return null
  }

  double(pos: number): Match<number> {
    let at = this.lit(pos, '-') ?? pos
    at = this.many(at, isDigit, DIGIT, 0)!
    at = this.lit(at, '.') ?? at
    at = this.many(at, isDigit, DIGIT, 0)!
    for (;;) {
      const e = this.cls(at, (c) => c === 'e' || c === 'E', "['e' | 'E']")
      if (e === null) break
      const digits = this.many(this.lit(e, '-') ?? e, isDigit, DIGIT, 1)
      if (digits === null) break
      at = digits
    }
    const text = this.src.slice(pos, at)
    const value = Number(text)
    // Rust's float parser needs a digit; `Number('')` is 0 and `Number('.')` NaN
    if (!/[0-9]/.test(text) || Number.isNaN(value)) return this.refuse(at, 'double literal')
    return { end: at, value }
  }

  uuid(pos: number): Match<string> {
    const dashed = (() => {
      let at: number | null = this.lit(pos, '"')
      for (const [i, n] of [8, 4, 4, 4, 12].entries()) {
        if (at === null) return null
        if (i > 0) at = this.lit(at, '-')
        if (at === null) return null
        at = this.many(at, isHex, HEX, n, n)
      }
      return at === null ? null : this.lit(at, '"')
    })()
    const end =
      dashed ??
      (() => {
        const open = this.lit(pos, '"')
        const hex = open === null ? null : this.many(open, isHex, HEX, 32, 32)
        return hex === null ? null : this.lit(hex, '"')
      })()
    if (end === null) return null
    const hex = this.src
      .slice(pos + 1, end - 1)
      .replace(/-/g, '')
      .toLowerCase()
    const value = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
    return { end, value }
  }

  ip(pos: number): Match<{ value: string; v6: boolean }> {
    const v4 = (() => {
      const open = this.lit(pos, '"')
      if (open === null) return null
      let at: number | null = open
      for (let i = 0; i < 4; i++) {
        if (i > 0) at = this.lit(at!, '.')
        if (at === null) return null
        at = this.many(at, isDigit, DIGIT, 1, 3)
        if (at === null) return null
      }
      const close = this.lit(at!, '"')
      if (close === null) return null
      const value = canonicalIp(this.src.slice(open, at!), 4)
      return value === null ? this.refuse(close, 'an IPv4 address') : { end: close, value }
    })()
    if (v4) return { end: v4.end, value: { value: v4.value, v6: false } }
    const open = this.lit(pos, '"')
    if (open === null) return null
    const at = this.many(
      open,
      (c) => isDigit(c) || (c >= 'a' && c <= 'f') || c === ':',
      "['a' ..= 'f' | '0' ..= '9' | ':']",
      1,
    )
    if (at === null) return null
    const close = this.lit(at, '"')
    if (close === null) return null
    const value = canonicalIp(this.src.slice(open, at), 6)
    if (value === null) return this.refuse(close, 'an IPv6 address')
    return { end: close, value: { value, v6: true } }
  }

  quoted(pos: number, q: '"' | "'"): Match<string> {
    const open = this.lit(pos, q)
    if (open === null) return null
    const label = q === '"' ? `[^ '"']` : `[^ '\\'']`
    const body = this.many(open, (c) => c !== q, label, 0)!
    const value = unescape(this.src.slice(open, body))
    if (value === null) {
      return this.refuse(body, `invalid ${q === '"' ? 'double' : 'single'} quoted string`)
    }
    const close = this.lit(body, q)
    return close === null ? null : { end: close, value }
  }

  stringImpl(pos: number): Match<string> {
    return this.quoted(pos, "'") ?? this.quoted(pos, '"')
  }

  timestampString(pos: number): Match<number> {
    const at = this.lit(pos, '@')
    if (at === null) return null
    const end = this.many(
      at,
      (c) => isDigit(c) || c === '-' || c === 'T' || c === ':' || c === '.',
      "['0' ..= '9' | '-' | 'T' | ':' | '.']",
      1,
    )
    if (end === null) return null
    const ms = parseTimestamp(this.src.slice(at, end), this.now)
    return ms === null ? this.refuse(end, 'a recognized timestamp format') : { end, value: ms }
  }

  nowTimestamp(pos: number): Match<number> {
    const at = this.lit(pos, '@now()')
    if (at === null) return null
    const offset = (() => {
      const sign = this.cls(this.optWs(at), (c) => c === '+' || c === '-', "['+' | '-']")
      if (sign === null) return null
      const d = this.durationImpl(this.optWs(sign))
      if (!d) return null
      const ms = Number(d.value) / 1e6
      return { end: d.end, value: this.src[sign - 1] === '-' ? -ms : ms }
    })()
    return offset
      ? { end: offset.end, value: this.now + offset.value }
      : { end: at, value: this.now }
  }

  literal(pos: number): Match<Literal> {
    const b = this.booleanImpl(pos)
    if (b) return { end: b.end, value: { kind: 'boolean', value: b.value } }
    const d = this.durationImpl(pos)
    if (d) return { end: d.end, value: { kind: 'duration', ns: d.value } }
    const i = this.integerImpl(pos)
    if (i) return { end: i.end, value: { kind: 'integer', value: i.value } }
    const f = this.double(pos)
    if (f) return { end: f.end, value: { kind: 'double', value: f.value } }
    const u = this.uuid(pos)
    if (u) return { end: u.end, value: { kind: 'uuid', value: u.value } }
    const ip = this.ip(pos)
    if (ip) return { end: ip.end, value: { kind: 'ip', ...ip.value } }
    const s = this.stringImpl(pos)
    if (s) return { end: s.end, value: { kind: 'string', value: s.value } }
    const t = this.timestampString(pos) ?? this.nowTimestamp(pos)
    if (t) return { end: t.end, value: { kind: 'timestamp', ms: t.value } }
    return null
  }

  // --- filters --------------------------------------------------------------

  cached(rule: string, pos: number, f: () => Match<Filter>): Match<Filter> {
    const key = `${rule}@${pos}`
    if (this.cache.has(key)) return this.cache.get(key)!
    const m = f()
    this.cache.set(key, m)
    return m
  }

  factor(pos: number): Match<Filter> {
    return this.cached('factor', pos, () => {
      const bang = this.lit(pos, '!')
      if (bang !== null) {
        const inner = this.factor(this.optWs(bang))
        if (inner) {
          return { end: inner.end, value: { ...inner.value, negated: !inner.value.negated } }
        }
      }
      return this.primary(pos)
    })
  }

  primary(pos: number): Match<Filter> {
    return this.cached('primary', pos, () => {
      const atom = this.comparisonAtom(pos)
      if (atom) {
        if (atom.value.cmp === '~=' && atom.value.value.kind !== 'string') {
          this.refuse(atom.end, '~= comparison is only supported for string literals')
        } else {
          const expr = { kind: 'simple' as const, simple: atom.value }
          return { end: atom.end, value: { negated: false, expr } }
        }
      }
      const open = this.lit(pos, '(')
      if (open === null) return null
      const inner = this.logical(0, this.optWs(open))
      if (!inner) return null
      const close = this.lit(this.optWs(inner.end), ')')
      return close === null ? null : { end: close, value: inner.value }
    })
  }

  comparisonAtom(pos: number): Match<SimpleFilter> {
    const ident = this.identImpl(pos)
    if (!ident) return null
    const cmp = this.comparison(this.optWs(ident.end))
    if (!cmp) return null
    const value = this.literal(this.optWs(cmp.end))
    if (!value) return null
    return { end: value.end, value: { ident: ident.value, cmp: cmp.value, value: value.value } }
  }

  /** `||` binds loosest, then `&&`, then `^`; each is right-associative */
  logical(level: 0 | 1 | 2, pos: number): Match<Filter> {
    const ops = ['||', '&&', '^'] as const
    const rules = ['or', 'and', 'xor'] as const
    return this.cached(rules[level], pos, () => {
      const operand = (at: number) =>
        level === 2 ? this.factor(at) : this.logical((level + 1) as 1 | 2, at)
      const left = operand(pos)
      if (left) {
        const op = this.lit(this.optWs(left.end), ops[level])
        const right = op === null ? null : this.logical(level, this.optWs(op))
        if (right) {
          const expr = {
            kind: 'compound' as const,
            left: left.value,
            op: ops[level],
            right: right.value,
          }
          return { end: right.end, value: { negated: false, expr } }
        }
      }
      return operand(pos)
    })
  }

  // --- table operations -----------------------------------------------------

  identImpl(pos: number): Match<string> {
    const re = /[a-z]+[a-z0-9]*(?:_[a-z0-9]+)*/y
    re.lastIndex = pos
    const found = re.exec(this.src)
    if (!found) return this.fail(pos, 'A valid identifier')
    return { end: pos + found[0].length, value: found[0] }
  }

  comparison(pos: number): Match<Comparison> {
    for (const c of ['==', '!=', '>=', '>', '<=', '<', '~='] as const) {
      const end = this.lit(pos, c)
      if (end !== null) return { end, value: c }
    }
    return null
  }

  timeseriesName(pos: number): Match<string> {
    const target = this.identImpl(pos)
    if (!target) return null
    const colon = this.lit(target.end, ':')
    const metric = colon === null ? null : this.identImpl(colon)
    if (!metric) return null
    return { end: metric.end, value: `${target.value}:${metric.value}` }
  }

  groupBy(pos: number): Match<TableOp> {
    let at = this.lit(pos, 'group_by')
    at = at === null ? null : this.ws(at)
    at = at === null ? null : this.lit(at, '[')
    if (at === null) return null
    at = this.optWs(at)
    const fields: string[] = []
    const first = this.identImpl(at)
    if (first) {
      fields.push(first.value)
      at = first.end
      for (;;) {
        const comma = this.lit(this.optWs(at), ',')
        const next = comma === null ? null : this.identImpl(this.optWs(comma))
        if (!next) break
        fields.push(next.value)
        at = next.end
      }
    }
    at = this.lit(at, ',') ?? at
    const close = this.lit(this.optWs(at), ']')
    if (close === null) return null
    let end = close
    let reducer: Reducer = 'mean'
    const comma = this.lit(close, ',')
    if (comma !== null) {
      const r = this.reducer(this.optWs(comma))
      if (r) {
        end = r.end
        reducer = r.value
      }
    }
    return { end, value: { op: 'group_by', fields, reducer } }
  }

  reducer(pos: number): Match<Reducer> {
    const mean = this.lit(pos, 'mean')
    if (mean !== null) return { end: mean, value: 'mean' }
    const sum = this.lit(pos, 'sum')
    if (sum !== null) return { end: sum, value: 'sum' }
    return this.fail(pos, 'a reducer name')
  }

  align(pos: number): Match<TableOp> {
    let at = this.lit(pos, 'align')
    at = at === null ? null : this.ws(at)
    if (at === null) return null
    let method: 'interpolate' | 'mean_within' = 'interpolate'
    let after = this.lit(at, 'interpolate')
    if (after === null) {
      method = 'mean_within'
      after = this.lit(at, 'mean_within')
    }
    after = after === null ? null : this.lit(after, '(')
    const period = after === null ? null : this.durationImpl(after)
    const close = period && this.lit(period.end, ')')
    if (!period || close === null) return null
    return { end: close, value: { op: 'align', method, periodNs: period.value } }
  }

  limit(pos: number): Match<TableOp> {
    let kind: 'first' | 'last' = 'first'
    let at = this.lit(pos, 'first')
    if (at === null) {
      kind = 'last'
      at = this.lit(pos, 'last')
    }
    at = at === null ? null : this.ws(at)
    const count = at === null ? null : this.integerImpl(at)
    if (!count) return null
    if (count.value <= 0n || count.value > U64_MAX) {
      return this.refuse(count.end, 'limit count must be a nonzero usize')
    }
    // larger than any table; keeps the number exact
    const n =
      count.value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(count.value)
    return { end: count.end, value: { op: 'limit', kind, count: n } }
  }

  basicOp(pos: number): Match<TableOp> {
    const get = this.lit(pos, 'get')
    const getWs = get === null ? null : this.ws(get)
    const name = getWs === null ? null : this.timeseriesName(getWs)
    if (name) return { end: name.end, value: { op: 'get', name: name.value } }

    const filter = this.lit(pos, 'filter')
    const filterWs = filter === null ? null : this.ws(filter)
    const expr = filterWs === null ? null : this.logical(0, filterWs)
    if (expr) return { end: this.optWs(expr.end), value: { op: 'filter', filter: expr.value } }

    const group = this.groupBy(pos)
    if (group) return group
    const join = this.lit(pos, 'join')
    if (join !== null) return { end: join, value: { op: 'join' } }
    return this.align(pos) ?? this.limit(pos)
  }

  /** `_? <d> _?`, reporting nothing */
  delimiter(pos: number, d: string): number | null {
    return this.quietly(() => {
      const end = this.lit(this.optWs(pos), d)
      return end === null ? null : this.optWs(end)
    })
  }

  groupedOp(pos: number): Match<TableOp> {
    const open = this.lit(pos, '{')
    if (open === null) return null
    const first = this.query(this.optWs(open))
    if (!first) return null
    const queries = [first.value]
    let at = first.end
    for (;;) {
      const semi = this.delimiter(at, ';')
      const next = semi === null ? null : this.query(semi)
      if (!next) break
      queries.push(next.value)
      at = next.end
    }
    const close = this.lit(this.optWs(at), '}')
    return close === null ? null : { end: close, value: { op: 'subqueries', queries } }
  }

  query(pos: number): Match<Query> {
    const op = (at: number) => this.basicOp(at) ?? this.groupedOp(at)
    const first = op(pos)
    if (!first) return null
    const ops = [first.value]
    let at = first.end
    for (;;) {
      const pipe = this.delimiter(at, '|')
      const next = pipe === null ? null : op(pipe)
      if (!next) break
      ops.push(next.value)
      at = next.end
    }
    if (!allGetsAtStart(ops)) {
      return this.refuse(at, 'every subquery must start with a `get` operation')
    }
    return { end: at, value: ops }
  }

  /** The whole input as one query, or the error Oximeter gives */
  parse(): Query {
    const m = this.query(0)
    if (m && m.end === this.src.length) return m.value
    if (m) this.fail(m.end, 'EOF')
    throw new OxqlError(formatError(this.src, this.maxPos, [...this.expected]))
  }
}

function allGetsAtStart(ops: Query): boolean {
  const [head, ...tail] = ops
  if (head.op === 'subqueries') return head.queries.every(allGetsAtStart)
  return head.op === 'get' && !tail.some((op) => op.op === 'get')
}

/** Escapes in quoted strings, as Oximeter reads them; null if one is invalid */
function unescape(s: string): string | null {
  let out = ''
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== '\\') {
      out += s[i]
      continue
    }
    const next = s[++i]
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', '\\': '\\', '0': '\0' }
    if (next !== undefined && Object.hasOwn(simple, next)) {
      out += simple[next]
      continue
    }
    if (next !== 'u' || s[i + 1] !== '{') return null
    const m = /^[0-9a-fA-F]{0,7}\}/.exec(s.slice(i + 2, i + 10))
    if (!m || m[0].length === 1) return null
    const code = parseInt(m[0].slice(0, -1), 16)
    if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null
    out += String.fromCodePoint(code)
    i += 1 + m[0].length
  }
  return out
}

/**
 * An OxQL timestamp after its `@`, in the three forms Oximeter takes: a date
 * (midnight), a time (today), or both with a `T`; seconds may have a fraction.
 * All UTC. Null when it is none of them or not a real date.
 */
function parseTimestamp(text: string, now: number): number | null {
  const time = (h: string, mi: string, s: string, frac = '') => {
    if (+h > 23 || +mi > 59 || +s > 60) return null
    const fraction = frac ? Number(`0.${frac}`) * 1000 : 0
    return ((+h * 60 + +mi) * 60 + Math.min(+s, 59)) * 1000 + fraction
  }
  const date = (y: string, mo: string, d: string) => {
    const ms = Date.UTC(+y, +mo - 1, +d)
    const back = new Date(ms)
    const real =
      back.getUTCFullYear() === +y && back.getUTCMonth() === +mo - 1 && back.getUTCDate() === +d
    return real ? ms : null
  }
  const d = /^(\d+)-(\d{1,2})-(\d{1,2})$/.exec(text)
  if (d) return date(d[1], d[2], d[3])
  const t = /^(\d{1,2}):(\d{1,2}):(\d{1,2})(?:\.(\d{1,9}))?$/.exec(text)
  if (t) {
    const ms = time(t[1], t[2], t[3], t[4])
    const today = Math.floor(now / 86_400_000) * 86_400_000
    return ms === null ? null : today + ms
  }
  const dt = /^(\d+)-(\d{1,2})-(\d{1,2})T(\d{1,2}):(\d{1,2}):(\d{1,2})(?:\.(\d{1,9}))?$/.exec(text)
  if (!dt) return null
  const day = date(dt[1], dt[2], dt[3])
  const ms = time(dt[4], dt[5], dt[6], dt[7])
  return day === null || ms === null ? null : day + ms
}

const utf8 = new TextEncoder()

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i]
  return a.length - b.length
}

/**
 * Oximeter's parse error: the position, 24 bytes of context either side with
 * a caret under the spot, and what the parser expected there.
 */
function formatError(src: string, pos: number, expected: string[]): string {
  const before = src.slice(0, pos)
  const line = before.split('\n').length
  const column = [...before.slice(before.lastIndexOf('\n') + 1)].length + 1
  const bytes = utf8.encode(src)
  const offset = utf8.encode(before).length
  let out = `Error at ${line}:${column}`
  const start = Math.max(0, offset - 24)
  const end = Math.min(bytes.length, offset + 24)
  const boundary = (i: number) => i >= bytes.length || (bytes[i] & 0xc0) !== 0x80
  if (boundary(start) && boundary(end)) {
    const prefixLen = out.length + 2
    out += `: .. ${new TextDecoder().decode(bytes.subarray(start, end))} ..\n`
    const leftPad = offset - start + 3 + prefixLen
    const rightPad = end - offset + 3 + prefixLen
    out += `${' '.repeat(leftPad)}^${' '.repeat(rightPad)}\n`
  }
  // byte order, as Rust sorts strings
  const sorted = expected.sort((a, b) => compareBytes(utf8.encode(a), utf8.encode(b)))
  const set = sorted.length === 1 ? sorted[0] : `one of ${sorted.join(', ')}`
  return `${out}Expected: error at ${line}:${column}: expected ${set}\n`
}

/**
 * Parses one query as Nexus does: trimmed, at most 4096 bytes. `now` (epoch
 * ms) stands for `@now()` and for today in a time-only timestamp.
 */
export function parseQuery(text: string, now: number): Query {
  const src = text.trim()
  if (utf8.encode(src).length > MAX_QUERY_BYTES) {
    throw new OxqlError(`Queries must be <= ${MAX_QUERY_BYTES} characters`)
  }
  try {
    return new Parser(src, now).parse()
  } catch (e) {
    // a query nested thousands deep outgrows the stack, as it would Oximeter's
    if (e instanceof RangeError) throw new OxqlError('Query is nested too deeply')
    throw e
  }
}
