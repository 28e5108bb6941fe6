// Turns the answer to one OxQL query into the series a chart draws.
import type { FieldValue, OxqlQueryResult } from '~/api/__generated__/Api'
import type { TimeSeries, TimeSeriesData } from '~/util/time-series'

/** A timeseries' fields, keyed as the client delivers them (camelCase, e.g. `diskId`). */
export type Fields = Record<string, FieldValue>

/**
 * Names a timeseries. Series are listed by `sortKey`, or by label (numbers in it
 * compared as numbers, so `vCPU 2` comes before `vCPU 10`).
 */
export type SeriesNaming = (fields: Fields) => { key: string; label: string; sortKey?: string }

type Options = {
  /** epoch ms: points at or before it are dropped (their window starts before the range) */
  after: number
  /** names each timeseries; timeseries given the same key are added up */
  name: SeriesNaming
  /** turns a raw value into the charted one, e.g. nanoseconds per sample into percent */
  scale?: (value: number) => number
}

/** The numbers of a timeseries' first numeric dimension (aligned answers have one). */
function numbersOf(values: Array<{ values: { type: string; values: unknown[] } }>) {
  const numeric = values.find((v) => v.values.type === 'double' || v.values.type === 'integer')
  return (numeric?.values.values ?? []) as Array<number | null>
}

/**
 * The result's first table as chart data: the union of all timestamps (series can start
 * late, e.g. a disk attached within the range), each series with null where it has no
 * point, series in `SeriesNaming` order.
 */
export function tableToSeries(
  result: OxqlQueryResult,
  { after, name, scale = (v) => v }: Options,
): TimeSeriesData {
  const table = result.tables[0]
  const byKey = new Map<
    string,
    { label: string; sortKey: string; points: Map<number, number | null> }
  >()
  const times = new Set<number>()
  for (const ts of Object.values(table?.timeseries ?? {})) {
    const { key, label, sortKey = label } = name(ts.fields)
    let entry = byKey.get(key)
    if (!entry) {
      entry = { label, sortKey, points: new Map() }
      byKey.set(key, entry)
    }
    const values = numbersOf(ts.points.values)
    ts.points.timestamps.forEach((t, i) => {
      // the client types these as Date; parse either a Date or the ISO string
      const ms = new Date(t).getTime()
      if (!(ms > after)) return
      times.add(ms)
      const v = values[i] ?? null
      const prev = entry.points.get(ms) ?? null
      entry.points.set(ms, v === null ? prev : (prev ?? 0) + v)
    })
  }
  const sortedTimes = [...times].sort((a, b) => a - b)
  const series: TimeSeries[] = [...byKey.entries()]
    .sort(([, a], [, b]) => a.sortKey.localeCompare(b.sortKey, 'en', { numeric: true }))
    .map(([key, { label, points }]) => ({
      key,
      label,
      values: sortedTimes.map((t) => {
        const v = points.get(t) ?? null
        return v === null ? null : scale(v)
      }),
    }))
  return { timestamps: sortedTimes.map((t) => t / 1000), series }
}

/** The string value of a field (uuids and strings alike), or undefined. */
export function fieldText(fields: Fields, name: string): string | undefined {
  const f = fields[name]
  return f === undefined ? undefined : String(f.value)
}
