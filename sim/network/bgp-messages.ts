import { iso } from '../clock'
import { canonicalIp, compareInet, netAddress, parseIp } from './rack-network'
import type { Store } from '../store/types'
import { policyAllows, type BgpSession } from './switch-daemons'

// The BGP messages mgd keeps for a session (its `MessageHistory`, which Nexus
// passes on as it is): for an established one, the OPEN and UPDATE each side sent
// when the session came up and the last few KEEPALIVEs; nothing for a session
// that never got past connecting.

/** How many of the latest keepalives each side's history shows */
const KEEPALIVES_SHOWN = 3

/** AS_TRANS: what an OPEN carries for a 4-byte ASN (RFC 6793) */
const AS_TRANS = 23456

/** An IPv4 prefix as a BGP message lays it out: its length and just enough bytes */
function prefix2(net: string) {
  const width = Number(net.slice(net.lastIndexOf('/') + 1))
  const n = Number(parseIp(netAddress(net))?.n ?? 0n)
  const bytes = [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
  return { length: width, value: bytes.slice(0, Math.ceil(width / 8)) }
}

/** An IPv4 address as a BGP identifier (a 32-bit number) */
const bgpId = (address: string) => Number(parseIp(address)?.n ?? 0n)

const open = (asn: number, holdTime: number, id: number) => ({
  type: 'open',
  value: {
    version: 4,
    asn: asn > 0xffff ? AS_TRANS : asn,
    hold_time: holdTime,
    id,
    parameters: [
      {
        type: 'capabilities',
        value: [
          { multiprotocol_extensions: { afi: 1, safi: 1 } },
          { route_refresh: {} },
          { four_octet_as: { asn } },
        ],
      },
    ],
  },
})

const update = (asn: number, nextHop: string, networks: string[]) => ({
  type: 'update',
  value: {
    withdrawn: [],
    path_attributes: [
      { typ: { flags: 64, type_code: 'origin' }, value: { origin: 'igp' } },
      {
        typ: { flags: 64, type_code: 'as_path' },
        value: { as_path: [{ typ: 'as_sequence', value: [asn] }] },
      },
      { typ: { flags: 64, type_code: 'next_hop' }, value: { next_hop: nextHop } },
    ],
    nlri: networks.map(prefix2),
  },
})

const keepalive = { type: 'keep_alive' }

export function bgpMessageHistory(store: Store, session: BgpSession, now: number) {
  const router = session.state.neighbor
  if (!session.established || !router) return { received: [], sent: [] }
  const { peer, asn } = session
  const up = session.state.since
  // the rack's side speaks from its address on the port the peer is reached over
  const ours = session.state.settings?.addresses[0]?.address
  const local = ours ? canonicalIp(netAddress(ours)) : '0.0.0.0'
  const announced = store
    .list('bgpAnnouncements')
    .filter(
      (a) => a.announce_set_id === store.get('bgpConfigs', peer.bgp_config)?.bgp_announce_set_id,
    )
    .map((a) => a.network)
    .filter((net) => !net.includes(':') && policyAllows(peer.allowed_export, net))
    .sort(compareInet)
  const received = router.routes.filter((net) => !net.includes(':'))
  const entry = (at: number, message: object) => ({ timestamp: iso(at), message })
  const keepalives = (interval: number) => {
    const every = Math.max(1, interval) * 1000
    const last = now - ((now - up) % every)
    return Array.from({ length: KEEPALIVES_SHOWN }, (_, i) => last - i * every)
      .filter((at) => at > up + 2000)
      .reverse()
      .map((at) => entry(at, keepalive))
  }
  return {
    sent: [
      entry(up + 12, open(asn, peer.hold_time, bgpId(local))),
      entry(up + 1040, update(asn, local, announced)),
      ...keepalives(peer.keepalive),
    ],
    received: [
      entry(up + 19, open(router.asn, peer.hold_time, router.bgp_id)),
      entry(up + 1210, update(router.asn, router.address, received)),
      ...keepalives(peer.keepalive),
    ],
  }
}
