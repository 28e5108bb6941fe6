// Support bundles, metrics and timeseries in this version's terms.
import type { InitialTable } from './table'

export const system: InitialTable = {}
