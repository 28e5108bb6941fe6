// Firewall rules as people read them.
import type {
  VpcFirewallRule,
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleTarget,
} from '~/api/__generated__/Api'

const KIND_LABEL: Record<VpcFirewallRuleTarget['type'], string> = {
  vpc: 'VPC',
  subnet: 'Subnet',
  instance: 'Instance',
  ip: 'IP',
  ip_net: 'IP network',
}

/** `Instance db1`, `IP network 10.0.0.0/8` */
export const targetLabel = (t: VpcFirewallRuleTarget | VpcFirewallRuleHostFilter) =>
  `${KIND_LABEL[t.type]} ${t.value}`

/** A filter list, or "Any" when the rule does not filter on it */
export const listOrAny = (items: readonly string[] | null | undefined) =>
  items && items.length > 0 ? items.join(', ') : 'Any'

/** Rules as the table shows them: by priority (Nexus lists them by name), then by name */
export const byPriority = (rules: readonly VpcFirewallRule[]) =>
  [...rules].sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name))
