// Switch port settings across versions. Every versioned API sends a settings object's
// parts as lists naming their link (`link_name`) where v14 keyed them by it, and answers
// the settings' identity at the top with each link's LLDP and transmit-equalization
// configuration inline, a route's gateway as an address, and an address's lot.
// BGP peers: with an interface name and an address until BGP_UNNUMBERED_PEERS (which adds
// the router lifetime), then a tagged `addr` (numbered; from BGP_PEER_SRC_ADDR with an
// optional source address, kept with the peer). From REMOVE_DUPLICATED_NETWORKING_TYPES an
// interface's kind carries its VLAN and the VLAN list is gone. The simulated switches run
// numbered sessions only: an unnumbered peer is refused (docs/sim-differences.md).
import { simError } from '../../answers/errors'
import type { Parsed } from '../../request/pipeline'
import type { Store } from '../../store/types'
import type { TranslateCtx, Translation, Translations } from '../translation'
import { hostOf } from './switch-ports'

/* eslint-disable @typescript-eslint/no-explicit-any -- two contracts' shapes, by key */

/** `record` without `keys` */
function omit(record: any, ...keys: string[]) {
  const out = { ...record }
  for (const key of keys) delete out[key]
  return out
}

/** A list of `{ link_name, ...part }` as v14's map from link name to part */
function byLink(list: any[] | undefined, merge: (a: any, b: any) => any = (_, b) => b) {
  const map: Record<string, unknown> = {}
  for (const { link_name: link, ...part } of list ?? []) {
    map[link] = link in map ? merge(map[link], part) : part
  }
  return map
}

const concat = (key: string) => (a: any, b: any) => ({ [key]: [...a[key], ...b[key]] })

const unnumberedRefusal = () =>
  simError.invalid('the simulated rack runs numbered BGP peers only: give the peer an address')

/** A versioned request's BGP peer as v14's, under the link it was given for */
function requestPeer(peer: any, link: string, ctx: TranslateCtx) {
  const { addr } = peer
  const rest = omit(peer, 'addr', 'router_lifetime', 'interface_name')
  if (!ctx.version.atLeast('STRONGER_BGP_UNNUMBERED_TYPES')) {
    // an absent or unspecified address meant an unnumbered peer
    if (addr == null || addr === '0.0.0.0' || addr === '::') throw unnumberedRefusal()
    return { ...rest, addr, interface_name: link }
  }
  if (addr.type !== 'numbered') throw unnumberedRefusal()
  const ip = addr.target_addr ?? addr.ip
  return { ...rest, addr: ip, interface_name: link, src_addr: addr.src_addr ?? null }
}

const createRequest = (params: Parsed, ctx: TranslateCtx): Parsed => {
  const body = params.body as any
  return {
    ...params,
    body: {
      name: body.name,
      description: body.description,
      port_config: body.port_config,
      groups: body.groups ?? [],
      links: byLink(body.links),
      interfaces: byLink(body.interfaces),
      routes: byLink(body.routes, concat('routes')),
      addresses: byLink(body.addresses, concat('addresses')),
      bgp_peers: byLink(
        (body.bgp_peers ?? []).map((c: any) => ({
          link_name: c.link_name,
          peers: c.peers.map((p: any) => requestPeer(p, c.link_name, ctx)),
        })),
        concat('peers'),
      ),
    },
  }
}

/** A v14 BGP peer in `ctx.version`'s words */
function answerPeer(peer: any, ctx: TranslateCtx) {
  const { addr, src_addr: src } = peer
  const rest = omit(peer, 'addr', 'interface_name', 'src_addr')
  if (!ctx.version.atLeast('BGP_UNNUMBERED_PEERS')) {
    return { ...rest, addr, interface_name: 'deprecated-field' }
  }
  if (!ctx.version.atLeast('STRONGER_BGP_UNNUMBERED_TYPES')) {
    return { ...rest, addr, interface_name: 'deprecated-field', router_lifetime: 0 }
  }
  if (!ctx.version.atLeast('BGP_PEER_SRC_ADDR')) {
    return { ...rest, addr: { type: 'numbered', ip: addr } }
  }
  return { ...rest, addr: { type: 'numbered', target_addr: addr, src_addr: src ?? null } }
}

/** v14's settings view in `ctx.version`'s words, the record filling what the view left out */
function settingsAnswer(view: any, ctx: TranslateCtx) {
  const store: Store = ctx.store
  const record = store.get('switchPortSettings', view.settings.id)
  const lldp = (id: string | null | undefined) => {
    const found = record?.lldp.find((l) => l.id === id)
    if (!found) return null
    const config = omit(found, 'time_created', 'time_modified')
    return { ...config, management_ip: hostOf(config.management_ip) }
  }
  const txEq = (id: string | null | undefined) => {
    const found = record?.tx_eq.find((t) => t.id === id)
    if (!found) return null
    return omit(found, 'id')
  }
  const kinds = !ctx.version.atLeast('REMOVE_DUPLICATED_NETWORKING_TYPES')
  const vlanOf = (id: string) =>
    view.vlan_interfaces.find((v: any) => v.interface_config_id === id)?.vlan_id ?? 0
  return {
    ...view.settings,
    port: view.port,
    groups: view.groups,
    links: view.links.map(
      ({ lldp_link_config_id: lldpId, tx_eq_config_id: txId, ...link }: any) => ({
        ...link,
        lldp_link_config: lldp(lldpId),
        tx_eq_config: txEq(txId),
      }),
    ),
    interfaces: view.interfaces.map((i: any) =>
      kinds
        ? i
        : {
            ...i,
            kind: i.kind === 'vlan' ? { type: 'vlan', vid: vlanOf(i.id) } : { type: i.kind },
          },
    ),
    ...(kinds && { vlan_interfaces: view.vlan_interfaces }),
    routes: view.routes.map((r: any) => ({ ...r, gw: r.gw.split('/')[0] })),
    bgp_peers: view.bgp_peers.map((p: any) => answerPeer(p, ctx)),
    addresses: view.addresses.map((a: any) => {
      const block = store.get('addressLotBlocks', a.address_lot_block_id)
      const lot = block && store.get('addressLots', block.address_lot_id)
      return { ...a, address_lot_id: lot?.id, address_lot_name: lot?.name }
    }),
  }
}

const settings: Translation = { response: settingsAnswer }

export const portSettingsTranslations: Translations = {
  networkingSwitchPortSettingsCreate: { request: createRequest, response: settingsAnswer },
  networkingSwitchPortSettingsView: settings,
}
/* eslint-enable @typescript-eslint/no-explicit-any */
