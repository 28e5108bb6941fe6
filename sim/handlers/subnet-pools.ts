import type * as Api from '../../app/api/__generated_versions__/2026081901.0.0/Api'
import type { Json } from '../../app/api/__generated_versions__/2026081901.0.0/msw-handlers'
import { authorizeFleet } from '../access/authz'
import { authorizeOwnSilo, lookup, lookupKey } from '../access/lookup'
import { simError } from '../answers/errors'
import { paginate, type PageQuery } from '../answers/pagination'
import { created } from '../answers/responses'
import { nowIso } from '../clock'
import type { NewHandlers } from '../context'
import { addMember, memberPage, removeMember, utilization } from '../network/subnet-pools'
import type { SubnetPoolRecord, SubnetPoolSiloRecord } from '../store/subnet-pool-types'
import type { Store } from '../store/types'
import { uuid } from '../util'

// Subnet pools, as nexus/src/app/subnet_pool.rs and the datastore's
// external_subnet.rs answer at omicron's HEAD.
//
// Operators see every pool (`/v1/system/subnet-pools`): pools are children of the
// fleet, which fleet viewers read and fleet admins change. Silo users see the pools
// linked to their silo (`/v1/subnet-pools`), as children of the silo: listing needs
// a role on it, and a pool not linked to it does not exist. A silo has at most one
// default pool per IP version.

const toSiloSubnetPool = (
  pool: SubnetPoolRecord,
  link: SubnetPoolSiloRecord,
): Json<Api.SiloSubnetPool> => ({
  id: pool.id,
  name: pool.name,
  description: pool.description,
  ip_version: pool.ip_version,
  is_default: link.is_default,
  time_created: pool.time_created,
  time_modified: pool.time_modified,
})

const linkView = (link: SubnetPoolSiloRecord): Json<Api.SubnetPoolSiloLink> => ({
  subnet_pool_id: link.subnet_pool_id,
  silo_id: link.silo_id,
  is_default: link.is_default,
})

/** The pools linked to a silo, as `SiloSubnetPool`s, one page (by name or id) */
function siloPools(store: Store, siloId: string, query: PageQuery) {
  const links = new Map<string, SubnetPoolSiloRecord>()
  for (const l of store.list('subnetPoolSilos'))
    if (l.silo_id === siloId) links.set(l.subnet_pool_id, l)
  const page = paginate(store.list('subnetPools'), query, { include: (p) => links.has(p.id) })
  return {
    items: page.items.flatMap((p) => {
      const link = links.get(p.id)
      return link ? [toSiloSubnetPool(p, link)] : []
    }),
    next_page: page.next_page,
  }
}

const findLink = (store: Store, poolId: string, siloId: string) =>
  store.list('subnetPoolSilos').find((l) => l.subnet_pool_id === poolId && l.silo_id === siloId)

/** Nexus's 404 for a link that is not there, by its composite key */
const noLink = (poolId: string, siloId: string) =>
  simError.notFound('subnet-pool-silo-link', {
    id: `subnet_pool_id: ${poolId}, silo_id: ${siloId}`,
  })

const touch = (store: Store, pool: SubnetPoolRecord) =>
  store.update('subnetPools', { ...pool, time_modified: nowIso(store) })

export const subnetPools = {
  // Fleet viewers list every pool
  systemSubnetPoolList({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'list_children')
    return paginate(store.list('subnetPools'), query)
  },

  // `create_child` on the pool list is the fleet admin's (the sim's `create_child`
  // on the fleet is the collaborator's, another rule)
  systemSubnetPoolCreate({ body }, { store, actor }) {
    authorizeFleet(store, actor, 'modify')
    if (store.list('subnetPools').some((p) => p.name === body.name)) {
      throw simError.alreadyExists('subnet-pool', body.name)
    }
    const now = nowIso(store)
    return created(
      store.insert('subnetPools', {
        id: uuid(),
        name: body.name,
        description: body.description,
        ip_version: body.ip_version,
        time_created: now,
        time_modified: now,
      }),
    )
  },

  systemSubnetPoolView({ path }, { store, actor }) {
    return lookup(store, actor, 'subnetPool', path.pool, 'read').record
  },

  // A taken name answers as a create does (Nexus: a 500, see docs/sim-differences.md)
  systemSubnetPoolUpdate({ path, body }, { store, actor }) {
    const pool = lookup(store, actor, 'subnetPool', path.pool, 'modify').record
    const name = body.name ?? pool.name
    if (name !== pool.name && store.list('subnetPools').some((p) => p.name === name)) {
      throw simError.alreadyExists('subnet-pool', name)
    }
    return store.update('subnetPools', {
      ...pool,
      name,
      description: body.description ?? pool.description,
      time_modified: nowIso(store),
    })
  },

  // Refused while the pool has members; its silo links go with it
  systemSubnetPoolDelete({ path }, { store, actor }) {
    const pool = lookup(store, actor, 'subnetPool', path.pool, 'modify').record
    if (store.list('subnetPoolMembers').some((m) => m.subnet_pool_id === pool.id)) {
      throw simError.invalid(
        'Cannot delete external subnet pool while it contains members. Please delete all external subnet pool members first.',
      )
    }
    for (const l of store.list('subnetPoolSilos')) {
      if (l.subnet_pool_id === pool.id) store.remove('subnetPoolSilos', l.id)
    }
    store.remove('subnetPools', pool.id)
    return 204
  },

  systemSubnetPoolMemberList({ path, query }, { store, actor }) {
    const pool = lookup(store, actor, 'subnetPool', path.pool, 'list_children').record
    return memberPage(store, pool, query)
  },

  systemSubnetPoolMemberAdd({ path, body }, { store, actor }) {
    const pool = lookup(store, actor, 'subnetPool', path.pool, 'create_child').record
    return created(addMember(store, pool, body))
  },

  systemSubnetPoolMemberRemove({ path, body }, { store, actor }) {
    const pool = lookup(store, actor, 'subnetPool', path.pool, 'modify').record
    removeMember(store, pool, body.subnet)
    return 204
  },

  // Every silo linked, by silo id
  systemSubnetPoolSiloList({ path, query }, { store, actor }) {
    const pool = lookup(store, actor, 'subnetPool', path.pool, 'list_children').record
    const rows = store
      .list('subnetPoolSilos')
      .filter((l) => l.subnet_pool_id === pool.id && store.get('silos', l.silo_id))
      .map((link) => ({ id: link.silo_id, link }))
    const page = paginate(rows, query, { modes: ['id_ascending'] })
    return { items: page.items.map((r) => linkView(r.link)), next_page: page.next_page }
  },

  /**
   * One link per pool and silo (that conflict comes first, default or not), one
   * default per silo and IP version: both refusals in Nexus's words. It touches the pool.
   */
  systemSubnetPoolSiloLink({ path, body }, { store, actor }) {
    const pool = lookup(store, actor, 'subnetPool', path.pool, 'modify').record
    const silo = lookup(store, actor, 'silo', body.silo, 'modify').record
    const links = store.list('subnetPoolSilos')
    if (findLink(store, pool.id, silo.id)) {
      throw simError.alreadyExists(
        'subnet-pool-silo-link',
        `subnet_pool_id: ${pool.id}, silo_id: ${silo.id}`,
      )
    }
    const defaultTaken = links.some(
      (l) => l.silo_id === silo.id && l.ip_version === pool.ip_version && l.is_default,
    )
    if (body.is_default && defaultTaken) {
      throw simError.invalid(
        'Silo already has a default subnet pool for this IP version. Link the pool as non-default, then make it the default, which will demote the existing one.',
      )
    }
    touch(store, pool)
    const link = store.insert('subnetPoolSilos', {
      id: `${pool.id}/${silo.id}`,
      subnet_pool_id: pool.id,
      silo_id: silo.id,
      ip_version: pool.ip_version,
      is_default: body.is_default,
    })
    return created(linkView(link))
  },

  // Making a pool the default takes it from the silo's old default of that version
  systemSubnetPoolSiloUpdate({ path, body }, { store, actor }) {
    const pool = lookup(store, actor, 'subnetPool', path.pool, 'modify').record
    const silo = lookup(store, actor, 'silo', path.silo, 'modify').record
    const link = findLink(store, pool.id, silo.id)
    if (!link) throw noLink(pool.id, silo.id)
    if (body.is_default) {
      if (link.is_default) return linkView(link)
      for (const l of store.list('subnetPoolSilos')) {
        if (l.silo_id === silo.id && l.ip_version === link.ip_version && l.is_default) {
          store.update('subnetPoolSilos', { ...l, is_default: false })
        }
      }
    }
    return linkView(store.update('subnetPoolSilos', { ...link, is_default: body.is_default }))
  },

  // Refused while a project of the silo holds an external subnet of the pool
  systemSubnetPoolSiloUnlink({ path }, { store, actor }) {
    const pool = lookup(store, actor, 'subnetPool', path.pool, 'modify').record
    const silo = lookup(store, actor, 'silo', path.silo, 'modify').record
    const inUse = store.list('externalSubnets').some((s) => {
      const project = s.subnet_pool_id === pool.id ? store.get('projects', s.project_id) : undefined
      return project?.silo_id === silo.id
    })
    if (inUse) {
      throw simError.invalid(
        'Cannot unlink subnet pool from silo while there are external subnets allocated from the pool. Delete the subnets first, and try again.',
      )
    }
    const link = findLink(store, pool.id, silo.id)
    if (!link) throw noLink(pool.id, silo.id)
    store.remove('subnetPoolSilos', link.id)
    return 204
  },

  /**
   * Capacity: the addresses of the pool's members; remaining: those not in an
   * external subnet taken from it. Both are floating point, as in Nexus.
   */
  systemSubnetPoolUtilizationView({ path }, { store, actor }) {
    const pool = lookup(store, actor, 'subnetPool', path.pool, 'read').record
    return utilization(store, pool)
  },

  // The silo is read (every fleet viewer may), then the pool list
  siloSubnetPoolList({ path, query }, { store, actor }) {
    const silo = lookup(store, actor, 'silo', path.silo, 'read').record
    authorizeFleet(store, actor, 'list_children')
    return siloPools(store, silo.id, query)
  },

  // Nexus: `list_children` on the caller's silo, which needs a silo role
  subnetPoolList({ query }, { store, actor }) {
    authorizeOwnSilo(store, actor, 'list_children')
    return siloPools(store, actor.silo.id, query)
  },

  subnetPoolView({ path }, { store, actor }) {
    authorizeOwnSilo(store, actor, 'list_children')
    const key = lookupKey(path.pool)
    const pool = store
      .list('subnetPools')
      .find((p) => ('id' in key ? p.id === key.id : p.name === key.name))
    const link = pool && findLink(store, pool.id, actor.silo.id)
    if (!pool || !link) throw simError.notFound('subnet-pool', key)
    return toSiloSubnetPool(pool, link)
  },
} satisfies Partial<NewHandlers>
