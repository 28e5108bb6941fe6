// A gauge sampled at each change (what a silo or the fleet has provisioned: Nexus records
// a sample whenever the amount changes, none in between) as the charts draw it: a step
// line holding each value until the next change, with the value from before the range
// carried in at its start.
import type { TimeSeries, TimeSeriesData } from './time-series'

/** One recorded value; `time` in epoch ms */
export type GaugeSample = { time: number; value: number }

export type GaugeHistory = {
  /** the last value recorded before the range, null when there was none (nothing yet) */
  before: number | null
  /** the values recorded within the range, oldest first */
  samples: GaugeSample[]
  /** more changes were recorded than were read: the line stops at the last one read */
  truncated: boolean
}

/** Points spread evenly over the range besides the changes, so the summary's average
 * weighs each value by about how long it held. */
export const GRID_POINTS = 120

/**
 * The step series of a gauge over [start, end] (epoch ms): a point at each change and at
 * `GRID_POINTS` even steps, each holding the last value recorded at or before it. Before
 * the first value ever recorded there is no value (a gap), not a zero.
 */
export function stepSeries(
  history: Pick<GaugeHistory, 'before' | 'samples'>,
  start: number,
  end: number,
): { timestamps: number[]; values: Array<number | null> } {
  const within = history.samples.filter((s) => s.time >= start && s.time <= end)
  const times = new Set<number>()
  const step = (end - start) / GRID_POINTS
  for (let i = 0; i <= GRID_POINTS && step > 0; i++) times.add(Math.round(start + i * step))
  times.add(start)
  times.add(end)
  for (const s of within) times.add(s.time)
  const sorted = [...times].sort((a, b) => a - b)

  const values: Array<number | null> = []
  let current = history.before
  let next = 0
  for (const t of sorted) {
    while (next < within.length && within[next].time <= t) current = within[next++].value
    values.push(current)
  }
  // uPlot's x unit is seconds
  return { timestamps: sorted.map((t) => t / 1000), values }
}

/** One chart's data: one gauge, named by the scope it covers (e.g. the silo's name). */
export function gaugeChartData(
  history: GaugeHistory,
  series: Pick<TimeSeries, 'key' | 'label'>,
  start: number,
  end: number,
): TimeSeriesData {
  const { timestamps, values } = stepSeries(history, start, end)
  return { timestamps, series: [{ ...series, values }] }
}

// ---------------------------------------------------------------------------
// Reading a gauge's history from a metric endpoint
// ---------------------------------------------------------------------------

/** The query of one page of `GET /v1/metrics/…` and `GET /v1/system/metrics/…` */
export type MetricPageQuery =
  | {
      startTime: Date
      endTime: Date
      order?: 'ascending' | 'descending'
      limit: number
      pageToken?: undefined
    }
  | { pageToken: string; limit: number }

export type MetricPage = {
  items: Array<{ timestamp: Date; datum: { type: string; datum: unknown } }>
  nextPage?: string | null
}

/** Samples read per page, and the most pages read for one chart */
export const METRIC_PAGE_SIZE = 1000
export const MAX_METRIC_PAGES = 10

const toSample = (m: MetricPage['items'][number]): GaugeSample | null =>
  typeof m.datum.datum === 'number' ? { time: m.timestamp.getTime(), value: m.datum.datum } : null

/**
 * A gauge's history over [start, end): the last value before `start` (the newest sample
 * before it: descending order, limit 1) and every sample within, page by page. Nexus hands
 * out a next-page token with every non-empty page, so a page shorter than the limit ends
 * the reading as surely as a missing token.
 */
export async function readGaugeHistory(
  fetchPage: (query: MetricPageQuery) => Promise<MetricPage>,
  start: number,
  end: number,
): Promise<GaugeHistory> {
  const readBefore = fetchPage({
    startTime: new Date(0),
    endTime: new Date(start),
    order: 'descending',
    limit: 1,
  }).then((page) => {
    const first = page.items[0]
    return (first && toSample(first)?.value) ?? null
  })

  const readWithin = async () => {
    const samples: GaugeSample[] = []
    let query: MetricPageQuery = {
      startTime: new Date(start),
      endTime: new Date(end),
      limit: METRIC_PAGE_SIZE,
    }
    for (let pages = 1; ; pages++) {
      const page = await fetchPage(query)
      for (const item of page.items) {
        const sample = toSample(item)
        if (sample) samples.push(sample)
      }
      if (!page.nextPage || page.items.length < METRIC_PAGE_SIZE) {
        return { samples, truncated: false }
      }
      if (pages >= MAX_METRIC_PAGES) return { samples, truncated: true }
      query = { pageToken: page.nextPage, limit: METRIC_PAGE_SIZE }
    }
  }

  const [before, within] = await Promise.all([readBefore, readWithin()])
  // the pages come oldest first; sorting costs little and guards the step line
  within.samples.sort((a, b) => a.time - b.time)
  return { before, ...within }
}
