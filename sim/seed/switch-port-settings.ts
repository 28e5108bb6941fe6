import type { SwitchPortSettingsRecord } from '../store/networking-types'
import { addressLotBlockIds } from './address-lots'
import { bgpConfigIds } from './bgp-configs'
import { RACK_NETWORK_SET_UP, UPSTREAM_ASN, uplinks, type Uplink } from './rack-uplinks'

// The settings rack setup makes for each uplink (`default-uplink0`, …): one
// 100G link named `phy` with LLDP on, and on `phy0` the uplink's address from
// `initial-infra`, a default route to the upstream router and that router as
// BGP peer. Rack setup makes no interface configuration.

export const switchPortSettingsIds = {
  uplinks: ['2c6f0a93-d41e-4b58-9e27-6a3b8c1f05d4', '8e51b7d2-3a0c-4f96-b1e8-0d7c2a59f3e6'],
} as const

/** The LLDP configuration of each uplink's link */
export const uplinkLldpIds = [
  'f09a3c5e-1b72-4d84-a6e9-4c2d8b1f7a30',
  '63d8e1b4-9f25-4a07-8c3e-b5a1f9d2e640',
]
const reservationIds = [
  'a2c5e8f1-4b07-4d39-9a6e-1f3b7c0d5e82',
  'd7b1f4a9-2e60-4c85-b3d2-8a9e0f6c1b57',
]

/** The reservation of each uplink's address in `initial-infra` */
export const uplinkReservationIds = reservationIds

const settings = (uplink: Uplink, index: number): SwitchPortSettingsRecord => {
  const id = switchPortSettingsIds.uplinks[index]
  return {
    id,
    name: `default-uplink${index}`,
    description: 'initial uplink configuration',
    time_created: RACK_NETWORK_SET_UP,
    time_modified: RACK_NETWORK_SET_UP,
    geometry: 'qsfp28x1',
    links: [
      {
        port_settings_id: id,
        link_name: 'phy',
        mtu: 1500,
        fec: 'rs',
        speed: 'speed100_g',
        autoneg: false,
        lldp_link_config_id: uplinkLldpIds[index],
        tx_eq_config_id: null,
      },
    ],
    lldp: [
      {
        id: uplinkLldpIds[index],
        enabled: true,
        link_name: uplink.port,
        link_description: `uplink to the core router on ${uplink.switch}`,
        chassis_id: null,
        system_name: `oxide-rack-${uplink.switch}`,
        system_description: `Oxide rack, ${uplink.switch}`,
        management_ip: null,
        time_created: RACK_NETWORK_SET_UP,
        time_modified: RACK_NETWORK_SET_UP,
      },
    ],
    tx_eq: [],
    interfaces: [],
    vlan_interfaces: [],
    routes: [
      {
        port_settings_id: id,
        interface_name: 'phy0',
        dst: '0.0.0.0/0',
        gw: `${uplink.router}/32`,
        vlan_id: null,
        rib_priority: null,
      },
    ],
    bgp_peers: [
      {
        bgp_config: bgpConfigIds.rack,
        interface_name: 'phy0',
        addr: uplink.router,
        hold_time: 6,
        idle_hold_time: 3,
        delay_open: 0,
        connect_retry: 3,
        keepalive: 2,
        remote_asn: UPSTREAM_ASN,
        min_ttl: null,
        md5_auth_key: null,
        multi_exit_discriminator: null,
        communities: [],
        local_pref: null,
        enforce_first_as: false,
        allowed_import: { type: 'no_filtering' },
        allowed_export: { type: 'no_filtering' },
        vlan_id: null,
      },
    ],
    addresses: [
      {
        port_settings_id: id,
        address_lot_block_id: addressLotBlockIds.infra,
        rsvd_address_lot_block_id: reservationIds[index],
        address: uplink.address,
        interface_name: 'phy0',
        vlan_id: null,
      },
    ],
  }
}

export const switchPortSettings: SwitchPortSettingsRecord[] = uplinks.map(settings)
