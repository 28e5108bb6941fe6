// VPC firewall rules in this version's terms.
//
// v14 names a rule's protocols by word ("TCP", "UDP", "ICMP") and cannot filter ICMP by type
// or code, nor match ICMPv6; the newest contract's protocols are objects.
import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type * as Old from '../../__generated__/Api'
import { Unexpressible } from '../unexpressible'
import type { V14Table } from './table'

export function protocolDown(p: Now.VpcFirewallRuleProtocol): Old.VpcFirewallRuleProtocol {
  switch (p.type) {
    case 'tcp':
      return 'TCP'
    case 'udp':
      return 'UDP'
    case 'icmp':
      if (p.value) throw new Unexpressible('an ICMP type or code filter')
      return 'ICMP'
    case 'icmp6':
      throw new Unexpressible('an ICMPv6 filter')
  }
}

export function protocolUp(p: Old.VpcFirewallRuleProtocol): Now.VpcFirewallRuleProtocol {
  switch (p) {
    case 'TCP':
      return { type: 'tcp' }
    case 'UDP':
      return { type: 'udp' }
    case 'ICMP':
      return { type: 'icmp', value: null }
  }
}

const filtersDown = (f: Now.VpcFirewallRuleFilter): Old.VpcFirewallRuleFilter => ({
  ...f,
  protocols: f.protocols && f.protocols.map(protocolDown),
})

const filtersUp = (f: Old.VpcFirewallRuleFilter): Now.VpcFirewallRuleFilter => ({
  ...f,
  protocols: f.protocols && f.protocols.map(protocolUp),
})

export const rulesUp = (r: Old.VpcFirewallRules): Now.VpcFirewallRules => ({
  rules: r.rules.map((rule) => ({ ...rule, filters: filtersUp(rule.filters) })),
})

export const firewall: V14Table = {
  vpcFirewallRulesView: { response: rulesUp },
  vpcFirewallRulesUpdate: {
    // v14 requires the list; an absent one means no rules
    request: ({ query, body }) => ({
      query,
      body: {
        rules: (body.rules ?? []).map((rule) => ({ ...rule, filters: filtersDown(rule.filters) })),
      },
    }),
    response: rulesUp,
  },
}
