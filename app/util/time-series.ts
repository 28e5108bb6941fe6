// The shape the time-series charts draw, independent of where the numbers came from.

export type TimeSeries = {
  /** stable identity (a field value such as a disk id); picks the series colour */
  key: string
  label: string
  /** one per timestamp; null where the series has no point (a gap in the line) */
  values: Array<number | null>
}

export type TimeSeriesData = {
  /** epoch seconds, ascending (uPlot's x unit) */
  timestamps: number[]
  series: TimeSeries[]
}

export type SeriesSummary = { latest: number; mean: number; max: number }

/** Latest, mean and max of the points a series has; null when it has none. */
export function summarize(values: ReadonlyArray<number | null>): SeriesSummary | null {
  let latest: number | null = null
  let sum = 0
  let count = 0
  let max = -Infinity
  for (const v of values) {
    if (v === null) continue
    latest = v
    sum += v
    count++
    if (v > max) max = v
  }
  return latest === null ? null : { latest, mean: sum / count, max }
}

/** Whether any series has at least one point. */
export const hasPoints = (data: TimeSeriesData) =>
  data.series.some((s) => s.values.some((v) => v !== null))

/** The largest point of all series, 0 when there is none. */
export function maxPoint(data: TimeSeriesData): number {
  let max = 0
  for (const s of data.series) for (const v of s.values) if (v !== null && v > max) max = v
  return max
}

/**
 * Indexes of points with no neighbour on either side (a gap or the edge): a line cannot
 * show them, so the chart draws them as dots.
 */
export function isolatedPoints(values: ReadonlyArray<number | null>): number[] {
  const out: number[] = []
  values.forEach((v, i) => {
    if (v !== null && (values[i - 1] ?? null) === null && (values[i + 1] ?? null) === null) {
      out.push(i)
    }
  })
  return out
}
