// Instances, their interfaces, external and floating IPs in this version's terms.
import type { InitialTable } from './table'

export const instances: InitialTable = {}
