import { describe, expect, it } from 'vitest'

import type { VpcFirewallRule } from '~/api/__generated_versions__/2026081901.0.0/Api'

import { ruleSetChanges, unchangedSince } from './firewall-rule-conflict'

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

const opened = [rule('ssh'), rule('web')]

describe('ruleSetChanges', () => {
  it('names the rules changed, added and removed, by rule', () => {
    const now = [rule('ssh', { priority: 10 }), rule('dns')]
    expect(ruleSetChanges(opened, now)).toEqual([
      'ssh: priority changed',
      'dns added',
      'web removed',
    ])
  })
  it('leaves out the edited rule’s own changes, which the dialog shows by field', () => {
    const now = [rule('ssh', { priority: 10 }), rule('web', { description: 'x' })]
    expect(ruleSetChanges(opened, now, 'ssh')).toEqual(['web: description changed'])
    // but a removed edited rule is said
    expect(ruleSetChanges(opened, [rule('web')], 'ssh')).toEqual(['ssh removed'])
  })
  it('finds nothing when a save only gave the rules new ids and times', () => {
    const resaved = opened.map((r) => ({ ...r, id: `${r.id}-2`, timeModified: new Date(1) }))
    expect(ruleSetChanges(opened, resaved)).toEqual([])
  })
})

describe('unchangedSince', () => {
  it('refuses a save whose set changed since the review, saying how', () => {
    expect(() => unchangedSince({ rules: opened }, { rules: [rule('ssh')] })).toThrow(
      /web removed.*Nothing was saved/,
    )
    expect(() => unchangedSince({ rules: opened }, { rules: opened })).not.toThrow()
  })
})
