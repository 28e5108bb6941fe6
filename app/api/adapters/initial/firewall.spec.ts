import { describe, expect, it } from 'vitest'

import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type * as Old from '../../__generated_versions__/2025112000.0.0/Api'
import { Unexpressible } from '../unexpressible'
import { firewall } from './firewall'

const query = { project: 'demo-project', vpc: 'default' }

const update = (protocols: Now.VpcFirewallRuleProtocol[] | null): Now.VpcFirewallRuleUpdate => ({
  name: 'ping',
  description: '',
  status: 'enabled',
  direction: 'inbound',
  action: 'allow',
  priority: 100,
  targets: [{ type: 'vpc', value: 'default' }],
  filters: { hosts: null, ports: null, protocols },
})

describe('INITIAL firewall rules', () => {
  it('send the protocols it has as they are', () => {
    const protocols: Now.VpcFirewallRuleProtocol[] = [
      { type: 'tcp' },
      { type: 'icmp', value: { icmpType: 3, code: '0-4' } },
    ]
    const { body } = firewall.vpcFirewallRulesUpdate!.request!({
      query,
      body: { rules: [update(protocols)] },
    })
    expect(body).toEqual({ rules: [update(protocols)] })
    expect(firewall.vpcFirewallRulesUpdate!.request!({ query, body: {} }).body).toEqual({
      rules: undefined,
    })
  })

  it('refuse ICMPv6, which it cannot match', () => {
    expect(() =>
      firewall.vpcFirewallRulesUpdate!.request!({
        query,
        body: { rules: [update([{ type: 'icmp6', value: null }])] },
      }),
    ).toThrow(Unexpressible)
  })

  it('answer in the newest terms already', () => {
    const rules: Old.VpcFirewallRules = {
      rules: [
        {
          ...update([{ type: 'icmp', value: { icmpType: 8 } }, { type: 'udp' }]),
          id: '0b7f7d8e-9d2c-4c59-8f4e-1f5b3f1f0a01',
          vpcId: '4b5c6d7e-8f90-4a1b-8c2d-3e4f5a6b7c8d',
          timeCreated: new Date('2025-01-07T10:00:00Z'),
          timeModified: new Date('2025-01-07T10:00:00Z'),
        } as Old.VpcFirewallRule,
      ],
    }
    expect(firewall.vpcFirewallRulesView!.response!(rules, { query })).toEqual(rules)
    expect(
      firewall.vpcFirewallRulesUpdate!.response!(rules, { query, body: { rules: [] } }),
    ).toEqual(rules)
  })
})
