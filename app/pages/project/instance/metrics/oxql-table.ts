// Turns the answers to a chart's OxQL queries into the series it draws.
import type { FieldValue, OxqlQueryResult } from '~/api/__generated_versions__/2026081901.0.0/Api'
import type { TimeSeries, TimeSeriesData } from '~/util/time-series'

/** A timeseries' fields, keyed as the client delivers them (camelCase, e.g. `diskId`). */
export type Fields = Record<string, FieldValue>

/**
 * Names a timeseries. Series are listed by `sortKey`, or by label (numbers in it
 * compared as numbers, so `vCPU 2` comes before `vCPU 10`).
 */
export type SeriesNaming = (fields: Fields) => { key: string; label: string; sortKey?: string }

type Options = {
  /** names each timeseries; timeseries given the same key are added up */
  name: SeriesNaming
  /** turns a raw value into the charted one, e.g. nanoseconds per sample into percent */
  scale?: (value: number) => number
}

/** The answer to one query of a chart, and the part of the range it charts. */
export type Part = {
  result: OxqlQueryResult
  /** epoch ms: points at or before it are dropped (their window starts before the part) */
  after: number
  /** epoch ms: points after it are dropped (their window is not whole) */
  until: number
}

/** The numbers of a timeseries' first numeric dimension (aligned answers have one). */
function numbersOf(values: Array<{ values: { type: string; values: unknown[] } }>) {
  const numeric = values.find((v) => v.values.type === 'double' || v.values.type === 'integer')
  return (numeric?.values.values ?? []) as Array<number | null>
}

/**
 * The first table of each part's answer as one chart's data: the union of all timestamps
 * (series can start late, e.g. a disk attached within the range), each series with null
 * where it has no point, series in `SeriesNaming` order.
 */
export function partsToSeries(parts: Part[], { name, scale = (v) => v }: Options): TimeSeriesData {
  const byKey = new Map<
    string,
    { label: string; sortKey: string; points: Map<number, number | null> }
  >()
  const times = new Set<number>()
  for (const { result, after, until } of parts) {
    for (const ts of result.tables[0]?.timeseries ?? []) {
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
        if (!(ms > after && ms <= until)) return
        times.add(ms)
        const v = values[i] ?? null
        const prev = entry.points.get(ms) ?? null
        entry.points.set(ms, v === null ? prev : (prev ?? 0) + v)
      })
    }
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
