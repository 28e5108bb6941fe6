// A small, strict parser for the part of OxQL (Oximeter's query language)
// that a console's metrics pages send:
//
//   get <target>:<metric>
//     | filter <comparison> && <comparison> && …   (any number of filter ops)
//     | align mean_within(<duration>)              (required)
//     | group_by [<field>, …], sum|mean            (optional)
//
// A comparison is `<field> <op> <literal>`: op is one of == != < <= > >=, a
// literal is a "string" (or 'string'), an integer, true/false, or a timestamp
// `@2025-01-01T00:00:00.000` (UTC, no zone suffix; the date alone or without
// the fraction is fine too) or `@now()` optionally minus a duration. Durations
// are an integer and a unit: ns, us, ms, s, m, h, d, w.
//
// Everything else OxQL has (||, !, parentheses, ~=, subqueries, joins, first,
// last, limit, align interpolate, filters after align) is refused with an
// `OxqlError` naming what the simulator does not do, rather than guessed at.
// Whitespace, newlines included, separates tokens anywhere, so the
// multi-line form a console shows in its "View OxQL query" dialog parses too.

/** A query the simulator cannot run, with a message for the 400 */
export class OxqlError extends Error {
  constructor(
    message: string,
    readonly column?: number,
  ) {
    super(column === undefined ? message : `${message} (at column ${column})`)
    this.name = 'OxqlError'
  }
}

export type ComparisonOp = '==' | '!=' | '<' | '<=' | '>' | '>='

export type Literal =
  | { kind: 'string'; value: string }
  | { kind: 'integer'; value: number }
  | { kind: 'float'; value: number }
  | { kind: 'boolean'; value: boolean }
  /** epoch milliseconds, `@now()` already resolved */
  | { kind: 'timestamp'; value: number; text: string }

export type Comparison = { field: string; op: ComparisonOp; literal: Literal; column: number }

export type GroupBy = { fields: string[]; reducer: 'sum' | 'mean' }

export type OxqlQuery = {
  /** `target:metric` */
  timeseries: string
  /** all comparisons of all filter ops; they must all hold */
  filters: Comparison[]
  /** the mean_within window, in milliseconds */
  alignMs: number
  groupBy: GroupBy | null
}

type Token =
  | { kind: 'ident'; text: string; col: number }
  | { kind: 'string'; value: string; col: number }
  | { kind: 'integer'; value: number; text: string; col: number }
  | { kind: 'float'; value: number; text: string; col: number }
  | { kind: 'duration'; ms: number; text: string; col: number }
  | { kind: 'timestamp'; ms: number; text: string; col: number }
  | { kind: 'now'; col: number }
  | { kind: 'punct'; text: string; col: number }
  | { kind: 'eof'; col: number }

const durationUnits: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
}

// longest operators first so `>=` is not read as `>` then `=`
const puncts = ['==', '!=', '>=', '<=', '&&', '||', '~=', '>', '<', '!', '|', '(', ')', '[', ']']
  .concat([',', '{', '}', ';', '-', '+', '='])
  .sort((a, b) => b.length - a.length)

const identStart = /[A-Za-z_]/
const identChar = /[A-Za-z0-9_]/

function show(t: Token): string {
  switch (t.kind) {
    case 'eof':
      return 'the end of the query'
    case 'ident':
    case 'punct':
      return `'${t.text}'`
    case 'string':
      return JSON.stringify(t.value)
    case 'now':
      return '@now()'
    default:
      return `'${t.text}'`
  }
}

/** Parses an OxQL timestamp (after the `@`): UTC date, optional time and fraction */
function parseTimestamp(text: string, col: number): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?)?$/.exec(text)
  if (!m) {
    throw new OxqlError(
      `invalid timestamp '@${text}': write @YYYY-MM-DD, @YYYY-MM-DDTHH:MM:SS or @YYYY-MM-DDTHH:MM:SS.fff (UTC)`,
      col,
    )
  }
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = ''] = m
  const ms = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s, Number(frac.padEnd(3, '0').slice(0, 3)))
  const back = new Date(ms)
  const valid =
    back.getUTCFullYear() === +y &&
    back.getUTCMonth() === +mo - 1 &&
    back.getUTCDate() === +d &&
    back.getUTCHours() === +h &&
    back.getUTCMinutes() === +mi &&
    back.getUTCSeconds() === +s
  if (!valid) throw new OxqlError(`'@${text}' is not a valid date and time`, col)
  return ms
}

function tokenize(src: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < src.length) {
    const c = src[i]
    const col = i + 1
    if (/\s/.test(c)) {
      i++
      continue
    }
    if (identStart.test(c)) {
      let j = i + 1
      while (j < src.length && identChar.test(src[j])) j++
      // `target:metric` is one token: a timeseries name
      if (src[j] === ':' && identStart.test(src[j + 1] ?? '')) {
        j += 2
        while (j < src.length && identChar.test(src[j])) j++
      }
      tokens.push({ kind: 'ident', text: src.slice(i, j), col })
      i = j
      continue
    }
    if (/[0-9]/.test(c)) {
      const m = /^[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(src.slice(i))!
      let j = i + m[0].length
      let unit = ''
      while (j < src.length && /[A-Za-z]/.test(src[j])) unit += src[j++]
      const text = src.slice(i, j)
      if (unit) {
        if (m[1] || m[2]) {
          throw new OxqlError(`invalid duration '${text}': use a whole number of a unit`, col)
        }
        if (unit === 'M' || unit === 'Y') {
          throw new OxqlError(
            `invalid duration '${text}': months and years are not supported, use days or weeks`,
            col,
          )
        }
        if (!Object.hasOwn(durationUnits, unit)) {
          throw new OxqlError(
            `invalid duration '${text}': the units are ns, us, ms, s, m, h, d and w`,
            col,
          )
        }
        tokens.push({ kind: 'duration', ms: Number(m[0]) * durationUnits[unit], text, col })
      } else if (m[1] || m[2]) {
        tokens.push({ kind: 'float', value: Number(text), text, col })
      } else {
        tokens.push({ kind: 'integer', value: Number(text), text, col })
      }
      i = j
      continue
    }
    if (c === '"' || c === "'") {
      let j = i + 1
      let value = ''
      for (;;) {
        if (j >= src.length) throw new OxqlError('unterminated string literal', col)
        const ch = src[j]
        if (ch === c) break
        if (ch === '\\') {
          const next = src[j + 1]
          const escapes: Record<string, string> = {
            n: '\n',
            t: '\t',
            '\\': '\\',
            '"': '"',
            "'": "'",
          }
          if (next === undefined || !Object.hasOwn(escapes, next)) {
            throw new OxqlError(`invalid escape '\\${next ?? ''}' in string literal`, j + 1)
          }
          value += escapes[next]
          j += 2
          continue
        }
        value += ch
        j++
      }
      tokens.push({ kind: 'string', value, col })
      i = j + 1
      continue
    }
    if (c === '@') {
      if (src.startsWith('@now()', i)) {
        tokens.push({ kind: 'now', col })
        i += '@now()'.length
        continue
      }
      let j = i + 1
      while (j < src.length && /[0-9A-Za-z:.+-]/.test(src[j])) j++
      const text = src.slice(i + 1, j)
      if (/(Z|[+-]\d{2}:?\d{2})$/.test(text) && /T/.test(text)) {
        throw new OxqlError(
          `timestamp '@${text}' has a time zone; OxQL timestamps are UTC and take none, e.g. @2025-01-01T00:00:00.000`,
          col,
        )
      }
      tokens.push({ kind: 'timestamp', ms: parseTimestamp(text, col), text: `@${text}`, col })
      i = j
      continue
    }
    const p = puncts.find((op) => src.startsWith(op, i))
    if (!p) throw new OxqlError(`unexpected character '${c}'`, col)
    tokens.push({ kind: 'punct', text: p, col })
    i += p.length
  }
  tokens.push({ kind: 'eof', col: src.length + 1 })
  return tokens
}

const comparisonOps: readonly string[] = ['==', '!=', '<', '<=', '>', '>=']
const isComparisonOp = (s: string): s is ComparisonOp => comparisonOps.includes(s)

const unsupportedOps: Record<string, string> = {
  first: "the 'first' table operation is not supported by the simulator",
  last: "the 'last' table operation is not supported by the simulator",
  limit: "the 'limit' table operation is not supported by the simulator",
  join: 'joins are not supported by the simulator',
  union: 'unions are not supported by the simulator',
}

/**
 * Parses one query. `now` (epoch ms) resolves `@now()`. Throws `OxqlError`
 * for anything outside the subset described at the top of this file.
 */
export function parseOxql(src: string, now: number): OxqlQuery {
  // checked before tokenizing, so SQL or prose gets this hint rather than
  // a complaint about some character further on
  const opening = /^\s*(\S*)/.exec(src)![1]
  if (!/^(get\b|\{)/.test(opening)) {
    const found = opening ? `'${opening.slice(0, 20)}'` : 'the end of the query'
    const column = src.length - src.trimStart().length + 1
    throw new OxqlError(`a query starts with 'get <target>:<metric>', found ${found}`, column)
  }
  const tokens = tokenize(src)
  let at = 0
  const peek = () => tokens[at]
  const next = () => tokens[at++]
  const isPunct = (t: Token, text: string) => t.kind === 'punct' && t.text === text
  const isWord = (t: Token, text: string) => t.kind === 'ident' && t.text === text
  const expectPunct = (text: string, what: string) => {
    const t = next()
    if (!isPunct(t, text))
      throw new OxqlError(`expected '${text}' ${what}, found ${show(t)}`, t.col)
  }

  const first = next()
  if (isPunct(first, '{')) {
    throw new OxqlError('subqueries ({ … }) are not supported by the simulator', first.col)
  }
  if (!isWord(first, 'get')) {
    throw new OxqlError(
      `a query starts with 'get <target>:<metric>', found ${show(first)}`,
      first.col,
    )
  }
  const nameTok = next()
  if (nameTok.kind !== 'ident' || !nameTok.text.includes(':')) {
    throw new OxqlError(
      `expected a timeseries name like virtual_machine:vcpu_usage after 'get', found ${show(nameTok)}`,
      nameTok.col,
    )
  }
  if (isPunct(peek(), ',')) {
    throw new OxqlError(
      'getting several timeseries in one query is not supported by the simulator',
      peek().col,
    )
  }

  const filters: Comparison[] = []
  // set by the table operations below, as they are met
  const state: { alignMs: number | null; groupBy: GroupBy | null } = {
    alignMs: null,
    groupBy: null,
  }

  function parseLiteral(): Literal {
    const t = next()
    switch (t.kind) {
      case 'string':
        return { kind: 'string', value: t.value }
      case 'integer':
        return { kind: 'integer', value: t.value }
      case 'float':
        return { kind: 'float', value: t.value }
      case 'timestamp':
        return { kind: 'timestamp', value: t.ms, text: t.text }
      case 'now': {
        if (isPunct(peek(), '-')) {
          next()
          const d = next()
          if (d.kind !== 'duration') {
            throw new OxqlError(`expected a duration after '@now() -', found ${show(d)}`, d.col)
          }
          return { kind: 'timestamp', value: now - d.ms, text: `@now() - ${d.text}` }
        }
        return { kind: 'timestamp', value: now, text: '@now()' }
      }
      case 'ident':
        if (t.text === 'true' || t.text === 'false') {
          return { kind: 'boolean', value: t.text === 'true' }
        }
        break
      case 'punct':
        if (t.text === '-') {
          throw new OxqlError('negative numbers are not supported by the simulator', t.col)
        }
        break
    }
    throw new OxqlError(
      `expected a literal ("string", integer, true/false or @timestamp), found ${show(t)}`,
      t.col,
    )
  }

  function parseComparison(): Comparison {
    const t = next()
    if (isPunct(t, '(')) {
      throw new OxqlError('parentheses in filters are not supported by the simulator', t.col)
    }
    if (isPunct(t, '!')) {
      throw new OxqlError('negation (!) in filters is not supported by the simulator', t.col)
    }
    if (t.kind !== 'ident' || t.text.includes(':')) {
      throw new OxqlError(`expected a field name in the filter, found ${show(t)}`, t.col)
    }
    const opTok = next()
    if (isPunct(opTok, '~=')) {
      throw new OxqlError(
        'regular-expression matches (~=) are not supported by the simulator',
        opTok.col,
      )
    }
    if (isPunct(opTok, '=')) {
      throw new OxqlError(`'=' is not a comparison; use '=='`, opTok.col)
    }
    if (opTok.kind !== 'punct' || !isComparisonOp(opTok.text)) {
      throw new OxqlError(
        `expected a comparison (==, !=, <, <=, >, >=) after '${t.text}', found ${show(opTok)}`,
        opTok.col,
      )
    }
    return { field: t.text, op: opTok.text, literal: parseLiteral(), column: t.col }
  }

  function parseFilter() {
    filters.push(parseComparison())
    for (;;) {
      const t = peek()
      if (isPunct(t, '&&')) {
        next()
        filters.push(parseComparison())
      } else if (isPunct(t, '||')) {
        throw new OxqlError(
          "'||' is not supported by the simulator: join comparisons with '&&'",
          t.col,
        )
      } else {
        return
      }
    }
  }

  function parseAlign() {
    const method = next()
    if (isWord(method, 'interpolate')) {
      throw new OxqlError(
        'align interpolate is not supported; use align mean_within(<duration>)',
        method.col,
      )
    }
    if (!isWord(method, 'mean_within')) {
      throw new OxqlError(`expected 'mean_within' after 'align', found ${show(method)}`, method.col)
    }
    expectPunct('(', "after 'mean_within'")
    const d = next()
    if (d.kind !== 'duration') {
      throw new OxqlError(`expected a duration like 10s in mean_within(…), found ${show(d)}`, d.col)
    }
    if (d.ms <= 0) throw new OxqlError('the alignment period must be longer than zero', d.col)
    expectPunct(')', 'to close mean_within(…)')
    state.alignMs = d.ms
  }

  function parseGroupBy() {
    expectPunct('[', "after 'group_by'")
    const fields: string[] = []
    if (!isPunct(peek(), ']')) {
      for (;;) {
        const f = next()
        if (f.kind !== 'ident' || f.text.includes(':')) {
          throw new OxqlError(`expected a field name in group_by […], found ${show(f)}`, f.col)
        }
        if (fields.includes(f.text)) {
          throw new OxqlError(`field '${f.text}' appears twice in group_by`, f.col)
        }
        fields.push(f.text)
        if (!isPunct(peek(), ',')) break
        next()
      }
    }
    expectPunct(']', 'to close the group_by field list')
    let reducer: GroupBy['reducer'] = 'mean'
    if (isPunct(peek(), ',')) {
      next()
      const r = next()
      if (!isWord(r, 'sum') && !isWord(r, 'mean')) {
        throw new OxqlError(
          `expected 'sum' or 'mean' as the group_by reducer, found ${show(r)}`,
          r.col,
        )
      }
      reducer = isWord(r, 'sum') ? 'sum' : 'mean'
    }
    state.groupBy = { fields, reducer }
  }

  while (!(peek().kind === 'eof')) {
    const pipe = next()
    if (!isPunct(pipe, '|')) {
      throw new OxqlError(
        `expected '|' before the next table operation, found ${show(pipe)}`,
        pipe.col,
      )
    }
    const op = next()
    if (op.kind !== 'ident') {
      throw new OxqlError(`expected a table operation after '|', found ${show(op)}`, op.col)
    }
    if (Object.hasOwn(unsupportedOps, op.text)) {
      throw new OxqlError(unsupportedOps[op.text], op.col)
    }
    switch (op.text) {
      case 'filter':
        if (state.alignMs !== null) {
          throw new OxqlError('the simulator takes filters only before align', op.col)
        }
        parseFilter()
        break
      case 'align':
        if (state.alignMs !== null) {
          throw new OxqlError('a query can be aligned only once', op.col)
        }
        parseAlign()
        break
      case 'group_by':
        if (state.alignMs === null) {
          throw new OxqlError(
            'group_by needs aligned input: put align mean_within(…) before it',
            op.col,
          )
        }
        if (state.groupBy) throw new OxqlError('a query can be grouped only once', op.col)
        parseGroupBy()
        break
      default:
        throw new OxqlError(
          `unknown table operation '${op.text}'; the simulator supports filter, align and group_by`,
          op.col,
        )
    }
  }

  const { alignMs, groupBy } = state
  if (alignMs === null) {
    throw new OxqlError(
      'the simulator answers only aligned queries: end the query with | align mean_within(<duration>)',
    )
  }
  return { timeseries: nameTok.text, filters, alignMs, groupBy }
}
