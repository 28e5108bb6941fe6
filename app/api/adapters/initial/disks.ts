// Disks, images and snapshots in this version's terms.
import type { InitialTable } from './table'

export const disks: InitialTable = {}
