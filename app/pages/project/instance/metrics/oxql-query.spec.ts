import { describe, expect, it } from 'vitest'

import {
  MAX_QUERY_SAMPLES,
  metricQueries,
  metricQuery,
  oxqlDuration,
  oxqlString,
  oxqlTimestamp,
  type MetricQuery,
} from './oxql-query'

const ID = '466c81e2-1959-47a7-bff1-8ac055880c08'

describe('oxqlTimestamp', () => {
  it('writes UTC with milliseconds and no zone', () => {
    expect(oxqlTimestamp(Date.UTC(2025, 0, 6, 9, 42, 5, 7))).toBe('@2025-01-06T09:42:05.007')
  })
})

describe('oxqlDuration', () => {
  it('uses the largest whole unit', () => {
    expect(oxqlDuration(30)).toBe('30s')
    expect(oxqlDuration(90)).toBe('90s')
    expect(oxqlDuration(120)).toBe('2m')
    expect(oxqlDuration(7200)).toBe('2h')
    expect(oxqlDuration(5400)).toBe('90m')
    expect(oxqlDuration(86400 * 7)).toBe('7d')
  })
})

describe('oxqlString', () => {
  it('quotes and escapes', () => {
    expect(oxqlString('run')).toBe('"run"')
    // a quote cannot appear in an OxQL string, even escaped: it is a Unicode escape
    expect(oxqlString('a"b\\c')).toBe('"a\\u{22}b\\\\c"')
  })
})

describe('metricQuery', () => {
  it('filters by time and fields, aligns and groups', () => {
    const start = Date.UTC(2025, 1, 1, 11)
    const end = Date.UTC(2025, 1, 1, 12)
    expect(
      metricQuery({
        timeseries: 'virtual_machine:vcpu_usage',
        eq: { instance_id: ID },
        start,
        end,
        windowSeconds: 60,
        sampleSeconds: 5,
        groupBy: { fields: ['state'], reducer: 'mean' },
      }),
    ).toBe(
      'get virtual_machine:vcpu_usage' +
        // two samples early; one sample past the end, and the end of the alignment named
        ' | filter timestamp >= @2025-02-01T10:59:50.000' +
        ' && (timestamp < @2025-02-01T12:00:05.000 || timestamp == @2025-02-01T12:01:00.000)' +
        ` && instance_id == "${ID}"` +
        ' | align mean_within(1m) | group_by [state], mean',
    )
  })

  it('writes != comparisons after the == ones', () => {
    const q = metricQuery({
      timeseries: 'virtual_machine:vcpu_usage',
      eq: { instance_id: ID },
      ne: { state: 'idle' },
      start: 0,
      end: 3_600_000,
      windowSeconds: 60,
      sampleSeconds: 5,
      groupBy: { fields: ['vcpu_id'], reducer: 'sum' },
    })
    expect(q).toContain(`&& instance_id == "${ID}" && state != "idle" | align`)
  })

  it('leaves out group_by when not asked', () => {
    const q = metricQuery({
      timeseries: 'virtual_disk:reads',
      eq: {},
      start: 0,
      end: 3_600_000,
      windowSeconds: 60,
      sampleSeconds: 10,
    })
    expect(q).toMatch(/align mean_within\(1m\)$/)
  })
})

describe('metricQueries', () => {
  const DAY = 86_400_000
  const end = Date.UTC(2025, 1, 1, 12)
  const q = (days: number, windowSeconds: number): MetricQuery => ({
    timeseries: 'virtual_machine:vcpu_usage',
    eq: {},
    start: end - days * DAY,
    end,
    windowSeconds,
    sampleSeconds: 5,
  })

  it('asks once when the range holds few enough samples', () => {
    expect(metricQueries(q(1, 900), 8)).toEqual([q(1, 900)])
  })

  it('cuts a long range into slices on the window grid, each under the limit', () => {
    const slices = metricQueries(q(30, 43_200), 8)!
    // 8 series of a sample every 5 s: 4,147,200 samples over 30 days
    expect(slices.length).toBe(6)
    expect(slices[0].start).toBe(q(30, 43_200).start)
    expect(slices.at(-1)!.end).toBe(end)
    slices.forEach((s, i) => {
      if (i > 0) expect(s.start).toBe(slices[i - 1].end)
      expect((end - s.end) % 43_200_000).toBe(0)
      const samples = 8 * ((s.end - s.start) / 5000 + 2 + 43_200 / 5)
      expect(samples).toBeLessThanOrEqual(MAX_QUERY_SAMPLES)
    })
  })

  it('gives up when a range would take too many queries', () => {
    // 64 vCPUs × 4 states over 30 days
    expect(metricQueries(q(30, 43_200), 256)).toBeNull()
  })

  it('asks nothing for a range that ends before it starts', () => {
    expect(metricQueries({ ...q(1, 900), start: end + 1 }, 8)).toEqual([])
  })
})
