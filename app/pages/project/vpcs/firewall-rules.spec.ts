import { describe, expect, it } from 'vitest'

import type {
  VpcFirewallRule,
  VpcFirewallRuleTarget,
} from '~/api/__generated_versions__/2026081901.0.0/Api'

import { matchingTarget, rulesReaching } from './firewall-rules'

const rule = (name: string, targets: VpcFirewallRuleTarget[], priority = 100): VpcFirewallRule => ({
  id: name,
  name,
  description: '',
  status: 'enabled',
  direction: 'inbound',
  targets,
  filters: { hosts: null, ports: null, protocols: null },
  action: 'allow',
  priority,
  vpcId: 'vpc',
  timeCreated: new Date(0),
  timeModified: new Date(0),
})

const db1 = { name: 'db1', vpcName: 'default', subnetNames: ['default'], ips: ['172.30.0.5'] }

describe('rulesReaching', () => {
  it('keeps the rules whose targets name the instance in any way, by priority', () => {
    const rules = [
      rule('by-vpc', [{ type: 'vpc', value: 'default' }], 65534),
      rule('by-subnet', [{ type: 'subnet', value: 'default' }], 10),
      rule('by-name', [{ type: 'instance', value: 'db1' }], 50),
      rule('by-ip', [{ type: 'ip', value: '172.30.0.5' }], 50),
      rule('by-net', [{ type: 'ip_net', value: '172.30.0.0/22' }], 1),
      rule('other-instance', [{ type: 'instance', value: 'web1' }]),
      rule('other-subnet', [{ type: 'subnet', value: 'dmz' }]),
      rule('other-net', [{ type: 'ip_net', value: '10.0.0.0/8' }]),
    ]
    expect(rulesReaching(rules, db1).map((r) => r.name)).toEqual([
      'by-net',
      'by-subnet',
      'by-ip',
      'by-name',
      'by-vpc',
    ])
  })

  it('says which target matched', () => {
    const r = rule('two', [
      { type: 'instance', value: 'web1' },
      { type: 'subnet', value: 'default' },
    ])
    expect(matchingTarget(r, db1)).toEqual({ type: 'subnet', value: 'default' })
  })
})
