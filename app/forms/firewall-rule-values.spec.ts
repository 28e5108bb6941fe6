import { describe, expect, it } from 'vitest'

import type { VpcFirewallRule } from '~/api/__generated_versions__/2026081901.0.0/Api'

import {
  filterValueProblem,
  keepRule,
  newRuleValues,
  nextRuleSet,
  parsePortRange,
  ruleFormSchema,
  ruleSchema,
  ruleValues,
  toRuleUpdate,
} from './firewall-rule-values'

const rule = (name: string, fields: Partial<VpcFirewallRule> = {}): VpcFirewallRule => ({
  id: `id-${name}`,
  name,
  description: '',
  status: 'enabled',
  direction: 'inbound',
  targets: [{ type: 'vpc', value: 'default' }],
  filters: { hosts: null, ports: ['22'], protocols: [{ type: 'tcp' }] },
  action: 'allow',
  priority: 65534,
  vpcId: 'vpc',
  timeCreated: new Date(0),
  timeModified: new Date(0),
  ...fields,
})

describe('parsePortRange', () => {
  it('trims, and makes a single port a range with equal ends', () => {
    expect(parsePortRange(' 80 ')).toEqual({ range: '80' })
    expect(parsePortRange('8000-8080')).toEqual({ range: '8000-8080' })
    expect(parsePortRange('443-443')).toEqual({ range: '443' })
  })

  it('refuses what is not 1 to 5 digits with an optional range, or runs backwards', () => {
    for (const bad of ['', 'http', '123456', '80-', '-80', '1-2-3', '80 - 90']) {
      expect(parsePortRange(bad), bad).toHaveProperty('problem')
    }
    expect(parsePortRange('0')).toEqual({ problem: 'Ports run from 1 to 65535' })
    expect(parsePortRange('90-80')).toEqual({
      problem: 'The end of a range cannot be below its start',
    })
  })
})

describe('filterValueProblem', () => {
  it('checks each kind with the spec’s words', () => {
    expect(filterValueProblem('ip', '10.0.0')).toBe('Not a valid IP address')
    expect(filterValueProblem('ip_net', '10.0.0.0')).toBe(
      'Must contain an IP address and a width, separated by a /',
    )
    expect(filterValueProblem('instance', 'DB1')).toBe('Must start with a lowercase letter')
    expect(filterValueProblem('vpc', 'default')).toBeUndefined()
    expect(filterValueProblem('ip', 'fd00::1')).toBeUndefined()
  })
})

describe('ruleSchema', () => {
  it('refuses duplicate targets, hosts and ports with "Items must be unique"', () => {
    const values = {
      ...newRuleValues('default'),
      name: 'web',
      targets: [
        { type: 'vpc', value: 'default' },
        { type: 'vpc', value: 'default' },
      ],
      ports: ['80', '80'],
    }
    const result = ruleSchema.safeParse(values)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['targets', 'Items must be unique'],
      ['ports', 'Items must be unique'],
    ])
  })
})

describe('ruleFormSchema', () => {
  it('refuses a name another rule of the VPC has, and lets an edited rule keep its own', () => {
    const values = { ...newRuleValues('default'), name: 'allow-ssh' }
    const result = ruleFormSchema(['allow-ssh', 'allow-icmp']).safeParse(values)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Firewall rule name already exists'],
    ])
    expect(ruleFormSchema(['allow-icmp']).safeParse(values).success).toBe(true)
  })
})

describe('rule values', () => {
  it('round-trip a rule, empty filters meaning any', () => {
    const r = rule('allow-ssh')
    expect(toRuleUpdate(ruleValues(r))).toEqual({
      name: 'allow-ssh',
      description: '',
      priority: 65534,
      action: 'allow',
      direction: 'inbound',
      status: 'enabled',
      targets: r.targets,
      filters: { hosts: null, ports: ['22'], protocols: [{ type: 'tcp' }] },
    })
    expect(ruleValues(r, true).name).toBe('')
  })

  it('keep the ICMP type filters of a protocol still checked', () => {
    const ping = rule('ping', {
      filters: {
        hosts: null,
        ports: null,
        protocols: [
          { type: 'icmp', value: { icmpType: 8 } },
          { type: 'icmp', value: { icmpType: 0, code: '0' } },
          { type: 'icmp6', value: null },
        ],
      },
    })
    const values = ruleValues(ping)
    expect(values.protocols).toEqual(['ICMP', 'ICMPv6'])
    expect(keepRule(ping).filters.protocols).toEqual(ping.filters.protocols)
    // unchecked: gone; newly checked: the whole protocol
    expect(toRuleUpdate({ ...values, protocols: ['ICMP', 'TCP'] }, ping).filters.protocols).toEqual(
      [
        { type: 'icmp', value: { icmpType: 8 } },
        { type: 'icmp', value: { icmpType: 0, code: '0' } },
        { type: 'tcp' },
      ],
    )
  })

  it('build the whole set a save sends: others kept, the rule replaced or added', () => {
    const rules = [rule('a'), rule('b')]
    const edited = { ...toRuleUpdate(ruleValues(rules[1])), name: 'c' }
    expect(nextRuleSet(rules, edited, 'b').map((r) => r.name)).toEqual(['a', 'c'])
    expect(nextRuleSet(rules, edited).map((r) => r.name)).toEqual(['a', 'b', 'c'])
  })
})
