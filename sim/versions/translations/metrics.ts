// OxQL results between v14's shape and every served version's: a table's timeseries are an
// array (v14: a map keyed by an internal timeseries key, in key order), and a
// distribution's quantiles are their estimates (v14: the P² estimator's state).
/* eslint-disable @typescript-eslint/no-explicit-any -- OxQL's nested answer */
import type { Translations } from '../translation'

/** A quantile's estimate as Nexus serializes it: null with no samples */
function estimate(q: any): number | null {
  if (!q) return null
  const count = q.marker_positions?.[4] ?? 0
  if (count === 0) return null
  const heights: number[] = q.marker_heights
  if (count >= 5) return heights[2]
  const sorted = [...heights].sort((a, b) => a - b)
  return sorted[Math.round((sorted.length - 1) * q.p)]
}

function values(v: any): any {
  const kind = v.values?.type
  if (kind !== 'integer_distribution' && kind !== 'double_distribution') return v
  const items = v.values.values.map((d: any) =>
    d === null ? null : { ...d, p50: estimate(d.p50), p90: estimate(d.p90), p99: estimate(d.p99) },
  )
  return { ...v, values: { ...v.values, values: items } }
}

function table(t: any): any {
  // a map's entries in key order, the order of Nexus's BTreeMap
  const entries = Object.entries(t.timeseries ?? {}).sort(([a], [b]) => {
    const [x, y] = [BigInt(a), BigInt(b)]
    return x < y ? -1 : x > y ? 1 : 0
  })
  return {
    ...t,
    timeseries: entries.map(([, series]: [string, any]) => ({
      ...series,
      points: { ...series.points, values: series.points.values.map(values) },
    })),
  }
}

const queryAnswer = (body: any) => ({ ...body, tables: body.tables.map(table) })

export const metricsTranslations: Translations = {
  timeseriesQuery: { response: queryAnswer },
  systemTimeseriesQuery: { response: queryAnswer },
}
