import { describe, expect, it } from 'vitest'

import {
  gaugeChartData,
  GRID_POINTS,
  MAX_METRIC_PAGES,
  METRIC_PAGE_SIZE,
  readGaugeHistory,
  stepSeries,
  type MetricPage,
  type MetricPageQuery,
} from './gauge-series'

const MIN = 60_000
const start = 1_000 * MIN
const end = start + 120 * MIN // one grid point a minute

/** the value at epoch ms `t` of a step series */
const at = (s: ReturnType<typeof stepSeries>, t: number) => s.values[s.timestamps.indexOf(t / 1000)]

describe('stepSeries', () => {
  it('carries the value from before the range in, and holds each value until the next', () => {
    const s = stepSeries(
      {
        before: 2,
        samples: [
          { time: start + 30.5 * MIN, value: 6 },
          { time: start + 90 * MIN, value: 4 },
        ],
      },
      start,
      end,
    )
    expect(at(s, start)).toBe(2)
    expect(at(s, start + 30 * MIN)).toBe(2)
    // a change between grid points gets its own point
    expect(at(s, start + 30.5 * MIN)).toBe(6)
    expect(at(s, start + 31 * MIN)).toBe(6)
    expect(at(s, start + 89 * MIN)).toBe(6)
    expect(at(s, start + 90 * MIN)).toBe(4)
    expect(at(s, end)).toBe(4)
    expect(s.timestamps).toHaveLength(GRID_POINTS + 2)
  })

  it('is ascending, in seconds, and spans the whole range', () => {
    const s = stepSeries({ before: 1, samples: [] }, start, end)
    expect(s.timestamps[0]).toBe(start / 1000)
    expect(s.timestamps.at(-1)).toBe(end / 1000)
    expect([...s.timestamps].sort((a, b) => a - b)).toEqual(s.timestamps)
    // no change in the range: a flat line at the earlier value
    expect(new Set(s.values)).toEqual(new Set([1]))
  })

  it('has a gap, not a zero, before the first value ever recorded', () => {
    const s = stepSeries(
      { before: null, samples: [{ time: start + 60 * MIN, value: 0 }] },
      start,
      end,
    )
    expect(at(s, start)).toBeNull()
    expect(at(s, start + 59 * MIN)).toBeNull()
    expect(at(s, start + 60 * MIN)).toBe(0)
  })

  it('is all gap when nothing was ever recorded', () => {
    const s = stepSeries({ before: null, samples: [] }, start, end)
    expect(s.values.every((v) => v === null)).toBe(true)
  })

  it('leaves out samples outside the range', () => {
    const s = stepSeries(
      {
        before: 1,
        samples: [
          { time: start - MIN, value: 9 },
          { time: end + MIN, value: 9 },
        ],
      },
      start,
      end,
    )
    expect(s.values.includes(9)).toBe(false)
    expect(s.timestamps.at(-1)).toBe(end / 1000)
  })
})

describe('gaugeChartData', () => {
  it('is one series named for its scope', () => {
    const data = gaugeChartData(
      { before: 3, samples: [], truncated: false },
      { key: 'fleet', label: 'Fleet' },
      start,
      end,
    )
    expect(data.series).toHaveLength(1)
    expect(data.series[0]).toMatchObject({ key: 'fleet', label: 'Fleet' })
    expect(data.series[0].values).toHaveLength(data.timestamps.length)
  })
})

// ---------------------------------------------------------------------------

const sample = (time: number, value: number) => ({
  timestamp: new Date(time),
  datum: { type: 'i64', datum: value },
})

/** A metric endpoint over `samples`, answering as Nexus pages: a token with every non-empty page */
function fakeEndpoint(samples: Array<ReturnType<typeof sample>>) {
  const calls: MetricPageQuery[] = []
  const fetchPage = (query: MetricPageQuery): Promise<MetricPage> => {
    calls.push(query)
    let from: number
    let to: number
    let descending = false
    if (query.pageToken !== undefined) {
      ;[from, to] = JSON.parse(query.pageToken) as [number, number]
    } else {
      from = query.startTime.getTime()
      to = query.endTime.getTime()
      descending = query.order === 'descending'
    }
    const within = samples.filter(
      (s) => s.timestamp.getTime() >= from && s.timestamp.getTime() < to,
    )
    if (descending) within.reverse()
    const items = within.slice(0, query.limit)
    const last = items.at(-1)
    return Promise.resolve({
      items,
      nextPage: last ? JSON.stringify([last.timestamp.getTime() + 1, to]) : null,
    })
  }
  return { fetchPage, calls }
}

describe('readGaugeHistory', () => {
  it('reads the last value before the range with one descending sample', async () => {
    const { fetchPage, calls } = fakeEndpoint([
      sample(start - 10 * MIN, 1),
      sample(start - MIN, 5),
      sample(start + MIN, 7),
    ])
    const history = await readGaugeHistory(fetchPage, start, end)
    expect(history).toEqual({
      before: 5,
      samples: [{ time: start + MIN, value: 7 }],
      truncated: false,
    })
    expect(calls).toContainEqual({
      startTime: new Date(0),
      endTime: new Date(start),
      order: 'descending',
      limit: 1,
    })
  })

  it('has no earlier value when nothing came before the range', async () => {
    const { fetchPage } = fakeEndpoint([sample(start + MIN, 0)])
    expect(await readGaugeHistory(fetchPage, start, end)).toMatchObject({ before: null })
  })

  it('stops after a short page, even though Nexus sends a token with it', async () => {
    const { fetchPage, calls } = fakeEndpoint([sample(start + MIN, 1), sample(start + 2 * MIN, 2)])
    await readGaugeHistory(fetchPage, start, end)
    // the earlier-value read and one page
    expect(calls).toHaveLength(2)
  })

  it('follows the pages of a busy range', async () => {
    const many = Array.from({ length: METRIC_PAGE_SIZE + 5 }, (_, i) => sample(start + i * 10, i))
    const { fetchPage, calls } = fakeEndpoint(many)
    const history = await readGaugeHistory(fetchPage, start, end)
    expect(history.samples).toHaveLength(METRIC_PAGE_SIZE + 5)
    expect(history.truncated).toBe(false)
    expect(calls.filter((c) => c.pageToken !== undefined)).toHaveLength(1)
  })

  it('stops after the last page it may read and says so', async () => {
    const count = METRIC_PAGE_SIZE * MAX_METRIC_PAGES + 1
    const many = Array.from({ length: count }, (_, i) => sample(start + i, i))
    const { fetchPage } = fakeEndpoint(many)
    const history = await readGaugeHistory(fetchPage, start, end)
    expect(history.samples).toHaveLength(METRIC_PAGE_SIZE * MAX_METRIC_PAGES)
    expect(history.truncated).toBe(true)
  })

  it('skips data that is not a number', async () => {
    const { fetchPage } = fakeEndpoint([
      {
        timestamp: new Date(start + MIN),
        datum: { type: 'string', datum: 'x' as unknown as number },
      },
      sample(start + 2 * MIN, 3),
    ])
    expect((await readGaugeHistory(fetchPage, start, end)).samples).toEqual([
      { time: start + 2 * MIN, value: 3 },
    ])
  })
})
