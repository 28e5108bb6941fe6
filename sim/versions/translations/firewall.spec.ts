// Firewall rules through the versioned door: protocols as tagged objects, ICMP filters and
// ICMPv6 kept in the model, and refused in the answer of a version before ICMPv6.
import { describe, expect, it } from 'vitest'
import { call, expectError, setup } from '../../testing/test-utils'
import { shapeProblems } from '../../testing/response-shape'
import { INITIAL, NEWEST, servedVersionFor } from '../served'
import { parseVersion } from '../../request/api-version'

const CONSOLE = '2026081700.0.0'
const VERSIONS = [INITIAL.text, CONSOLE, NEWEST.text]
const RULES = '/v1/vpc-firewall-rules?project=demo-project&vpc=default'
const served = (text: string) => servedVersionFor(parseVersion(text))

const rule = (protocols: unknown[]) => ({
  name: 'allow-ping',
  description: 'ping',
  status: 'enabled',
  direction: 'inbound',
  targets: [{ type: 'vpc', value: 'default' }],
  filters: { protocols, ports: null, hosts: null },
  action: 'allow',
  priority: 100,
})

describe('vpcFirewallRulesView', () => {
  it('answers the default rules in each version’s words', async () => {
    const sim = setup({ release: 'current' })
    for (const version of VERSIONS) {
      const reply = await call(sim, 'GET', RULES, { as: 'admin', version })
      expect(reply.status).toBe(200)
      expect(shapeProblems(served(version), 'vpcFirewallRulesView', reply.json)).toEqual([])
      const rules = (reply.json as { rules: { name: string; filters: unknown }[] }).rules
      expect(rules.find((r) => r.name === 'allow-ssh')?.filters).toMatchObject({
        protocols: [{ type: 'tcp' }],
      })
      expect(rules.find((r) => r.name === 'allow-icmp')?.filters).toMatchObject({
        protocols: [{ type: 'icmp', value: null }],
      })
    }
  })
})

describe('vpcFirewallRulesUpdate', () => {
  it('keeps an ICMP type and code filter in every version', async () => {
    const sim = setup({ release: 'current' })
    for (const version of VERSIONS) {
      const protocols = [{ type: 'udp' }, { type: 'icmp', value: { icmp_type: 8, code: '0-3' } }]
      const put = await call(sim, 'PUT', RULES, {
        as: 'admin',
        version,
        body: { rules: [rule(protocols)] },
      })
      expect(put.status).toBe(200)
      expect(shapeProblems(served(version), 'vpcFirewallRulesUpdate', put.json)).toEqual([])
      expect(put.json).toMatchObject({ rules: [{ filters: { protocols } }] })
      const view = await call(sim, 'GET', RULES, { as: 'admin', version })
      expect(view.json).toMatchObject({ rules: [{ name: 'allow-ping', filters: { protocols } }] })
    }
  })

  it('keeps ICMPv6 from ADD_ICMPV6_FIREWALL_SUPPORT on; an older version cannot show it', async () => {
    const sim = setup({ release: 'current' })
    const protocols = [{ type: 'icmp6', value: { icmp_type: 128, code: null } }]
    const put = await call(sim, 'PUT', RULES, {
      as: 'admin',
      version: CONSOLE,
      body: { rules: [rule(protocols)] },
    })
    expect(put.status).toBe(200)
    expect(put.json).toMatchObject({ rules: [{ filters: { protocols } }] })
    const newest = await call(sim, 'GET', RULES, { as: 'admin' })
    expect(shapeProblems(NEWEST, 'vpcFirewallRulesView', newest.json)).toEqual([])
    expect(newest.json).toMatchObject({ rules: [{ filters: { protocols } }] })
    expectError(
      await call(sim, 'GET', RULES, { as: 'admin', version: INITIAL.text }),
      400,
      'InvalidValue',
      'unsupported value for "vpc_firewall_rule_protocol": unrecognized protocol: icmp6:128',
    )
    // INITIAL's contract has no icmp6
    const old = await call(sim, 'PUT', RULES, {
      as: 'admin',
      version: INITIAL.text,
      body: { rules: [rule(protocols)] },
    })
    expect(old.status).toBe(400)
  })

  it('refuses an ICMP code Nexus cannot parse', async () => {
    const sim = setup({ release: 'current' })
    const protocols = [{ type: 'icmp', value: { icmp_type: 3, code: '1-' } }]
    expectError(
      await call(sim, 'PUT', RULES, { as: 'admin', body: { rules: [rule(protocols)] } }),
      400,
      undefined,
      /^unable to parse JSON body: rules\[0\]\.filters\.protocols\[0\]: range has no end value at line 1 column \d+$/,
    )
  })
})
