// IP pools: the system's, the silo's and the project's in this version's terms.
import type { InitialTable } from './table'

export const ipPools: InitialTable = {}
