import type * as Api from '../../app/api/__generated_versions__/2026081901.0.0/Api'
import type { Json } from '../../app/api/__generated_versions__/2026081901.0.0/msw-handlers'
import { lookupKey } from '../access/lookup'
import { simError } from '../answers/errors'
import {
  badPageToken,
  decodePageStart,
  DEFAULT_LIMIT,
  encodePageStart,
  MAX_LIMIT,
  type PageQuery,
} from '../answers/pagination'
import { nowIso } from '../clock'
import type {
  ExternalSubnetRecord,
  SubnetPoolMemberRecord,
  SubnetPoolRecord,
} from '../store/subnet-pool-types'
import type { Store } from '../store/types'
import { formatIpNet, ipNet, ipRange, rangesOverlap } from './ip'
import { uuid } from '../util'

// Subnet pools and the external subnets allocated from them, as Nexus's datastore
// (external_subnet.rs) and its queries keep them: a member is a network of the
// pool's IP version, overlapping no member of any pool and no IP pool range; an
// external subnet lies within one member of a pool linked to the project's silo,
// with a prefix length the member allows, overlapping no other external subnet.

/** A network as numbers; `addr` is the address as written, host bits kept */
export type Net = NonNullable<ReturnType<typeof ipNet>>

const bits = (v6: boolean) => (v6 ? 128 : 32)
const versionOf = (net: Net): Api.IpVersion => (net.v6 ? 'v6' : 'v4')

/** A stored or requested network; the request check has made sure it is one */
export function net(cidr: string): Net {
  const parsed = ipNet(cidr)
  if (!parsed) throw simError.invalid(`invalid IP network: ${cidr}`)
  return parsed
}

const overlaps = (a: Net, b: Net) => a.v6 === b.v6 && a.first <= b.last && b.first <= a.last

/** The number of addresses of networks, summed in floating point as Nexus's SQL does */
const addressCount = (nets: readonly Net[]) =>
  nets.reduce((sum, n) => sum + 2 ** (bits(n.v6) - n.width), 0)

// --- members -----------------------------------------------------------------

/**
 * The member `body` adds to the pool, once Nexus's checks pass, in its order: the
 * pool's version, a network address, prefix lengths that make sense, and no
 * overlap with another member or an IP pool range. It touches the pool.
 */
export function addMember(
  store: Store,
  pool: SubnetPoolRecord,
  body: Json<Api.SubnetPoolMemberAdd>,
): SubnetPoolMemberRecord {
  const subnet = net(body.subnet)
  const text = formatIpNet(subnet)
  if (versionOf(subnet) !== pool.ip_version) {
    throw simError.invalid(
      `Cannot add IP${versionOf(subnet)} members to IP${pool.ip_version} subnet pool`,
    )
  }
  if (subnet.addr !== subnet.first) {
    throw simError.invalid('IP subnet must be a network address, with a host ID of zero.')
  }
  const min = body.min_prefix_length ?? subnet.width
  const max = body.max_prefix_length ?? bits(subnet.v6)
  if (min > max) {
    throw simError.invalid('The minimum prefix length must be no greater than the maximum')
  }
  if (max > bits(subnet.v6)) {
    throw simError.invalid(
      `Cannot create an IP${versionOf(subnet)} subnet with a max prefix length greater than ${bits(subnet.v6)}`,
    )
  }
  if (min < subnet.width || max < subnet.width) {
    throw simError.invalid(
      `Min and max prefix length must be no less than the IP subnet prefix length (/${subnet.width})`,
    )
  }
  const span = { v6: subnet.v6, first: subnet.first, last: subnet.last }
  const taken =
    store.list('subnetPoolMembers').some((m) => overlaps(net(m.subnet), subnet)) ||
    store.list('ipPoolRanges').some((r) => {
      const range = ipRange(r.range)
      return range !== null && rangesOverlap(range, span)
    })
  if (taken) {
    throw simError.invalid(
      `The IP subnet ${text} overlaps with an existing subnet pool member or IP pool range`,
    )
  }
  const now = nowIso(store)
  store.update('subnetPools', { ...pool, time_modified: now })
  return store.insert('subnetPoolMembers', {
    id: uuid(),
    subnet_pool_id: pool.id,
    subnet: text,
    min_prefix_length: min,
    max_prefix_length: max,
    time_created: now,
  })
}

/** Nexus's `delete_subnet_pool_member`: exactly a member of the pool, with nothing taken from it */
export function removeMember(store: Store, pool: SubnetPoolRecord, subnet: string) {
  const wanted = net(subnet)
  const member = store.list('subnetPoolMembers').find((m) => {
    const n = net(m.subnet)
    return (
      m.subnet_pool_id === pool.id &&
      n.v6 === wanted.v6 &&
      n.addr === wanted.addr &&
      n.width === wanted.width
    )
  })
  if (!member) {
    throw simError.invalid(
      `A provided subnet pool member with subnet ${formatIpNet(wanted)} does not exist`,
    )
  }
  if (store.list('externalSubnets').some((s) => s.subnet_pool_member_id === member.id)) {
    throw simError.invalid(
      'Cannot delete external subnet pool member while it contains external subnets. Please delete all external subnets first.',
    )
  }
  store.remove('subnetPoolMembers', member.id)
}

/** Database order of networks: IPv4 before IPv6, then the address, then the width */
function compareNets(a: Net, b: Net): number {
  if (a.v6 !== b.v6) return a.v6 ? 1 : -1
  if (a.addr !== b.addr) return a.addr < b.addr ? -1 : 1
  return a.width - b.width
}

/**
 * One page of the pool's members, by subnet ascending; the token holds the last
 * one's subnet, as dropshot writes an `IpNet` marker (`198.51.100.128/25`).
 */
export function memberPage(store: Store, pool: SubnetPoolRecord, query: PageQuery) {
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)
  let marker: Net | null = null
  if (query.pageToken) {
    const start = decodePageStart(query.pageToken)
    const parsed = typeof start === 'string' && start.length <= 64 ? ipNet(start) : null
    if (!parsed) throw badPageToken()
    marker = parsed
  }
  const members = store
    .list('subnetPoolMembers')
    .filter((m) => m.subnet_pool_id === pool.id)
    .map((m) => ({ m, n: net(m.subnet) }))
    .filter(({ n }) => !marker || compareNets(n, marker) > 0)
    .sort((a, b) => compareNets(a.n, b.n))
    .slice(0, limit)
  const last = members.at(-1)
  return {
    items: members.map(({ m }) => m),
    next_page: last ? encodePageStart(last.m.subnet) : null,
  }
}

/** Addresses in the pool's members, and in the external subnets taken from them */
export function utilization(store: Store, pool: SubnetPoolRecord): Json<Api.SubnetPoolUtilization> {
  const capacity = addressCount(
    store
      .list('subnetPoolMembers')
      .filter((m) => m.subnet_pool_id === pool.id)
      .map((m) => net(m.subnet)),
  )
  const allocated = addressCount(
    store
      .list('externalSubnets')
      .filter((s) => s.subnet_pool_id === pool.id)
      .map((s) => net(s.subnet)),
  )
  return { capacity, remaining: capacity - allocated }
}

// --- allocation ----------------------------------------------------------------

type Allocator = Json<Api.ExternalSubnetAllocator>
type Allocation = Pick<ExternalSubnetRecord, 'subnet' | 'subnet_pool_id' | 'subnet_pool_member_id'>

const linksOfSilo = (store: Store, siloId: string) =>
  store.list('subnetPoolSilos').filter((l) => l.silo_id === siloId)

/**
 * Where an external subnet of the silo comes from, as Nexus's insert query finds
 * it, or its refusal in Nexus's words. It touches the pool it takes from.
 */
export function allocate(store: Store, siloId: string, allocator: Allocator): Allocation {
  const found =
    allocator.type === 'explicit'
      ? explicitSubnet(store, siloId, allocator.subnet)
      : nextSubnet(store, siloId, allocator)
  const pool = store.get('subnetPools', found.subnet_pool_id)
  if (pool) store.update('subnetPools', { ...pool, time_modified: nowIso(store) })
  return found
}

/**
 * The member of a pool linked to the silo (by a link of the subnet's version) that
 * holds the subnet and allows its prefix length; the subnet overlapping no external
 * subnet of any pool.
 */
function explicitSubnet(store: Store, siloId: string, subnet: string): Allocation {
  const wanted = net(subnet)
  const pools = new Set(
    linksOfSilo(store, siloId)
      .filter((l) => l.ip_version === versionOf(wanted))
      .map((l) => l.subnet_pool_id),
  )
  const member = store.list('subnetPoolMembers').find((m) => {
    const n = net(m.subnet)
    return (
      pools.has(m.subnet_pool_id) &&
      n.v6 === wanted.v6 &&
      n.first <= wanted.first &&
      wanted.last <= n.last &&
      m.min_prefix_length <= wanted.width &&
      wanted.width <= m.max_prefix_length
    )
  })
  if (!member) {
    throw simError.invalid(
      'The requested IP subnet is not contained in any subnet pool available in the current silo.',
    )
  }
  if (store.list('externalSubnets').some((s) => overlaps(net(s.subnet), wanted))) {
    throw simError.invalid('The requested IP subnet overlaps with an existing external subnet')
  }
  return {
    subnet: formatIpNet(wanted),
    subnet_pool_id: member.subnet_pool_id,
    subnet_pool_member_id: member.id,
  }
}

type AutoAllocator = Extract<Allocator, { type: 'auto' }>

/** The pool an automatic allocation takes from: the one named, or the silo's default */
function poolToTakeFrom(store: Store, siloId: string, allocator: AutoAllocator) {
  const links = linksOfSilo(store, siloId)
  const selector = allocator.pool_selector ?? { type: 'auto' }
  if (selector.type === 'explicit') {
    const key = lookupKey(selector.pool)
    const pool = store
      .list('subnetPools')
      .find((p) => ('id' in key ? p.id === key.id : p.name === key.name))
    if (!pool || !links.some((l) => l.subnet_pool_id === pool.id)) {
      throw simError.notFound('subnet-pool', key)
    }
    return pool.id
  }
  const version = selector.ip_version
  const defaults = links.filter((l) => l.is_default && (!version || l.ip_version === version))
  if (defaults.length === 0) {
    throw simError.invalid(
      'Must specify a subnet pool, as there is no linked default pool for the current silo',
    )
  }
  if (defaults.length > 1) {
    throw simError.invalid(
      'Must specify an IP version when there is more than one default subnet pool for the silo',
    )
  }
  return defaults[0].subnet_pool_id
}

/** The refusal when no gap of the pool fits the prefix, naming the pool as the request did */
function exhausted(allocator: AutoAllocator) {
  const p = allocator.prefix_length
  const selector = allocator.pool_selector ?? { type: 'auto' }
  if (selector.type === 'explicit') {
    const key = lookupKey(selector.pool)
    return simError.invalid(
      'id' in key
        ? `Could not allocate a /${p} subnet from the subnet pool with ID '${key.id}'`
        : `Could not allocate a /${p} subnet from the subnet pool with name '${key.name}'`,
    )
  }
  const version = selector.ip_version ? `IP${selector.ip_version} ` : ''
  return simError.invalid(
    `Could not allocate a /${p} subnet from the default ${version}subnet pool for the current silo`,
  )
}

/**
 * The lowest prefix-aligned subnet of the requested length that fits a gap between
 * the external subnets of a member allowing that length. As in Nexus's query, a gap
 * of a single address is never used.
 */
function nextSubnet(store: Store, siloId: string, allocator: AutoAllocator): Allocation {
  const poolId = poolToTakeFrom(store, siloId, allocator)
  const prefix = allocator.prefix_length
  let best: { first: bigint; v6: boolean; member: SubnetPoolMemberRecord } | null = null
  for (const member of store.list('subnetPoolMembers')) {
    if (member.subnet_pool_id !== poolId) continue
    if (prefix < member.min_prefix_length || prefix > member.max_prefix_length) continue
    const m = net(member.subnet)
    const top = (1n << BigInt(bits(m.v6))) - 1n
    const size = 1n << BigInt(bits(m.v6) - prefix)
    const taken = store
      .list('externalSubnets')
      .filter((s) => s.subnet_pool_member_id === member.id)
      .map((s) => net(s.subnet))
      .sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0))
    const gaps: Array<[bigint, bigint]> = []
    if (taken.length === 0) gaps.push([m.first, m.last])
    else gaps.push([m.first, taken[0].first - 1n])
    taken.forEach((t, i) => {
      const start = (t.last < top ? t.last : top - 1n) + 1n
      gaps.push([start, i + 1 < taken.length ? taken[i + 1].first - 1n : m.last])
    })
    for (const [start, end] of gaps) {
      if (start >= end) continue
      const below = start - (start % size)
      const first = below === start ? start : below + size
      if (first + size - 1n > end) continue
      if (!best || first < best.first) best = { first, v6: m.v6, member }
    }
  }
  if (!best) throw exhausted(allocator)
  return {
    subnet: formatIpNet({ v6: best.v6, addr: best.first, width: prefix }),
    subnet_pool_id: poolId,
    subnet_pool_member_id: best.member.id,
  }
}
