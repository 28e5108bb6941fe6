import type { SnapshotRecord } from '../store/types'
import { diskIds } from './disks'
import { projectIds } from './projects'

export const snapshotIds = {
  db1BootBase: '6d3a5f8e-2c1b-4e7a-9f0d-8b4c2a1e5f37',
} as const

const GiB = 1024 ** 3

// The snapshot pg16-base was built from: db1's boot disk once PostgreSQL was in
export const snapshots: SnapshotRecord[] = [
  {
    id: snapshotIds.db1BootBase,
    name: 'db1-boot-base',
    description: 'db1-boot with PostgreSQL 16 installed',
    project_id: projectIds.demoProject,
    disk_id: diskIds.db1Boot,
    size: 20 * GiB,
    block_size: 4096,
    state: 'ready',
    time_created: '2025-01-10T15:10:00.000Z',
    time_modified: '2025-01-10T15:10:00.000Z',
  },
]
