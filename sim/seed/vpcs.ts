import type { VpcRecord } from '../store/types'
import { projectIds } from './projects'

export const vpcIds = { demoDefault: 'fb5528d5-8ec6-4184-9436-0a3bd2006990' } as const
// the VPC's system router (its records: ./vpc-networking.ts)
export const DEMO_SYSTEM_ROUTER_ID = '4ce88ecf-9eed-4fc4-8598-9d8fd9e4ab8a'

// Nexus creates a VPC named `default` with every project; its IPv6 prefix is
// a random ULA /48.
export const vpcs: VpcRecord[] = [
  {
    id: vpcIds.demoDefault,
    name: 'default',
    description: 'Default VPC',
    dns_name: 'default',
    project_id: projectIds.demoProject,
    ipv6_prefix: 'fd4e:2b1c:93a0::/48',
    system_router_id: DEMO_SYSTEM_ROUTER_ID,
    time_created: '2025-01-06T09:30:00.000Z',
    time_modified: '2025-01-06T09:30:00.000Z',
  },
]
