import { describe, expect, it } from 'vitest'
import { seed } from '.'
import { guestRange, parseIpv4 } from '../network/ip'
import { schema } from '../testing/test-utils'

// The compute demo data: wire-shaped where Nexus has a view, consistent
// with itself and with the instance rules (a running instance has a VMM,
// addresses are inside their subnet or pool, nothing is used twice).
const data = seed()
const ids = (records: { id: string }[]) => new Set(records.map((r) => r.id))

describe('compute demo data', () => {
  const views: Array<[string, object[], (r: object) => unknown, string[]]> = [
    ['sleds', data.sleds, (r) => schema.Sled.parse(r), []],
    ['silo quotas', data.siloQuotas, (r) => schema.SiloQuotas.parse(r), ['id']],
    ['IP pools', data.ipPools, (r) => schema.IpPool.parse(r), []],
    ['IP pool ranges', data.ipPoolRanges, (r) => schema.IpPoolRange.parse(r), []],
    ['IP pool silo links', data.ipPoolSilos, (r) => schema.IpPoolSiloLink.parse(r), ['id']],
    ['floating IPs', data.floatingIps, (r) => schema.FloatingIp.parse(r), []],
    [
      'network interfaces',
      data.networkInterfaces,
      (r) => schema.InstanceNetworkInterface.parse(r),
      [],
    ],
    ['images', data.images, (r) => schema.Image.parse(r), ['silo_id']],
    ['SSH keys', data.sshKeys, (r) => schema.SshKey.parse(r), []],
    ['anti-affinity groups', data.antiAffinityGroups, (r) => schema.AntiAffinityGroup.parse(r), []],
  ]
  for (const [name, records, parse, extra] of views) {
    it(`${name} match the contract`, () => {
      expect(records.length).toBeGreaterThan(0)
      for (const r of records) {
        expect(() => parse(r), JSON.stringify(r)).not.toThrow()
        const shown = Object.keys(parse(r) as object).length
        expect(Object.keys(r).length).toBeLessThanOrEqual(shown + extra.length)
      }
    })
  }

  it('gives every incarnated instance a VMM on a sled, and no other', () => {
    const sleds = ids(data.sleds)
    const withVmm = new Set(data.vmms.map((v) => v.instance_id))
    for (const v of data.vmms) expect(sleds.has(v.sled_id)).toBe(true)
    for (const i of data.instances) {
      expect(withVmm.has(i.id), i.name).toBe(
        ['running', 'starting', 'stopping', 'rebooting'].includes(i.run_state),
      )
    }
    expect(data.instanceTransitions).toEqual([])
  })

  it('keeps addresses inside their subnet or pool, each used once', () => {
    for (const nic of data.networkInterfaces) {
      const subnet = data.vpcSubnets.find((s) => s.id === nic.subnet_id)!
      expect(subnet.vpc_id).toBe(nic.vpc_id)
      const range = guestRange(subnet.ipv4_block)!
      const ip = parseIpv4(nic.ip)!
      expect(range.first <= ip && ip <= range.last).toBe(true)
      expect(ids(data.instances).has(nic.instance_id)).toBe(true)
    }
    const external = [...data.floatingIps, ...data.ephemeralIps]
    for (const e of external) {
      const ranges = data.ipPoolRanges.filter((r) => r.ip_pool_id === e.ip_pool_id)
      const ip = parseIpv4(e.ip)!
      expect(
        ranges.some((r) => parseIpv4(r.range.first)! <= ip && ip <= parseIpv4(r.range.last)!),
      ).toBe(true)
    }
    expect(new Set(external.map((e) => e.ip)).size).toBe(external.length)
  })

  it('refers only to records that exist', () => {
    const projects = ids(data.projects)
    const instances = ids(data.instances)
    for (const f of data.floatingIps) {
      expect(projects.has(f.project_id)).toBe(true)
      if (f.instance_id) expect(instances.has(f.instance_id)).toBe(true)
    }
    for (const e of data.ephemeralIps) expect(instances.has(e.instance_id)).toBe(true)
    for (const l of data.ipPoolSilos) {
      expect(ids(data.ipPools).has(l.ip_pool_id)).toBe(true)
      expect(ids(data.silos).has(l.silo_id)).toBe(true)
    }
    for (const q of data.siloQuotas) expect(ids(data.silos).has(q.silo_id)).toBe(true)
    for (const i of data.images) if (i.project_id) expect(projects.has(i.project_id)).toBe(true)
    for (const k of data.sshKeys) expect(ids(data.users).has(k.silo_user_id)).toBe(true)
    for (const k of data.instanceSshKeys) {
      expect(instances.has(k.instance_id)).toBe(true)
      expect(ids(data.sshKeys).has(k.ssh_key_id)).toBe(true)
    }
    for (const m of data.antiAffinityGroupMembers) {
      expect(ids(data.antiAffinityGroups).has(m.group_id)).toBe(true)
      expect(instances.has(m.instance_id)).toBe(true)
    }
  })
})
