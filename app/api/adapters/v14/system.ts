// Support bundles, metrics and timeseries in this version's terms.
//
// Release v14 serves support bundles under /experimental/v1/..., names a bundle by the path
// parameter `supportBundle`, sorts their list by ID only, and creates one with no comment.
// Its OxQL answer keys a table's timeseries by an ID; the newest lists them.
import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type * as Old from '../../__generated__/Api'
import { Unexpressible } from '../unexpressible'
import type { V14Table } from './table'

/** v14's bundle has no user comment: none was given */
export const bundleUp = (b: Old.SupportBundleInfo): Now.SupportBundleInfo => ({
  ...b,
  userComment: null,
})

/**
 * A P² quantile's estimate, as Nexus reports it since (oximeter's `Quantile::estimate`):
 * none without samples, the middle marker once five are in, else the nearest sorted height.
 */
export function quantileUp(q: Old.Quantile | null | undefined): number | null {
  if (!q) return null
  const samples = q.markerPositions[4] ?? 0
  if (samples === 0) return null
  if (samples >= 5) return q.markerHeights[2]
  const heights = [...q.markerHeights].sort((a, b) => a - b)
  return heights[Math.round((heights.length - 1) * q.p)]
}

function distributionUp(
  d: Old.Distributionint64 | Old.Distributiondouble | null,
): Now.Distributionint64 | null {
  if (!d) return null
  return { ...d, p50: quantileUp(d.p50), p90: quantileUp(d.p90), p99: quantileUp(d.p99) }
}

function valueArrayUp(v: Old.ValueArray): Now.ValueArray {
  if (v.type === 'integer_distribution' || v.type === 'double_distribution') {
    return { type: v.type, values: v.values.map(distributionUp) }
  }
  return v
}

export const timeseriesUp = (ts: Old.Timeseries): Now.Timeseries => ({
  ...ts,
  points: {
    ...ts.points,
    values: ts.points.values.map((v) => ({ ...v, values: valueArrayUp(v.values) })),
  },
})

/** v14 keys a table's timeseries by an ID, the newest lists them; quantiles are estimated */
export const oxqlResultUp = (r: Old.OxqlQueryResult): Now.OxqlQueryResult => ({
  tables: r.tables.map((t) => ({
    name: t.name,
    timeseries: Object.values(t.timeseries).map(timeseriesUp),
  })),
})

const bundlePath = ({ path }: { path: { bundleId: string } }) => ({
  path: { supportBundle: path.bundleId },
})

export const system: V14Table = {
  supportBundleList: {
    request: ({ query = {} }) => {
      const { sortBy, ...rest } = query
      // v14 lists by ID only; newest first cannot be asked, oldest first is what it gives
      if (sortBy === 'time_and_id_descending') {
        throw new Unexpressible('support bundles newest first')
      }
      return { query: rest }
    },
    response: (page) => ({ ...page, items: page.items.map(bundleUp) }),
  },
  supportBundleCreate: {
    request: ({ body }) => {
      if (body.userComment) throw new Unexpressible('a comment on a support bundle')
      return {}
    },
    response: bundleUp,
  },
  supportBundleView: { request: bundlePath, response: bundleUp },
  supportBundleDelete: { request: bundlePath },
  supportBundleDownload: { request: bundlePath },
  supportBundleHead: { request: bundlePath },
  supportBundleIndex: { request: bundlePath },
  supportBundleDownloadFile: {
    request: ({ path }) => ({ path: { supportBundle: path.bundleId, file: path.file } }),
  },
  supportBundleHeadFile: {
    request: ({ path }) => ({ path: { supportBundle: path.bundleId, file: path.file } }),
  },
  timeseriesQuery: { response: oxqlResultUp },
  systemTimeseriesQuery: { response: oxqlResultUp },
  // v14 answers a new target release with the release; the newest answers with no content
  targetReleaseUpdate: { response: () => undefined },
}
