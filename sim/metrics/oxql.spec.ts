import { describe, expect, it } from 'vitest'
import { OxqlError, parseOxql } from './oxql'

const NOW = Date.UTC(2025, 1, 1, 12, 0, 0)
const ID = '466c81e2-1959-47a7-bff1-8ac055880c08'
const parse = (q: string) => parseOxql(q, NOW)

describe('parseOxql', () => {
  it('reads the query a console sends for vCPU usage', () => {
    const src = `get virtual_machine:vcpu_usage | filter timestamp >= @2025-01-01T00:00:00.000 && timestamp < @2025-01-01T01:00:00.000 && instance_id == "${ID}" && state == "run" | align mean_within(10s)`
    const column = (s: string) => src.indexOf(s) + 1
    expect(parse(src)).toEqual({
      timeseries: 'virtual_machine:vcpu_usage',
      filters: [
        {
          field: 'timestamp',
          op: '>=',
          literal: {
            kind: 'timestamp',
            value: Date.UTC(2025, 0, 1),
            text: '@2025-01-01T00:00:00.000',
          },
          column: column('timestamp >='),
        },
        {
          field: 'timestamp',
          op: '<',
          literal: {
            kind: 'timestamp',
            value: Date.UTC(2025, 0, 1, 1),
            text: '@2025-01-01T01:00:00.000',
          },
          column: column('timestamp <'),
        },
        {
          field: 'instance_id',
          op: '==',
          literal: { kind: 'string', value: ID },
          column: column('instance_id'),
        },
        {
          field: 'state',
          op: '==',
          literal: { kind: 'string', value: 'run' },
          column: column('state'),
        },
      ],
      alignMs: 10_000,
      groupBy: null,
    })
  })

  it('reads the multi-line form, group_by with and without a reducer, and other literals', () => {
    const q = parse(`get virtual_disk:reads
  | filter timestamp > @2025-01-01 && timestamp <= @2025-01-01T00:30:00
      && attached_instance_id == '${ID}' && block_size != 512 && vcpu_id >= 2
  | align mean_within(1m)
  | group_by [attached_instance_id, block_size], sum`)
    expect(q.timeseries).toBe('virtual_disk:reads')
    expect(q.filters.map((f) => [f.field, f.op, f.literal.kind])).toEqual([
      ['timestamp', '>', 'timestamp'],
      ['timestamp', '<=', 'timestamp'],
      ['attached_instance_id', '==', 'string'],
      ['block_size', '!=', 'integer'],
      ['vcpu_id', '>=', 'integer'],
    ])
    expect(q.alignMs).toBe(60_000)
    expect(q.groupBy).toEqual({ fields: ['attached_instance_id', 'block_size'], reducer: 'sum' })
    expect(
      parse('get a:b | filter timestamp > @now() | align mean_within(5s) | group_by []').groupBy,
    ).toEqual({ fields: [], reducer: 'mean' })
  })

  it('resolves @now() and @now() - duration, and every duration unit', () => {
    const q = parse(
      'get a:b | filter timestamp >= @now() - 1h && timestamp < @now() | filter up == true | align mean_within(90s)',
    )
    expect(q.filters[0].literal).toMatchObject({ value: NOW - 3_600_000 })
    expect(q.filters[1].literal).toMatchObject({ value: NOW })
    expect(q.filters[2].literal).toEqual({ kind: 'boolean', value: true })
    const units = { '500ms': 500, '30s': 30_000, '5m': 300_000, '2h': 7_200_000, '1d': 86_400_000 }
    for (const [d, ms] of Object.entries({ ...units, '1w': 604_800_000, '2000000us': 2000 })) {
      expect(parse(`get a:b | align mean_within(${d})`).alignMs, d).toBe(ms)
    }
  })

  const rejects: Array<[string, string, RegExp]> = [
    ['empty', '', /a query starts with 'get <target>:<metric>', found the end of the query/],
    ['no timeseries', 'get | align mean_within(1s)', /expected a timeseries name/],
    ['a bare name', 'get vcpu_usage | align mean_within(1s)', /expected a timeseries name/],
    ['a subquery', '{ get a:b; get c:d }', /subqueries .* are not supported/],
    ['two timeseries', 'get a:b, c:d | align mean_within(1s)', /several timeseries/],
    ['no align', 'get a:b | filter x == 1', /answers only aligned queries/],
    ['align interpolate', 'get a:b | align interpolate(1s)', /align interpolate is not supported/],
    ['align without a unit', 'get a:b | align mean_within(10)', /expected a duration like 10s/],
    ['a zero window', 'get a:b | align mean_within(0s)', /longer than zero/],
    ['months', 'get a:b | align mean_within(1M)', /months and years are not supported/],
    [
      'a bad unit',
      'get a:b | align mean_within(10sec)',
      /the units are ns, us, ms, s, m, h, d and w/,
    ],
    ['||', 'get a:b | filter x == 1 || x == 2 | align mean_within(1s)', /'\|\|' is not supported/],
    ['parentheses', 'get a:b | filter (x == 1) | align mean_within(1s)', /parentheses/],
    ['negation', 'get a:b | filter !(x == 1) | align mean_within(1s)', /negation/],
    ['~=', 'get a:b | filter x ~= "a.*" | align mean_within(1s)', /regular-expression/],
    ['=', 'get a:b | filter x = 1 | align mean_within(1s)', /use '=='/],
    ['a missing literal', 'get a:b | filter x == | align mean_within(1s)', /expected a literal/],
    ['a negative number', 'get a:b | filter x > -1 | align mean_within(1s)', /negative numbers/],
    [
      'a filter after align',
      'get a:b | align mean_within(1s) | filter x == 1',
      /only before align/,
    ],
    [
      'group_by before align',
      'get a:b | group_by [x] | align mean_within(1s)',
      /needs aligned input/,
    ],
    ['a bad reducer', 'get a:b | align mean_within(1s) | group_by [x], max', /'sum' or 'mean'/],
    ['a repeated field', 'get a:b | align mean_within(1s) | group_by [x, x]', /appears twice/],
    ['first', 'get a:b | align mean_within(1s) | first 1', /'first' table operation/],
    ['an unknown op', 'get a:b | frobnicate | align mean_within(1s)', /unknown table operation/],
    [
      'an op named like a builtin',
      'get a:b | toString | align mean_within(1s)',
      /unknown table operation 'toString'/,
    ],
    [
      'a unit named like a builtin',
      'get a:b | align mean_within(1constructor)',
      /the units are ns/,
    ],
    ['junk at the end', 'get a:b | align mean_within(1s) extra', /expected '\|' before/],
    [
      'a zone suffix',
      'get a:b | filter timestamp > @2025-01-01T00:00:00Z | align mean_within(1s)',
      /has a time zone; OxQL timestamps are UTC/,
    ],
    [
      'an impossible date',
      'get a:b | filter timestamp > @2025-02-30T00:00:00 | align mean_within(1s)',
      /not a valid date and time/,
    ],
    [
      'a bad timestamp',
      'get a:b | filter timestamp > @yesterday | align mean_within(1s)',
      /write @YYYY-MM-DD/,
    ],
    ['an open string', 'get a:b | filter x == "abc | align mean_within(1s)', /unterminated string/],
    [
      'a stray character',
      'get a:b | filter x == 1 # | align mean_within(1s)',
      /unexpected character '#'/,
    ],
  ]

  it.each(rejects)('refuses %s with a clear message', (_, query, message) => {
    let thrown: unknown
    try {
      parse(query)
    } catch (e) {
      thrown = e
    }
    expect(thrown).toBeInstanceOf(OxqlError)
    expect((thrown as OxqlError).message).toMatch(message)
  })

  it('points at the column of a syntax error', () => {
    expect(() => parse('get a:b | filter x == 1 || y == 2 | align mean_within(1s)')).toThrow(
      /\(at column 25\)$/,
    )
  })
})
