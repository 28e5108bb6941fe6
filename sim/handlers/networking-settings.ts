import { authorizeFleet } from '../access/authz'
import { find, lookup } from '../access/lookup'
import { simError } from '../answers/errors'
import { nowIso } from '../clock'
import type { NewHandlers } from '../context'
import { toBlock } from './address-lots'
import { importedRoutes, toBgpConfig } from './bgp'
import type { NetworkingSettingsRecord } from '../store/multicast-types'
import type { Store } from '../store/types'

// The rack's networking operations v14 lacked: its settings, a BGP configuration's
// update, the routes BGP imported and an address lot with its blocks.
//
// The fleet's networking settings: whether Nexus's own addresses take inbound ICMP (the
// services VPC's builtin `nexus-icmp` firewall rule, enabled from the start) and whether
// instances may opt in to jumbo frames (off from the start). Fleet viewers read them,
// fleet admins change them; anyone else gets 403, as for the fleet itself.

const SETTINGS_ID = 'fleet'

const settingsOf = (store: Store): NetworkingSettingsRecord =>
  store.get('networkingSettings', SETTINGS_ID) ?? {
    id: SETTINGS_ID,
    inbound_icmp_enabled: true,
    external_jumbo_frames_opt_in_enabled: false,
  }

function save(store: Store, settings: NetworkingSettingsRecord) {
  return store.get('networkingSettings', SETTINGS_ID)
    ? store.update('networkingSettings', settings)
    : store.insert('networkingSettings', settings)
}

/** A configuration's maximum paths: v14's records keep none, so 1 until updated */
const maxPathsOf = (store: Store, configId: string) =>
  store.get('bgpMaxPaths', configId)?.max_paths ?? 1

export const networkingSettings = {
  networkingInboundIcmpView(_params, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    return { enabled: settingsOf(store).inbound_icmp_enabled }
  },

  networkingInboundIcmpUpdate({ body }, { store, actor }) {
    authorizeFleet(store, actor, 'modify')
    save(store, { ...settingsOf(store), inbound_icmp_enabled: body.enabled })
    return 204
  },

  systemNetworkingSettingsView(_params, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    const settings = settingsOf(store)
    return {
      external_jumbo_frames_opt_in_enabled: settings.external_jumbo_frames_opt_in_enabled,
    }
  },

  // An absent field means false, as Nexus reads the body: the update always sets it
  systemNetworkingSettingsUpdate({ body }, { store, actor }) {
    authorizeFleet(store, actor, 'modify')
    const enabled = body.external_jumbo_frames_opt_in_enabled ?? false
    save(store, { ...settingsOf(store), external_jumbo_frames_opt_in_enabled: enabled })
    return { external_jumbo_frames_opt_in_enabled: enabled }
  },

  networkingAddressLotView({ path }, { store, actor }) {
    const lot = lookup(store, actor, 'addressLot', path.addressLot, 'read').record
    const blocks = store
      .list('addressLotBlocks')
      .filter((b) => b.address_lot_id === lot.id)
      .sort((a, b) => (a.id < b.id ? -1 : 1))
    return { lot, blocks: blocks.map(toBlock) }
  },

  // Every route the switches' routers imported, of both families: Nexus asks each
  // switch's mgd for its whole imported table and does not filter by the ASN given
  networkingBgpImported(_params, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    return importedRoutes(store, { ipv4Only: false })
  },

  // The name, description, announce set and maximum paths given change; the ASN and VRF
  // stay
  networkingBgpConfigUpdate({ query, body }, { store, actor }) {
    authorizeFleet(store, actor, 'modify')
    const config = find(store, actor, 'bgpConfig', query.nameOrId).record
    const setId = body.bgp_announce_set_id
      ? find(store, actor, 'bgpAnnounceSet', body.bgp_announce_set_id).record.id
      : config.bgp_announce_set_id
    const name = body.name ?? config.name
    if (store.list('bgpConfigs').some((c) => c.name === name && c.id !== config.id)) {
      throw simError.alreadyExists('bgp-config', name)
    }
    const updated = store.update('bgpConfigs', {
      ...config,
      name,
      description: body.description ?? config.description,
      bgp_announce_set_id: setId,
      time_modified: nowIso(store),
    })
    if (body.max_paths !== undefined && body.max_paths !== null) {
      const record = { id: config.id, max_paths: body.max_paths }
      if (store.get('bgpMaxPaths', config.id)) store.update('bgpMaxPaths', record)
      else store.insert('bgpMaxPaths', record)
    }
    return { ...toBgpConfig(updated), max_paths: maxPathsOf(store, config.id) }
  },
} satisfies Partial<NewHandlers>

/** Whether instances may opt in to jumbo frames (the fleet's setting) */
export const jumboFramesOptInEnabled = (store: Store) =>
  settingsOf(store).external_jumbo_frames_opt_in_enabled
