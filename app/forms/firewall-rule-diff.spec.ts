import { describe, expect, it } from 'vitest'

import type { VpcFirewallRuleUpdate } from '~/api/__generated_versions__/2026081901.0.0/Api'

import { inboundAccessLost, ruleSetDiff } from './firewall-rule-diff'

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

const ssh = rule('allow-ssh', { filters: { ports: ['22'], protocols: [{ type: 'tcp' }] } })
const icmp = rule('allow-icmp', { filters: { protocols: [{ type: 'icmp', value: null }] } })

describe('ruleSetDiff', () => {
  it('lists the rules added, removed and changed, with the fields that changed', () => {
    const before = [ssh, icmp, rule('web', { filters: { ports: ['80'] } })]
    const after = [
      {
        ...ssh,
        priority: 10,
        filters: { ports: ['22', '2222'], protocols: [{ type: 'tcp' as const }] },
      },
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

  it('never shows a taken name as a change of the rule that has it', () => {
    // a new rule given a name already taken
    expect(ruleSetDiff([ssh, icmp], [ssh, icmp, rule('allow-ssh')])).toEqual([
      { kind: 'duplicate', name: 'allow-ssh' },
    ])
    // a rule renamed onto another's name
    expect(
      ruleSetDiff([ssh, icmp], [ssh, { ...icmp, name: 'allow-ssh' }], {
        from: 'allow-icmp',
        to: 'allow-ssh',
      }),
    ).toEqual([
      { kind: 'duplicate', name: 'allow-ssh' },
      { kind: 'removed', name: 'allow-icmp' },
    ])
  })
})

const EVERY = 'every instance in VPC default'
const lost = (traffic: string[], to = EVERY, from = 'anywhere') => ({ traffic, from, to })
const denyAll = rule('deny-all', { action: 'deny', priority: 100 })

describe('inboundAccessLost', () => {
  it('says what nothing lets in any more, when a rule goes, is disabled or narrowed', () => {
    expect(inboundAccessLost([ssh, icmp], [icmp])).toEqual([lost(['SSH (TCP 22)'])])
    expect(inboundAccessLost([ssh, icmp], [])).toEqual([lost(['SSH (TCP 22)', 'ICMP'])])
    expect(inboundAccessLost([ssh, icmp], [{ ...ssh, status: 'disabled' }, icmp])).toEqual([
      lost(['SSH (TCP 22)']),
    ])
    expect(
      inboundAccessLost(
        [ssh],
        [{ ...ssh, filters: { ports: ['2222'], protocols: [{ type: 'tcp' }] } }],
      ),
    ).toEqual([lost(['SSH (TCP 22)'])])
    // a disabled rule let nothing in: taking it away loses nothing
    const off = { ...ssh, status: 'disabled' as const }
    expect(inboundAccessLost([off, icmp], [icmp])).toEqual([])
    // nor does a disabled deny take anything away
    expect(inboundAccessLost([ssh], [ssh, { ...denyAll, status: 'disabled' }])).toEqual([])
  })

  it('warns when a deny rule of better priority covers everything', () => {
    const internal = rule('internal', { filters: { hosts: [{ type: 'vpc', value: 'default' }] } })
    expect(inboundAccessLost([ssh, icmp, internal], [ssh, icmp, internal, denyAll])).toEqual([
      lost(['SSH (TCP 22)', 'ICMP']),
      lost(['all traffic'], EVERY, 'VPC default'),
    ])
  })

  it('weighs priority: a deny with a worse priority than the allow takes nothing away', () => {
    expect(inboundAccessLost([ssh], [ssh, { ...denyAll, priority: 65535 }])).toEqual([])
    // lower numbers win: the deny at 99 beats the allow at 100
    expect(inboundAccessLost([ssh], [ssh, { ...denyAll, priority: 99 }])).toEqual([
      lost(['SSH (TCP 22)']),
    ])
  })

  it('lets a deny win over an allow of equal priority', () => {
    expect(inboundAccessLost([ssh], [ssh, { ...denyAll, priority: ssh.priority }])).toEqual([
      lost(['SSH (TCP 22)']),
    ])
    // and an allow of equal priority does not undo a deny that was there
    const deny22 = rule('no-ssh', { action: 'deny', filters: { ports: ['22'] } })
    expect(inboundAccessLost([ssh, deny22], [ssh])).toEqual([])
  })

  it('names the instances that lose access when the only SSH rule is narrowed', () => {
    const web = { type: 'instance' as const, value: 'web' }
    expect(inboundAccessLost([ssh, icmp], [{ ...ssh, targets: [web] }, icmp])).toEqual([
      lost(['SSH (TCP 22)'], `${EVERY} but instance web`),
    ])
    // a deny aimed at one instance takes access from that instance only
    expect(inboundAccessLost([ssh], [ssh, { ...denyAll, targets: [web] }])).toEqual([
      lost(['SSH (TCP 22)'], 'instance web'),
    ])
    // rules without targets apply to every instance, as in Nexus
    expect(inboundAccessLost([{ ...ssh, targets: [] }], [{ ...ssh, targets: [web] }])).toEqual([
      lost(['SSH (TCP 22)'], 'every instance but instance web'),
    ])
  })

  it('weighs host filters: access from anywhere narrowed to one network is lost', () => {
    const office = rule('office', { filters: { hosts: [{ type: 'ip_net', value: '10.0.0.0/8' }] } })
    expect(inboundAccessLost([ssh], [office])).toEqual([lost(['SSH (TCP 22)'])])
    // a deny from one network takes access from that network only
    const denyOffice = { ...office, action: 'deny' as const, priority: 1 }
    expect(inboundAccessLost([ssh, icmp], [ssh, icmp, denyOffice])).toEqual([
      lost(['SSH (TCP 22)', 'ICMP'], EVERY, 'IP network 10.0.0.0/8'),
    ])
    // a host inside a network that lost access is not named again
    const lab = rule('lab', {
      filters: {
        hosts: [{ type: 'ip', value: '10.1.2.3' }],
        ports: ['22'],
        protocols: [{ type: 'tcp' }],
      },
    })
    expect(inboundAccessLost([ssh, lab], [ssh, lab, denyOffice])).toEqual([
      lost(['SSH (TCP 22)'], EVERY, 'IP network 10.0.0.0/8'),
    ])
    // internal traffic kept, SSH from outside lost
    const internal = rule('internal', { filters: { hosts: [{ type: 'vpc', value: 'default' }] } })
    expect(inboundAccessLost([ssh, internal], [internal])).toEqual([lost(['SSH (TCP 22)'])])
  })

  it('says which ports of a range are lost, and counts a broader allow as still letting in', () => {
    expect(inboundAccessLost([ssh, icmp], [rule('anything')])).toEqual([])
    const range = rule('range', { filters: { ports: ['1-1024'], protocols: [{ type: 'tcp' }] } })
    expect(inboundAccessLost([ssh], [range])).toEqual([])
    const deny80 = rule('no-web', { action: 'deny', priority: 1, filters: { ports: ['80-89'] } })
    expect(inboundAccessLost([range], [range, deny80])).toEqual([lost(['TCP 80-89'])])
    expect(inboundAccessLost([range], [])).toEqual([lost(['TCP 1-1024, SSH included'])])
    // a port filter never matches ICMP, which has no port
    expect(
      inboundAccessLost([icmp], [icmp, { ...deny80, filters: { ports: ['1-65535'] } }]),
    ).toEqual([])
    // outbound rules have no say in what comes in
    expect(inboundAccessLost([ssh], [ssh, { ...denyAll, direction: 'outbound' }])).toEqual([])
  })
})
