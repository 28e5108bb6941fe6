import type { BgpConfigRecord } from '../store/networking-types'
import { bgpAnnounceSetIds } from './bgp-announce-sets'
import { RACK_ASN, RACK_NETWORK_SET_UP } from './rack-uplinks'

export const bgpConfigIds = {
  rack: 'e4a17c38-5b09-4d6e-a2f3-81c6d0b7e954',
} as const

/** The rack's one BGP configuration, named and described as rack setup names it */
export const bgpConfigs: BgpConfigRecord[] = [
  {
    id: bgpConfigIds.rack,
    name: `as${RACK_ASN}`,
    description: `BGP config for AS ${RACK_ASN}`,
    asn: RACK_ASN,
    vrf: null,
    bgp_announce_set_id: bgpAnnounceSetIds.rack,
    shaper: null,
    checker: null,
    time_created: RACK_NETWORK_SET_UP,
    time_modified: RACK_NETWORK_SET_UP,
  },
]
