// Rack networking: switch ports, BGP, BFD, LLDP in this version's terms.
import type { V14Table } from './table'

export const networking: V14Table = {}
