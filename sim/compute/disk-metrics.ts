import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { between } from '../metrics/noise'
import { encodeMeasurementToken, measurementPage } from '../answers/measurement-pages'
import type { DiskRecord } from '../store/types'

// `GET /v1/disks/{disk}/metrics/{metric}`: the Crucible upstairs counters of
// a disk as Oximeter keeps them, cumulative since the disk was created, one
// sample every 10 seconds. The values are a closed-form function of the disk
// id and the time (a steady rate plus a daily-ish swell, never decreasing),
// so any page of any range is the same on every call.

const SAMPLE_MS = 10_000

type Query = Api.DiskMetricsListQueryParams
type Page = Json<Api.MeasurementResultsPage>

/** I/O operations of one kind (`read`, `write`) from creation to `s` seconds after it */
function operations(diskId: string, kind: string, s: number): number {
  const rate = between(2, 40, diskId, kind, 'rate')
  const swell = between(0, rate, diskId, kind, 'swell')
  const period = between(1800, 7200, diskId, kind, 'period')
  const w = (2 * Math.PI) / period
  // the integral of rate + swell * (1 - cos(w t)): its slope is never negative
  return rate * s + swell * (s - Math.sin(w * s) / w)
}

function counter(disk: DiskRecord, metric: Api.DiskMetricName, atMs: number): number {
  const s = Math.max(0, (atMs - Date.parse(disk.time_created)) / 1000)
  const blocksPerOp = (kind: string) => Math.round(between(1, 32, disk.id, kind, 'size'))
  switch (metric) {
    case 'activated':
      return 1 + Math.floor(s / 86_400)
    case 'read':
    case 'write':
      return Math.floor(operations(disk.id, metric, s))
    case 'read_bytes':
    case 'write_bytes': {
      const kind = metric === 'read_bytes' ? 'read' : 'write'
      const ops = Math.floor(operations(disk.id, kind, s))
      return ops * blocksPerOp(kind) * disk.block_size
    }
    case 'flush':
      return Math.floor(operations(disk.id, 'write', s) / between(8, 20, disk.id, 'flush'))
  }
}

/**
 * One page of a disk metric: samples in [start_time, end_time), none before
 * the disk existed or after `nowMs`, ascending unless `order` says otherwise.
 */
export function diskMetrics(
  disk: DiskRecord,
  metric: Api.DiskMetricName,
  query: Query,
  nowMs: number,
): Page {
  const { range, limit } = measurementPage(query)
  const created = Date.parse(disk.time_created)
  // samples fall on multiples of SAMPLE_MS: the first in the range (after the last one
  // seen, on a next page), never before the disk, up to the exclusive end and now
  const startIndex = range.startExclusive
    ? Math.floor(range.start / SAMPLE_MS) + 1
    : Math.ceil(range.start / SAMPLE_MS)
  const first = Math.max(startIndex, Math.ceil(created / SAMPLE_MS))
  const last = Math.ceil(Math.min(range.end, nowMs + 1) / SAMPLE_MS) - 1
  const ascending = range.order === 'ascending'
  const from = ascending ? first : last

  const items: Json<Api.Measurement>[] = []
  for (let i = from; ascending ? i <= last : i >= first; i += ascending ? 1 : -1) {
    if (items.length === limit) break
    const at = i * SAMPLE_MS
    items.push({
      timestamp: new Date(at).toISOString(),
      datum: {
        type: 'cumulative_i64',
        datum: { start_time: disk.time_created, value: counter(disk, metric, at) },
      },
    })
  }
  const lastItem = items.at(-1)
  return {
    items,
    next_page: lastItem ? encodeMeasurementToken(range, Date.parse(lastItem.timestamp)) : null,
  }
}
