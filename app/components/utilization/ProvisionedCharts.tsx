// What a scope (the fleet, a silo, a project) had provisioned over time: vCPUs, memory and
// storage, each a step line, over a range chosen with the instance metrics' range picker
// and kept in the URL. Import it only from lazily loaded pages (it brings uPlot along).
import { useIsFetching } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'

import type { MetricHistoryQuery, ProvisionedMetric } from '~/api/queries/utilization'
import { DateRangePicker } from '~/components/time-range/DateRangePicker'
import { useRangeClock } from '~/components/time-range/use-range-clock'
import type { ChartUnit } from '~/util/chart-units'
import { formatDateTime } from '~/util/format'

import { utilizationRange, withUtilizationRange } from './chart-range'
import { GaugeChart } from './GaugeChart'

const CHARTS: Array<{
  metric: ProvisionedMetric
  title: string
  description: string
  unit: ChartUnit
}> = [
  {
    metric: 'cpus_provisioned',
    title: 'vCPUs provisioned',
    description: 'The vCPUs of running instances',
    unit: 'count',
  },
  {
    metric: 'ram_provisioned',
    title: 'Memory provisioned',
    description: 'The memory of running instances',
    unit: 'bytes',
  },
  {
    metric: 'virtual_disk_space_provisioned',
    title: 'Storage provisioned',
    description: 'Disks, snapshots and images',
    unit: 'bytes',
  },
]

type Props = {
  /** the read of one metric's history over a range, for the scope shown */
  history: (metric: ProvisionedMetric, range: { start: number; end: number }) => MetricHistoryQuery
  /** the operation those reads call, so Refresh shows while any of them is on its way */
  operation: 'siloMetric' | 'systemMetric'
  /** the line's name: the scope charted, e.g. "demo-silo" or "Fleet" */
  series: { key: string; label: string }
  /** the scope's select, beside the range picker */
  scopeControl: ReactNode
}

export function ProvisionedCharts({ history, operation, series, scopeControl }: Props) {
  const [search, setSearch] = useSearchParams()
  const range = utilizationRange(search)
  const { start, end, moveToPresent, autoRefresh, setAutoRefresh } = useRangeClock(range)
  const isFetching = useIsFetching({ queryKey: [operation] }) > 0

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
        {scopeControl}
        <DateRangePicker
          range={range}
          start={start}
          end={end}
          onChange={(next) => setSearch(withUtilizationRange(search, next))}
          onRefresh={moveToPresent}
          isRefreshing={isFetching}
          autoRefresh={autoRefresh}
          onAutoRefreshChange={setAutoRefresh}
        />
      </div>
      <p className="text-xs text-secondary">
        {formatDateTime(new Date(start))} – {formatDateTime(new Date(end))}. Each line steps at
        every change recorded; it starts from the amount recorded last before the range.
      </p>
      <div className="grid gap-4 xl:grid-cols-2">
        {CHARTS.map((chart) => (
          <GaugeChart
            key={chart.metric}
            title={chart.title}
            description={chart.description}
            unit={chart.unit}
            query={history(chart.metric, { start, end })}
            series={series}
          />
        ))}
      </div>
    </div>
  )
}
