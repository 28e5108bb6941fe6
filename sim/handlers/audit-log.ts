import type { NewHandlers } from '../context'
import { errorResponse } from '../answers/errors'
import {
  badPageToken,
  decodePageStart,
  DEFAULT_LIMIT,
  encodePageStart,
  MAX_LIMIT,
} from '../answers/pagination'
import { authorizeFleet } from '../access/authz'
import type { AuditLogRecord } from '../store/types'

// The audit log (`/v1/system/audit-log`), which fleet viewers read (others 403: Polar's
// `AuditLog`): completed entries (sim/access/audit-log.ts) whose completion falls in
// [start_time, end_time), by completion time and id, earliest first unless asked
// otherwise. Ordering by completion keeps a listed range from changing later, as Nexus
// explains in its datastore. The first page must name start_time; later pages carry the
// range and order in their token, as Dropshot's do.

type Order = 'time_and_id_ascending' | 'time_and_id_descending'
type Scan = { sort_by: Order; start_time: string; end_time: string | null }

const ORDERS: readonly Order[] = ['time_and_id_ascending', 'time_and_id_descending']

/** (time_completed, id) order, ascending */
const compare = (a: { time: number; id: string }, b: { time: number; id: string }) =>
  a.time - b.time || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

const keyOf = (e: AuditLogRecord) => ({ time: Date.parse(e.time_completed), id: e.id })

/** The scan and the last entry seen that a page token carries */
function decode(token: string): { scan: Scan; after: { time: number; id: string } } {
  const start = decodePageStart(token)
  if (typeof start !== 'object' || start === null) throw badPageToken()
  const { sort_by, start_time, end_time, last_seen } = start as Record<string, unknown>
  const order = ORDERS.find((o) => o === sort_by)
  if (
    !order ||
    typeof start_time !== 'string' ||
    !(end_time === null || end_time === undefined || typeof end_time === 'string') ||
    !Array.isArray(last_seen) ||
    typeof last_seen[0] !== 'string' ||
    typeof last_seen[1] !== 'string' ||
    [start_time, end_time ?? start_time, last_seen[0]].some((t) => Number.isNaN(Date.parse(t)))
  ) {
    throw badPageToken()
  }
  return {
    scan: { sort_by: order, start_time, end_time: end_time ?? null },
    after: { time: Date.parse(last_seen[0]), id: last_seen[1] },
  }
}

export const auditLog = {
  auditLogList({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'list_children')
    const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)
    let scan: Scan
    let after: { time: number; id: string } | undefined
    if (query.pageToken) {
      ;({ scan, after } = decode(query.pageToken))
    } else {
      // Dropshot's refusal of the first page's scan parameters, without a code
      if (!query.startTime) {
        throw errorResponse(
          400,
          undefined,
          'unable to parse query string: missing field `start_time`',
        )
      }
      scan = {
        sort_by: query.sortBy ?? 'time_and_id_ascending',
        start_time: query.startTime.toISOString(),
        end_time: query.endTime ? query.endTime.toISOString() : null,
      }
    }
    const from = Date.parse(scan.start_time)
    const to = scan.end_time === null ? Infinity : Date.parse(scan.end_time)
    const dir = scan.sort_by === 'time_and_id_ascending' ? 1 : -1
    const entries = store
      .list('auditLog')
      .filter((e) => {
        const key = keyOf(e)
        return key.time >= from && key.time < to && (!after || dir * compare(key, after) > 0)
      })
      .sort((a, b) => dir * compare(keyOf(a), keyOf(b)))
      .slice(0, limit)
    const last = entries.at(-1)
    return {
      items: entries,
      next_page: last
        ? encodePageStart({ ...scan, last_seen: [last.time_completed, last.id] })
        : null,
    }
  },
} satisfies Partial<NewHandlers>
