// Sleds, switches and physical disks in this version's terms.
import type { V14Table } from './table'

export const hardware: V14Table = {}
