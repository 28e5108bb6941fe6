import type { EphemeralIpRecord, FloatingIpRecord } from '../store/types'
import { instanceIds } from './instances'
import { ipPoolIds } from './ip-pools'
import { projectIds } from './projects'

export const floatingIpIds = { ingress: '81979ba8-37c9-4921-b37e-974800baea73' } as const

export const ephemeralIps: EphemeralIpRecord[] = [
  {
    id: '1e37a481-5d47-44d1-a62d-dcf2074b7d13',
    instance_id: instanceIds.db1,
    ip: '203.0.113.10',
    ip_pool_id: ipPoolIds.default,
  },
]

// A floating IP not attached to anything, ready to be attached in a demo
export const floatingIps: FloatingIpRecord[] = [
  {
    id: floatingIpIds.ingress,
    name: 'ingress',
    description: 'Reserved for the demo load balancer',
    project_id: projectIds.demoProject,
    ip: '203.0.113.11',
    ip_pool_id: ipPoolIds.default,
    instance_id: null,
    time_created: '2025-01-07T10:00:00.000Z',
    time_modified: '2025-01-07T10:00:00.000Z',
  },
]
