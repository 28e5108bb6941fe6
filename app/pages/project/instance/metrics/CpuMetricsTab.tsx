// Placeholder while this page is being built (issue 3).
export default function CpuMetricsTab() {
  return <h2>CPU</h2>
}
