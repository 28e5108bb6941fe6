import type {
  ExternalSubnetRecord,
  SubnetPoolMemberRecord,
  SubnetPoolRecord,
  SubnetPoolSiloRecord,
} from '../store/subnet-pool-types'
import { instanceIds } from './instances'
import { projectIds } from './projects'
import { defaultSilo } from './silos'

// Subnet pools as an operator sets them up for demo-silo: an IPv4 pool, its default,
// and an IPv6 pool, linked but not default. Their prefixes stay clear of every IP pool
// range (seed/ip-pools.ts), as Nexus requires: the upper halves of TEST-NET-2 and
// TEST-NET-1 (RFC 5737) and a block of the IPv6 documentation prefix (RFC 3849).
// db1 has a /28 of the IPv4 pool attached.

export const subnetPoolIds = {
  v4: '5b0e4d0a-7f0c-4d55-9d1e-2f8a31c5a101',
  v6: '5b0e4d0a-7f0c-4d55-9d1e-2f8a31c5a102',
} as const

export const subnetPoolMemberIds = {
  v4a: '7c2f1e8b-3a44-4e0f-8b6d-91d0e2a4b201',
  v4b: '7c2f1e8b-3a44-4e0f-8b6d-91d0e2a4b202',
  v6: '7c2f1e8b-3a44-4e0f-8b6d-91d0e2a4b203',
} as const

export const externalSubnetIds = { db1: 'a3d9c6f2-5e1b-4c7a-9f08-6b2e4d1c8301' } as const

const setUp = '2025-01-06T10:00:00.000Z'

export const subnetPools: SubnetPoolRecord[] = [
  {
    id: subnetPoolIds.v4,
    name: 'routed-v4',
    description: 'IPv4 prefixes routed to instances of demo-silo',
    ip_version: 'v4',
    time_created: setUp,
    // each member added, link made and subnet taken touches the pool
    time_modified: '2025-01-06T10:10:00.000Z',
  },
  {
    id: subnetPoolIds.v6,
    name: 'routed-v6',
    description: 'IPv6 prefixes routed to instances of demo-silo',
    ip_version: 'v6',
    time_created: setUp,
    time_modified: '2025-01-06T10:05:00.000Z',
  },
]

export const subnetPoolMembers: SubnetPoolMemberRecord[] = [
  {
    id: subnetPoolMemberIds.v4a,
    subnet_pool_id: subnetPoolIds.v4,
    subnet: '198.51.100.128/25',
    min_prefix_length: 26,
    max_prefix_length: 30,
    time_created: '2025-01-06T10:01:00.000Z',
  },
  {
    id: subnetPoolMemberIds.v4b,
    subnet_pool_id: subnetPoolIds.v4,
    subnet: '192.0.2.192/26',
    min_prefix_length: 27,
    max_prefix_length: 32,
    time_created: '2025-01-06T10:02:00.000Z',
  },
  {
    id: subnetPoolMemberIds.v6,
    subnet_pool_id: subnetPoolIds.v6,
    subnet: '2001:db8:1000::/36',
    min_prefix_length: 48,
    max_prefix_length: 64,
    time_created: '2025-01-06T10:03:00.000Z',
  },
]

export const subnetPoolSilos: SubnetPoolSiloRecord[] = [
  {
    id: `${subnetPoolIds.v4}/${defaultSilo.id}`,
    subnet_pool_id: subnetPoolIds.v4,
    silo_id: defaultSilo.id,
    ip_version: 'v4',
    is_default: true,
  },
  {
    id: `${subnetPoolIds.v6}/${defaultSilo.id}`,
    subnet_pool_id: subnetPoolIds.v6,
    silo_id: defaultSilo.id,
    ip_version: 'v6',
    is_default: false,
  },
]

export const externalSubnets: ExternalSubnetRecord[] = [
  {
    id: externalSubnetIds.db1,
    name: 'db1-routed',
    description: "Routed /28 for db1's replicas",
    project_id: projectIds.demoProject,
    subnet: '198.51.100.128/28',
    subnet_pool_id: subnetPoolIds.v4,
    subnet_pool_member_id: subnetPoolMemberIds.v4a,
    instance_id: instanceIds.db1,
    time_created: '2025-01-06T10:10:00.000Z',
    time_modified: '2025-01-06T10:11:00.000Z',
  },
]
