// IP pools: the system's, the silo's and the project's in this version's terms.
//
// The first versioned API has a pool's IP version and type but not its assignment: its
// system list and view leave out the pool its own services use, so each pool they show is
// assigned to silos. Its lists of a silo's pools (the project's, the silo's) do not say a
// pool's version or type, and cannot filter by them.
import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type * as Old from '../../__generated_versions__/2025112000.0.0/Api'
import { Unexpressible } from '../unexpressible'
import type { InitialTable } from './table'

export const ipPoolUp = (pool: Old.IpPool): Now.IpPool => ({ ...pool, assignment: 'silos' })

/**
 * A silo's pool as the old answer gives it: without its IP version or type, which this
 * answer does not carry. They are left out, never guessed: only a rack with dual-stack
 * ephemeral IPs (the newest API) has a page read them from a silo's pool list.
 */
export const siloIpPoolUp = (pool: Old.SiloIpPool) => pool as Now.SiloIpPool

function createDown({ assignment, ...rest }: Now.IpPoolCreate): Old.IpPoolCreate {
  if (assignment === 'system_services') throw new Unexpressible('a pool for system services')
  return rest
}

export const ipPools: InitialTable = {
  ipPoolList: {
    // a filter the old list lacks: asking for one would answer every pool, so it is refused
    request: ({ query: { ipVersion, poolType, ...query } = {} }) => {
      if (ipVersion || poolType) throw new Unexpressible('a list of pools by IP version or type')
      return { query }
    },
    response: (page) => ({ ...page, items: page.items.map(siloIpPoolUp) }),
  },
  ipPoolView: { response: siloIpPoolUp },
  siloIpPoolList: { response: (page) => ({ ...page, items: page.items.map(siloIpPoolUp) }) },

  // the old list cannot filter: its pools carry their version and type, so the page is
  // filtered here (a page may come out short; its next page token still holds)
  systemIpPoolList: {
    request: ({ query: { ipVersion: _v, poolType: _t, assignment: _a, ...query } = {} }) => ({
      query,
    }),
    response: (page, { query: { ipVersion, poolType, assignment } = {} }) => ({
      ...page,
      items:
        assignment === 'system_services'
          ? []
          : page.items
              .filter(
                (p) =>
                  (!ipVersion || p.ipVersion === ipVersion) &&
                  (!poolType || p.poolType === poolType),
              )
              .map(ipPoolUp),
    }),
  },
  systemIpPoolView: { response: ipPoolUp },
  systemIpPoolCreate: { request: ({ body }) => ({ body: createDown(body) }), response: ipPoolUp },
  systemIpPoolUpdate: { response: ipPoolUp },
}
