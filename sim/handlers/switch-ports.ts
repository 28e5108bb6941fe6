import { authorizeFleet } from '../access/authz'
import { nowIso } from '../clock'
import type { SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { paginate } from '../answers/pagination'
import { canonicalNet, invalidSwitchName, isSwitchLocation } from '../network/rack-network'
import type { SwitchPortRecord } from '../store/networking-types'
import type { Store } from '../store/types'
import { firstLink, linkStatus, lldpNeighbors, portState } from '../network/switch-daemons'
import { bgpConflict } from '../network/switch-port-bgp'
import { toLldp } from './switch-port-settings'
import { isUuid } from '../util'

// The switches' QSFP ports, as nexus/src/app/switch_port.rs and lldp.rs and the
// datastore's switch_port.rs and lldp.rs answer at the contract's commit: all
// through the fleet itself (fleet viewers read, fleet admins change; others get
// 403). A port is found by rack, switch and name; its status and LLDP neighbours
// come from the switch daemons (sim/network/switch-daemons.ts), which Nexus asks by
// switch and port alone.

const toSwitchPort = ({ time_settings_changed: _changed, ...port }: SwitchPortRecord) => port

/** Nexus's `switch_port_get_id`: the port of a rack's switch, or its 404 */
function findPort(store: Store, rackId: string, location: string, name: string) {
  const port = store
    .list('switchPorts')
    .find(
      (p) =>
        p.rack_id === rackId.toLowerCase() &&
        p.switch_location === location &&
        p.port_name === name,
    )
  if (!port) throw simError.notFound('switch-port', { name })
  return port
}

/** Gives a port settings (or none), dating the change the daemons report */
function setSettings(store: Store, port: SwitchPortRecord, settingsId: string | null) {
  if (port.port_settings_id === settingsId) return
  store.update('switchPorts', {
    ...port,
    port_settings_id: settingsId,
    time_settings_changed: nowIso(store),
  })
}

// Dendrite's port names, as the client Nexus uses parses them: qsfp0 to qsfp31, any case
const QSFP_PATTERN = '(^[qQ][sS][fF][pP](([0-9])|([1-2][0-9])|(3[0-1]))$)'
const QSFP = /^qsfp([0-9]|[1-2][0-9]|3[0-1])$/i

/**
 * Nexus's `lldp_config_id_get`: the LLDP configuration of the port's settings'
 * first link, refused in its words when the port has no settings or they no link
 */
function lldpConfigOf(store: Store, rackId: string, location: string, name: string) {
  const port = findPort(store, rackId, location, name)
  const settingsId = port.port_settings_id
  if (!settingsId) throw simError.invalidValue('settings', 'switch port not yet configured')
  const settings = store.get('switchPortSettings', settingsId)
  const link = settings && firstLink(settings)
  if (!settings || !link) throw simError.notFound('switch-port-settings', { id: settingsId })
  const id = link.lldp_link_config_id
  if (!id) throw simError.invalidValue('settings', 'lldp not configured for this port')
  const lldp = settings.lldp.find((l) => l.id === id)
  if (!lldp) throw simError.notFound('lldp-link-config', { id })
  return { settings, lldp }
}

export const switchPorts = {
  // the `switch_port_id` filter the contract offers is not read by Nexus
  networkingSwitchPortList({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    const page = paginate(store.list('switchPorts'), query, { modes: ['id_ascending'] })
    return { ...page, items: page.items.map(toSwitchPort) }
  },

  // A settings id is taken as given, without looking for the settings; a name is
  // looked up. Then the switch's BGP ASN is checked.
  networkingSwitchPortApplySettings({ path, query, body }, { store, actor }) {
    authorizeFleet(store, actor, 'modify')
    const port = findPort(store, query.rackId, query.switchLocation, path.port)
    let settingsId = body.port_settings.toLowerCase()
    if (!isUuid(body.port_settings)) {
      const settings = store.list('switchPortSettings').find((s) => s.name === body.port_settings)
      if (!settings) throw simError.notFound('switch-port-settings', { name: body.port_settings })
      settingsId = settings.id
    }
    const refusal = bgpConflict(store, port, settingsId)
    if (refusal) throw refusal
    setSettings(store, port, settingsId)
    return 204
  },

  networkingSwitchPortClearSettings({ path, query }, { store, actor }) {
    authorizeFleet(store, actor, 'modify')
    setSettings(store, findPort(store, query.rackId, query.switchLocation, path.port), null)
    return 204
  },

  // Nexus asks Dendrite by switch and port (the rack is not read); the port name
  // must be one Dendrite's client parses
  networkingSwitchPortStatus({ path, query }, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    const location = query.switchLocation
    if (!isSwitchLocation(location)) throw invalidSwitchName(location)
    const match = QSFP.exec(path.port)
    if (!match) {
      throw simError.invalid(
        `invalid port name: ${path.port} doesn't match pattern "${QSFP_PATTERN}"`,
      )
    }
    const index = Number(match[1])
    const port = store
      .list('switchPorts')
      .find((p) => p.switch_location === location && p.port_name === `qsfp${index}`)
    // every QSFP port of both switches is in the table (rack setup put it there)
    if (!port) throw simError.notFound('switch-port', { name: path.port })
    return linkStatus(portState(store, port), index)
  },

  networkingSwitchPortLldpConfigView({ path, query }, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    return toLldp(lldpConfigOf(store, query.rackId, query.switchLocation, path.port).lldp)
  },

  networkingSwitchPortLldpConfigUpdate({ path, query, body }, { store, actor }) {
    authorizeFleet(store, actor, 'modify')
    const { settings, lldp } = lldpConfigOf(store, query.rackId, query.switchLocation, path.port)
    if (lldp.id !== body.id.toLowerCase()) {
      throw simError.invalid(
        `id (${lldp.id}) doesn't match provided config (${body.id.toLowerCase()})`,
      )
    }
    const updated = {
      ...lldp,
      enabled: body.enabled,
      link_name: body.link_name ?? null,
      link_description: body.link_description ?? null,
      chassis_id: body.chassis_id ?? null,
      system_name: body.system_name ?? null,
      system_description: body.system_description ?? null,
      management_ip: body.management_ip == null ? null : canonicalNet(body.management_ip),
      time_modified: nowIso(store),
    }
    store.update('switchPortSettings', {
      ...settings,
      lldp: settings.lldp.map((l) => (l.id === lldp.id ? updated : l)),
    })
    return 204
  },

  // Nexus asks lldpd on the switch for the port's link 0 (the rack is not read)
  networkingSwitchPortLldpNeighbors({ path, query }, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    const location = path.switchLocation
    if (!isSwitchLocation(location)) throw invalidSwitchName(location)
    const port = store
      .list('switchPorts')
      .find((p) => p.switch_location === location && p.port_name === path.port)
    // lldpd knows no such interface: Nexus answers 500, the simulator the port's 404
    if (!port) throw simError.notFound('switch-port', { name: path.port })
    const neighbors = lldpNeighbors(store, portState(store, port))
    // paged by lldpd's ids, which the view leaves out
    const page = paginate(neighbors, query, { modes: ['id_ascending'] })
    return { ...page, items: page.items.map(({ id: _id, ...neighbor }) => neighbor) }
  },
} satisfies Partial<SimHandlers>
