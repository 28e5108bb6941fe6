import type * as Api from '../../app/api/__generated_versions__/2026081901.0.0/Api'
import type { Json } from '../../app/api/__generated_versions__/2026081901.0.0/msw-handlers'
import type * as Initial from '../../app/api/__generated_versions__/2025112000.0.0/Api'
import type { Json as InitialJson } from '../../app/api/__generated_versions__/2025112000.0.0/msw-handlers'
import { lookup } from '../access/lookup'
import { errorResponse, simError } from '../answers/errors'
import { paginate } from '../answers/pagination'
import { created } from '../answers/responses'
import { nowIso } from '../clock'
import type { Actor, NewHandlers } from '../context'
import { formatIp, ipRange, rangeHolds } from '../network/ip'
import { canonicalIp, compareInet, parseIp } from '../network/rack-network'
import { checkName } from '../request/patterns'
import type {
  MulticastGroupRecord,
  MulticastMemberRecord,
  MulticastPoolRecord,
} from '../store/multicast-types'
import type { InstanceRecord, Store } from '../store/types'
import { isUuid, uuid } from '../util'

// Multicast groups, as nexus/src/app/multicast/ and the datastore's multicast/ answer in
// the newest version: fleet-wide groups any signed-in user may list and read, joined and
// left through an instance (which the caller must be able to modify). A group is made
// when the first instance joins it (by name from the silo's multicast pool, by address
// from the pool holding it) and goes when its last member leaves. Members of an instance
// that no longer exists do not count; a group left with none is gone.
//
// Versions before MULTICAST_IMPLICIT_LIFECYCLE_UPDATES also had create, update, delete
// and member add and remove: Nexus answers them all 410 Gone, and the lookup by address
// answers the group in INITIAL's shape.

/** Nexus's `MAX_MULTICAST_GROUPS_PER_INSTANCE` */
const MAX_GROUPS_PER_INSTANCE = 32

type Identifier =
  { by: 'id'; id: string } | { by: 'ip'; ip: string; v6: boolean } | { by: 'name'; name: string }

/** A group identifier as Nexus reads one: a UUID, else an address, else a name */
function parseIdentifier(text: string): Identifier {
  if (isUuid(text)) return { by: 'id', id: text.toLowerCase() }
  const ip = parseIp(text)
  if (ip) return { by: 'ip', ip: formatIp(ip.v6, ip.n), v6: ip.v6 }
  const bad = checkName(text)
  if (bad) throw errorResponse(400, undefined, `bad parameter in URL path: ${bad}`)
  return { by: 'name', name: text }
}

const instanceExists = (store: Store) => {
  const ids = new Set(store.list('instances').map((i) => i.id))
  return (m: MulticastMemberRecord) => ids.has(m.instance_id)
}

/** The members that count: those whose instance still exists */
function liveMembers(store: Store) {
  const alive = instanceExists(store)
  return store.list('multicastMembers').filter(alive)
}

/** Groups with at least one member; the others are gone */
function liveGroupIds(store: Store): Set<string> {
  return new Set(liveMembers(store).map((m) => m.group_id))
}

/**
 * Removes the memberships of deleted instances and the groups they leave empty (a
 * write does this first, so a gone group's name and address are free again)
 */
function purge(store: Store) {
  const alive = instanceExists(store)
  for (const m of store.list('multicastMembers')) {
    if (!alive(m)) store.remove('multicastMembers', m.id)
  }
  const live = liveGroupIds(store)
  for (const g of store.list('multicastGroups')) {
    if (!live.has(g.id)) store.remove('multicastGroups', g.id)
  }
}

function findGroup(store: Store, ident: Identifier): MulticastGroupRecord | undefined {
  const live = liveGroupIds(store)
  return store
    .list('multicastGroups')
    .find(
      (g) =>
        live.has(g.id) &&
        (ident.by === 'id'
          ? g.id === ident.id
          : ident.by === 'ip'
            ? g.multicast_ip === ident.ip
            : g.name === ident.name),
    )
}

// Nexus looks an address up as a name
const groupNotFound = (ident: Identifier) =>
  simError.notFound(
    'multicast-group',
    ident.by === 'id' ? { id: ident.id } : { name: ident.by === 'ip' ? ident.ip : ident.name },
  )

function lookupGroup(store: Store, text: string): MulticastGroupRecord {
  const ident = parseIdentifier(text)
  const group = findGroup(store, ident)
  if (!group) throw groupNotFound(ident)
  return group
}

/** The group as the newest version shows it: its members' sources gathered */
function groupView(store: Store, group: MulticastGroupRecord): Json<Api.MulticastGroup> {
  const members = liveMembers(store).filter((m) => m.group_id === group.id)
  const sources = [...new Set(members.flatMap((m) => m.source_ips))].sort(compareInet)
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    multicast_ip: group.multicast_ip,
    ip_pool_id: group.ip_pool_id,
    source_ips: sources,
    has_any_source_member: members.some((m) => m.source_ips.length === 0),
    state: 'Active',
    time_created: group.time_created,
    time_modified: group.time_modified,
  }
}

/** The group as INITIAL shows it: no any-source flag, and an MVLAN Nexus no longer keeps */
export function initialGroupView({
  has_any_source_member: _any,
  ...group
}: Json<Api.MulticastGroup>): InitialJson<Initial.MulticastGroup> {
  return { ...group, mvlan: null }
}

/** A member as INITIAL shows it: without the group's address and the member's sources */
export function initialMemberView({
  multicast_ip: _ip,
  source_ips: _sources,
  ...member
}: Json<Api.MulticastGroupMember>): InitialJson<Initial.MulticastGroupMember> {
  return member
}

// The simulator programs no switches: a member of a running instance has joined, one
// of an instance on its way up is joining, and any other has left until it runs again
function memberState(instance: InstanceRecord | undefined): string {
  switch (instance?.run_state) {
    case 'running':
      return 'Joined'
    case 'creating':
    case 'starting':
    case 'rebooting':
    case 'migrating':
      return 'Joining'
    default:
      return 'Left'
  }
}

function memberView(store: Store, m: MulticastMemberRecord): Json<Api.MulticastGroupMember> {
  return {
    id: m.id,
    name: `member-${m.id}`,
    description: `multicast group member ${m.id}`,
    multicast_group_id: m.group_id,
    multicast_ip: m.multicast_ip,
    instance_id: m.instance_id,
    source_ips: m.source_ips,
    state: memberState(store.get('instances', m.instance_id)),
    time_created: m.time_created,
    time_modified: m.time_modified,
  }
}

/** Source-specific multicast: 232.0.0.0/8 and ff3x::/32 */
function isSsm(ip: string): boolean {
  const parsed = parseIp(ip)
  if (!parsed) return false
  return parsed.v6 ? (parsed.n >> 112n) >> 4n === 0xff3n : parsed.n >> 24n === 232n
}

function checkSources(groupIp: string, sources: readonly string[] | null | undefined) {
  const v6 = parseIp(groupIp)?.v6 ?? false
  for (const source of sources ?? []) {
    if ((parseIp(source)?.v6 ?? false) !== v6) {
      throw simError.invalid(
        `source IP ${canonicalIp(source)} does not match multicast group address family (${v6 ? 'IPv6' : 'IPv4'})`,
      )
    }
  }
  if (isSsm(groupIp) && !sources?.length) {
    throw simError.invalid('SSM multicast addresses require at least one source IP')
  }
}

const poolsOfSilo = (store: Store, actor: Actor) =>
  store.list('multicastPools').filter((p) => p.silo_ids.includes(actor.silo.id))

const poolVersion = (pool: MulticastPoolRecord) => (ipRange(pool.range)?.v6 ? 'v6' : 'v4')

/** The first address of the pool no group holds, or null */
function freeAddress(store: Store, pool: MulticastPoolRecord): string | null {
  const range = ipRange(pool.range)
  if (!range) return null
  const taken = new Set(store.list('multicastGroups').map((g) => g.multicast_ip))
  for (let n = range.first; n <= range.last; n++) {
    const ip = formatIp(range.v6, n)
    if (!taken.has(ip)) return ip
  }
  return null
}

function insertGroup(
  store: Store,
  fields: Pick<MulticastGroupRecord, 'name' | 'description' | 'multicast_ip' | 'ip_pool_id'>,
) {
  if (store.list('multicastGroups').some((g) => g.name === fields.name)) {
    throw simError.alreadyExists('multicast-group', fields.name)
  }
  const now = nowIso(store)
  return store.insert('multicastGroups', {
    id: uuid(),
    ...fields,
    time_created: now,
    time_modified: now,
  })
}

/** Joining by address: that group, or a new one from the silo's pool holding the address */
function groupByIp(
  store: Store,
  actor: Actor,
  ident: Extract<Identifier, { by: 'ip' }>,
  sources: readonly string[] | null | undefined,
) {
  checkSources(ident.ip, sources)
  const existing = findGroup(store, ident)
  if (existing) return existing
  const pool = poolsOfSilo(store, actor).find((p) => {
    const range = ipRange(p.range)
    return range && rangeHolds(range, ident.ip)
  })
  if (!pool) {
    throw simError.invalid(
      `multicast IP address ${ident.ip} is not in any configured multicast pool`,
    )
  }
  const n = parseIp(ident.ip)!
  const name = ident.v6
    ? `mcast-${Array.from({ length: 8 }, (_, i) => ((n.n >> BigInt(112 - 16 * i)) & 0xffffn).toString(16)).join('-')}`
    : `mcast-${ident.ip.replaceAll('.', '-')}`
  return insertGroup(store, {
    name,
    description: `Implicitly created multicast group for ${ident.ip}`,
    multicast_ip: ident.ip,
    ip_pool_id: pool.id,
  })
}

/** Joining by name: that group, or a new one at the next free address of the silo's pool */
function groupByName(
  store: Store,
  actor: Actor,
  name: string,
  sources: readonly string[] | null | undefined,
  ipVersion: Api.IpVersion | null | undefined,
) {
  const existing = findGroup(store, { by: 'name', name })
  if (existing) {
    checkSources(existing.multicast_ip, sources)
    return existing
  }
  // the silo's pools of the version asked for, by name: a member naming sources takes
  // a source-specific pool if the silo has one, any other an any-source pool
  const linked = poolsOfSilo(store, actor)
    .filter((p) => !ipVersion || poolVersion(p) === ipVersion)
    .sort((a, b) => (a.name < b.name ? -1 : 1))
  const ssm = linked.filter((p) => isSsm(p.range.first))
  const asm = linked.filter((p) => !isSsm(p.range.first))
  const pools = sources?.length && ssm.length ? ssm : asm
  if (new Set(pools.map(poolVersion)).size > 1) {
    throw simError.invalid(
      'Multiple default multicast IP pools exist with different IP versions. Please specify ip_version (v4 or v6) or provide an explicit pool.',
    )
  }
  const pool = pools[0]
  if (!pool) {
    const kind = sources?.length ? 'SSM or ASM' : 'ASM'
    const prefix = ipVersion ? `No ${ipVersion} ${kind}` : `No ${kind}`
    throw simError.invalid(
      `${prefix} multicast pool linked to your silo. Create a multicast pool and link it to your silo, or provide an explicit pool or multicast address.`,
    )
  }
  const ip = freeAddress(store, pool)
  if (!ip) throw simError.insufficientCapacity('No multicast IP addresses available')
  checkSources(ip, sources)
  return insertGroup(store, {
    name,
    description: 'Implicitly created for instance attachment',
    multicast_ip: ip,
    ip_pool_id: pool.id,
  })
}

/** The instance of a path, by id alone or by name in the query's project */
const instanceOf = (
  store: Store,
  actor: Actor,
  instance: string,
  project: string | undefined,
  action: 'read' | 'modify',
) =>
  lookup(store, actor, 'instance', instance, action, {
    project: isUuid(instance) ? undefined : project,
  }).record

const gone = (message: string) => errorResponse(410, undefined, message)

export const multicast = {
  multicastGroupList({ query }, { store }) {
    const live = liveGroupIds(store)
    const page = paginate(store.list('multicastGroups'), query, {
      include: (g) => live.has(g.id),
    })
    return { ...page, items: page.items.map((g) => groupView(store, g)) }
  },

  multicastGroupView({ path }, { store }) {
    return groupView(store, lookupGroup(store, path.multicastGroup))
  },

  multicastGroupMemberList({ path, query }, { store }) {
    const group = lookupGroup(store, path.multicastGroup)
    const alive = instanceExists(store)
    const page = paginate(store.list('multicastMembers'), query, {
      modes: ['id_ascending'],
      include: (m) => m.group_id === group.id && alive(m),
    })
    return { ...page, items: page.items.map((m) => memberView(store, m)) }
  },

  instanceMulticastGroupList({ path, query }, { store, actor }) {
    const instance = instanceOf(store, actor, path.instance, query.project, 'read')
    const page = paginate(store.list('multicastMembers'), query, {
      modes: ['id_ascending'],
      include: (m) => m.instance_id === instance.id,
    })
    return { ...page, items: page.items.map((m) => memberView(store, m)) }
  },

  // INITIAL's join has no body: the door hands it over without one
  instanceMulticastGroupJoin({ path, query, body }, { store, actor }) {
    const { source_ips: sources, ip_version: ipVersion } = body ?? {}
    const instance = instanceOf(store, actor, path.instance, query.project, 'modify')
    purge(store)
    const joined = store.list('multicastMembers').filter((m) => m.instance_id === instance.id)
    if (joined.length >= MAX_GROUPS_PER_INSTANCE) {
      throw simError.invalid(
        `An instance may not join more than ${MAX_GROUPS_PER_INSTANCE} multicast groups`,
      )
    }
    const ident = parseIdentifier(path.multicastGroup)
    const uniqueSources = sources ? [...new Set(sources.map(canonicalIp))] : sources
    let group: MulticastGroupRecord
    if (ident.by === 'ip') {
      group = groupByIp(store, actor, ident, uniqueSources)
    } else if (ident.by === 'name') {
      group = groupByName(store, actor, ident.name, uniqueSources, ipVersion)
    } else {
      const found = findGroup(store, ident)
      if (!found) throw groupNotFound(ident)
      checkSources(found.multicast_ip, uniqueSources)
      group = found
    }
    // joining again changes nothing
    const member =
      joined.find((m) => m.group_id === group.id) ??
      store.insert('multicastMembers', {
        id: uuid(),
        group_id: group.id,
        instance_id: instance.id,
        multicast_ip: group.multicast_ip,
        source_ips: uniqueSources ?? [],
        time_created: nowIso(store),
        time_modified: nowIso(store),
      })
    return created(memberView(store, member))
  },

  // Leaving a group the instance is not in succeeds; the last member out takes the group
  instanceMulticastGroupLeave({ path, query }, { store, actor }) {
    const instance = instanceOf(store, actor, path.instance, query.project, 'modify')
    const group = lookupGroup(store, path.multicastGroup)
    purge(store)
    const member = store
      .list('multicastMembers')
      .find((m) => m.group_id === group.id && m.instance_id === instance.id)
    if (member) store.remove('multicastMembers', member.id)
    if (!store.list('multicastMembers').some((m) => m.group_id === group.id)) {
      store.remove('multicastGroups', group.id)
    }
    return 204
  },

  lookupMulticastGroupByIp({ path }, { store }) {
    const ip = canonicalIp(path.address)
    return initialGroupView(groupView(store, lookupGroup(store, ip)))
  },

  multicastGroupCreate() {
    throw gone(
      'multicast group creation is deprecated; groups are created implicitly when instances join via: PUT /v1/instances/{instance}/multicast-groups/{group}',
    )
  },

  multicastGroupUpdate() {
    throw gone(
      'multicast group update is deprecated; groups are managed implicitly through member operations',
    )
  },

  multicastGroupDelete() {
    throw gone(
      'multicast group deletion is deprecated; groups are automatically deleted when all members leave',
    )
  },

  multicastGroupMemberAdd() {
    throw gone(
      'multicast group member add is deprecated; use the instance join endpoint: PUT /v1/instances/{instance}/multicast-groups/{group}',
    )
  },

  multicastGroupMemberRemove() {
    throw gone(
      'multicast group member remove is deprecated; use the instance leave endpoint: DELETE /v1/instances/{instance}/multicast-groups/{group}',
    )
  },
} satisfies Partial<NewHandlers>
