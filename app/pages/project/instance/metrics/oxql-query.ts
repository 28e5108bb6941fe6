// OxQL text for the instance metrics charts, in the form Nexus's OxQL accepts:
//
//   get virtual_disk:reads
//     | filter timestamp >= @… && timestamp < @… && attached_instance_id == "…"
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
  groupBy?: { fields: string[]; reducer: 'sum' | 'mean' }
}

/**
 * How many windows before the range's start the query begins. The metrics are
 * cumulative counters, which OxQL turns into the increments between samples; the first
 * increment of a query has no earlier sample to start from and can hold everything
 * counted before. Starting early lets the chart drop those points (see `oxql-table`).
 */
export const LEAD_WINDOWS = 2

/** The query text for one chart. */
export function metricQuery(q: MetricQuery) {
  const { timeseries, eq, ne = {}, start, end, windowSeconds, groupBy } = q
  const queryStart = start - LEAD_WINDOWS * windowSeconds * 1000
  const filters = [
    `timestamp >= ${oxqlTimestamp(queryStart)}`,
    `timestamp < ${oxqlTimestamp(end)}`,
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
