import type * as Api from '../app/api/__generated__/Api'
import { simError } from './errors'
import { DEFAULT_LIMIT, MAX_LIMIT } from './pagination'

// Paging of Nexus's measurement lists (a disk's metrics, silo and system metrics): the
// first page names the range [start_time, end_time) and the order, later pages carry
// them in the token with the last timestamp seen.

export type MeasurementRange = { start: number; end: number; order: Api.PaginationOrder }

type Query = {
  startTime?: Date
  endTime?: Date
  order?: Api.PaginationOrder
  pageToken?: string | null
  limit?: number | null
}

export const encodeMeasurementToken = (range: MeasurementRange, lastSeen: number) =>
  btoa(JSON.stringify({ v: 'v1', page_start: { ...range, last_seen: lastSeen } }))

function decodeToken(token: string): MeasurementRange & { lastSeen: number } {
  try {
    const p = (JSON.parse(atob(token)) as { page_start?: Record<string, unknown> } | null)
      ?.page_start
    if (
      p &&
      typeof p.start === 'number' &&
      typeof p.end === 'number' &&
      typeof p.last_seen === 'number' &&
      (p.order === 'ascending' || p.order === 'descending')
    ) {
      return { start: p.start, end: p.end, order: p.order, lastSeen: p.last_seen }
    }
  } catch {
    // falls through to the error below
  }
  throw simError.invalid(
    'unable to parse query string: failed to parse pagination token: corrupted token',
  )
}

/** The range, order, page size and last timestamp seen of a request for one page */
export function measurementPage(query: Query): {
  range: MeasurementRange
  lastSeen: number | undefined
  limit: number
} {
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)
  if (query.pageToken) {
    const { lastSeen, ...range } = decodeToken(query.pageToken)
    return { range, lastSeen, limit }
  }
  // the first page needs the range (Nexus's scan parameters)
  if (!query.startTime) {
    throw simError.invalid('unable to parse query string: missing field `start_time`')
  }
  if (!query.endTime) {
    throw simError.invalid('unable to parse query string: missing field `end_time`')
  }
  const range = {
    start: query.startTime.getTime(),
    end: query.endTime.getTime(),
    order: query.order ?? 'ascending',
  }
  return { range, lastSeen: undefined, limit }
}
