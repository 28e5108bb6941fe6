// VPC firewall rules in this version's terms.
//
// The first versioned API has the newest protocol objects but not ICMPv6.
import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type * as Old from '../../__generated_versions__/2025112000.0.0/Api'
import { Unexpressible } from '../unexpressible'
import type { InitialTable } from './table'

export function protocolDown(p: Now.VpcFirewallRuleProtocol): Old.VpcFirewallRuleProtocol {
  if (p.type === 'icmp6') throw new Unexpressible('an ICMPv6 filter')
  return p
}

export const firewall: InitialTable = {
  vpcFirewallRulesUpdate: {
    request: ({ query, body }) => ({
      query,
      body: {
        rules: body.rules?.map((rule) => ({
          ...rule,
          filters: { ...rule.filters, protocols: rule.filters.protocols?.map(protocolDown) },
        })),
      },
    }),
    // its protocols are a subset of the newest's: the answer is already in the newest terms
    response: (rules) => rules,
  },
  // likewise
  vpcFirewallRulesView: { response: (rules) => rules },
}
