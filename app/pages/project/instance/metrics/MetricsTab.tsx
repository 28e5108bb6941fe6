// Placeholder while this page is being built (issue 3).
import { Outlet } from 'react-router'

export default function MetricsTab() {
  return <>
      <h2>Metrics</h2>
      <Outlet />
    </>
}
