import { keepPreviousData, useQueries, type UseQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'

import { timeseriesPart } from '~/api/queries/metrics'
import { ChartFigure, ChartMessage } from '~/ui/ChartFigure'
import { TimeSeriesChart } from '~/ui/TimeSeriesChart'
import { hasPoints } from '~/util/time-series'

import type { ChartSpec } from './charts'
import { useMetricsContext } from './metrics-context'
import { chartedEnd, metricQueries, metricQuery } from './oxql-query'
import { partsToSeries, type Part } from './oxql-table'

/** The state of a chart's queries as one: its parts once all have answered, the first error */
function combineParts(results: UseQueryResult<Part>[]) {
  const parts = results.map((r) => r.data)
  return {
    parts: parts.every((p): p is Part => p !== undefined) ? parts : undefined,
    isPending: results.some((r) => r.isPending),
    isFetching: results.some((r) => r.isFetching),
    error: results.find((r) => r.error)?.error ?? null,
  }
}

/**
 * One chart of the metrics tab: its OxQL queries over the chosen range (several when the
 * range holds more samples than one query may read), and its states.
 */
export function MetricChart({ spec }: { spec: ChartSpec }) {
  const { project, instance, start, end, windowSeconds, now } = useMetricsContext()
  const { title, description, unit, name, scale, series, sampleSeconds } = spec
  const created = instance.timeCreated.getTime()
  const slices = useMemo(() => {
    // nothing was recorded before the instance existed: no need to read or slice it
    const from = Math.max(start, created)
    const to = chartedEnd(end, now, sampleSeconds)
    return metricQueries({ ...spec, start: from, end: to, windowSeconds }, series)
  }, [spec, start, end, now, created, windowSeconds, series, sampleSeconds])
  const query = useQueries({
    queries: (slices ?? []).map((slice) => ({
      ...timeseriesPart(project, metricQuery(slice), slice.start, slice.end),
      // a refresh or a new range keeps the lines up until the new ones arrive
      placeholderData: keepPreviousData,
    })),
    combine: combineParts,
  })
  const data = useMemo(
    () => query.parts && partsToSeries(query.parts, { name, scale }),
    [query.parts, name, scale],
  )

  let body
  if (!slices) {
    body = (
      <ChartMessage heading="This range holds too many samples">
        Choose a shorter range to chart {title.toLowerCase()}.
      </ChartMessage>
    )
  } else if (!data || !hasPoints(data)) {
    body = (
      <ChartMessage heading="No data for this time range">
        An instance reports metrics only while it is running.
      </ChartMessage>
    )
  } else {
    body = <TimeSeriesChart data={data} unit={unit} start={start} end={end} title={title} />
  }

  return (
    <ChartFigure title={title} description={description} status={query}>
      {body}
    </ChartFigure>
  )
}
