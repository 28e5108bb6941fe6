// Placeholder while this page is being built (issue 3).
import { Outlet } from 'react-router'

export default function InstancePage() {
  return <>
      <h2>Instance</h2>
      <Outlet />
    </>
}
