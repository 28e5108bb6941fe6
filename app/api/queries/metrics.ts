// Reads of metrics: one OxQL query's answer.
import { api, apiQuery } from '../client'

export const timeseries = (project: string, query: string) =>
  apiQuery(api.timeseriesQuery, { query: { project }, body: { query } })
