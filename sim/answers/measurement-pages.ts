import type * as Api from '../../app/api/__generated__/Api'
import { simError } from './errors'
import { DEFAULT_LIMIT, MAX_LIMIT } from './pagination'

// Paging of Nexus's measurement lists (a disk's metrics, silo and system metrics), as
// nexus/src/app/oximeter.rs pages them: the first page names the range [start_time,
// end_time) and the order; every non-empty page carries a token (Dropshot's
// `ResultsPage::new`) whose next page starts just after the page's last timestamp, up to
// the same end, in the default (ascending) order: Nexus's token drops the order, so a
// descending listing goes on ascending from its last item, as a rack's does.

export type MeasurementRange = {
  start: number
  /** a next page starts after the last timestamp seen */
  startExclusive: boolean
  end: number
  order: Api.PaginationOrder
}

type Query = {
  startTime?: Date
  endTime?: Date
  order?: Api.PaginationOrder
  pageToken?: string | null
  limit?: number | null
}

/** The token of a page whose last measurement was at `lastSeen` */
export const encodeMeasurementToken = (range: MeasurementRange, lastSeen: number) =>
  btoa(JSON.stringify({ v: 'v1', page_start: { start: lastSeen, end: range.end } }))

function decodeToken(token: string): MeasurementRange {
  try {
    const p = (JSON.parse(atob(token)) as { page_start?: Record<string, unknown> } | null)
      ?.page_start
    if (p && typeof p.start === 'number' && typeof p.end === 'number') {
      return { start: p.start, startExclusive: true, end: p.end, order: 'ascending' }
    }
  } catch {
    // falls through to the error below
  }
  throw simError.invalid(
    'unable to parse query string: failed to parse pagination token: corrupted token',
  )
}

/** The range, order and page size of a request for one page */
export function measurementPage(query: Query): { range: MeasurementRange; limit: number } {
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)
  if (query.pageToken) return { range: decodeToken(query.pageToken), limit }
  // the first page needs the range (Nexus's scan parameters)
  if (!query.startTime) {
    throw simError.invalid('unable to parse query string: missing field `start_time`')
  }
  if (!query.endTime) {
    throw simError.invalid('unable to parse query string: missing field `end_time`')
  }
  const range = {
    start: query.startTime.getTime(),
    startExclusive: false,
    end: query.endTime.getTime(),
    order: query.order ?? 'ascending',
  }
  return { range, limit }
}

/** Whether a measurement at `at` falls in the range */
export const inRange = (range: MeasurementRange, at: number) =>
  (range.startExclusive ? at > range.start : at >= range.start) && at < range.end
