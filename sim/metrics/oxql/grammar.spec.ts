import { describe, expect, it } from 'vitest'

import type { Filter, Literal } from './ast'
import { OxqlError, parseQuery } from './grammar'
import { filterDisplay } from './literals'

const NOW = Date.UTC(2025, 1, 1, 12, 0, 0)

/** The literal in `filter x == <text>` */
function literal(text: string): Literal {
  const [, op] = parseQuery(`get a:b | filter x == ${text}`, NOW)
  if (op.op !== 'filter' || op.filter.expr.kind !== 'simple') throw new Error('not a comparison')
  return op.filter.expr.simple.value
}

function filter(text: string): Filter {
  const [, op] = parseQuery(`get a:b | filter ${text}`, NOW)
  if (op.op !== 'filter') throw new Error('not a filter')
  return op.filter
}

const refusal = (text: string) => {
  try {
    parseQuery(text, NOW)
  } catch (e) {
    if (e instanceof OxqlError) return e.message
    throw e
  }
  throw new Error(`parsed: ${text}`)
}

describe('parseQuery', () => {
  it('reads every kind of literal as Oximeter does', () => {
    expect(literal('true')).toEqual({ kind: 'boolean', value: true })
    expect(literal('90s')).toEqual({ kind: 'duration', ns: 90_000_000_000n })
    expect(literal('5ms')).toEqual({ kind: 'duration', ns: 5_000_000n }) // not 5 minutes
    expect(literal('2M')).toEqual({ kind: 'duration', ns: 60n * 86_400_000_000_000n })
    expect(literal('-12')).toEqual({ kind: 'integer', value: -12n })
    expect(literal('0x1F')).toEqual({ kind: 'integer', value: 31n })
    expect(literal('18446744073709551615')).toEqual({ kind: 'integer', value: 2n ** 64n - 1n })
    expect(literal('1.5e3')).toEqual({ kind: 'double', value: 1500 })
    expect(literal('.5')).toEqual({ kind: 'double', value: 0.5 })
    const id = '466c81e2-1959-47a7-bff1-8ac055880c08'
    expect(literal(`"${id.toUpperCase()}"`)).toEqual({ kind: 'uuid', value: id })
    expect(literal(`"${id.replace(/-/g, '')}"`)).toEqual({ kind: 'uuid', value: id })
    expect(literal('"10.0.0.1"')).toEqual({ kind: 'ip', value: '10.0.0.1', v6: false })
    expect(literal('"fd00:0:0:0:0:0:0:1"')).toEqual({ kind: 'ip', value: 'fd00::1', v6: true })
    expect(literal(`'it\\u{27}s\\t"x"'`)).toEqual({ kind: 'string', value: `it's\t"x"` })
    expect(literal('@2025-01-02')).toEqual({ kind: 'timestamp', ms: Date.UTC(2025, 0, 2) })
    expect(literal('@2025-01-02T03:04:05.5')).toEqual({
      kind: 'timestamp',
      ms: Date.UTC(2025, 0, 2, 3, 4, 5, 500),
    })
    // a time alone is today's
    expect(literal('@01:30:00')).toEqual({ kind: 'timestamp', ms: Date.UTC(2025, 1, 1, 1, 30) })
    expect(literal('@now() - 1h')).toEqual({ kind: 'timestamp', ms: NOW - 3_600_000 })
    expect(literal('@now()+5m')).toEqual({ kind: 'timestamp', ms: NOW + 300_000 })
  })

  it('refuses literals Oximeter refuses', () => {
    // past u64 a number is no integer, but still a double
    expect(literal('18446744073709551616')).toEqual({ kind: 'double', value: 2 ** 64 })
    expect(refusal('get a:b | last 18446744073709551616')).toMatch(/positive overflow/)
    expect(refusal('get a:b | first -9223372036854775809')).toMatch(/negative overflow/)
    expect(refusal('get a:b | first 0')).toMatch(/limit count must be a nonzero usize/)
    // what is not an address is a string, as in Oximeter
    expect(literal('"300.1.1.1"')).toEqual({ kind: 'string', value: '300.1.1.1' })
    expect(refusal('get a:b | filter x == "bad\\q"')).toMatch(/invalid double quoted string/)
    expect(refusal('get a:b | filter x == @2025-02-30')).toMatch(/a recognized timestamp format/)
    expect(refusal('get a:b | filter x ~= 3')).toMatch(
      /~= comparison is only supported for string literals/,
    )
  })

  it('binds || loosest, then &&, then ^, with ! and parentheses', () => {
    expect(filterDisplay(filter('a == 1 || b == 2 && c == 3 ^ d == 4'))).toBe(
      '((a == 1) || ((b == 2) && ((c == 3) ^ (d == 4))))',
    )
    expect(filterDisplay(filter('!(a == 1 || b == 2) && !c == 3'))).toBe(
      '(!((a == 1) || (b == 2)) && !(c == 3))',
    )
  })

  it('reads every table operation and subqueries', () => {
    const q = parseQuery(
      `{ get a:b | filter x == 1; get a:c } | align mean_within(30s) | group_by [x, y], sum | join | last 5`,
      NOW,
    )
    expect(q.map((op) => op.op)).toEqual(['subqueries', 'align', 'group_by', 'join', 'limit'])
    expect(q[2]).toEqual({ op: 'group_by', fields: ['x', 'y'], reducer: 'sum' })
    expect(q[4]).toEqual({ op: 'limit', kind: 'last', count: 5 })
    expect(parseQuery('get a:b | group_by [x,]', NOW)[1]).toEqual({
      op: 'group_by',
      fields: ['x'],
      reducer: 'mean',
    })
  })

  it('words errors as Oximeter does, with the place and what it expected', () => {
    // the caret sits under the spot, padded as Oximeter pads it: 3 for the
    // " .." plus the length of "Error at 1:11: " on both sides
    expect(refusal('get a:b | oops')).toBe(
      `Error at 1:11: .. get a:b | oops ..
${' '.repeat(10 + 3 + 15)}^${' '.repeat(4 + 3 + 15)}
Expected: error at 1:11: expected one of "align", "filter", "first", "get", "group_by", "join", "last", "{"
`,
    )
    expect(refusal('get a:b | get c:d')).toMatch(/every subquery must start with a `get` operation/)
    expect(refusal('get a:b | filter x = 1')).toMatch(/^Error at 1:20:/)
  })

  it('refuses queries over 4096 bytes and nesting past what it can hold', () => {
    expect(refusal(`get a:b | filter ${'x == 1 && '.repeat(420)}x == 1`)).toBe(
      'Queries must be <= 4096 characters',
    )
    const deep = `get a:b | filter ${'('.repeat(2000)}x == 1${')'.repeat(2000)}`
    let message = ''
    try {
      parseQuery(deep, NOW)
    } catch (e) {
      message = (e as Error).message
    }
    // either it parses, or it says why; it never crashes
    expect(['', 'Query is nested too deeply']).toContain(message)
  })
})
