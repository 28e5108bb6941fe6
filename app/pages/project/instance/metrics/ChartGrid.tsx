import type { ChartSpec } from './charts'
import { MetricChart } from './MetricChart'

/** A sub-tab's charts, two abreast on wide screens. */
export function ChartGrid({ charts }: { charts: ChartSpec[] }) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      {charts.map((spec) => (
        <MetricChart key={spec.title} spec={spec} />
      ))}
    </div>
  )
}
