import type { SwitchPortRecord } from '../store/networking-types'
import { RACK_ID } from './sleds'
import { fixedUuid, RACK_NETWORK_SET_UP, uplinks } from './rack-uplinks'
import { switchPortSettingsIds } from './switch-port-settings'

// Every QSFP port of both switches, as Nexus records them when the rack is set
// up (the ports Dendrite reports: qsfp0 to qsfp31 on each switch); the uplink
// ports hold the settings rack setup made for them.

export const QSFP_PORTS_PER_SWITCH = 32

const settingsOf = (location: string, port: string) => {
  const index = uplinks.findIndex((u) => u.switch === location && u.port === port)
  return index < 0 ? null : switchPortSettingsIds.uplinks[index]
}

export const switchPortId = (location: string, port: string) =>
  fixedUuid(`switch-port/${location}/${port}`)

export const switchPorts: SwitchPortRecord[] = ['switch0', 'switch1'].flatMap((location) =>
  Array.from({ length: QSFP_PORTS_PER_SWITCH }, (_, n) => {
    const port = `qsfp${n}`
    return {
      id: switchPortId(location, port),
      rack_id: RACK_ID,
      switch_location: location,
      port_name: port,
      port_settings_id: settingsOf(location, port),
      time_settings_changed: RACK_NETWORK_SET_UP,
    }
  }),
)
