import type { InstanceRecord } from '../store/types'
import { projectIds } from './projects'

export const instanceIds = { db1: '466c81e2-1959-47a7-bff1-8ac055880c08' } as const
// the boot disk's id, repeated here so instances and disks do not import each other
export const DB1_BOOT_DISK_ID = '63bc3ba2-69f7-4592-aeaf-8bd060b8c72f'

const GiB = 1024 ** 3

export const instances: InstanceRecord[] = [
  {
    id: instanceIds.db1,
    name: 'db1',
    description: 'Postgres primary for the demo app',
    hostname: 'db1',
    project_id: projectIds.demoProject,
    ncpus: 2,
    memory: 8 * GiB,
    run_state: 'running',
    boot_disk_id: DB1_BOOT_DISK_ID,
    auto_restart_enabled: true,
    auto_restart_policy: null,
    auto_restart_cooldown_expiration: null,
    time_last_auto_restarted: null,
    time_created: '2025-01-06T09:42:00.000Z',
    time_modified: '2025-01-06T09:42:00.000Z',
    time_run_state_updated: '2025-01-06T09:43:10.000Z',
  },
]
