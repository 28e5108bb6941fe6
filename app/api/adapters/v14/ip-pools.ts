// IP pools: the system's, the silo's and the project's in this version's terms.
import type { V14Table } from './table'

export const ipPools: V14Table = {}
