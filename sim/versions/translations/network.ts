// The network's translations: VPC firewall rules, IP pools, the rack's switch ports,
// BGP and BFD (each area's file beside this one)
import type { Translations } from '../translation'
import { bgpTranslations } from './bgp'
import { firewallTranslations } from './firewall'
import { ipPoolTranslations } from './ip-pools'
import { portSettingsTranslations } from './port-settings'
import { switchPortTranslations } from './switch-ports'

export const networkTranslations: Translations = {
  ...firewallTranslations,
  ...ipPoolTranslations,
  ...switchPortTranslations,
  ...portSettingsTranslations,
  ...bgpTranslations,
}
