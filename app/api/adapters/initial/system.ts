// Support bundles, metrics, timeseries and the update status in this version's terms.
//
// Support bundles need nothing: the first versioned API serves them under
// /experimental/v1/... (its own client builds those paths) with the newest parameters and
// shapes, and its OxQL answers are the newest's.
import type { InitialTable } from './table'

export const system: InitialTable = {
  // This release's Nexus runs none of the health checks behind `contactSupport`, so it has
  // detected no condition that calls for support: `false` is what it knows. The page says
  // something only when the flag is set, so an old rack reads as it always did.
  systemUpdateStatus: { response: (status) => ({ ...status, contactSupport: false }) },
}
