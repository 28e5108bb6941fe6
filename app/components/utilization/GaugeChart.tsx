// One chart of what was provisioned over time: its read, its states, and the step line.
// Import it only from lazily loaded pages (it brings uPlot along).
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import type { MetricHistoryQuery } from '~/api/queries/utilization'
import { ChartFigure, ChartMessage } from '~/ui/ChartFigure'
import { TimeSeriesChart } from '~/ui/TimeSeriesChart'
import type { ChartUnit } from '~/util/chart-units'
import { formatNumber } from '~/util/format'
import { gaugeChartData, MAX_METRIC_PAGES, METRIC_PAGE_SIZE } from '~/util/gauge-series'
import { hasPoints } from '~/util/time-series'

type Props = {
  title: string
  description: string
  unit: ChartUnit
  query: MetricHistoryQuery
  /** the line's name and colour key: the scope charted, e.g. "demo-silo" */
  series: { key: string; label: string }
}

export function GaugeChart({ title, description, unit, query: options, series }: Props) {
  // a new range or scope keeps the old line up until the new one arrives
  const query = useQuery({ ...options, placeholderData: keepPreviousData })
  const history = query.data
  const { key, label } = series
  const data = useMemo(
    () => history && gaugeChartData(history, { key, label }, history.start, history.end),
    [history, key, label],
  )

  let body
  if (!history || !data || !hasPoints(data)) {
    body = (
      <ChartMessage heading="Nothing recorded yet">
        Nothing had been provisioned here by the end of this range.
      </ChartMessage>
    )
  } else {
    body = (
      <>
        <TimeSeriesChart
          data={data}
          unit={unit}
          start={history.start}
          end={history.end}
          title={title}
          stepped
        />
        {history.truncated && (
          <p className="mt-2 text-xs text-notice">
            The line stops after the first {formatNumber(METRIC_PAGE_SIZE * MAX_METRIC_PAGES)}{' '}
            changes in this range; choose a shorter range to see the rest.
          </p>
        )}
      </>
    )
  }

  return (
    <ChartFigure title={title} description={description} status={query}>
      {body}
    </ChartFigure>
  )
}
