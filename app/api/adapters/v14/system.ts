// Support bundles, metrics and timeseries in this version's terms.
import type { V14Table } from './table'

export const system: V14Table = {}
