import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { authorizeFleet } from '../access/authz'
import { clockOf, nowIso } from '../clock'
import type { SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { find } from '../access/lookup'
import { paginate } from '../answers/pagination'
import { canonicalNet, compareInet } from '../network/rack-network'
import { created } from '../answers/responses'
import type { BgpConfigRecord } from '../store/networking-types'
import type { Store } from '../store/types'
import { bgpMessageHistory } from '../network/bgp-messages'
import { bgpSessions, policyAllows, type BgpSession } from '../network/switch-daemons'
import { uuid } from '../util'

// BGP, as nexus/src/app/bgp.rs and the datastore's bgp.rs answer at the
// contract's commit: configurations and announce sets through the fleet itself
// (fleet viewers read, fleet admins change; others get 403), and what mgd on each
// switch reports (sessions, routes exported and imported, messages), from the
// demo's switch daemons (sim/network/switch-daemons.ts). Nexus skips a switch whose mgd
// has no router for the ASN asked about, as it skips one it cannot reach.
//
// Creating a configuration identical to one that exists answers that one; an
// announce set is created or, under a name that exists, has its announcements
// replaced (its description stays).

const SWITCHES = ['switch0', 'switch1'] as const

export const toBgpConfig = ({
  bgp_announce_set_id: _set,
  shaper: _shaper,
  checker: _checker,
  ...config
}: BgpConfigRecord): Json<Api.BgpConfig> => config

/** The networks a configuration's announce set holds, as mgd originates them */
const originated = (store: Store, config: BgpConfigRecord | undefined) =>
  store
    .list('bgpAnnouncements')
    .filter((a) => a.announce_set_id === config?.bgp_announce_set_id)
    .map((a) => a.network)

const isIpv4Net = (net: string) => !net.includes(':')

/** The sessions of both switches, and whether each switch runs a router for `asn` */
function sessionsFor(store: Store, asn: number) {
  return SWITCHES.map((location) => {
    const sessions = bgpSessions(store, location)
    return { location, hasRouter: sessions.some((s) => s.asn === asn), sessions }
  })
}

const stateDuration = (store: Store, s: BgpSession) =>
  Math.max(0, clockOf(store).now() - s.state.since)

/**
 * The routes each switch's routers took from their established peers, after the peers'
 * import policies: those of the router for `asn` (all when none is given), IPv4 only or
 * of both families
 */
export function importedRoutes(store: Store, opts: { asn?: number; ipv4Only: boolean }) {
  return SWITCHES.flatMap((location) =>
    bgpSessions(store, location)
      .filter((s) => (opts.asn === undefined || s.asn === opts.asn) && s.established)
      .flatMap((s) => {
        const router = s.state.neighbor!
        return router.routes
          .filter(
            (net) => (!opts.ipv4Only || isIpv4Net(net)) && policyAllows(s.peer.allowed_import, net),
          )
          .map((prefix) => ({
            switch: location,
            prefix,
            nexthop: router.address,
            id: router.bgp_id,
          }))
      })
      .sort((a, b) => compareInet(a.prefix, b.prefix)),
  )
}

export const bgp = {
  networkingBgpConfigList({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    const page = paginate(store.list('bgpConfigs'), query)
    return { ...page, items: page.items.map(toBgpConfig) }
  },

  networkingBgpConfigCreate({ body }, { store, actor }) {
    authorizeFleet(store, actor, 'modify')
    const set = find(store, actor, 'bgpAnnounceSet', body.bgp_announce_set_id).record
    const vrf = body.vrf ?? null
    const configs = store.list('bgpConfigs')
    const same = configs.find(
      (c) =>
        c.name === body.name &&
        c.asn === body.asn &&
        c.bgp_announce_set_id === set.id &&
        c.vrf === vrf &&
        c.shaper === null &&
        c.checker === null,
    )
    if (same) return created(toBgpConfig(same))
    // one configuration per ASN until switches run more than one
    if (configs.some((c) => c.asn === body.asn)) {
      throw simError.conflict('cannot have more than one configuration per ASN')
    }
    if (configs.some((c) => c.name === body.name)) {
      throw simError.conflict('a field that must be unique conflicts with an existing record')
    }
    const now = nowIso(store)
    const config = store.insert('bgpConfigs', {
      id: uuid(),
      name: body.name,
      description: body.description,
      asn: body.asn,
      vrf,
      bgp_announce_set_id: set.id,
      shaper: null,
      checker: null,
      time_created: now,
      time_modified: now,
    })
    // a later version's request may ask for more paths than one (v14's has no such field)
    const maxPaths = (body as { max_paths?: number | null }).max_paths
    if (maxPaths != null && maxPaths !== 1) {
      store.insert('bgpMaxPaths', { id: config.id, max_paths: maxPaths })
    }
    return created(toBgpConfig(config))
  },

  networkingBgpConfigDelete({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'modify')
    const config = find(store, actor, 'bgpConfig', query.nameOrId).record
    // a peer of any settings, applied or not, uses it
    const inUse = store
      .list('switchPortSettings')
      .some((s) => s.bgp_peers.some((p) => p.bgp_config === config.id))
    if (inUse) throw simError.conflict('BGP Config is in use and cannot be deleted')
    store.remove('bgpConfigs', config.id)
    return 204
  },

  // a plain list (no page token), though it takes the paging parameters
  networkingBgpAnnounceSetList({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    return paginate(store.list('bgpAnnounceSets'), query).items
  },

  networkingBgpAnnounceSetUpdate({ body }, { store, actor }) {
    authorizeFleet(store, actor, 'modify')
    const now = nowIso(store)
    // Nexus makes the set's record, and inserts it only if the name is new; every
    // announcement takes that record's id as its block's (the lot block asked for
    // is not read)
    const fresh = uuid()
    const set =
      store.list('bgpAnnounceSets').find((s) => s.name === body.name) ??
      store.insert('bgpAnnounceSets', {
        id: fresh,
        name: body.name,
        description: body.description,
        time_created: now,
        time_modified: now,
      })
    for (const a of store.list('bgpAnnouncements')) {
      if (a.announce_set_id === set.id) store.remove('bgpAnnouncements', a.id)
    }
    for (const a of body.announcement) {
      const network = canonicalNet(a.network)
      const id = `${set.id}/${network}`
      // Nexus's insert fails on the repeat with a 500; refused here as a conflict
      if (store.get('bgpAnnouncements', id)) {
        throw simError.alreadyExists('bgp-announce-set', body.name)
      }
      store.insert('bgpAnnouncements', {
        id,
        announce_set_id: set.id,
        address_lot_block_id: fresh,
        network,
      })
    }
    return created(set)
  },

  networkingBgpAnnounceSetDelete({ path }, { store, actor }) {
    authorizeFleet(store, actor, 'modify')
    const set = find(store, actor, 'bgpAnnounceSet', path.announceSet).record
    if (store.list('bgpConfigs').some((c) => c.bgp_announce_set_id === set.id)) {
      throw simError.conflict('announce set in use')
    }
    store.remove('bgpAnnounceSets', set.id)
    for (const a of store.list('bgpAnnouncements')) {
      if (a.announce_set_id === set.id) store.remove('bgpAnnouncements', a.id)
    }
    return 204
  },

  networkingBgpAnnouncementList({ path }, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    const set = find(store, actor, 'bgpAnnounceSet', path.announceSet).record
    return store
      .list('bgpAnnouncements')
      .filter((a) => a.announce_set_id === set.id)
      .sort((a, b) => compareInet(a.network, b.network))
      .map(({ id: _id, ...announcement }) => announcement)
  },

  networkingBgpStatus(_params, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    return SWITCHES.flatMap((location) =>
      bgpSessions(store, location).map((s) => ({
        switch: location,
        addr: s.peer.addr,
        local_asn: s.asn,
        remote_asn: s.established ? s.state.neighbor!.asn : 0,
        state: s.established ? ('established' as const) : ('connect' as const),
        state_duration_millis: stateDuration(store, s),
      })),
    )
  },

  // What each switch's routers send their established peers: the networks their
  // configuration's announce set holds that the peer's export policy lets through
  // (IPv4 only: Nexus leaves IPv6 out), keyed by peer address
  networkingBgpExported(_params, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    const exports: Record<string, string[]> = {}
    for (const location of SWITCHES) {
      for (const s of bgpSessions(store, location)) {
        if (!s.established) continue
        const config = store.get('bgpConfigs', s.peer.bgp_config)
        exports[s.peer.addr] = originated(store, config)
          .filter((net) => isIpv4Net(net) && policyAllows(s.peer.allowed_export, net))
          .sort(compareInet)
      }
    }
    return { exports }
  },

  // The IPv4 routes the router for `asn` took from its established peers
  networkingBgpImportedRoutesIpv4({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    return importedRoutes(store, { asn: query.asn, ipv4Only: true })
  },

  networkingBgpMessageHistory({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    const now = clockOf(store).now()
    return {
      switch_histories: sessionsFor(store, query.asn)
        .filter((s) => s.hasRouter)
        .map(({ location, sessions }) => ({
          switch: location,
          history: Object.fromEntries(
            sessions
              .filter((s) => s.asn === query.asn)
              .map((s) => [s.peer.addr, bgpMessageHistory(store, s, now)]),
          ),
        })),
    }
  },
} satisfies Partial<SimHandlers>
