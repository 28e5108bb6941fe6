import type { IpPoolRangeRecord, IpPoolRecord, IpPoolSiloRecord } from '../store/types'
import { defaultSilo, samlSilo } from './silos'

export const ipPoolIds = {
  default: 'd8bfcb42-2238-4d58-9c96-456d6c1ba640',
  corp: 'faa5acac-ed85-4f3a-a279-29a725ac673a',
  service: '636525a8-3369-4001-964b-68c81b3fea7c',
} as const

/**
 * Nexus's name for the pool the rack's own services take their external
 * addresses from; Nexus hides it from the pool list and from every change
 * but its own `/v1/system/ip-pools-service` endpoints.
 */
export const SERVICE_POOL_NAME = 'oxide-service-pool'

// Every address comes from documentation space (RFC 5737): TEST-NET-3 for
// demo-silo, TEST-NET-1 for corp-sso, TEST-NET-2 for the rack's services.
export const ipPools: IpPoolRecord[] = [
  {
    id: ipPoolIds.default,
    name: 'default',
    description: 'Default pool of demo-silo',
    time_created: '2025-01-06T09:00:00.000Z',
    time_modified: '2025-01-06T09:00:00.000Z',
  },
  {
    id: ipPoolIds.corp,
    name: 'corp-pool',
    description: 'Default pool of corp-sso',
    time_created: '2025-01-06T09:30:00.000Z',
    time_modified: '2025-01-06T09:30:00.000Z',
  },
  {
    id: ipPoolIds.service,
    name: SERVICE_POOL_NAME,
    // Nexus's own description, given when the rack is set up
    description: 'IP Pool for Oxide Services',
    time_created: '2025-01-06T08:00:00.000Z',
    time_modified: '2025-01-06T08:00:00.000Z',
  },
]

// demo-silo's range comes first: specs shrink the first range to exhaust the pool
export const ipPoolRanges: IpPoolRangeRecord[] = [
  {
    id: '3bbdd099-2ee8-4052-b178-f5aba54b5773',
    ip_pool_id: ipPoolIds.default,
    range: { first: '203.0.113.10', last: '203.0.113.250' },
    time_created: '2025-01-06T09:00:00.000Z',
  },
  {
    id: '9b6a943a-9c28-44be-b966-6bd067c22637',
    ip_pool_id: ipPoolIds.corp,
    range: { first: '192.0.2.16', last: '192.0.2.127' },
    time_created: '2025-01-06T09:30:00.000Z',
  },
  {
    id: 'da16227c-908b-4041-9da8-2d9768112777',
    ip_pool_id: ipPoolIds.service,
    range: { first: '198.51.100.2', last: '198.51.100.31' },
    time_created: '2025-01-06T08:00:00.000Z',
  },
]

/**
 * What the rack's own services hold of the service range: the external
 * addresses of the three Nexus zones and the two external DNS servers, and
 * the SNAT address the boundary NTP zones share. The simulator runs no
 * services, so these are fixed: they count as allocated in the pool's
 * utilization and keep their range from being removed, as in Nexus.
 */
export const serviceIps: readonly string[] = [
  '198.51.100.2',
  '198.51.100.3',
  '198.51.100.4',
  '198.51.100.5',
  '198.51.100.6',
  '198.51.100.7',
]

// Nexus links the service pool to its internal silo, which is not discoverable
// (so that link shows in no list of a pool's silos) and which the simulator
// does not have: here the service pool is linked to nothing.
export const ipPoolSilos: IpPoolSiloRecord[] = [
  {
    id: `${ipPoolIds.default}/${defaultSilo.id}`,
    ip_pool_id: ipPoolIds.default,
    silo_id: defaultSilo.id,
    is_default: true,
  },
  {
    id: `${ipPoolIds.corp}/${samlSilo.id}`,
    ip_pool_id: ipPoolIds.corp,
    silo_id: samlSilo.id,
    is_default: true,
  },
]
