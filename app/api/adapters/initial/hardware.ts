// Sleds, switches and physical disks in this version's terms.
import type { InitialTable } from './table'

export const hardware: InitialTable = {}
