// Rack networking: switch ports, BGP, BFD, LLDP in this version's terms.
//
// Release v14 names a switch by its location ("switch0", "switch1"), which the newest calls
// its slot; its port settings view nests the settings' own fields under `settings` and
// keeps a link's LLDP and transceiver settings beside the links; its BGP peers are numbered
// only (an address each); its routers take a single path; its exported routes are one map
// of peer to IPv4 networks, without the switch.
import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type * as Old from '../../__generated__/Api'
import type { V14Table } from './table'

/** A switch location of the old answer as a slot: the two are the same two names */
export function slotOf(location: string): Now.SwitchSlot {
  if (location === 'switch0' || location === 'switch1') return location
  throw new Error(`Unknown switch location ${location}`)
}

/** The address of an old `IpNet` that names one host ("192.0.2.1/32" -> "192.0.2.1") */
export const hostOf = (net: string) => net.replace(/\/\d+$/, '')

/**
 * A value the old answer does not carry and the newest model requires; left out rather
 * than guessed. No page reads it.
 */
export const lacking = <T>() => undefined as unknown as T

export const switchPortUp = ({ switchLocation, ...port }: Old.SwitchPort): Now.SwitchPort => ({
  ...port,
  switchSlot: slotOf(switchLocation),
})

/** Before BGP unnumbered peers, mgd named each peer by its address */
export const bgpPeerStatusUp = (p: Old.BgpPeerStatus): Now.BgpPeerStatus => ({
  ...p,
  peerId: p.addr,
})

/** A router of v14 takes one path to a prefix (no multipath) */
export const bgpConfigUp = (c: Old.BgpConfig): Now.BgpConfig => ({ ...c, maxPaths: 1 })

/** The one map of peer to networks as the newest list of (peer, network); no switch said */
export const bgpExportedUp = ({ exports }: Old.BgpExported): Now.BgpExported[] =>
  Object.entries(exports).flatMap(([peerId, nets]) =>
    nets.map((prefix) => ({ peerId, prefix, switch: lacking<Now.SwitchSlot>() })),
  )

export const bfdStatusUp = ({ switch: location, ...s }: Old.BfdStatus): Now.BfdStatus => ({
  ...s,
  switchSlot: slotOf(location),
})

/** A neighbour's management addresses were networks; the newest says what kind of address */
export const lldpNeighborUp = (n: Old.LldpNeighbor): Now.LldpNeighbor => ({
  ...n,
  managementIp: n.managementIp.map((net) => ({
    addr: { ipAddr: hostOf(net) },
    interfaceNum: lacking<Now.InterfaceNum>(),
  })),
})

const lldpUp = (l: Old.LldpLinkConfig): Now.LldpLinkConfig => ({
  ...l,
  managementIp: l.managementIp == null ? l.managementIp : hostOf(l.managementIp),
})

const bgpPeerUp = ({ addr, interfaceName: _i, ...p }: Old.BgpPeer): Now.BgpPeer => ({
  ...p,
  addr: { type: 'numbered', targetAddr: addr, srcAddr: null },
})

/** The old view: the settings nested, each link's LLDP and tx-eq beside the links */
export function portSettingsUp(view: Old.SwitchPortSettingsView): Now.SwitchPortSettings {
  const lldp = new Map(view.linkLldp.map((l) => [l.id, lldpUp(l)]))
  const vid = new Map(view.vlanInterfaces.map((v) => [v.interfaceConfigId, v.vlanId]))
  // tx-eq settings come one per link, in the links' order
  const txEq = view.txEq.length === view.links.length ? view.txEq : []
  return {
    ...view.settings,
    port: view.port,
    groups: view.groups,
    links: view.links.map(({ lldpLinkConfigId, txEqConfigId: _t, ...link }, i) => ({
      ...link,
      lldpLinkConfig: lldpLinkConfigId ? (lldp.get(lldpLinkConfigId) ?? null) : null,
      txEqConfig: txEq[i] ?? null,
    })),
    interfaces: view.interfaces.map(({ kind, ...i }) => ({
      ...i,
      kind:
        kind === 'vlan'
          ? { type: 'vlan', vid: vid.get(i.id) ?? lacking<number>() }
          : { type: kind },
    })),
    addresses: view.addresses.map((a) => ({
      ...a,
      addressLotId: lacking<string>(),
      addressLotName: lacking<string>(),
    })),
    routes: view.routes.map((r) => ({ ...r, gw: hostOf(r.gw) })),
    bgpPeers: view.bgpPeers.map(bgpPeerUp),
  }
}

type PortAt = { rackId: string; switchSlot: Now.SwitchSlot; port: string }
const locationDown = ({ switchSlot, ...at }: PortAt) => ({ ...at, switchLocation: switchSlot })

export const networking: V14Table = {
  networkingSwitchPortList: {
    response: (page) => ({ ...page, items: page.items.map(switchPortUp) }),
  },
  networkingSwitchPortStatus: {
    request: ({ path, query: { rackId, switchSlot } }) => ({
      path,
      query: { rackId, switchLocation: switchSlot },
    }),
  },
  networkingSwitchPortLldpNeighbors: {
    request: ({ path, query }) => ({ path: locationDown(path), query }),
    response: (page) => ({ ...page, items: page.items.map(lldpNeighborUp) }),
  },
  networkingSwitchPortSettingsView: { response: portSettingsUp },
  networkingBgpConfigList: {
    response: (page) => ({ ...page, items: page.items.map(bgpConfigUp) }),
  },
  networkingBgpStatus: { response: (peers) => peers.map(bgpPeerStatusUp) },
  networkingBgpExported: { response: bgpExportedUp },
  // the old routes are IPv4 ones of the same fields; the switch location is its slot
  networkingBgpImported: {
    response: (routes) => routes.map((r) => ({ ...r, switch: slotOf(r.switch) })),
  },
  networkingBfdStatus: { response: (sessions) => sessions.map(bfdStatusUp) },
}
