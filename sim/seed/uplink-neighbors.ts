import type { UplinkNeighborRecord } from '../store/networking-types'
import { RACK_NETWORK_SET_UP, UPSTREAM_ASN, uplinks } from './rack-uplinks'

// The customer's two core routers, one cabled to each switch's qsfp0. What
// they advertise over BGP: a default route and the customer's internal
// networks. Their BGP identifiers are their loopbacks, 10.255.0.1 and .2.

const routerIds = ['b5e1a7c2-93d4-4f08-a6b1-2c7e9d0f3a58', '0d6f3b81-c2a7-4e59-b8d4-7f1e2a5c96b3']

export const uplinkNeighbors: UplinkNeighborRecord[] = uplinks.map((uplink, i) => ({
  id: routerIds[i],
  switch_location: uplink.switch,
  port_name: uplink.port,
  time_cabled: RACK_NETWORK_SET_UP,
  address: uplink.router,
  asn: UPSTREAM_ASN,
  bgp_id: 0x0aff0001 + i,
  routes: ['0.0.0.0/0', '10.0.0.0/8', '172.20.0.0/16'],
  chassis_id: `b8:ce:f6:3a:10:${(0x7c + i).toString(16)}`,
  link_name: `Ethernet1/${49 + i}`,
  link_description: `to oxide rack ${uplink.switch} ${uplink.port}`,
  system_name: `core-rtr-${'ab'[i]}`,
  system_description: 'Datacenter core router',
}))
