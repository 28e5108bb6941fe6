import { describe, expect, it } from 'vitest'

import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type * as Old from '../../__generated__/Api'
import { firewall } from './firewall'
import { Unexpressible } from '../unexpressible'

const query = { project: 'demo-project', vpc: 'default' }

const oldRule = (
  name: string,
  protocols: Old.VpcFirewallRuleProtocol[] | null,
): Old.VpcFirewallRule => ({
  id: `0b7f7d8e-9d2c-4c59-8f4e-1f5b3f1f0a0${name.length}`,
  name,
  description: '',
  status: 'enabled',
  direction: 'inbound',
  action: 'allow',
  priority: 65534,
  targets: [{ type: 'vpc', value: 'default' }],
  filters: { hosts: null, ports: name === 'allow-ssh' ? ['22'] : null, protocols },
  vpcId: '4b5c6d7e-8f90-4a1b-8c2d-3e4f5a6b7c8d',
  timeCreated: new Date('2025-01-07T10:00:00Z'),
  timeModified: new Date('2025-01-07T10:00:00Z'),
})

const update = (
  name: string,
  protocols: Now.VpcFirewallRuleProtocol[] | null,
): Now.VpcFirewallRuleUpdate => ({
  name,
  description: '',
  status: 'enabled',
  direction: 'inbound',
  action: 'allow',
  priority: 65534,
  targets: [{ type: 'vpc', value: 'default' }],
  filters: { hosts: null, ports: null, protocols },
})

describe('v14 firewall rules', () => {
  it('answer protocols as objects', () => {
    const rules = {
      rules: [
        oldRule('allow-ssh', ['TCP']),
        oldRule('allow-icmp', ['ICMP', 'UDP']),
        oldRule('any', null),
      ],
    }
    const now = firewall.vpcFirewallRulesView!.response!(rules, { query })
    expect(now.rules.map((r) => r.filters.protocols)).toEqual([
      [{ type: 'tcp' }],
      [{ type: 'icmp', value: null }, { type: 'udp' }],
      null,
    ])
    // everything else as it was
    expect(now.rules[0]).toEqual({
      ...rules.rules[0],
      filters: { ...rules.rules[0].filters, protocols: [{ type: 'tcp' }] },
    })
    const body = { rules: [update('allow-ssh', [{ type: 'tcp' }])] }
    expect(firewall.vpcFirewallRulesUpdate!.response!(rules, { query, body })).toEqual(now)
  })

  it('send protocols by word', () => {
    const { body } = firewall.vpcFirewallRulesUpdate!.request!({
      query,
      body: {
        rules: [
          update('allow-ssh', [{ type: 'tcp' }, { type: 'udp' }]),
          update('allow-icmp', [{ type: 'icmp', value: null }]),
          update('any', null),
        ],
      },
    })
    expect(body.rules.map((r) => r.filters.protocols)).toEqual([['TCP', 'UDP'], ['ICMP'], null])
    expect(body.rules[0]).toEqual({
      ...update('allow-ssh', null),
      filters: { hosts: null, ports: null, protocols: ['TCP', 'UDP'] },
    })
    // no list: no rules
    expect(firewall.vpcFirewallRulesUpdate!.request!({ query, body: {} }).body).toEqual({
      rules: [],
    })
  })

  it('refuse ICMP types and ICMPv6, which v14 cannot match', () => {
    const send = (p: Now.VpcFirewallRuleProtocol) => () =>
      firewall.vpcFirewallRulesUpdate!.request!({ query, body: { rules: [update('r', [p])] } })
    expect(send({ type: 'icmp', value: { icmpType: 8 } })).toThrow(Unexpressible)
    expect(send({ type: 'icmp6', value: null })).toThrow(Unexpressible)
  })
})
