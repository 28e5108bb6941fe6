import type { DiskRecord } from '../store/types'
import { DB1_BOOT_DISK_ID, instanceIds } from './instances'
import { projectIds } from './projects'

export const diskIds = {
  db1Boot: DB1_BOOT_DISK_ID,
  db1Data: 'e0c40d67-0e1e-4a3e-90c3-b370091b5826',
} as const

const GiB = 1024 ** 3

export const disks: DiskRecord[] = [
  {
    id: diskIds.db1Boot,
    name: 'db1-boot',
    description: 'Boot disk of db1',
    project_id: projectIds.demoProject,
    size: 20 * GiB,
    block_size: 4096,
    device_path: '/mnt/db1-boot',
    image_id: null,
    snapshot_id: null,
    state: { state: 'attached', instance: instanceIds.db1 },
    time_created: '2025-01-06T09:41:30.000Z',
    time_modified: '2025-01-06T09:42:00.000Z',
  },
  {
    id: diskIds.db1Data,
    name: 'db1-data',
    description: 'Database volume of db1',
    project_id: projectIds.demoProject,
    size: 100 * GiB,
    block_size: 4096,
    device_path: '/mnt/db1-data',
    image_id: null,
    snapshot_id: null,
    state: { state: 'attached', instance: instanceIds.db1 },
    time_created: '2025-01-06T09:41:40.000Z',
    time_modified: '2025-01-06T09:42:00.000Z',
  },
]
