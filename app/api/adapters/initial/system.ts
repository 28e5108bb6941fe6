// Support bundles, metrics and timeseries in this version's terms.
//
// Nothing to translate: the first versioned API serves support bundles under
// /experimental/v1/... (its own client builds those paths) with the newest parameters and
// shapes, and its OxQL answers are the newest's.
import type { InitialTable } from './table'

export const system: InitialTable = {}
