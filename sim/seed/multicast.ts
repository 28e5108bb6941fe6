import type {
  MulticastGroupRecord,
  MulticastMemberRecord,
  MulticastPoolRecord,
} from '../store/multicast-types'
import { instanceIds } from './instances'
import { defaultSilo } from './silos'

// Multicast for demo-silo: an any-source pool in 224.2.0.0/24 and a source-specific one
// in 232.2.0.0/24, and db1 in a group of each: one any-source, one receiving from two
// senders only.

export const multicastPoolIds = {
  asm: '5f0f4a39-7a3e-4c54-9a43-0c2f1c3e2a10',
  ssm: '8d1b6f0e-3c2a-4e71-b5d9-6a0e9f4c7b21',
} as const

export const multicastGroupIds = {
  telemetry: 'c2a7e0b4-5d6f-4f3a-8e1b-9a4c2d7e6f30',
  marketData: '0b9e8d7c-6a5f-4e3d-9c2b-1a0f9e8d7c41',
} as const

export const multicastPools: MulticastPoolRecord[] = [
  {
    id: multicastPoolIds.asm,
    name: 'multicast',
    description: 'Any-source multicast for demo-silo',
    range: { first: '224.2.0.10', last: '224.2.0.250' },
    silo_ids: [defaultSilo.id],
    time_created: '2025-01-06T09:10:00.000Z',
    time_modified: '2025-01-06T09:10:00.000Z',
  },
  {
    id: multicastPoolIds.ssm,
    name: 'multicast-ssm',
    description: 'Source-specific multicast for demo-silo',
    range: { first: '232.2.0.10', last: '232.2.0.250' },
    silo_ids: [defaultSilo.id],
    time_created: '2025-01-06T09:10:00.000Z',
    time_modified: '2025-01-06T09:10:00.000Z',
  },
]

export const multicastGroups: MulticastGroupRecord[] = [
  {
    id: multicastGroupIds.telemetry,
    name: 'telemetry',
    description: 'Implicitly created for instance attachment',
    multicast_ip: '224.2.0.10',
    ip_pool_id: multicastPoolIds.asm,
    time_created: '2025-01-06T10:05:00.000Z',
    time_modified: '2025-01-06T10:05:00.000Z',
  },
  {
    id: multicastGroupIds.marketData,
    name: 'mcast-232-2-0-20',
    description: 'Implicitly created multicast group for 232.2.0.20',
    multicast_ip: '232.2.0.20',
    ip_pool_id: multicastPoolIds.ssm,
    time_created: '2025-01-06T10:07:00.000Z',
    time_modified: '2025-01-06T10:07:00.000Z',
  },
]

export const multicastMembers: MulticastMemberRecord[] = [
  {
    id: 'e4d3c2b1-a0f9-4e8d-8c7b-6a5f4e3d2c52',
    group_id: multicastGroupIds.telemetry,
    instance_id: instanceIds.db1,
    multicast_ip: '224.2.0.10',
    source_ips: [],
    time_created: '2025-01-06T10:05:00.000Z',
    time_modified: '2025-01-06T10:05:00.000Z',
  },
  {
    id: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e063',
    group_id: multicastGroupIds.marketData,
    instance_id: instanceIds.db1,
    multicast_ip: '232.2.0.20',
    source_ips: ['198.51.100.40', '198.51.100.41'],
    time_created: '2025-01-06T10:07:00.000Z',
    time_modified: '2025-01-06T10:07:00.000Z',
  },
]
