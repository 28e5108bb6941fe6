import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'

// Records of the rack's system networking (Nexus's external networking tables, RFD
// 267): address lots, loopback addresses, switch ports and their settings, BGP, BFD
// and the allow list; and the demo's view of the world past the rack's uplinks,
// which the switch daemons would report. Wire-shaped like every record; the extra
// columns each keeps are named in its comment.

export type AddressLotRecord = Json<Api.AddressLot>
/** `address_lot_id` is not part of the `AddressLotBlock` view */
export type AddressLotBlockRecord = Json<Api.AddressLotBlock> & { address_lot_id: string }
/**
 * An address of a lot held by a loopback address or a port's settings (Nexus's
 * `address_lot_rsvd_block`); an anycast one may be held more than once
 */
export type AddressLotReservationRecord = {
  id: string
  address_lot_id: string
  first_address: string
  last_address: string
  anycast: boolean
}
/** The reservation it holds, `anycast` and its times are not part of the view */
export type LoopbackAddressRecord = Json<Api.LoopbackAddress> & {
  rsvd_address_lot_block_id: string
  anycast: boolean
  time_created: string
  time_modified: string
}
/**
 * A QSFP port of a switch. `time_settings_changed` (not in the view) is when
 * settings were last applied or cleared: what the switch daemons report as the
 * age of the port's link and sessions.
 */
export type SwitchPortRecord = Json<Api.SwitchPort> & { time_settings_changed: string }

/** An LLDP configuration of a settings object's link, with Nexus's times */
export type LldpLinkConfigRecord = Json<Api.LldpLinkConfig> & {
  time_created: string
  time_modified: string
}
/** A link's transmit equalization (Nexus's `tx_eq_config`, found by id) */
export type TxEqConfigRecord = Json<Api.TxEqConfig> & { id: string }
/**
 * A BGP peer of a settings object: the view, keyed by the interface (the map key
 * it was given under, which is also the `interface_name` Nexus shows)
 */
export type PortBgpPeer = Json<Api.BgpPeer> & {
  /** the session's source address, as a later version's request names it (not in v14's view) */
  src_addr?: string
}
/** An address of a settings object, with the reservation it holds */
export type PortAddress = Json<Api.SwitchPortAddressConfig> & { rsvd_address_lot_block_id: string }

/**
 * Switch port settings and everything they hold (Nexus keeps one table per part;
 * they are only ever written and read together, and LLDP updates in place)
 */
export type SwitchPortSettingsRecord = Json<Api.SwitchPortSettings> & {
  geometry: Api.SwitchPortGeometry2
  links: Json<Api.SwitchPortLinkConfig>[]
  lldp: LldpLinkConfigRecord[]
  tx_eq: TxEqConfigRecord[]
  interfaces: Json<Api.SwitchInterfaceConfig>[]
  vlan_interfaces: Json<Api.SwitchVlanInterfaceConfig>[]
  routes: Json<Api.SwitchPortRouteConfig>[]
  bgp_peers: PortBgpPeer[]
  addresses: PortAddress[]
}

/** `bgp_announce_set_id`, `shaper` and `checker` are not part of the view */
export type BgpConfigRecord = Json<Api.BgpConfig> & {
  bgp_announce_set_id: string
  shaper: string | null
  checker: string | null
}
export type BgpAnnounceSetRecord = Json<Api.BgpAnnounceSet>
/** `id` is `${announce_set_id}/${network}`, the table's primary key */
export type BgpAnnouncementRecord = Json<Api.BgpAnnouncement> & { id: string }
/** A BFD session asked for (Nexus's `bfd_session`); `switch` is any name */
export type BfdSessionRecord = {
  id: string
  local: string | null
  remote: string
  detection_threshold: number
  required_rx: number
  switch: string
  mode: Api.BfdMode
  time_created: string
  time_modified: string
}
/** The one allow list; `id` is Nexus's fixed one */
export type AllowListRecord = Json<Api.AllowList> & { id: string }

/**
 * Demo data for what the switch daemons see past a port: the upstream router
 * cabled to it, which answers LLDP, BGP (from `address`, as `asn`, advertising
 * `routes`) and BFD once the port's link is up. `id` is the LLDP neighbour's.
 */
export type UplinkNeighborRecord = {
  id: string
  switch_location: Api.SwitchLocation
  port_name: string
  /** when the router was first seen on the port */
  time_cabled: string
  address: string
  asn: number
  /** its BGP identifier */
  bgp_id: number
  routes: string[]
  chassis_id: string
  link_name: string
  link_description: string
  system_name: string
  system_description: string
}
