import type { ProjectRecord } from '../store/types'
import { defaultSilo } from './silos'

export const projectIds = {
  demoProject: 'bc1d4b9a-0b5c-4f7e-9a44-4b2a0f0c2d11',
  webFrontend: '9818d056-3860-42df-89bd-56281e1f709d',
  dataPipeline: '3f184892-a326-4ede-9135-0353a25142f1',
  ciRunners: '02977b9b-8ae5-43a9-a33e-596504cc6974',
  mlTraining: '091ab562-fae6-4b0b-a35c-e36d2e81a467',
  analytics: 'f3b4ffc9-c83d-4391-93de-6cd3214f71ca',
  staging: '90eafc94-1725-40f9-92fa-e73ea718cbae',
} as const

const project = (
  id: string,
  name: string,
  description: string,
  created: string,
): ProjectRecord => ({
  id,
  name,
  description,
  silo_id: defaultSilo.id,
  time_created: created,
  time_modified: created,
})

export const projects: ProjectRecord[] = [
  project(
    projectIds.demoProject,
    'demo-project',
    'Sandbox with a running instance, its disks and a default VPC',
    '2025-01-06T09:30:00.000Z',
  ),
  project(
    projectIds.webFrontend,
    'web-frontend',
    'Customer-facing web tier and its load balancers',
    '2025-01-08T14:12:00.000Z',
  ),
  project(
    projectIds.dataPipeline,
    'data-pipeline',
    'Nightly ingest and transformation jobs',
    '2025-01-09T10:45:00.000Z',
  ),
  project(
    projectIds.ciRunners,
    'ci-runners',
    'Ephemeral build and test runners for CI',
    '2025-01-13T08:05:00.000Z',
  ),
  project(
    projectIds.mlTraining,
    'ml-training',
    'GPU-less model training experiments',
    '2025-01-20T16:40:00.000Z',
  ),
  project(
    projectIds.analytics,
    'analytics-warehouse',
    'Column store and BI dashboards',
    '2025-01-27T11:00:00.000Z',
  ),
  project(
    projectIds.staging,
    'staging',
    'Pre-production copy of the web tier',
    '2025-02-03T13:20:00.000Z',
  ),
]
