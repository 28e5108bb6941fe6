import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { clockOf, iso } from '../clock'
import { compareInet } from './rack-network'
import type {
  PortBgpPeer,
  SwitchPortRecord,
  SwitchPortSettingsRecord,
  UplinkNeighborRecord,
} from '../store/networking-types'
import type { Store } from '../store/types'

// What the switch daemons would tell Nexus (Dendrite about links, lldpd about
// neighbours, mgd about BGP and BFD), worked out from the database and the demo's
// routers past the uplinks (`uplinkNeighbors`), so that every answer agrees with
// the others: a port's link is up while it has settings with a link and a router
// is cabled to it; LLDP shows that router while the link is up and LLDP is on;
// a BGP session is established while the link is up and the peer configured is
// that router (its address, its ASN if one is required, no TCP-MD5 key, which the
// demo routers do not have). Everything dates from when the port's settings last
// changed, or the router was cabled, whichever came later.

/** A port's settings, if it has some that exist (a deleted one's id may linger) */
export function settingsOf(store: Store, port: SwitchPortRecord): SwitchPortSettingsRecord | null {
  return port.port_settings_id
    ? (store.get('switchPortSettings', port.port_settings_id) ?? null)
    : null
}

/** The router cabled to a port, if any */
export function neighborOf(store: Store, port: SwitchPortRecord): UplinkNeighborRecord | null {
  return (
    store
      .list('uplinkNeighbors')
      .find((n) => n.switch_location === port.switch_location && n.port_name === port.port_name) ??
    null
  )
}

export type PortState = {
  port: SwitchPortRecord
  settings: SwitchPortSettingsRecord | null
  neighbor: UplinkNeighborRecord | null
  linkUp: boolean
  /** epoch ms of the link's last change */
  since: number
}

export function portState(store: Store, port: SwitchPortRecord): PortState {
  const settings = settingsOf(store, port)
  const neighbor = neighborOf(store, port)
  const linkUp = !!settings && settings.links.length > 0 && !!neighbor
  const since = Math.max(
    Date.parse(port.time_settings_changed),
    neighbor ? Date.parse(neighbor.time_cabled) : 0,
  )
  return { port, settings, neighbor, linkUp, since }
}

/** The ports of a switch, of any rack (the daemons know only their own switch) */
export const portsOn = (store: Store, location: string) =>
  store.list('switchPorts').filter((p) => p.switch_location === location)

/** A settings object's first link, in the order Nexus reads them (by name) */
export const firstLink = (settings: SwitchPortSettingsRecord) =>
  [...settings.links].sort((a, b) => (a.link_name < b.link_name ? -1 : 1))[0]

/** Whether LLDP runs on the port's link */
export function lldpEnabled(settings: SwitchPortSettingsRecord | null): boolean {
  const link = settings && firstLink(settings)
  return !!link && !!settings.lldp.find((l) => l.id === link.lldp_link_config_id)?.enabled
}

// ---- Dendrite: links ------------------------------------------------------

const DPD_SPEED: Record<Api.LinkSpeed, string> = {
  speed0_g: 'Speed0G',
  speed1_g: 'Speed1G',
  speed10_g: 'Speed10G',
  speed25_g: 'Speed25G',
  speed40_g: 'Speed40G',
  speed50_g: 'Speed50G',
  speed100_g: 'Speed100G',
  speed200_g: 'Speed200G',
  speed400_g: 'Speed400G',
}
const DPD_FEC: Record<Api.LinkFec, string> = { firecode: 'Firecode', none: 'None', rs: 'RS' }

/**
 * Dendrite's `Link` and transceiver monitors for link 0 of a QSFP port, as Nexus
 * passes them on (`monitors` is null for a port without a transceiver)
 */
export function linkStatus(state: PortState, index: number): Json<Api.SwitchLinkState> {
  const { settings, neighbor, linkUp } = state
  const link = settings && firstLink(settings)
  // the rack's MAC range, one address per port of a switch
  const mac = [0xa8, 0x40, 0x25, 0xff, state.port.switch_location === 'switch1' ? 1 : 0, index]
  const present = !!neighbor // only cabled ports hold a transceiver
  return {
    link: {
      address: { a: mac },
      asic_id: 8 * index,
      autoneg: link?.autoneg ?? false,
      enabled: !!link,
      // without a configured FEC, Dendrite uses the media's standard one: RS for 100G optics
      fec: link ? DPD_FEC[link.fec ?? 'rs'] : null,
      fsm_state: !link ? 'Disabled' : linkUp ? 'LinkUp' : 'WaitSignalOK',
      ipv6_enabled: !!settings?.interfaces.some((i) => i.v6_enabled),
      kr: false,
      link_id: 0,
      link_state: linkUp ? 'up' : 'down',
      media: present ? 'Optical' : 'None',
      port_id: state.port.port_name,
      prbs: 'Mission',
      presence: present,
      speed: link ? DPD_SPEED[link.speed] : 'Speed0G',
      tofino_connector: index + 1,
    },
    monitors: present
      ? {
          receiver_power: [0.81, 0.79, 0.84, 0.8].map((average) => ({ average })),
          supply_voltage: 3.29,
          temperature: 36.5 + index,
          transmitter_bias_current: [6.4, 6.5, 6.3, 6.6],
          transmitter_power: [0.92, 0.9, 0.93, 0.91],
        }
      : null,
    // the contract leaves this object open: its generated type has no room for the null
  } as unknown as Json<Api.SwitchLinkState>
}

// ---- lldpd: neighbours ----------------------------------------------------

/** LLDP advertisements come every 30 seconds */
const LLDP_INTERVAL_MS = 30_000

/** lldpd's neighbours of a port; `id` (lldpd's, for paging) is not part of the view */
export function lldpNeighbors(
  store: Store,
  state: PortState,
): (Json<Api.LldpNeighbor> & { id: string })[] {
  const { neighbor, linkUp, settings } = state
  if (!neighbor || !linkUp || !lldpEnabled(settings)) return []
  const now = clockOf(store).now()
  const heard = state.since + Math.floor((now - state.since) / LLDP_INTERVAL_MS) * LLDP_INTERVAL_MS
  return [
    {
      id: neighbor.id,
      local_port: `${state.port.port_name}/0`,
      first_seen: iso(state.since),
      last_seen: iso(Math.max(heard, state.since)),
      link_name: neighbor.link_name,
      link_description: neighbor.link_description,
      chassis_id: neighbor.chassis_id,
      system_name: neighbor.system_name,
      system_description: neighbor.system_description,
      management_ip: [`${neighbor.address}/32`],
    },
  ]
}

// ---- mgd: BGP sessions ----------------------------------------------------

export type BgpSession = {
  switch: 'switch0' | 'switch1'
  /** the local ASN: the session's router */
  asn: number
  peer: PortBgpPeer
  state: PortState
  established: boolean
}

/**
 * The BGP sessions mgd runs on a switch: one per peer address and router, from the
 * settings of the switch's ports (a router per ASN those peers' configurations name)
 */
export function bgpSessions(store: Store, location: 'switch0' | 'switch1'): BgpSession[] {
  const sessions: BgpSession[] = []
  const seen = new Set<string>()
  for (const port of portsOn(store, location)) {
    const state = portState(store, port)
    for (const peer of state.settings?.bgp_peers ?? []) {
      const config = store.get('bgpConfigs', peer.bgp_config)
      if (!config) continue
      const key = `${config.asn} ${peer.addr}`
      if (seen.has(key)) continue
      seen.add(key)
      const router = state.neighbor
      const established =
        state.linkUp &&
        !!router &&
        router.address === peer.addr &&
        (peer.remote_asn == null || peer.remote_asn === router.asn) &&
        !peer.md5_auth_key
      sessions.push({ switch: location, asn: config.asn, peer, state, established })
    }
  }
  return sessions.sort((a, b) => a.asn - b.asn || compareInet(a.peer.addr, b.peer.addr))
}

/** Whether a prefix passes an import or export policy (mgd matches prefixes exactly) */
export const policyAllows = (policy: Json<Api.ImportExportPolicy>, prefix: string) =>
  policy.type === 'no_filtering' || policy.value.includes(prefix)
