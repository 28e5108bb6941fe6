// Disks, images and snapshots in this version's terms.
import type { V14Table } from './table'

export const disks: V14Table = {}
