// Instances, their interfaces, external and floating IPs in this version's terms.
import type { V14Table } from './table'

export const instances: V14Table = {}
