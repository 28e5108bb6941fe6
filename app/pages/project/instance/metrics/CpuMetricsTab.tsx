import { useMemo } from 'react'

import { cpuCharts } from './charts'
import { MetricChart } from './MetricChart'
import { useMetricsContext } from './metrics-context'

export default function CpuMetricsTab() {
  const { instance } = useMetricsContext()
  const charts = useMemo(() => cpuCharts(instance.id), [instance.id])
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      {charts.map((spec) => (
        <MetricChart key={spec.title} spec={spec} />
      ))}
    </div>
  )
}
