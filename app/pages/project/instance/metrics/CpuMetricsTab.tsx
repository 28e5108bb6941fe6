import { useMemo } from 'react'

import { cpuCharts } from './charts'
import { ChartGrid } from './ChartGrid'
import { useMetricsContext } from './metrics-context'

export default function CpuMetricsTab() {
  const { instance } = useMetricsContext()
  const charts = useMemo(
    () => cpuCharts(instance.id, instance.ncpus),
    [instance.id, instance.ncpus],
  )
  return <ChartGrid charts={charts} />
}
