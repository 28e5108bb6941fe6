import { useMemo } from 'react'

import { cpuCharts } from './charts'
import { ChartGrid } from './ChartGrid'
import { useMetricsContext } from './metrics-context'

export default function CpuMetricsTab() {
  const { instance } = useMetricsContext()
  const charts = useMemo(() => cpuCharts(instance.id), [instance.id])
  return <ChartGrid charts={charts} />
}
