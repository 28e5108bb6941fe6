import type { AddressLotReservationRecord } from '../store/networking-types'
import { addressLotIds } from './address-lots'
import { uplinks } from './rack-uplinks'
import { uplinkReservationIds } from './switch-port-settings'

/** The uplink addresses the rack's port settings hold in `initial-infra` */
export const addressLotReservations: AddressLotReservationRecord[] = uplinks.map((uplink, i) => {
  const address = uplink.address.slice(0, uplink.address.indexOf('/'))
  return {
    id: uplinkReservationIds[i],
    address_lot_id: addressLotIds.infra,
    first_address: address,
    last_address: address,
    anycast: false,
  }
})
