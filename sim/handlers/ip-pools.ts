import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { allows, fleetResource, type Action } from '../authz'
import { nowIso } from '../clock'
import type { Actor, SimHandlers } from '../context'
import { simError } from '../errors'
import { ipv4Range } from '../ip'
import { authorizeOwnSilo } from '../lookup'
import { paginate } from '../pagination'
import { created } from '../responses'
import type { IpPoolRecord, IpPoolSiloRecord, Store } from '../store/types'
import { isUuid, uuid } from '../util'

// The IP pools a silo's users allocate external addresses from
// (`/v1/ip-pools`): the pools linked to the caller's silo, each with whether
// it is the silo's default. Nexus treats them as children of the silo, so
// listing needs a role on the silo; viewing one needs only its link to the
// caller's silo (a pool not linked to it does not exist).

const toSiloIpPool = (pool: IpPoolRecord, link: IpPoolSiloRecord): Json<Api.SiloIpPool> => ({
  id: pool.id,
  name: pool.name,
  description: pool.description,
  is_default: link.is_default,
  time_created: pool.time_created,
  time_modified: pool.time_modified,
})

/**
 * A pool through the operator's endpoints (`/v1/system/ip-pools/{pool}`): fleet viewers
 * read it, fleet admins change it; to anyone else it does not exist.
 */
function lookupSystemPool(store: Store, actor: Actor, key: string, action: Action) {
  const byId = isUuid(key)
  const pool = store.list('ipPools').find((p) => (byId ? p.id : p.name) === key)
  const notFound = () => simError.notFound('ip-pool', byId ? { id: key } : { name: key })
  if (!pool || !allows(store, actor, fleetResource, 'read')) throw notFound()
  if (!allows(store, actor, fleetResource, action)) throw simError.forbidden()
  return pool
}

export const ipPools = {
  projectIpPoolList({ query }, { store, actor }) {
    // Nexus: `list_children` on the silo, which needs silo viewer
    authorizeOwnSilo(store, actor, 'list_children')
    const links = new Map<string, IpPoolSiloRecord>()
    for (const l of store.list('ipPoolSilos'))
      if (l.silo_id === actor.silo.id) links.set(l.ip_pool_id, l)
    const page = paginate(store.list('ipPools'), query, { include: (p) => links.has(p.id) })
    return {
      items: page.items.flatMap((p) => {
        const link = links.get(p.id)
        return link ? [toSiloIpPool(p, link)] : []
      }),
      next_page: page.next_page,
    }
  },

  projectIpPoolView({ path }, { store, actor }) {
    const key = isUuid(path.pool) ? { id: path.pool } : { name: path.pool }
    const pool = store.list('ipPools').find((p) => ('id' in key ? p.id : p.name) === path.pool)
    const link = pool && store.get('ipPoolSilos', `${pool.id}/${actor.silo.id}`)
    if (!pool || !link) throw simError.notFound('ip-pool', key)
    return toSiloIpPool(pool, link)
  },

  ipPoolView({ path }, { store, actor }) {
    return lookupSystemPool(store, actor, path.pool, 'read')
  },

  // Only IPv4 ranges, as the pinned Nexus; no address may be in two ranges of any pools
  ipPoolRangeAdd({ path, body }, { store, actor }) {
    const pool = lookupSystemPool(store, actor, path.pool, 'modify')
    const range = ipv4Range(body)
    if (!range) throw simError.invalid('IPv6 ranges are not allowed yet')
    const overlaps = store.list('ipPoolRanges').some((r) => {
      const other = ipv4Range(r.range)
      return other !== null && other.first <= range.last && range.first <= other.last
    })
    if (overlaps) {
      throw simError.invalid(
        `The provided IP range ${body.first}-${body.last} overlaps with an existing range`,
      )
    }
    return created(
      store.insert('ipPoolRanges', {
        id: uuid(),
        ip_pool_id: pool.id,
        range: { first: body.first, last: body.last },
        time_created: nowIso(store),
      }),
    )
  },

  // Allocated: the distinct addresses of the pool's floating and ephemeral IPs (the
  // simulator gives instances no SNAT address); capacity: the length of its ranges
  ipPoolUtilizationView({ path }, { store, actor }) {
    const pool = lookupSystemPool(store, actor, path.pool, 'read')
    const allocated = new Set(
      [...store.list('floatingIps'), ...store.list('ephemeralIps')]
        .filter((ip) => ip.ip_pool_id === pool.id)
        .map((ip) => ip.ip),
    )
    let capacity = 0
    for (const r of store.list('ipPoolRanges')) {
      const range = r.ip_pool_id === pool.id ? ipv4Range(r.range) : null
      if (range) capacity += range.last - range.first + 1
    }
    return {
      ipv4: { allocated: allocated.size, capacity },
      ipv6: { allocated: '0', capacity: '0' },
    }
  },
} satisfies Partial<SimHandlers>
