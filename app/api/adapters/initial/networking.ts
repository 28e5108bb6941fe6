// Rack networking: switch ports, BGP, BFD, LLDP in this version's terms.
import type { InitialTable } from './table'

export const networking: InitialTable = {}
