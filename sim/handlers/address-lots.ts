import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { authorizeFleet } from '../access/authz'
import { nowIso } from '../clock'
import type { SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { lookup } from '../access/lookup'
import { paginate } from '../answers/pagination'
import { canonicalIp, parseIp } from '../network/rack-network'
import { created } from '../answers/responses'
import type { AddressLotBlockRecord } from '../store/networking-types'
import { uuid } from '../util'

// Address lots, as nexus/src/app/address_lot.rs and the datastore's
// address_lot.rs answer at the contract's commit. A lot is a child of the
// fleet: its list needs a fleet viewer (403 otherwise), one lot is not found
// for non-viewers; creating needs `create_child` on the fleet (a fleet
// collaborator), deleting a fleet admin.
//
// Creating a lot whose name is taken does not fail: Nexus answers that lot as it
// is (its kind and description unchanged), with the blocks asked for, those it
// already had reused and the others added to it.

export const toBlock = ({ address_lot_id: _lot, ...block }: AddressLotBlockRecord) => block

/** Nexus's `validate_blocks`: both ends of one family, in order */
function checkBlocks(blocks: readonly Json<Api.AddressLotBlockCreate>[]) {
  for (const block of blocks) {
    const first = parseIp(block.first_address)
    const last = parseIp(block.last_address)
    if (!first || !last || first.v6 !== last.v6) {
      throw simError.invalid('Block bounds must be in same address family')
    }
    if (first.n > last.n) throw simError.invalid('Invalid range, first must be <= last')
  }
}

export const addressLots = {
  networkingAddressLotList({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    return paginate(store.list('addressLots'), query)
  },

  networkingAddressLotCreate({ body }, { store, actor }) {
    authorizeFleet(store, actor, 'create_child')
    checkBlocks(body.blocks)
    const now = nowIso(store)
    const lot =
      store.list('addressLots').find((l) => l.name === body.name) ??
      store.insert('addressLots', {
        id: uuid(),
        name: body.name,
        description: body.description,
        kind: body.kind,
        time_created: now,
        time_modified: now,
      })
    // the blocks the lot had before this request, by their ends
    const had = new Map<string, AddressLotBlockRecord>()
    for (const block of store.list('addressLotBlocks')) {
      if (block.address_lot_id === lot.id) {
        had.set(`${block.first_address} ${block.last_address}`, block)
      }
    }
    const blocks = body.blocks.map((wanted) => {
      const first = canonicalIp(wanted.first_address)
      const last = canonicalIp(wanted.last_address)
      return (
        had.get(`${first} ${last}`) ??
        store.insert('addressLotBlocks', {
          id: uuid(),
          address_lot_id: lot.id,
          first_address: first,
          last_address: last,
        })
      )
    })
    return created({ lot, blocks: blocks.map(toBlock) })
  },

  // A lot any of whose addresses is held (by a loopback address or port
  // settings) is refused; its blocks go with it
  networkingAddressLotDelete({ path }, { store, actor }) {
    const lot = lookup(store, actor, 'addressLot', path.addressLot, 'modify').record
    if (store.list('addressLotReservations').some((r) => r.address_lot_id === lot.id)) {
      throw simError.invalid('lot is in use')
    }
    store.remove('addressLots', lot.id)
    for (const block of store.list('addressLotBlocks')) {
      if (block.address_lot_id === lot.id) store.remove('addressLotBlocks', block.id)
    }
    return 204
  },

  networkingAddressLotBlockList({ path, query }, { store, actor }) {
    const lot = lookup(store, actor, 'addressLot', path.addressLot, 'list_children').record
    const page = paginate(store.list('addressLotBlocks'), query, {
      modes: ['id_ascending'],
      include: (b) => b.address_lot_id === lot.id,
    })
    return { ...page, items: page.items.map(toBlock) }
  },
} satisfies Partial<SimHandlers>
