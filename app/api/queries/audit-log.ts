// Reads of the audit log for operators (/system/audit-log): the completed entries of a time
// range, a page at a time. Release v14 has no audit log; the first versioned API has it.
import { infiniteQueryOptions } from '@tanstack/react-query'

import type {
  AuditLogEntryResultsPage,
  TimeAndIdSortMode,
} from '../__generated_versions__/2026081901.0.0/Api'
import type { NowOp } from '../adapters/adapter'
import { api, listQuery } from '../client'
import { hasNextPage } from '../util'

/** The gate (`RackFeature`) of the audit log page */
export const auditLogFeature = {
  op: 'auditLogList',
  name: 'Audit logs',
} satisfies { op: NowOp; name: string }

/**
 * Nexus needs `start_time` on the first page (later pages carry the range in their token).
 * No `end` reads up to the present, including entries that complete after the read.
 */
export type AuditLogScan = { start: number; end?: number; order: TimeAndIdSortMode }

/** The entries completed in [start, end), in the scan's order, a page at a time */
export const auditLogList = ({ start, end, order }: AuditLogScan) =>
  listQuery(api.auditLogList, {
    query: {
      startTime: new Date(start),
      endTime: end === undefined ? undefined : new Date(end),
      sortBy: order,
    },
  })

/** Entries fetched per page by the audit log page */
export const AUDIT_LOG_PAGE_SIZE = 100

/**
 * The pages of a scan fetched so far, each after the last ("load more"): the page filters
 * by actor and operation over all of them, which the API cannot do (see `audit-log-filter`).
 */
export function auditLogPages(scan: AuditLogScan, limit = AUDIT_LOG_PAGE_SIZE) {
  const list = auditLogList(scan)
  return infiniteQueryOptions({
    queryKey: [...list.page(undefined, limit).queryKey, 'pages'],
    queryFn: ({ pageParam }) => list.page(pageParam, limit).queryFn(),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: AuditLogEntryResultsPage) =>
      hasNextPage(last, limit) ? (last.nextPage ?? undefined) : undefined,
  })
}
