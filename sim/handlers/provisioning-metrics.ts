import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { authorize, fleetResource } from '../authz'
import { clockOf } from '../clock'
import type { SimHandlers } from '../context'
import { simError } from '../errors'
import { authorizeOwnSilo, lookupProject, lookupSilo } from '../lookup'
import { DEFAULT_LIMIT, MAX_LIMIT } from '../pagination'
import { FLEET_ID } from '../seed/silos'
import type { ProvisioningSampleRecord, Store } from '../store/types'

// `GET /v1/metrics/{metric}` (a silo or one of its projects) and
// `GET /v1/system/metrics/{metric}` (the fleet or one silo): the samples of
// sim/provisioning-history.ts, as Nexus reads them from Oximeter — a gauge per
// change, within [start_time, end_time), paged by time.

type Query = Api.SiloMetricQueryParams
type Range = { start: number; end: number; order: Api.PaginationOrder }

const field: Record<Api.SystemMetricName, 'cpus' | 'memory' | 'storage'> = {
  cpus_provisioned: 'cpus',
  ram_provisioned: 'memory',
  virtual_disk_space_provisioned: 'storage',
}
const kindOf = (metric: Api.SystemMetricName) =>
  metric === 'virtual_disk_space_provisioned' ? 'disk' : 'cpu'

const encodeToken = (range: Range, lastSeen: number) =>
  btoa(JSON.stringify({ v: 'v1', page_start: { ...range, last_seen: lastSeen } }))

function decodeToken(token: string): Range & { lastSeen: number } {
  try {
    const p = (JSON.parse(atob(token)) as { page_start?: Record<string, unknown> }).page_start
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

function measurements(
  store: Store,
  collection: string,
  metric: Api.SystemMetricName,
  query: Query,
): Json<Api.MeasurementResultsPage> {
  let range: Range
  let lastSeen: number | undefined
  if (query.pageToken) {
    const token = decodeToken(query.pageToken)
    range = token
    lastSeen = token.lastSeen
  } else {
    if (!query.startTime) {
      throw simError.invalid('unable to parse query string: missing field `start_time`')
    }
    if (!query.endTime) {
      throw simError.invalid('unable to parse query string: missing field `end_time`')
    }
    range = {
      start: query.startTime.getTime(),
      end: query.endTime.getTime(),
      order: query.order ?? 'ascending',
    }
  }
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)
  const ascending = range.order === 'ascending'
  const now = clockOf(store).now()
  const kind = kindOf(metric)
  const within: ProvisioningSampleRecord[] = []
  for (const s of store.list('provisioningSamples')) {
    if (s.collection_id !== collection || s.kind !== kind) continue
    const at = Date.parse(s.timestamp)
    if (at < range.start || at >= range.end || at > now) continue
    if (lastSeen !== undefined && (ascending ? at <= lastSeen : at >= lastSeen)) continue
    within.push(s)
  }
  within.sort((a, b) => (ascending ? 1 : -1) * a.timestamp.localeCompare(b.timestamp))
  const page = within.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map((s) => ({
      timestamp: s.timestamp,
      datum: { type: 'i64', datum: s[field[metric]] },
    })),
    next_page:
      last && within.length > limit ? encodeToken(range, Date.parse(last.timestamp)) : null,
  }
}

export const provisioningMetrics = {
  // a silo reader's own silo, or one of its projects they may read
  siloMetric({ path, query }, { store, actor }) {
    const silo = authorizeOwnSilo(store, actor, 'read')
    const collection = query.project
      ? lookupProject(store, actor, query.project, 'read').id
      : silo.id
    return measurements(store, collection, path.metricName, query)
  },

  // fleet viewers: the whole fleet, or one silo
  systemMetric({ path, query }, { store, actor }) {
    authorize(store, actor, fleetResource, 'read')
    const collection = query.silo ? lookupSilo(store, actor, query.silo, 'read').id : FLEET_ID
    return measurements(store, collection, path.metricName, query)
  },
} satisfies Partial<SimHandlers>
