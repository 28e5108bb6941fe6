// Which of a VPC's firewall rules apply to one instance, and so decide what reaches it:
// those whose targets name its VPC, one of its subnets, the instance itself, one of its
// addresses or a network holding one, in the order the rack weighs them (priority).
import type { VpcFirewallRule } from '~/api/__generated__/Api'
import { netContains } from '~/util/ip'

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
  rules
    .filter((r) => matchingTarget(r, on))
    .sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name))
