import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { authorizeFleet } from '../access/authz'
import { clockOf } from '../clock'
import type { SimHandlers } from '../context'
import { authorizeOwnSilo, lookup } from '../access/lookup'
import { encodeMeasurementToken, inRange, measurementPage } from '../answers/measurement-pages'
import { FLEET_ID } from '../seed/silos'
import type { ProvisioningSampleRecord, Store } from '../store/types'

// `GET /v1/metrics/{metric}` (a silo or one of its projects) and
// `GET /v1/system/metrics/{metric}` (the fleet or one silo): the samples of
// sim/compute/provisioning-history.ts, as Nexus reads them from Oximeter — a gauge per
// change, within [start_time, end_time), paged by time.

type Query = Api.SiloMetricQueryParams

const field: Record<Api.SystemMetricName, 'cpus' | 'memory' | 'storage'> = {
  cpus_provisioned: 'cpus',
  ram_provisioned: 'memory',
  virtual_disk_space_provisioned: 'storage',
}
const kindOf = (metric: Api.SystemMetricName) =>
  metric === 'virtual_disk_space_provisioned' ? 'disk' : 'cpu'

function measurements(
  store: Store,
  collection: string,
  metric: Api.SystemMetricName,
  query: Query,
): Json<Api.MeasurementResultsPage> {
  const { range, limit } = measurementPage(query)
  const ascending = range.order === 'ascending'
  const now = clockOf(store).now()
  const kind = kindOf(metric)
  const within: ProvisioningSampleRecord[] = []
  for (const s of store.list('provisioningSamples')) {
    if (s.collection_id !== collection || s.kind !== kind) continue
    const at = Date.parse(s.timestamp)
    if (inRange(range, at) && at <= now) within.push(s)
  }
  within.sort((a, b) => (ascending ? 1 : -1) * a.timestamp.localeCompare(b.timestamp))
  const page = within.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map((s) => ({
      timestamp: s.timestamp,
      datum: { type: 'i64', datum: s[field[metric]] },
    })),
    next_page: last ? encodeMeasurementToken(range, Date.parse(last.timestamp)) : null,
  }
}

export const provisioningMetrics = {
  // a silo reader's own silo, or one of its projects they may read
  siloMetric({ path, query }, { store, actor }) {
    const silo = authorizeOwnSilo(store, actor, 'read')
    const collection = query.project
      ? lookup(store, actor, 'project', query.project, 'read').record.id
      : silo.id
    return measurements(store, collection, path.metricName, query)
  },

  // fleet viewers: the whole fleet, or one silo
  systemMetric({ path, query }, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    const collection = query.silo
      ? lookup(store, actor, 'silo', query.silo, 'read').record.id
      : FLEET_ID
    return measurements(store, collection, path.metricName, query)
  },
} satisfies Partial<SimHandlers>
