import { RACK_HARDWARE_SEEN } from './sleds'

// The plan the rack was set up with (RSS's rack network configuration): one
// uplink per switch, on qsfp0, to an upstream router of the customer's
// network, over a small transit subnet of private addresses; BGP as AS 65000
// announcing the rack's public ranges (the IP pools' TEST-NET blocks) to those
// routers, which are AS 65100. The tables of the rack's networking are made
// from this, as Nexus makes them at rack initialization.

/** When Nexus recorded the rack's network configuration */
export const RACK_NETWORK_SET_UP = RACK_HARDWARE_SEEN

export const RACK_ASN = 65000
export const UPSTREAM_ASN = 65100

/** The networks the rack announces: where its IP pools' addresses come from */
export const ANNOUNCED = ['192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24'] as const

/** The infrastructure lot's one block: the uplink addresses of both switches */
export const INFRA_FIRST = '172.20.15.18'
export const INFRA_LAST = '172.20.15.29'

export type Uplink = {
  switch: 'switch0' | 'switch1'
  port: 'qsfp0'
  /** the rack's address on the transit subnet */
  address: string
  /** the upstream router's */
  router: string
}

export const uplinks: readonly Uplink[] = [
  { switch: 'switch0', port: 'qsfp0', address: '172.20.15.18/29', router: '172.20.15.17' },
  { switch: 'switch1', port: 'qsfp0', address: '172.20.15.26/29', router: '172.20.15.25' },
]

/** A uuid fixed by a name: demo ids for records there are many of (switch ports) */
export function fixedUuid(name: string): string {
  // FNV-1a over the name, stretched to 128 bits by hashing four salted copies
  const words = [0, 1, 2, 3].map((salt) => {
    let h = 0x811c9dc5
    for (const ch of `${salt}:${name}`) {
      h ^= ch.charCodeAt(0)
      h = Math.imul(h, 0x01000193) >>> 0
    }
    return h.toString(16).padStart(8, '0')
  })
  const hex = words.join('')
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
