import { describe, expect, it } from 'vitest'

import type { VpcFirewallRuleUpdate } from '~/api/__generated__/Api'

import { accessLost, ruleSetDiff } from './firewall-rule-diff'

const rule = (
  name: string,
  fields: Partial<VpcFirewallRuleUpdate> = {},
): VpcFirewallRuleUpdate => ({
  name,
  description: '',
  status: 'enabled',
  direction: 'inbound',
  targets: [{ type: 'vpc', value: 'default' }],
  filters: { hosts: null, ports: null, protocols: null },
  action: 'allow',
  priority: 100,
  ...fields,
})

const ssh = rule('allow-ssh', { filters: { ports: ['22'], protocols: ['TCP'] } })
const icmp = rule('allow-icmp', { filters: { protocols: ['ICMP'] } })

describe('ruleSetDiff', () => {
  it('lists the rules added, removed and changed, with the fields that changed', () => {
    const before = [ssh, icmp, rule('web', { filters: { ports: ['80'] } })]
    const after = [
      { ...ssh, priority: 10, filters: { ports: ['22', '2222'], protocols: ['TCP' as const] } },
      rule('web', { filters: { ports: ['80'] } }),
      rule('https'),
    ]
    expect(ruleSetDiff(before, after)).toEqual([
      { kind: 'changed', name: 'allow-ssh', fields: ['priority', 'ports'] },
      { kind: 'added', name: 'https' },
      { kind: 'removed', name: 'allow-icmp' },
    ])
  })

  it('takes a rename in an edit as one change', () => {
    expect(
      ruleSetDiff([ssh], [{ ...ssh, name: 'ssh-in' }], { from: 'allow-ssh', to: 'ssh-in' }),
    ).toEqual([{ kind: 'changed', name: 'ssh-in', fields: ['name'] }])
  })
})

describe('accessLost', () => {
  it('says when nothing lets SSH or ICMP in any more', () => {
    expect(accessLost([ssh, icmp], [icmp])).toEqual(['SSH'])
    expect(accessLost([ssh, icmp], [])).toEqual(['SSH', 'ICMP'])
    expect(accessLost([ssh, icmp], [{ ...ssh, status: 'disabled' }, icmp])).toEqual(['SSH'])
    expect(
      accessLost([ssh], [{ ...ssh, filters: { ports: ['2222'], protocols: ['TCP'] } }]),
    ).toEqual(['SSH'])
  })

  it('looks only at what comes from outside the VPC', () => {
    const internal = rule('internal', { filters: { hosts: [{ type: 'vpc', value: 'default' }] } })
    expect(accessLost([ssh, internal], [internal])).toEqual(['SSH'])
    const office = rule('office', { filters: { hosts: [{ type: 'ip_net', value: '10.0.0.0/8' }] } })
    expect(accessLost([ssh], [office])).toEqual([])
  })

  it('counts a broader rule as still letting it in', () => {
    expect(accessLost([ssh, icmp], [rule('anything')])).toEqual([])
    expect(
      accessLost([ssh], [rule('range', { filters: { ports: ['1-1024'], protocols: ['TCP'] } })]),
    ).toEqual([])
  })
})
