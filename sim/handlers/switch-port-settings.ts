import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { authorizeFleet } from '../access/authz'
import { nowIso } from '../clock'
import type { SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { find, nameOrIdFinder } from '../access/lookup'
import { paginate } from '../answers/pagination'
import {
  canonicalIp,
  canonicalNet,
  compareInet,
  hostNet,
  netAddress,
  addressReserver,
} from '../network/rack-network'
import { created } from '../answers/responses'
import type {
  LldpLinkConfigRecord,
  PortAddress,
  PortBgpPeer,
  SwitchPortSettingsRecord,
  TxEqConfigRecord,
} from '../store/networking-types'
import type { Store } from '../store/types'
import { bgpConflict } from '../network/switch-port-bgp'
import { uuid } from '../util'

// Switch port settings, as nexus/src/app/switch_port.rs and the datastore's
// switch_port.rs answer at the contract's commit. Settings are read and changed
// through the fleet itself (fleet viewers read, fleet admins change; others get
// 403). Posting settings under a name that exists replaces them (same id, new
// creation time) and re-applies them to the ports using them. The parts Nexus
// keeps in tables of their own follow its keys: a route, a BGP peer, one of its
// communities or import or export prefixes, or an address repeated under one
// interface is the database's conflict, `already exists: switch-port-settings`.
//
// Nexus reads the settings back with two quirks kept here: of the links' LLDP
// and transmit-equalization configurations it reads only one (the lowest id),
// and the answer to a create takes each BGP peer's policies and communities from
// the last peer given with its address.

type Create = Json<Api.SwitchPortSettingsCreate>

const toSettings = (s: SwitchPortSettingsRecord): Json<Api.SwitchPortSettings> => ({
  id: s.id,
  name: s.name,
  description: s.description,
  time_created: s.time_created,
  time_modified: s.time_modified,
})

export const toLldp = ({
  time_created: _created,
  time_modified: _modified,
  ...lldp
}: LldpLinkConfigRecord): Json<Api.LldpLinkConfig> => lldp

const toTxEq = ({ id: _id, ...txEq }: TxEqConfigRecord): Json<Api.TxEqConfig> => txEq

const toAddress = ({
  rsvd_address_lot_block_id: _rsvd,
  ...address
}: PortAddress): Json<Api.SwitchPortAddressConfig> => address

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Nexus's check of BGP peers' TCP-MD5 keys, in its words */
function checkMd5Keys(body: Create) {
  for (const config of Object.values(body.bgp_peers)) {
    for (const peer of config.peers) {
      const key = peer.md5_auth_key
      if (key == null) continue
      const addr = canonicalIp(peer.addr)
      if (new TextEncoder().encode(key).length > 80) {
        throw simError.invalidValue(
          'md5_auth_key',
          `md5 auth key for ${addr} is longer than 80 characters`,
        )
      }
      if ([...key].some((c) => c.charCodeAt(0) > 0x7e || c.charCodeAt(0) < 0x20)) {
        throw simError.invalidValue(
          'md5_auth_key',
          `md5 auth key for ${addr} must be printable ascii`,
        )
      }
    }
  }
}

const policy = (p: Json<Api.ImportExportPolicy>): Json<Api.ImportExportPolicy> =>
  p.type === 'allow' ? { type: 'allow', value: p.value.map(canonicalNet) } : p

/**
 * Nexus's `do_switch_port_settings_create`: the settings and all their parts,
 * stored under `id`, refused in its order; answers the view Nexus answers a create with
 */
function createSettings(store: Store, body: Create, id: string): Json<Api.SwitchPortSettingsView> {
  const now = nowIso(store)
  // a part repeated under its table's key is the database's unique violation
  const conflict = () => simError.alreadyExists('switch-port-settings', body.name)
  const unique = (keys: Set<string>, key: string) => {
    if (keys.has(key)) throw conflict()
    keys.add(key)
  }

  const lldp: LldpLinkConfigRecord[] = []
  const txEqs: (TxEqConfigRecord | null)[] = []
  const links = Object.entries(body.links).map(([linkName, c]) => {
    const config: LldpLinkConfigRecord = {
      id: uuid(),
      enabled: c.lldp.enabled,
      link_name: c.lldp.link_name ?? null,
      link_description: c.lldp.link_description ?? null,
      chassis_id: c.lldp.chassis_id ?? null,
      system_name: c.lldp.system_name ?? null,
      system_description: c.lldp.system_description ?? null,
      management_ip: c.lldp.management_ip == null ? null : hostNet(c.lldp.management_ip),
      time_created: now,
      time_modified: now,
    }
    lldp.push(config)
    const txEq = c.tx_eq
      ? {
          id: uuid(),
          pre1: c.tx_eq.pre1 ?? null,
          pre2: c.tx_eq.pre2 ?? null,
          main: c.tx_eq.main ?? null,
          post2: c.tx_eq.post2 ?? null,
          post1: c.tx_eq.post1 ?? null,
        }
      : null
    txEqs.push(txEq)
    return {
      port_settings_id: id,
      link_name: linkName,
      mtu: c.mtu,
      fec: c.fec ?? null,
      speed: c.speed,
      autoneg: c.autoneg,
      lldp_link_config_id: config.id,
      tx_eq_config_id: txEq?.id ?? null,
    }
  })

  const interfaces: Json<Api.SwitchInterfaceConfig>[] = []
  const vlanInterfaces: Json<Api.SwitchVlanInterfaceConfig>[] = []
  for (const [name, i] of Object.entries(body.interfaces)) {
    const config = {
      port_settings_id: id,
      id: uuid(),
      interface_name: name,
      v6_enabled: i.v6_enabled,
      kind: i.kind.type,
    }
    interfaces.push(config)
    if (i.kind.type === 'vlan') {
      vlanInterfaces.push({ interface_config_id: config.id, vlan_id: i.kind.vid })
    }
  }

  const routes: Json<Api.SwitchPortRouteConfig>[] = []
  const routeKeys = new Set<string>()
  for (const [name, config] of Object.entries(body.routes)) {
    for (const route of config.routes) {
      const dst = canonicalNet(route.dst)
      const gw = hostNet(route.gw)
      unique(routeKeys, `${name} ${dst} ${gw}`)
      routes.push({
        port_settings_id: id,
        interface_name: name,
        dst,
        gw,
        vlan_id: route.vid ?? null,
        rib_priority: route.rib_priority ?? null,
      })
    }
  }

  const findConfig = nameOrIdFinder(store, 'bgpConfig')
  // peers by address, the last one given winning: what the create's answer shows
  const peerByAddr = new Map<string, PortBgpPeer>()
  const peers: PortBgpPeer[] = []
  const [imports, exports, communities, peerKeys] = [0, 1, 2, 3].map(() => new Set<string>())
  for (const [name, config] of Object.entries(body.bgp_peers)) {
    for (const p of config.peers) {
      const addr = canonicalIp(p.addr)
      const bgpConfig = findConfig(p.bgp_config)
      if (!bgpConfig) throw simError.invalid('BGP config not found')
      const peer: PortBgpPeer = {
        bgp_config: bgpConfig.id,
        interface_name: name,
        addr,
        hold_time: p.hold_time,
        idle_hold_time: p.idle_hold_time,
        delay_open: p.delay_open,
        connect_retry: p.connect_retry,
        keepalive: p.keepalive,
        remote_asn: p.remote_asn ?? null,
        min_ttl: p.min_ttl ?? null,
        md5_auth_key: p.md5_auth_key ?? null,
        multi_exit_discriminator: p.multi_exit_discriminator ?? null,
        communities: p.communities,
        local_pref: p.local_pref ?? null,
        enforce_first_as: p.enforce_first_as,
        allowed_import: policy(p.allowed_import),
        allowed_export: policy(p.allowed_export),
        vlan_id: p.vlan_id ?? null,
      }
      // a later version's request may name the source address (sim/versions/translations/)
      const src = (p as { src_addr?: string | null }).src_addr
      if (src != null) peer.src_addr = canonicalIp(src)
      peerByAddr.set(addr, peer)
      const at = `${name} ${addr}`
      if (peer.allowed_import.type === 'allow') {
        for (const prefix of peer.allowed_import.value) unique(imports, `${at} ${prefix}`)
      }
      if (peer.allowed_export.type === 'allow') {
        for (const prefix of peer.allowed_export.value) unique(exports, `${at} ${prefix}`)
      }
      for (const community of peer.communities) unique(communities, `${at} ${community}`)
      peers.push(peer)
    }
  }
  for (const peer of peers) unique(peerKeys, `${peer.interface_name} ${peer.addr}`)

  const addresses: PortAddress[] = []
  const addressKeys = new Set<string>()
  const reserve = addressReserver(store)
  const findLot = nameOrIdFinder(store, 'addressLot')
  for (const [name, config] of Object.entries(body.addresses)) {
    for (const a of config.addresses) {
      const lot = findLot(a.address_lot)
      if (!lot) throw simError.invalid('AddressLot not found')
      const address = canonicalNet(a.address)
      const { block, reservationId } = reserve(lot.id, netAddress(address), false)
      addresses.push({
        port_settings_id: id,
        address_lot_block_id: block.id,
        rsvd_address_lot_block_id: reservationId,
        address,
        interface_name: name,
        vlan_id: a.vlan_id ?? null,
      })
    }
  }
  for (const a of addresses) unique(addressKeys, `${a.address} ${a.interface_name}`)

  const record = store.insert('switchPortSettings', {
    id,
    name: body.name,
    description: body.description,
    time_created: now,
    time_modified: now,
    geometry: body.port_config.geometry,
    links,
    lldp,
    tx_eq: txEqs.filter((t) => t !== null),
    interfaces,
    vlan_interfaces: vlanInterfaces,
    routes,
    bgp_peers: peers,
    addresses,
  })
  return {
    settings: toSettings(record),
    port: { port_settings_id: id, geometry: record.geometry },
    groups: [],
    links,
    link_lldp: lldp.map(toLldp),
    tx_eq: txEqs.map((t) => (t ? toTxEq(t) : null)),
    interfaces,
    vlan_interfaces: vlanInterfaces,
    routes,
    bgp_peers: peers.map((p) => {
      const last = peerByAddr.get(p.addr)!
      return {
        ...p,
        allowed_import: last.allowed_import,
        allowed_export: last.allowed_export,
        communities: last.communities,
      }
    }),
    addresses: addresses.map(toAddress),
  }
}

/** Removes settings and what they hold, giving their addresses back to their lots */
function deleteSettings(store: Store, settings: SwitchPortSettingsRecord) {
  store.remove('switchPortSettings', settings.id)
  for (const a of settings.addresses) {
    store.remove('addressLotReservations', a.rsvd_address_lot_block_id)
  }
}

/** The view of stored settings as Nexus reads it back (its tables' key order) */
export function settingsView(s: SwitchPortSettingsRecord): Json<Api.SwitchPortSettingsView> {
  const links = [...s.links].sort((a, b) => byText(a.link_name, b.link_name))
  const lldpIds = new Set(links.map((l) => l.lldp_link_config_id))
  // Nexus reads one LLDP and one tx-eq configuration (`.limit(1)`), the lowest id
  const lldp = s.lldp.filter((l) => lldpIds.has(l.id)).sort((a, b) => byText(a.id, b.id))
  const txEq = [...s.tx_eq].sort((a, b) => byText(a.id, b.id))[0]
  const interfaces = [...s.interfaces].sort((a, b) => byText(a.id, b.id))
  const interfaceIds = new Set(interfaces.map((i) => i.id))
  const inet = (a: string, b: string) => compareInet(a, b)
  const sortedPolicy = (p: Json<Api.ImportExportPolicy>): Json<Api.ImportExportPolicy> =>
    p.type === 'allow' ? { type: 'allow', value: [...p.value].sort(inet) } : p
  return {
    settings: toSettings(s),
    port: { port_settings_id: s.id, geometry: s.geometry },
    groups: [],
    links,
    link_lldp: lldp.slice(0, 1).map(toLldp),
    tx_eq: links.map((l) => (txEq && l.tx_eq_config_id === txEq.id ? toTxEq(txEq) : null)),
    interfaces,
    vlan_interfaces: s.vlan_interfaces
      .filter((v) => interfaceIds.has(v.interface_config_id))
      .sort(
        (a, b) => byText(a.interface_config_id, b.interface_config_id) || a.vlan_id - b.vlan_id,
      ),
    routes: [...s.routes].sort(
      (a, b) =>
        byText(a.interface_name, b.interface_name) || inet(a.dst, b.dst) || inet(a.gw, b.gw),
    ),
    bgp_peers: [...s.bgp_peers]
      .sort((a, b) => byText(a.interface_name, b.interface_name) || inet(a.addr, b.addr))
      .map((p) => ({
        ...p,
        communities: [...p.communities].sort((x, y) => x - y),
        allowed_import: sortedPolicy(p.allowed_import),
        allowed_export: sortedPolicy(p.allowed_export),
      })),
    addresses: [...s.addresses]
      .sort((a, b) => inet(a.address, b.address) || byText(a.interface_name, b.interface_name))
      .map(toAddress),
  }
}

export const switchPortSettings = {
  networkingSwitchPortSettingsList({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'list_children')
    const page = paginate(store.list('switchPortSettings'), query)
    return { ...page, items: page.items.map(toSettings) }
  },

  networkingSwitchPortSettingsView({ path }, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    const settings = find(store, actor, 'switchPortSettings', path.port).record
    return settingsView(settings)
  },

  networkingSwitchPortSettingsCreate({ body }, { store, actor }) {
    authorizeFleet(store, actor, 'modify')
    checkMd5Keys(body)
    const existing = store.list('switchPortSettings').find((s) => s.name === body.name)
    if (!existing) return created(createSettings(store, body, uuid()))
    // the same name: replaced in place, then applied again to the ports using it
    deleteSettings(store, existing)
    const view = createSettings(store, body, existing.id)
    for (const port of store.list('switchPorts')) {
      if (port.port_settings_id !== existing.id) continue
      const refusal = bgpConflict(store, port, existing.id)
      // Nexus has stored the new settings by then: its refusal changes nothing back
      if (refusal) return refusal
    }
    return created(view)
  },

  networkingSwitchPortSettingsDelete({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'modify')
    if (query.portSettings == null) throw simError.invalid('name or id required')
    const settings = nameOrIdFinder(store, 'switchPortSettings')(query.portSettings)
    if (!settings) throw simError.invalid('port settings not found')
    // ports using them keep their id, as in Nexus (no foreign keys there)
    deleteSettings(store, settings)
    return 204
  },
} satisfies Partial<SimHandlers>
