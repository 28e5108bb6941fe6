// OxQL text for the instance metrics charts, in the form Nexus's OxQL accepts:
//
//   get virtual_disk:reads
//     | filter timestamp >= @… && (timestamp < @… || timestamp == @…)
//         && attached_instance_id == "…"
//     | align mean_within(1m)
//     | group_by [disk_id], sum

/** An OxQL timestamp literal: UTC, no zone suffix (`@2025-01-06T09:42:00.000`). */
export const oxqlTimestamp = (ms: number) => `@${new Date(ms).toISOString().replace(/Z$/, '')}`

/** An OxQL duration in the largest whole unit: 90 → `90s`, 120 → `2m`, 86400 → `1d`. */
export function oxqlDuration(seconds: number): string {
  if (seconds % 86400 === 0) return `${seconds / 86400}d`
  if (seconds % 3600 === 0) return `${seconds / 3600}h`
  if (seconds % 60 === 0) return `${seconds / 60}m`
  return `${seconds}s`
}

/**
 * A double-quoted OxQL string literal. OxQL's strings cannot hold their own quote, even
 * escaped, so a `"` is written as the Unicode escape `\u{22}`; a backslash is doubled.
 */
export const oxqlString = (s: string) =>
  `"${s.replace(/["\\]/g, (c) => (c === '"' ? '\\u{22}' : '\\\\'))}"`

export type MetricQuery = {
  /** `target:metric`, e.g. `virtual_machine:vcpu_usage` */
  timeseries: string
  /** field == value comparisons, all of which must hold */
  eq: Record<string, string>
  /** field != value comparisons, likewise */
  ne?: Record<string, string>
  /** epoch ms */
  start: number
  end: number
  /** the `mean_within` window */
  windowSeconds: number
  /** how often the timeseries' producer records a sample */
  sampleSeconds: number
  groupBy?: { fields: string[]; reducer: 'sum' | 'mean' }
}

/**
 * How many samples before the range's start the query reads. The metrics are cumulative
 * counters, which OxQL turns into the increments between the samples it reads; the first
 * of those has no earlier sample and counts everything since the counter started. Reading
 * two samples early keeps that one out of the first window that is charted.
 */
export const LEAD_SAMPLES = 2

/**
 * The query text for one chart, over `(start, end]`. Two things keep every charted window
 * whole. The query reads one sample past the end, whose increment straddles it. And it
 * names `end + window` as an exact time, because OxQL aligns on the latest time a query
 * names: windows then end on `end` and every `window` before it, and the one past `end`,
 * which holds only part of its samples, is dropped by the chart (`oxql-table`).
 */
export function metricQuery(q: MetricQuery) {
  const { timeseries, eq, ne = {}, start, end, windowSeconds, sampleSeconds, groupBy } = q
  const sample = sampleSeconds * 1000
  const window = windowSeconds * 1000
  const filters = [
    `timestamp >= ${oxqlTimestamp(start - LEAD_SAMPLES * sample)}`,
    `(timestamp < ${oxqlTimestamp(end + sample)} || timestamp == ${oxqlTimestamp(end + window)})`,
    ...Object.entries(eq).map(([field, value]) => `${field} == ${oxqlString(value)}`),
    ...Object.entries(ne).map(([field, value]) => `${field} != ${oxqlString(value)}`),
  ]
  const ops = [
    `get ${timeseries}`,
    `filter ${filters.join(' && ')}`,
    `align mean_within(${oxqlDuration(windowSeconds)})`,
  ]
  if (groupBy) ops.push(`group_by [${groupBy.fields.join(', ')}], ${groupBy.reducer}`)
  return ops.join(' | ')
}

/**
 * Where a chart's windows end: at the range's end, unless that is too recent for the sample
 * that completes the last window to exist yet; then one sample earlier, so that the last
 * point is as whole as the others.
 */
export const chartedEnd = (end: number, now: number, sampleSeconds: number) =>
  Math.min(end, now - sampleSeconds * 1000)

/**
 * Samples one query may read. Oximeter refuses a query that reads more than a million;
 * this leaves room for series that come and go within the range (a disk attached since).
 */
export const MAX_QUERY_SAMPLES = 800_000

/** Past this many queries for one chart, the range is too long to chart at its detail. */
export const MAX_SLICES = 16

/**
 * The queries for one chart: the range cut, on the window grid, into slices that each read
 * at most `MAX_QUERY_SAMPLES` from `series` timeseries. Null when that takes more than
 * `MAX_SLICES` queries (a long range of a large instance).
 */
export function metricQueries(q: MetricQuery, series: number): MetricQuery[] | null {
  const samplesPerWindow = q.windowSeconds / q.sampleSeconds
  // each slice also reads its lead and the samples past its end
  const perSeries = MAX_QUERY_SAMPLES / Math.max(1, series) - LEAD_SAMPLES - samplesPerWindow
  const windowsPerSlice = Math.floor(perSeries / samplesPerWindow)
  if (windowsPerSlice < 1) return null
  const sliceMs = windowsPerSlice * q.windowSeconds * 1000
  // none for a range that ends before it starts (an instance created after it)
  const count = Math.max(0, Math.ceil((q.end - q.start) / sliceMs))
  if (count > MAX_SLICES) return null
  // slices end on the grid that ends at `end`
  return Array.from({ length: count }, (_, i) => {
    const end = q.end - (count - 1 - i) * sliceMs
    return { ...q, start: Math.max(q.start, end - sliceMs), end }
  })
}
