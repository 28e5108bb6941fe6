import type { BgpAnnounceSetRecord, BgpAnnouncementRecord } from '../store/networking-types'
import { ANNOUNCED, RACK_ASN, RACK_NETWORK_SET_UP } from './rack-uplinks'

// The announce set rack setup makes for its BGP configuration: the rack's
// public networks. As Nexus records them, each announcement's
// `address_lot_block_id` is the id of the set it was created with.

export const bgpAnnounceSetIds = {
  rack: '7b3d9e51-0c48-4a27-8f16-e2a5c4b09d83',
} as const

export const bgpAnnounceSets: BgpAnnounceSetRecord[] = [
  {
    id: bgpAnnounceSetIds.rack,
    name: `as${RACK_ASN}-announce`,
    description: `Announce set for AS ${RACK_ASN}`,
    time_created: RACK_NETWORK_SET_UP,
    time_modified: RACK_NETWORK_SET_UP,
  },
]

export const bgpAnnouncements: BgpAnnouncementRecord[] = ANNOUNCED.map((network) => ({
  id: `${bgpAnnounceSetIds.rack}/${network}`,
  announce_set_id: bgpAnnounceSetIds.rack,
  address_lot_block_id: bgpAnnounceSetIds.rack,
  network,
}))
