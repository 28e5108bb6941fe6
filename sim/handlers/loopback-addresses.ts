import { authorizeFleet } from '../access/authz'
import { nowIso } from '../clock'
import type { SimHandlers } from '../context'
import { errorResponse, simError } from '../answers/errors'
import { authorizeFleetChild, lookup } from '../access/lookup'
import { paginate } from '../answers/pagination'
import { canonicalIp, parseIp, addressReserver } from '../network/rack-network'
import { created } from '../answers/responses'
import type { LoopbackAddressRecord } from '../store/networking-types'
import { uuid } from '../util'

// Loopback addresses of the rack's switches, as nexus/src/app/switch_interface.rs
// and the datastore's switch_interface.rs answer at the contract's commit. An
// address is taken from an address lot's blocks (refused when no block holds it
// or another holder has it already) and given back when the address is deleted.

const toLoopbackAddress = ({
  rsvd_address_lot_block_id: _rsvd,
  anycast: _anycast,
  time_created: _created,
  time_modified: _modified,
  ...address
}: LoopbackAddressRecord) => address

/** An `addr/mask` as ipnetwork's `IpNetwork::new` takes it, or null past the family's width */
function network(address: string, mask: number): string | null {
  const ip = parseIp(address)
  if (!ip || mask > (ip.v6 ? 128 : 32)) return null
  return `${canonicalIp(address)}/${mask}`
}

/**
 * How Nexus's lookup names a loopback address it does not find: its key's
 * columns as Rust's `Debug` writes them
 */
function notFoundLabel(net: string, rackId: string, location: string) {
  const slash = net.lastIndexOf('/')
  const [addr, prefix] = [net.slice(0, slash), net.slice(slash + 1)]
  const family = addr.includes(':') ? 'V6(Ipv6Network' : 'V4(Ipv4Network'
  // the location is a Name (letters, digits, '-'): nothing in it to escape
  return (
    `address = ${family} { addr: ${addr}, prefix: ${prefix} }), ` +
    `rack_id = ${rackId}, switch_location = "${location}"`
  )
}

export const loopbackAddresses = {
  networkingLoopbackAddressList({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'list_children')
    const page = paginate(store.list('loopbackAddresses'), query, { modes: ['id_ascending'] })
    return { ...page, items: page.items.map(toLoopbackAddress) }
  },

  // Nexus checks, in order: the fleet, the switch, the rack, the lot, the
  // address's mask, then takes the address from the lot
  networkingLoopbackAddressCreate({ body }, { store, actor }) {
    authorizeFleet(store, actor, 'create_child')
    if (body.switch_location !== 'switch0' && body.switch_location !== 'switch1') {
      throw simError.invalid('Switch location must be switch0 or switch1')
    }
    lookup(store, actor, 'rack', body.rack_id.toLowerCase(), 'read')
    const lot = lookup(store, actor, 'addressLot', body.address_lot, 'create_child').record
    const net = network(body.address, body.mask)
    if (!net) throw simError.invalid('invalid address')
    const reserve = addressReserver(store)
    const { block, reservationId } = reserve(lot.id, body.address, body.anycast)
    const rackId = body.rack_id.toLowerCase()
    // at most one loopback address of a value per switch (Nexus's unique index)
    const taken = store
      .list('loopbackAddresses')
      .some(
        (a) =>
          a.address === net && a.rack_id === rackId && a.switch_location === body.switch_location,
      )
    if (taken) throw simError.alreadyExists('loopback-address', `lo ${net}`)
    const now = nowIso(store)
    const record = store.insert('loopbackAddresses', {
      id: uuid(),
      address: net,
      address_lot_block_id: block.id,
      rack_id: rackId,
      switch_location: body.switch_location,
      rsvd_address_lot_block_id: reservationId,
      anycast: body.anycast,
      time_created: now,
      time_modified: now,
    })
    return created(toLoopbackAddress(record))
  },

  networkingLoopbackAddressDelete({ path }, { store, actor }) {
    const net = network(path.address, path.subnetMask)
    // Dropshot's own kind of refusal: no error code
    if (!net) throw errorResponse(400, undefined, 'invalid ip address')
    const rackId = path.rackId.toLowerCase()
    const address = store
      .list('loopbackAddresses')
      .find(
        (a) =>
          a.address === net && a.rack_id === rackId && a.switch_location === path.switchLocation,
      )
    const notFound = () =>
      simError.notFound('loopback-address', { id: notFoundLabel(net, rackId, path.switchLocation) })
    if (!address) throw notFound()
    authorizeFleetChild(store, actor, 'modify', notFound)
    store.remove('loopbackAddresses', address.id)
    store.remove('addressLotReservations', address.rsvd_address_lot_block_id)
    return 204
  },
} satisfies Partial<SimHandlers>
