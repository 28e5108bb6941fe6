import type { AddressLotBlockRecord, AddressLotRecord } from '../store/networking-types'
import { ANNOUNCED, INFRA_FIRST, INFRA_LAST, RACK_ASN, RACK_NETWORK_SET_UP } from './rack-uplinks'

// The two lots rack initialization makes, with Nexus's names and descriptions:
// `initial-infra` for the switches' uplink addresses, and one lot per BGP
// configuration holding the networks it announces.

export const addressLotIds = {
  infra: '5f2a7c1e-8b34-4d6a-9e07-3c81b2f4a915',
  announced: 'c3e81d47-2a96-4f0b-b5d8-71e4a09c6b22',
} as const

export const addressLotBlockIds = {
  infra: '9d4b6e20-f13a-4c78-8a55-2e0f7b93c1d6',
} as const

const at = RACK_NETWORK_SET_UP

export const addressLots: AddressLotRecord[] = [
  {
    id: addressLotIds.infra,
    name: 'initial-infra',
    description: 'initial infrastructure ip address lot',
    kind: 'infra',
    time_created: at,
    time_modified: at,
  },
  {
    id: addressLotIds.announced,
    name: `as${RACK_ASN}-lot`,
    description: `Address lot for announce set in as ${RACK_ASN}`,
    kind: 'infra',
    time_created: at,
    time_modified: at,
  },
]

/** A /24's first and last address */
const ends = (net: string) => {
  const base = net.slice(0, net.lastIndexOf('.'))
  return { first_address: `${base}.0`, last_address: `${base}.255` }
}

const announcedBlockIds = [
  '1a7e4c90-6d2b-4f85-93c1-8b0e5d7f2a46',
  '4e09b3d5-7c18-4a62-b2f7-95d1c8e06a3b',
  'b81f2a6c-0e57-4d93-a4c8-3f6e1d0b9725',
]

export const addressLotBlocks: AddressLotBlockRecord[] = [
  {
    id: addressLotBlockIds.infra,
    address_lot_id: addressLotIds.infra,
    first_address: INFRA_FIRST,
    last_address: INFRA_LAST,
  },
  ...ANNOUNCED.map((net, i) => ({
    id: announcedBlockIds[i],
    address_lot_id: addressLotIds.announced,
    ...ends(net),
  })),
]
