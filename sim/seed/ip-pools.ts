import type { IpPoolRangeRecord, IpPoolRecord, IpPoolSiloRecord } from '../store/types'
import { defaultSilo } from './silos'

export const ipPoolIds = { default: 'd8bfcb42-2238-4d58-9c96-456d6c1ba640' } as const

// External addresses come from a documentation range (RFC 5737 TEST-NET-3)
export const ipPools: IpPoolRecord[] = [
  {
    id: ipPoolIds.default,
    name: 'default',
    description: 'Default pool of demo-silo',
    time_created: '2025-01-06T09:00:00.000Z',
    time_modified: '2025-01-06T09:00:00.000Z',
  },
]

export const ipPoolRanges: IpPoolRangeRecord[] = [
  {
    id: '3bbdd099-2ee8-4052-b178-f5aba54b5773',
    ip_pool_id: ipPoolIds.default,
    range: { first: '203.0.113.10', last: '203.0.113.250' },
    time_created: '2025-01-06T09:00:00.000Z',
  },
]

export const ipPoolSilos: IpPoolSiloRecord[] = [
  {
    id: `${ipPoolIds.default}/${defaultSilo.id}`,
    ip_pool_id: ipPoolIds.default,
    silo_id: defaultSilo.id,
    is_default: true,
  },
]
