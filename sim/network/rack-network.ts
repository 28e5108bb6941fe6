import { simError } from '../answers/errors'
import { formatIp, parseIpv4, parseIpv6 } from './ip'
import type { AddressLotBlockRecord } from '../store/networking-types'
import type { Store } from '../store/types'
import { uuid } from '../util'

// What the rack's networking handlers share: addresses as Nexus stores and
// prints them (Postgres INET, Rust's Display), and address reservations in
// address lots. Its records are found through sim/access/lookup.ts.

/** An address as a family and a number, or null */
export function parseIp(text: string): { v6: boolean; n: bigint } | null {
  const v4 = parseIpv4(text)
  if (v4 !== null) return { v6: false, n: BigInt(v4) }
  const v6 = parseIpv6(text)
  return v6 === null ? null : { v6: true, n: v6 }
}

/** An address as Rust prints it (`2001:DB8::0001` → `2001:db8::1`); the text if it is none */
export function canonicalIp(text: string): string {
  const ip = parseIp(text)
  return ip ? formatIp(ip.v6, ip.n) : text
}

/** An `addr/width` network as Rust prints it; the host bits are kept, as an INET keeps them */
export function canonicalNet(text: string): string {
  const slash = text.lastIndexOf('/')
  if (slash < 0) return text
  return `${canonicalIp(text.slice(0, slash))}/${Number(text.slice(slash + 1))}`
}

/** The address of an `addr/width` network */
export const netAddress = (text: string) => text.slice(0, text.lastIndexOf('/'))

/** The width of an `addr/width` network */
export const netWidth = (text: string) => Number(text.slice(text.lastIndexOf('/') + 1))

/** An address as the host network an INET column keeps it as (`/32`, `/128`) */
export const hostNet = (address: string) => {
  const ip = parseIp(address)
  return `${canonicalIp(address)}/${ip?.v6 ? 128 : 32}`
}

/** The order of INET values: IPv4 before IPv6, then by address, then by width */
export function compareInet(a: string, b: string): number {
  const [x, y] = [
    parseIp(a.includes('/') ? netAddress(a) : a),
    parseIp(b.includes('/') ? netAddress(b) : b),
  ]
  if (!x || !y) return a < b ? -1 : a > b ? 1 : 0
  if (x.v6 !== y.v6) return x.v6 ? 1 : -1
  if (x.n !== y.n) return x.n < y.n ? -1 : 1
  return (a.includes('/') ? netWidth(a) : 0) - (b.includes('/') ? netWidth(b) : 0)
}

/** Whether the `addr/width` network holds the address (of the same family) */
export function netContains(net: string, address: string): boolean {
  const base = parseIp(netAddress(net))
  const ip = parseIp(address)
  if (!base || !ip || base.v6 !== ip.v6) return false
  const bits = BigInt((base.v6 ? 128 : 32) - netWidth(net))
  return base.n >> bits === ip.n >> bits
}

/** The locations of a rack's two switches */
export const SWITCH_LOCATIONS = ['switch0', 'switch1'] as const
export type SwitchLocation = (typeof SWITCH_LOCATIONS)[number]

export const isSwitchLocation = (s: string): s is SwitchLocation =>
  (SWITCH_LOCATIONS as readonly string[]).includes(s)

/** Nexus's refusal of a switch name it parses as a location */
export const invalidSwitchName = (name: string) =>
  simError.invalid(
    `invalid switch name ${name}: parse switch location error: not a valid location: ${name}`,
  )

/** The blocks of one lot and family, sorted by first address, for finding an address's */
type BlockIndex = {
  firsts: bigint[]
  /** the largest last address among the blocks up to each one, and that block */
  maxLast: bigint[]
  maxBlock: AddressLotBlockRecord[]
}

// Built once per version of the blocks table (the store hands out the same array
// until it changes), so finding an address's block takes a binary search however
// many blocks the lots hold.
const blockIndexes = new WeakMap<readonly AddressLotBlockRecord[], Map<string, BlockIndex>>()

function blockIndex(store: Store): Map<string, BlockIndex> {
  const blocks = store.list('addressLotBlocks')
  let index = blockIndexes.get(blocks)
  if (index) return index
  const groups = new Map<string, { first: bigint; last: bigint; block: AddressLotBlockRecord }[]>()
  for (const block of blocks) {
    const [first, last] = [parseIp(block.first_address), parseIp(block.last_address)]
    if (!first || !last || first.v6 !== last.v6) continue
    const key = `${block.address_lot_id} ${first.v6}`
    const group = groups.get(key) ?? []
    group.push({ first: first.n, last: last.n, block })
    groups.set(key, group)
  }
  index = new Map()
  for (const [key, group] of groups) {
    group.sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0))
    const entry: BlockIndex = { firsts: [], maxLast: [], maxBlock: [] }
    for (const { first, last, block } of group) {
      const i = entry.firsts.length
      const better = i === 0 || last > entry.maxLast[i - 1]
      entry.firsts.push(first)
      entry.maxLast.push(better ? last : entry.maxLast[i - 1])
      entry.maxBlock.push(better ? block : entry.maxBlock[i - 1])
    }
    index.set(key, entry)
  }
  blockIndexes.set(blocks, index)
  return index
}

/** A block of the lot holding the address, if any */
function blockHolding(store: Store, lotId: string, address: string) {
  const ip = parseIp(address)
  const entry = ip && blockIndex(store).get(`${lotId} ${ip.v6}`)
  if (!ip || !entry) return undefined
  // the last block starting at or before the address
  let [lo, hi] = [0, entry.firsts.length]
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (entry.firsts[mid] <= ip.n) lo = mid + 1
    else hi = mid
  }
  return lo > 0 && entry.maxLast[lo - 1] >= ip.n ? entry.maxBlock[lo - 1] : undefined
}

/**
 * Takes addresses of lots (Nexus's `try_reserve_block`), for one request: the block
 * holding an address, or 400 `address not in lot`; then 400 `address unavailable`
 * if it is held already (by anyone for a unicast address, by a unicast holder for
 * an anycast one). The addresses held are read once, so a request taking many
 * addresses does no more work per address than a lookup.
 */
export function addressReserver(store: Store) {
  // how each held address (a reservation is one address) is held, by lot
  const held = new Map<string, { unicast: boolean; anycast: boolean }>()
  const hold = (key: string, anycast: boolean) => {
    const entry = held.get(key) ?? { unicast: false, anycast: false }
    if (anycast) entry.anycast = true
    else entry.unicast = true
    held.set(key, entry)
  }
  for (const r of store.list('addressLotReservations')) {
    hold(`${r.address_lot_id} ${r.first_address}`, r.anycast)
  }
  return (
    lotId: string,
    address: string,
    anycast: boolean,
  ): { block: AddressLotBlockRecord; reservationId: string } => {
    const block = blockHolding(store, lotId, address)
    if (!block) throw simError.invalid('address not in lot')
    const canonical = canonicalIp(address)
    const key = `${lotId} ${canonical}`
    const entry = held.get(key)
    if (entry && (entry.unicast || (!anycast && entry.anycast))) {
      throw simError.invalid('address unavailable')
    }
    const reservationId = uuid()
    store.insert('addressLotReservations', {
      id: reservationId,
      address_lot_id: lotId,
      first_address: canonical,
      last_address: canonical,
      anycast,
    })
    hold(key, anycast)
    return { block, reservationId }
  }
}
