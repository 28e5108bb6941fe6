import type { ImageRecord } from '../store/types'
import { projectIds } from './projects'
import { defaultSilo } from './silos'

export const imageIds = {
  ubuntu: '430be6b1-2d01-4c65-98e3-1b8957e36a8c',
  debian: '14d6b003-b5fd-4da1-8541-1a544a951c8e',
  pg16: '4f78072f-1a72-4128-9fac-4741dc457dc1',
} as const

const GiB = 1024 ** 3

// Two silo images (visible to every project) and one image of demo-project
export const images: ImageRecord[] = [
  {
    id: imageIds.ubuntu,
    name: 'ubuntu-22-04',
    description: 'Ubuntu 22.04 LTS (Jammy Jellyfish) cloud image',
    os: 'ubuntu',
    version: '22.04',
    size: 3 * GiB,
    block_size: 512,
    digest: null,
    project_id: null,
    silo_id: defaultSilo.id,
    time_created: '2025-01-06T09:10:00.000Z',
    time_modified: '2025-01-06T09:10:00.000Z',
  },
  {
    id: imageIds.debian,
    name: 'debian-12',
    description: 'Debian 12 (bookworm) generic cloud image',
    os: 'debian',
    version: '12',
    size: 2 * GiB,
    block_size: 512,
    digest: null,
    project_id: null,
    silo_id: defaultSilo.id,
    time_created: '2025-01-06T09:12:00.000Z',
    time_modified: '2025-01-06T09:12:00.000Z',
  },
  {
    id: imageIds.pg16,
    name: 'pg16-base',
    description: 'Ubuntu 22.04 with PostgreSQL 16, built from db1-boot',
    os: 'ubuntu',
    version: '22.04-pg16',
    size: 6 * GiB,
    block_size: 512,
    digest: null,
    project_id: projectIds.demoProject,
    silo_id: defaultSilo.id,
    time_created: '2025-01-10T15:20:00.000Z',
    time_modified: '2025-01-10T15:20:00.000Z',
  },
]
