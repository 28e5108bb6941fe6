import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { type Action, authorizeFleet } from '../access/authz'
import { nowIso } from '../clock'
import type { Actor, NewHandlers, SimHandlers } from '../context'
import { simError } from '../answers/errors'
import {
  formatIp,
  ipRange,
  parseIpv4,
  parseIpv6,
  rangeHolds,
  rangesOverlap,
  type IpRangeNumbers,
} from '../network/ip'
import { authorizeOwnSilo, lookup, lookupKey } from '../access/lookup'
import {
  badPageToken,
  decodePageStart,
  DEFAULT_LIMIT,
  encodePageStart,
  MAX_LIMIT,
  paginate,
  type PageQuery,
} from '../answers/pagination'
import { created } from '../answers/responses'
import { toIpPool } from '../answers/views'
import { SERVICE_POOL_NAME, serviceIps } from '../seed/ip-pools'
import type { IpPoolRangeRecord, IpPoolRecord, IpPoolSiloRecord, Store } from '../store/types'
import { uuid } from '../util'

// IP pools, as nexus/src/app/ip_pool.rs and the datastore's ip_pool.rs answer at
// the contract's commit.
//
// Silo users see the pools linked to their silo (`/v1/ip-pools`): Nexus treats
// them as children of the silo, so listing needs a role on the silo, and viewing
// one needs only its link to the caller's silo (a pool not linked to it does not
// exist). Operators see every pool (`/v1/system/ip-pools`): pools are children of
// the fleet, which fleet viewers read and fleet admins change.
//
// The service pool (`oxide-service-pool`) holds the rack's own addresses: it is
// left out of the pool list, and every change to it through the pool endpoints
// (ranges, links, rename, delete) answers the pool's 404, as Nexus does; only
// `/v1/system/ip-pools-service` changes its ranges.

const toSiloIpPool = (pool: IpPoolRecord, link: IpPoolSiloRecord): Json<Api.SiloIpPool> => ({
  id: pool.id,
  name: pool.name,
  description: pool.description,
  is_default: link.is_default,
  time_created: pool.time_created,
  time_modified: pool.time_modified,
})

const linkView = (link: IpPoolSiloRecord): Json<Api.IpPoolSiloLink> => ({
  ip_pool_id: link.ip_pool_id,
  silo_id: link.silo_id,
  is_default: link.is_default,
})

const isServicePool = (pool: IpPoolRecord) => pool.name === SERVICE_POOL_NAME

/** What a pool serves: its own column, or by v14's rule (the service pool serves the rack) */
export const assignmentOf = (pool: IpPoolRecord) =>
  pool.assignment ?? (isServicePool(pool) ? 'system_services' : 'silos')

/**
 * The pool filters of later versions (`ip_version`, `pool_type`, and for the operator's
 * list `assignment`, where `all` means none): the door sets them (sim/versions/
 * translations/ip-pools.ts); v14's lists filter on nothing but serve silos' pools only.
 */
type PoolFilter = { ipVersion?: 'v4' | 'v6'; poolType?: string; assignment?: string }
const poolMatches = (pool: IpPoolRecord, filter: PoolFilter) =>
  (!filter.ipVersion || (pool.ip_version ?? 'v4') === filter.ipVersion) &&
  (!filter.poolType || (pool.pool_type ?? 'unicast') === filter.poolType) &&
  (filter.assignment === 'all' || assignmentOf(pool) === (filter.assignment ?? 'silos'))

/**
 * A pool through the operator's endpoints (`/v1/system/ip-pools/{pool}`), then
 * the 404 Nexus answers for the service pool once authorized
 */
function lookupUserPool(store: Store, actor: Actor, key: string, action: Action) {
  const pool = lookup(store, actor, 'ipPool', key, action).record
  if (isServicePool(pool)) throw simError.notFound('ip-pool', lookupKey(key))
  return pool
}

/** The pools linked to a silo, as `SiloIpPool`s, one page (by name or id) */
function siloPools(store: Store, siloId: string, query: PageQuery & PoolFilter) {
  const links = new Map<string, IpPoolSiloRecord>()
  for (const l of store.list('ipPoolSilos')) if (l.silo_id === siloId) links.set(l.ip_pool_id, l)
  const filter = { ipVersion: query.ipVersion, poolType: query.poolType, assignment: 'all' }
  const page = paginate(store.list('ipPools'), query, {
    include: (p) => links.has(p.id) && poolMatches(p, filter),
  })
  return {
    items: page.items.flatMap((p) => {
      const link = links.get(p.id)
      return link ? [toSiloIpPool(p, link)] : []
    }),
    next_page: page.next_page,
  }
}

/**
 * A silo's default link for pools of `pool`'s IP version and type: one per version (and
 * type) since versioned racks (IP_VERSION_AND_MULTIPLE_DEFAULT_POOLS); v14's pools are all
 * IPv4 unicast, so one per silo there
 */
function defaultLinkLike(store: Store, pool: IpPoolRecord, siloId: string) {
  const kind = (p: IpPoolRecord | undefined) =>
    `${p?.ip_version ?? 'v4'} ${p?.pool_type ?? 'unicast'}`
  return store
    .list('ipPoolSilos')
    .find(
      (l) =>
        l.silo_id === siloId &&
        l.is_default &&
        kind(store.get('ipPools', l.ip_pool_id)) === kind(pool),
    )
}

const findLink = (store: Store, poolId: string, siloId: string) =>
  store.list('ipPoolSilos').find((l) => l.ip_pool_id === poolId && l.silo_id === siloId)

// --- ranges ---------------------------------------------------------------

/**
 * The request's range as numbers. The request check has made sure both ends are
 * addresses of one family, in order (serde refuses anything else).
 */
function requestRange(body: { first: string; last: string }): IpRangeNumbers {
  const range = ipRange(body)
  if (!range) throw simError.invalid('data did not match any variant of untagged enum IpRange')
  return range
}

/** `first-last` as Nexus prints a range's ends */
const rangeText = (r: IpRangeNumbers) => `${formatIp(r.v6, r.first)}-${formatIp(r.v6, r.last)}`

const sameRange = (a: IpRangeNumbers | null, b: IpRangeNumbers) =>
  a !== null && a.v6 === b.v6 && a.first === b.first && a.last === b.last

/**
 * The addresses allocated from the pool: its floating and ephemeral IPs (the
 * simulator gives instances no SNAT address), and for the service pool what the
 * rack's services hold.
 */
function allocatedIps(store: Store, pool: IpPoolRecord): string[] {
  const ips = [...store.list('floatingIps'), ...store.list('ephemeralIps')]
    .filter((ip) => ip.ip_pool_id === pool.id)
    .map((ip) => ip.ip)
  return isServicePool(pool) ? [...ips, ...serviceIps] : ips
}

/** Nexus's `ip_pool_add_range`: IPv4 only at this commit, overlapping no range of any pool */
function addRange(store: Store, pool: IpPoolRecord, body: { first: string; last: string }) {
  const range = requestRange(body)
  // a pool made with an IP version (a later API version's create) takes ranges of it only
  if (pool.ip_version && range.v6 !== (pool.ip_version === 'v6')) {
    const [theirs, ours] = range.v6 ? ['v6', 'v4'] : ['v4', 'v6']
    throw simError.invalid(
      `Cannot add IP${theirs} address range to IP${ours} pool with ID "${pool.id}"`,
    )
  }
  if (range.v6 && pool.ip_version !== 'v6')
    throw simError.invalid('IPv6 ranges are not allowed yet')
  const overlaps = store.list('ipPoolRanges').some((r) => {
    const other = ipRange(r.range)
    return other !== null && rangesOverlap(other, range)
  })
  if (overlaps) {
    throw simError.invalid(
      `The provided IP range ${rangeText(range)} overlaps with an existing range`,
    )
  }
  return created(
    store.insert('ipPoolRanges', {
      id: uuid(),
      ip_pool_id: pool.id,
      range: { first: formatIp(range.v6, range.first), last: formatIp(range.v6, range.last) },
      time_created: nowIso(store),
    }),
  )
}

/** Nexus's `ip_pool_delete_range`: exactly a range of the pool, with no address allocated */
function removeRange(store: Store, pool: IpPoolRecord, body: { first: string; last: string }) {
  const range = requestRange(body)
  const record = store
    .list('ipPoolRanges')
    .find((r) => r.ip_pool_id === pool.id && sameRange(ipRange(r.range), range))
  if (!record) throw simError.invalid(`The provided range ${rangeText(range)} does not exist`)
  if (allocatedIps(store, pool).some((ip) => rangeHolds(range, ip))) {
    throw simError.invalid(
      'IP pool ranges cannot be deleted while external IP addresses are allocated from them',
    )
  }
  store.remove('ipPoolRanges', record.id)
  return 204 as const
}

/** A page marker, as the `IpNetwork` dropshot puts in a range list's token */
type Marker = { v6: boolean; n: bigint; width: number }

function parseMarker(start: unknown): Marker {
  if (typeof start !== 'string' || start.length > 64) throw badPageToken()
  const [addr, width, ...rest] = start.split('/')
  const v4 = parseIpv4(addr)
  const n = v4 !== null ? BigInt(v4) : parseIpv6(addr)
  const max = v4 !== null ? 32 : 128
  if (n === null || rest.length > 0) throw badPageToken()
  if (width === undefined) return { v6: v4 === null, n, width: max }
  if (!/^\d{1,3}$/.test(width) || Number(width) > max) throw badPageToken()
  return { v6: v4 === null, n, width: Number(width) }
}

/** Database order of addresses: IPv4 before IPv6, then the address, then the prefix */
function compareToMarker(r: IpRangeNumbers, m: Marker): number {
  if (r.v6 !== m.v6) return r.v6 ? 1 : -1
  if (r.first !== m.n) return r.first < m.n ? -1 : 1
  return (r.v6 ? 128 : 32) - m.width
}

/**
 * One page of the pool's ranges, as Nexus pages them: by first address, ascending,
 * the token holding the last one's first address as a network (`203.0.113.10/32`).
 */
function rangePage(store: Store, pool: IpPoolRecord, query: PageQuery) {
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)
  const marker = query.pageToken ? parseMarker(decodePageStart(query.pageToken)) : null
  const ranges: Array<{ record: IpPoolRangeRecord; range: IpRangeNumbers }> = []
  for (const record of store.list('ipPoolRanges')) {
    const range = record.ip_pool_id === pool.id ? ipRange(record.range) : null
    if (range && (!marker || compareToMarker(range, marker) > 0)) ranges.push({ record, range })
  }
  ranges.sort((a, b) =>
    a.range.v6 !== b.range.v6
      ? Number(a.range.v6) - Number(b.range.v6)
      : a.range.first < b.range.first
        ? -1
        : a.range.first > b.range.first
          ? 1
          : 0,
  )
  const page = ranges.slice(0, limit)
  const last = page.at(-1)?.range
  return {
    items: page.map((r) => r.record),
    next_page: last
      ? encodePageStart(`${formatIp(last.v6, last.first)}/${last.v6 ? 128 : 32}`)
      : null,
  }
}

// --- links and the gateways that follow them --------------------------------

const projectsOfSilo = (store: Store, siloId: string) =>
  new Set(
    store
      .list('projects')
      .filter((p) => p.silo_id === siloId)
      .map((p) => p.id),
  )

/** The internet gateways of the VPCs of a silo's projects */
function gatewaysOfSilo(store: Store, siloId: string) {
  const projects = projectsOfSilo(store, siloId)
  const vpcs = new Set(
    store
      .list('vpcs')
      .filter((v) => projects.has(v.project_id))
      .map((v) => v.id),
  )
  return store.list('internetGateways').filter((g) => vpcs.has(g.vpc_id))
}

/**
 * Whether addresses of the pool are held in the silo: an ephemeral IP of an
 * instance, or a floating IP, of one of its projects (Nexus's
 * `ensure_no_instance_ips_outstanding` and `ensure_no_floating_ips_outstanding`)
 */
function poolInUseBySilo(store: Store, poolId: string, siloId: string) {
  const projects = projectsOfSilo(store, siloId)
  const floating = store
    .list('floatingIps')
    .some((f) => f.ip_pool_id === poolId && projects.has(f.project_id))
  return (
    floating ||
    store.list('ephemeralIps').some((e) => {
      const instance = e.ip_pool_id === poolId ? store.get('instances', e.instance_id) : undefined
      return !!instance && projects.has(instance.project_id)
    })
  )
}

export const ipPools = {
  projectIpPoolList({ query }, { store, actor }) {
    // Nexus: `list_children` on the silo, which needs silo viewer
    authorizeOwnSilo(store, actor, 'list_children')
    return siloPools(store, actor.silo.id, query)
  },

  projectIpPoolView({ path }, { store, actor }) {
    const key = lookupKey(path.pool)
    const pool = store.list('ipPools').find((p) => ('id' in key ? p.id : p.name) === path.pool)
    const link = pool && findLink(store, pool.id, actor.silo.id)
    if (!pool || !link) throw simError.notFound('ip-pool', key)
    return toSiloIpPool(pool, link)
  },

  // Fleet viewers list every pool but the service pool
  ipPoolList({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'list_children')
    const page = paginate(store.list('ipPools'), query, {
      include: (p) => poolMatches(p, query as PoolFilter),
    })
    return { items: page.items.map(toIpPool), next_page: page.next_page }
  },

  ipPoolCreate({ body }, { store, actor }) {
    // Polar gives `create_child` on the IP pool list to fleet admins only: the
    // sim's `create_child` on the fleet (collaborator) is another rule
    authorizeFleet(store, actor, 'modify')
    if (store.list('ipPools').some((p) => p.name === body.name)) {
      throw simError.alreadyExists('ip-pool', body.name)
    }
    const now = nowIso(store)
    // a later version's columns, kept when its request names them
    const { ip_version, pool_type, assignment } = body as Partial<IpPoolRecord>
    return created(
      toIpPool(
        store.insert('ipPools', {
          id: uuid(),
          name: body.name,
          description: body.description,
          time_created: now,
          time_modified: now,
          ...(ip_version && { ip_version }),
          ...(pool_type && { pool_type }),
          ...(assignment && { assignment }),
        }),
      ),
    )
  },

  // The service pool too: Nexus hides it from changes, not from reads
  ipPoolView({ path }, { store, actor }) {
    return toIpPool(lookup(store, actor, 'ipPool', path.pool, 'read').record)
  },

  // A taken name answers as a create does (Nexus: a 500, see docs/sim-differences.md)
  ipPoolUpdate({ path, body }, { store, actor }) {
    const pool = lookupUserPool(store, actor, path.pool, 'modify')
    const name = body.name ?? pool.name
    if (name !== pool.name && store.list('ipPools').some((p) => p.name === name)) {
      throw simError.alreadyExists('ip-pool', name)
    }
    return toIpPool(
      store.update('ipPools', {
        ...pool,
        name,
        description: body.description ?? pool.description,
        time_modified: nowIso(store),
      }),
    )
  },

  // Refused while the pool has ranges; its silo links go with it. Like Nexus, the
  // internet gateways that name the pool keep their link to it.
  ipPoolDelete({ path }, { store, actor }) {
    const pool = lookupUserPool(store, actor, path.pool, 'modify')
    if (store.list('ipPoolRanges').some((r) => r.ip_pool_id === pool.id)) {
      throw simError.invalid('IP Pool cannot be deleted while it contains IP ranges')
    }
    for (const l of store.list('ipPoolSilos'))
      if (l.ip_pool_id === pool.id) store.remove('ipPoolSilos', l.id)
    store.remove('ipPools', pool.id)
    return 204
  },

  ipPoolRangeList({ path, query }, { store, actor }) {
    const pool = lookupUserPool(store, actor, path.pool, 'list_children')
    return rangePage(store, pool, query)
  },

  ipPoolRangeAdd({ path, body }, { store, actor }) {
    return addRange(store, lookupUserPool(store, actor, path.pool, 'modify'), body)
  },

  ipPoolRangeRemove({ path, body }, { store, actor }) {
    return removeRange(store, lookupUserPool(store, actor, path.pool, 'modify'), body)
  },

  // The discoverable silos only, by silo id; the service pool is not refused here
  ipPoolSiloList({ path, query }, { store, actor }) {
    const pool = lookup(store, actor, 'ipPool', path.pool, 'list_children').record
    authorizeFleet(store, actor, 'list_children')
    const rows = store
      .list('ipPoolSilos')
      .filter((l) => l.ip_pool_id === pool.id && store.get('silos', l.silo_id)?.discoverable)
      .map((link) => ({ id: link.silo_id, link }))
    const page = paginate(rows, query, { modes: ['id_ascending'] })
    return { items: page.items.map((r) => linkView(r.link)), next_page: page.next_page }
  },

  /**
   * One link per pool and silo, one default per silo: either conflict is the
   * database's, in Nexus's words. A default link also links the pool to the
   * `default` internet gateway of every VPC in the silo (`link_default_gateway`).
   */
  ipPoolSiloLink({ path, body }, { store, actor }) {
    const pool = lookupUserPool(store, actor, path.pool, 'modify')
    const silo = lookup(store, actor, 'silo', body.silo, 'modify').record
    // a pool a later version assigned to the rack's services serves no silo
    if (assignmentOf(pool) === 'system_services') {
      throw simError.invalid(
        'IP Pools cannot be both linked to Silos and assigned for system services use.',
      )
    }
    const links = store.list('ipPoolSilos')
    const taken =
      links.some((l) => l.ip_pool_id === pool.id && l.silo_id === silo.id) ||
      (body.is_default && defaultLinkLike(store, pool, silo.id) !== undefined)
    if (taken) {
      throw simError.alreadyExists(
        'ip-pool-resource',
        `ip_pool_id: ${pool.id}, resource_id: ${silo.id}, resource_type: Silo`,
      )
    }
    const link = store.insert('ipPoolSilos', {
      id: `${pool.id}/${silo.id}`,
      ip_pool_id: pool.id,
      silo_id: silo.id,
      is_default: body.is_default,
    })
    if (link.is_default) {
      const now = nowIso(store)
      for (const gateway of gatewaysOfSilo(store, silo.id)) {
        if (gateway.name !== 'default') continue
        store.insert('internetGatewayIpPools', {
          id: uuid(),
          name: 'default',
          description: 'Default internet gateway ip pool',
          internet_gateway_id: gateway.id,
          ip_pool_id: pool.id,
          time_created: now,
          time_modified: now,
        })
      }
    }
    return created(linkView(link))
  },

  /**
   * Nexus's `ip_pool_set_default`: making a pool the default takes it from the
   * silo's old default. Gateways are left as they are.
   */
  ipPoolSiloUpdate({ path, body }, { store, actor }) {
    const pool = lookupUserPool(store, actor, path.pool, 'modify')
    const silo = lookup(store, actor, 'silo', path.silo, 'modify').record
    const link = findLink(store, pool.id, silo.id)
    // Nexus answers 500 for `is_default: false` without a link (docs/sim-differences.md)
    if (!link) throw simError.notFound('ip-pool-resource', { id: '(pool, silo)' })
    if (body.is_default) {
      const current = defaultLinkLike(store, pool, silo.id)
      if (current?.id === link.id) return linkView(current)
      if (current) store.update('ipPoolSilos', { ...current, is_default: false })
    }
    return linkView(store.update('ipPoolSilos', { ...link, is_default: body.is_default }))
  },

  /**
   * Refused while the silo holds addresses of the pool. Nexus deletes no link
   * without complaint when there is none, and detaches the pool from every
   * internet gateway of the silo's VPCs either way.
   */
  ipPoolSiloUnlink({ path }, { store, actor }) {
    const pool = lookupUserPool(store, actor, path.pool, 'modify')
    const silo = lookup(store, actor, 'silo', path.silo, 'modify').record
    if (poolInUseBySilo(store, pool.id, silo.id)) {
      throw simError.invalid('IP addresses from this pool are in use in the linked silo')
    }
    const link = findLink(store, pool.id, silo.id)
    if (link) store.remove('ipPoolSilos', link.id)
    const gateways = new Set(gatewaysOfSilo(store, silo.id).map((g) => g.id))
    for (const p of store.list('internetGatewayIpPools')) {
      if (p.ip_pool_id === pool.id && gateways.has(p.internet_gateway_id)) {
        store.remove('internetGatewayIpPools', p.id)
      }
    }
    return 204
  },

  /**
   * Allocated: the distinct addresses taken from the pool; capacity: the length
   * of its ranges. IPv6 counts are 128-bit integers, sent as decimal strings.
   */
  ipPoolUtilizationView({ path }, { store, actor }) {
    const pool = lookup(store, actor, 'ipPool', path.pool, 'read').record
    let allocated4 = 0
    let allocated6 = 0n
    for (const ip of new Set(allocatedIps(store, pool))) {
      if (parseIpv4(ip) !== null) allocated4++
      else allocated6++
    }
    let capacity4 = 0n
    let capacity6 = 0n
    for (const r of store.list('ipPoolRanges')) {
      const range = r.ip_pool_id === pool.id ? ipRange(r.range) : null
      if (!range) continue
      const size = range.last - range.first + 1n
      if (range.v6) capacity6 += size
      else capacity4 += size
    }
    return {
      // Nexus sums IPv4 lengths in a u32, which wraps (only the whole address space does)
      ipv4: { allocated: allocated4, capacity: Number(capacity4 % 2n ** 32n) },
      ipv6: { allocated: allocated6.toString(), capacity: capacity6.toString() },
    }
  },

  siloIpPoolList({ path, query }, { store, actor }) {
    const silo = lookup(store, actor, 'silo', path.silo, 'read').record
    authorizeFleet(store, actor, 'list_children')
    return siloPools(store, silo.id, query)
  },

  // The service pool's endpoints: Nexus finds it by name (a read: 404 to whoever
  // may not), then authorizes the action on it
  ipPoolServiceView(_params, { store, actor }) {
    return toIpPool(lookup(store, actor, 'ipPool', SERVICE_POOL_NAME, 'read').record)
  },

  ipPoolServiceRangeList({ query }, { store, actor }) {
    const pool = lookup(store, actor, 'ipPool', SERVICE_POOL_NAME, 'list_children').record
    return rangePage(store, pool, query)
  },

  ipPoolServiceRangeAdd({ body }, { store, actor }) {
    return addRange(store, lookup(store, actor, 'ipPool', SERVICE_POOL_NAME, 'modify').record, body)
  },

  ipPoolServiceRangeRemove({ body }, { store, actor }) {
    return removeRange(
      store,
      lookup(store, actor, 'ipPool', SERVICE_POOL_NAME, 'modify').record,
      body,
    )
  },
} satisfies Partial<SimHandlers>

// Words of Nexus's refusals to reassign a pool (the datastore's ip_pool.rs)
const BAD_SILO_LINK =
  'IP Pools cannot be both linked to Silos and assigned for system services use.'
const POOL_HAS_IPS = 'IP addresses from this pool are in use in the linked silo'
const REASSIGN_LAST_POOL =
  'Cannot reassign the last IP Pool assigned for system services use. Create and assign at least one more IP Pool before reassigning this one.'

/**
 * The versioned API's operations on pools. A pool serves silos or the rack's own services
 * (`assignment`); the service pool is one of the latter, found like any other here.
 */
export const ipPoolsNew = {
  // Nexus reassigns a silos' pool only when no silo is linked to it, and a services' pool
  // only when no service holds an address of it and another pool serves the services
  systemIpPoolAssign({ path, body }, { store, actor }) {
    const pool = lookup(store, actor, 'ipPool', path.pool, 'modify').record
    const from = assignmentOf(pool)
    const to = body.assignment
    if (from === to) throw simError.invalid(`IP Pool already has assignment '${to}'`)
    if (from === 'silos') {
      if (store.list('ipPoolSilos').some((l) => l.ip_pool_id === pool.id)) {
        throw simError.invalid(BAD_SILO_LINK)
      }
    } else {
      if (isServicePool(pool) && serviceIps.length > 0) throw simError.invalid(POOL_HAS_IPS)
      const serving = store.list('ipPools').filter((p) => assignmentOf(p) === 'system_services')
      if (serving.length < 2) throw simError.invalid(REASSIGN_LAST_POOL)
    }
    const updated = store.update('ipPools', {
      ...pool,
      assignment: to,
      time_modified: nowIso(store),
    })
    return {
      ...toIpPool(updated),
      ip_version: updated.ip_version ?? 'v4',
      pool_type: updated.pool_type ?? 'unicast',
      assignment: to,
    }
  },
} satisfies Partial<NewHandlers>
