// Placeholder while this page is being built (issue 3).
export default function NetworkMetricsTab() {
  return <h2>Network</h2>
}
