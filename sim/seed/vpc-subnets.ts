import type { VpcSubnetRecord } from '../store/types'
import { vpcIds } from './vpcs'

export const vpcSubnetIds = { demoDefault: '503658bb-8fa2-4ba8-b338-d51a08ca6994' } as const

// Nexus's default subnet: 172.30.0.0/22 and the first /64 of the VPC prefix
export const vpcSubnets: VpcSubnetRecord[] = [
  {
    id: vpcSubnetIds.demoDefault,
    name: 'default',
    description: 'The default subnet for default',
    vpc_id: vpcIds.demoDefault,
    ipv4_block: '172.30.0.0/22',
    ipv6_block: 'fd4e:2b1c:93a0::/64',
    custom_router_id: null,
    time_created: '2025-01-06T09:30:00.000Z',
    time_modified: '2025-01-06T09:30:00.000Z',
  },
]
