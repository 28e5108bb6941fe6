// IP pools: the system's, the silo's and the project's in this version's terms.
//
// Release v14 (and v15..v17) refuses IPv6 ranges ("IPv6 ranges are not allowed yet") and has
// no multicast pools, so every pool it has is an IPv4 unicast pool; its system list and view
// leave out the pool its own services use, so each pool they show is assigned to silos. Its
// utilization counts IPv4 and IPv6 apart, as allocated and capacity; the newest counts the
// pool's one version as capacity and remaining.
import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type * as Old from '../../__generated__/Api'
import { Unexpressible } from '../unexpressible'
import type { V14Table } from './table'

/** Every v14 pool is IPv4 unicast, assigned to silos */
export const ipPoolUp = (pool: Old.IpPool): Now.IpPool => ({
  ...pool,
  ipVersion: 'v4',
  poolType: 'unicast',
  assignment: 'silos',
})

export const siloIpPoolUp = (pool: Old.SiloIpPool): Now.SiloIpPool => ({
  ...pool,
  ipVersion: 'v4',
  poolType: 'unicast',
})

/** The old answer counts both families apart; a v14 pool's IPv6 counts are 0 */
export function utilizationUp({ ipv4, ipv6 }: Old.IpPoolUtilization): Now.IpPoolUtilization {
  // IPv6 counts are decimal strings up to 2^128: as doubles, as the newest reports them
  const capacity = ipv4.capacity + Number(ipv6.capacity)
  const allocated = ipv4.allocated + Number(ipv6.allocated)
  return { capacity, remaining: capacity - allocated }
}

/** The kinds of pool v14 has; any other is refused rather than made as IPv4 unicast */
function createDown({
  ipVersion,
  poolType,
  assignment,
  ...rest
}: Now.IpPoolCreate): Old.IpPoolCreate {
  if (ipVersion === 'v6') throw new Unexpressible('an IPv6 pool')
  if (poolType === 'multicast') throw new Unexpressible('a multicast pool')
  if (assignment === 'system_services') throw new Unexpressible('a pool for system services')
  return rest
}

type PoolFilter = { ipVersion?: Now.IpVersion; poolType?: Now.IpPoolType }
/** Whether a v14 pool (IPv4 unicast) passes the newest list's filter */
const passes = ({ ipVersion, poolType }: PoolFilter = {}) =>
  (!ipVersion || ipVersion === 'v4') && (!poolType || poolType === 'unicast')

export const ipPools: V14Table = {
  // the project's pools (/v1/ip-pools): the old list cannot filter, and has only IPv4 unicast
  ipPoolList: {
    request: ({ query: { ipVersion: _v, poolType: _t, ...query } = {} }) => ({ query }),
    response: (page, { query }) => ({
      ...page,
      items: passes(query) ? page.items.map(siloIpPoolUp) : [],
    }),
  },
  ipPoolView: { response: siloIpPoolUp },
  siloIpPoolList: { response: (page) => ({ ...page, items: page.items.map(siloIpPoolUp) }) },

  // the system's pools: the old list shows only pools assigned to silos, all IPv4 unicast
  systemIpPoolList: {
    request: ({ query: { ipVersion: _v, poolType: _t, assignment: _a, ...query } = {} }) => ({
      query,
    }),
    response: (page, { query = {} }) => ({
      ...page,
      items:
        passes(query) && query.assignment !== 'system_services' ? page.items.map(ipPoolUp) : [],
    }),
  },
  systemIpPoolView: { response: ipPoolUp },
  systemIpPoolCreate: {
    request: ({ body }) => ({ body: createDown(body) }),
    response: ipPoolUp,
  },
  systemIpPoolUpdate: { response: ipPoolUp },
  systemIpPoolUtilizationView: { response: utilizationUp },
}
