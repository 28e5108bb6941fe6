// Placeholder while this page is being built (issue 3).
export default function DiskMetricsTab() {
  return <h2>Disk</h2>
}
