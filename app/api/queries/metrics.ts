// Reads of metrics: the answers to a chart's OxQL queries.
import { queryOptions } from '@tanstack/react-query'

import { api, callApi } from '../client'

/**
 * One query of a chart whose range is cut into slices: its answer, kept together with the
 * part of the range it charts (`after` < t <= `until`), so that an answer shown while the
 * next range loads is still charted over its own part.
 */
export const timeseriesPart = (project: string, query: string, after: number, until: number) => {
  const params = { query: { project }, body: { query } }
  return queryOptions({
    queryKey: [api.timeseriesQuery.name, params, { after, until }] as const,
    queryFn: () =>
      callApi(api.timeseriesQuery, params).then((result) => ({ result, after, until })),
  })
}
