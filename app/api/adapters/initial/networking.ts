// Rack networking: switch ports, BGP, BFD, LLDP in this version's terms.
//
// The first versioned API still names a switch by its location (the newest's slot), keeps a
// VLAN interface's id beside the interfaces, has numbered BGP peers only, routers taking a
// single path, and exported routes as one map of peer to IPv4 networks (no switch said).
import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type * as Old from '../../__generated_versions__/2025112000.0.0/Api'
import {
  bfdStatusUp,
  bgpConfigUp,
  bgpExportedUp,
  bgpPeerStatusUp,
  lacking,
  slotOf,
  switchPortUp,
} from '../v14/networking'
import type { InitialTable } from './table'

const bgpPeerUp = ({ addr, interfaceName: _i, ...p }: Old.BgpPeer): Now.BgpPeer => ({
  ...p,
  addr: { type: 'numbered', targetAddr: addr, srcAddr: null },
})

export function portSettingsUp({
  vlanInterfaces,
  ...settings
}: Old.SwitchPortSettings): Now.SwitchPortSettings {
  const vid = new Map(vlanInterfaces.map((v) => [v.interfaceConfigId, v.vlanId]))
  return {
    ...settings,
    interfaces: settings.interfaces.map(({ kind, ...i }) => ({
      ...i,
      kind:
        kind === 'vlan'
          ? { type: 'vlan', vid: vid.get(i.id) ?? lacking<number>() }
          : { type: kind },
    })),
    bgpPeers: settings.bgpPeers.map(bgpPeerUp),
  }
}

export const networking: InitialTable = {
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
    request: ({ path: { switchSlot, ...path }, query }) => ({
      path: { ...path, switchLocation: switchSlot },
      query,
    }),
  },
  networkingSwitchPortSettingsView: { response: portSettingsUp },
  networkingBgpConfigList: {
    response: (page) => ({ ...page, items: page.items.map(bgpConfigUp) }),
  },
  networkingBgpStatus: { response: (peers) => peers.map(bgpPeerStatusUp) },
  networkingBgpExported: { response: bgpExportedUp },
  networkingBgpImported: {
    response: (routes) => routes.map((r) => ({ ...r, switch: slotOf(r.switch) })),
  },
  networkingBfdStatus: { response: (sessions) => sessions.map(bfdStatusUp) },
}
