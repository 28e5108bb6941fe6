// Reads of utilization: what a silo may provision (its quotas) and has provisioned, the
// same for every silo (operators), and how much was provisioned over time.
import {
  readGaugeHistory,
  type GaugeHistory,
  type MetricPage,
  type MetricPageQuery,
} from '~/util/gauge-series'

import type { SystemMetricName } from '../__generated_versions__/2026081901.0.0/Api'
import { api, apiQuery, callApi, listQuery, PICKER_PAGE_SIZE, type PageQuery } from '../client'

/** The signed-in user's silo: its quotas (`capacity`) and what it has provisioned */
export const utilizationView = apiQuery(api.utilizationView, {})

/** Every silo's quotas (`allocated`) and provisioned amounts, for operators */
export const siloUtilizationList = listQuery(api.siloUtilizationList, {})

/**
 * All silos at once: the utilization page adds them up and charts any of them. A rack
 * holds few silos; one page of `PICKER_PAGE_SIZE` is all of them.
 */
export const siloUtilizationPicker = siloUtilizationList.page(undefined, PICKER_PAGE_SIZE)

export type ProvisionedMetric = SystemMetricName

/** A gauge's history with the range it covers (epoch ms), so an answer kept on screen
 * while the next range loads is still drawn over its own range */
export type RangedHistory = GaugeHistory & { start: number; end: number }

type Range = { start: number; end: number }

/** The read of one chart: its key and fetcher, for `useQuery` */
export type MetricHistoryQuery = PageQuery<RangedHistory>

const ranged = async (
  fetchPage: (query: MetricPageQuery) => Promise<MetricPage>,
  { start, end }: Range,
): Promise<RangedHistory> => ({ ...(await readGaugeHistory(fetchPage, start, end)), start, end })

/**
 * How much the signed-in user's silo (or one of its projects) had provisioned over the
 * range: the value before it and each change within.
 */
export const siloMetricHistory = (
  metric: ProvisionedMetric,
  { project, ...range }: Range & { project?: string },
): MetricHistoryQuery => ({
  queryKey: [api.siloMetric.name, { metric, project, ...range }],
  queryFn: () =>
    ranged(
      (query) =>
        callApi(api.siloMetric, { path: { metricName: metric }, query: { ...query, project } }),
      range,
    ),
})

/** The same for the whole fleet, or one silo (operators) */
export const systemMetricHistory = (
  metric: ProvisionedMetric,
  { silo, ...range }: Range & { silo?: string },
): MetricHistoryQuery => ({
  queryKey: [api.systemMetric.name, { metric, silo, ...range }],
  queryFn: () =>
    ranged(
      (query) =>
        callApi(api.systemMetric, { path: { metricName: metric }, query: { ...query, silo } }),
      range,
    ),
})
