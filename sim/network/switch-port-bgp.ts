import { compareInet } from './rack-network'
import { simError } from '../answers/errors'
import type { SwitchPortRecord } from '../store/networking-types'
import type { Store } from '../store/types'

/**
 * Nexus's check before it gives a port settings (`switch_port_set_settings_id`):
 * a switch runs BGP as one ASN only, so settings whose first BGP peer (in its
 * table's order) uses a configuration of another ASN than a peer of any port of
 * the same switch that has settings (the port itself included) are refused with
 * 409. Answers the refusal, or null.
 */
export function bgpConflict(
  store: Store,
  port: SwitchPortRecord,
  settingsId: string,
): Response | null {
  const settings = store.get('switchPortSettings', settingsId)
  const first = [...(settings?.bgp_peers ?? [])].sort(
    (a, b) =>
      (a.interface_name < b.interface_name ? -1 : a.interface_name > b.interface_name ? 1 : 0) ||
      compareInet(a.addr, b.addr),
  )[0]
  const config = first && store.get('bgpConfigs', first.bgp_config)
  if (!config) return null
  const conflicting = store.list('switchPorts').some((other) => {
    if (other.switch_location !== port.switch_location || !other.port_settings_id) return false
    const used = store.get('switchPortSettings', other.port_settings_id)
    return !!used?.bgp_peers.some((p) => {
      const other = store.get('bgpConfigs', p.bgp_config)
      return !!other && other.asn !== config.asn
    })
  })
  return conflicting
    ? simError.conflict('a different asn is already configured on this switch')
    : null
}
