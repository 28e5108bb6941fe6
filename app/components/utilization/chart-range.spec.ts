import { describe, expect, it } from 'vitest'

import { utilizationRange, withUtilizationRange } from './chart-range'

const search = (s: string) => new URLSearchParams(s)

describe('utilizationRange', () => {
  it('is the last week when the URL names no range', () => {
    expect(utilizationRange(search('project=web'))).toEqual({ kind: 'preset', preset: '1w' })
  })

  it('reads a preset or a custom range as the metrics pages do', () => {
    expect(utilizationRange(search('range=1h'))).toEqual({ kind: 'preset', preset: '1h' })
    expect(
      utilizationRange(search('start=2025-01-06T00:00:00.000Z&end=2025-01-07T00:00:00.000Z')),
    ).toEqual({
      kind: 'custom',
      start: Date.parse('2025-01-06T00:00:00.000Z'),
      end: Date.parse('2025-01-07T00:00:00.000Z'),
    })
  })
})

describe('withUtilizationRange', () => {
  it('names the last hour, which is not this page default, and keeps other params', () => {
    expect(
      withUtilizationRange(search('silo=demo-silo'), { kind: 'preset', preset: '1h' }).toString(),
    ).toBe('silo=demo-silo&range=1h')
  })

  it('leaves the default week out', () => {
    expect(
      withUtilizationRange(search('range=1d'), { kind: 'preset', preset: '1w' }).toString(),
    ).toBe('')
  })

  it('round-trips every choice', () => {
    for (const preset of ['1h', '3h', '1d', '1w', '30d'] as const) {
      const range = { kind: 'preset' as const, preset }
      expect(utilizationRange(withUtilizationRange(search(''), range))).toEqual(range)
    }
    const custom = { kind: 'custom' as const, start: 1_000_000, end: 2_000_000 }
    expect(utilizationRange(withUtilizationRange(search('range=1d'), custom))).toEqual(custom)
  })
})
