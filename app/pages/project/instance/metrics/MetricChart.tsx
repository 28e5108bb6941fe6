import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId, useMemo } from 'react'

import { timeseries } from '~/api/queries/metrics'
import { Skeleton } from '~/ui/Skeleton'
import { Spinner } from '~/ui/Spinner'
import { TimeSeriesChart } from '~/ui/TimeSeriesChart'
import { hasPoints } from '~/util/time-series'

import type { ChartSpec } from './charts'
import { useMetricsContext } from './metrics-context'
import { metricQuery } from './oxql-query'
import { tableToSeries } from './oxql-table'

const CHART_HEIGHT = 'h-[240px]'

/** One chart of the metrics tab: its OxQL query over the chosen range, and its states. */
export function MetricChart({ spec }: { spec: ChartSpec }) {
  const { project, start, end, windowSeconds } = useMetricsContext()
  const { title, description, unit, name, scale } = spec
  const titleId = useId()
  const descriptionId = useId()
  const text = metricQuery({ ...spec, start, end, windowSeconds })
  const query = useQuery({
    ...timeseries(project, text),
    // a refresh or a new range keeps the lines up until the new ones arrive
    placeholderData: keepPreviousData,
  })
  const data = useMemo(
    () => query.data && tableToSeries(query.data, { after: start, name, scale }),
    [query.data, start, name, scale],
  )

  let body
  if (query.isPending) {
    body = (
      <div className={`relative ${CHART_HEIGHT}`}>
        <Skeleton className="absolute inset-0" />
        <div className="absolute inset-0 flex items-center justify-center">
          <Spinner label={`Loading ${title}`} />
        </div>
      </div>
    )
  } else if (query.isError) {
    body = (
      <div
        role="alert"
        className={`flex ${CHART_HEIGHT} flex-col items-center justify-center px-6 text-center`}
      >
        <p className="text-sm font-medium text-destructive">Could not load {title.toLowerCase()}</p>
        <p className="mt-1 text-sm text-secondary">{query.error.message}</p>
      </div>
    )
  } else if (!data || !hasPoints(data)) {
    body = (
      <div className={`flex ${CHART_HEIGHT} flex-col items-center justify-center px-6 text-center`}>
        <p className="text-sm font-medium text-default">No data for this time range</p>
        <p className="mt-1 text-sm text-secondary">
          An instance reports metrics only while it is running.
        </p>
      </div>
    )
  } else {
    body = <TimeSeriesChart data={data} unit={unit} start={start} end={end} title={title} />
  }

  return (
    <figure
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      aria-busy={query.isFetching || undefined}
      className="min-w-0 rounded-lg border border-default bg-raise p-4"
    >
      <figcaption className="mb-3 flex items-start justify-between gap-3">
        <div>
          <h3 id={titleId} className="text-sm font-semibold text-default">
            {title}
          </h3>
          <p id={descriptionId} className="mt-0.5 text-xs text-secondary">
            {description}
          </p>
        </div>
        {query.isFetching && !query.isPending && <Spinner size="sm" label={`Updating ${title}`} />}
      </figcaption>
      {body}
    </figure>
  )
}
