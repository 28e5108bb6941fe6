// Firewall rules as people read them, and which of them reach one instance.
import type {
  VpcFirewallRule,
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleTarget,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { netContains } from '~/util/ip'

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

const PROTOCOL_LABEL: Record<VpcFirewallRuleProtocol['type'], string> = {
  tcp: 'TCP',
  udp: 'UDP',
  icmp: 'ICMP',
  icmp6: 'ICMPv6',
}

/** `TCP`, `ICMP`, `ICMP type 3 code 0-4`, `ICMPv6 type 128` */
export function protocolLabel(p: VpcFirewallRuleProtocol): string {
  const name = PROTOCOL_LABEL[p.type]
  if ((p.type !== 'icmp' && p.type !== 'icmp6') || !p.value) return name
  const { icmpType, code } = p.value
  return code ? `${name} type ${icmpType} code ${code}` : `${name} type ${icmpType}`
}

/** A filter list, or "Any" when the rule does not filter on it */
export const listOrAny = (items: readonly string[] | null | undefined) =>
  items && items.length > 0 ? items.join(', ') : 'Any'

/** Rules as the table shows them: by priority (Nexus lists them by name), then by name */
export const byPriority = (rules: readonly VpcFirewallRule[]) =>
  [...rules].sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name))

// Which of a VPC's firewall rules apply to one instance, and so decide what reaches it:
// those whose targets name its VPC, one of its subnets, the instance itself, one of its
// addresses or a network holding one, in the order the rack weighs them (priority).

export type InstanceOnVpc = {
  name: string
  vpcName: string
  subnetNames: readonly string[]
  /** its interfaces' private addresses */
  ips: readonly string[]
}

/** The target of the rule that makes it apply to the instance, if one does */
export function matchingTarget(rule: VpcFirewallRule, on: InstanceOnVpc) {
  return rule.targets.find((t) => {
    switch (t.type) {
      case 'vpc':
        return t.value === on.vpcName
      case 'subnet':
        return on.subnetNames.includes(t.value)
      case 'instance':
        return t.value === on.name
      case 'ip':
        return on.ips.includes(t.value)
      case 'ip_net':
        return on.ips.some((ip) => netContains(t.value, ip))
    }
  })
}

/** The rules that apply to the instance, by priority then name */
export const rulesReaching = (rules: readonly VpcFirewallRule[], on: InstanceOnVpc) =>
  byPriority(rules.filter((r) => matchingTarget(r, on)))
