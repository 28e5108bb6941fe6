import { describe, expect, it } from 'vitest'
import { seed } from '.'
import { checkFirewallRule, schema } from '../testing/test-utils'
import { FLEET_ID } from './silos'

// Every demo record is in wire shape: the generated zod schema (which reads
// snake_case wire JSON) accepts it, and it carries no key beyond the view's
// except the documented internal ones.
const data = seed()

const check = (
  name: string,
  records: object[],
  parse: (r: object) => unknown,
  extra: string[] = [],
) =>
  it(`${name} match the contract`, () => {
    expect(records.length).toBeGreaterThan(0)
    for (const r of records) {
      expect(() => parse(r), JSON.stringify(r)).not.toThrow()
      const shown = Object.keys(parse(r) as object).length
      expect(Object.keys(r).length).toBeLessThanOrEqual(shown + extra.length)
    }
  })

describe('demo data', () => {
  check('silos', data.silos, (r) => schema.Silo.parse(r))
  check('users', data.users, (r) => schema.User.parse(r))
  check('groups', data.groups, (r) => schema.Group.parse(r))
  check('projects', data.projects, (r) => schema.Project.parse(r), ['silo_id'])
  check('instances', data.instances, (r) => schema.Instance.parse(r))
  check('disks', data.disks, (r) => schema.Disk.parse(r))
  check('images', data.images, (r) => schema.Image.parse(r), ['silo_id'])
  check('snapshots', data.snapshots, (r) => schema.Snapshot.parse(r), ['block_size'])
  check('vpcs', data.vpcs, (r) => schema.Vpc.parse(r))
  check('VPC subnets', data.vpcSubnets, (r) => schema.VpcSubnet.parse(r))
  check('VPC routers', data.vpcRouters, (r) => schema.VpcRouter.parse(r))
  check('router routes', data.routerRoutes, (r) => schema.RouterRoute.parse(r))
  check('firewall rules', data.firewallRules, checkFirewallRule)
  check('internet gateways', data.internetGateways, (r) => schema.InternetGateway.parse(r))
  check('gateway IP pools', data.internetGatewayIpPools, (r) =>
    schema.InternetGatewayIpPool.parse(r),
  )
  check('policies', data.policies, (r) => schema.FleetRolePolicy.parse(r), ['id', 'resource_type'])

  it('has unique ids and names where Nexus needs them', () => {
    // policies and the latest provisioning counts are keyed by their resource's id,
    // everything else has its own
    const { policies, ...rest } = data
    const ids = Object.entries(rest)
      .filter(([table]) => table !== 'provisioningLatest')
      .flatMap(([, records]: [string, { id: string }[]]) => records.map((r) => r.id))
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(policies.map((p) => p.id)).size).toBe(policies.length)
    const projectNames = data.projects.map((p) => p.name)
    expect(new Set(projectNames).size).toBe(projectNames.length)
    const usernames = data.users.map((u) => u.display_name)
    expect(new Set(usernames).size).toBe(usernames.length)
  })

  it('refers only to records that exist', () => {
    const has = (records: { id: string }[], id: string) => records.some((r) => r.id === id)
    for (const u of data.users) expect(has(data.silos, u.silo_id)).toBe(true)
    for (const g of data.groups) expect(has(data.silos, g.silo_id)).toBe(true)
    for (const p of data.projects) expect(has(data.silos, p.silo_id)).toBe(true)
    for (const m of data.groupMembers) {
      expect(has(data.groups, m.group_id)).toBe(true)
      expect(has(data.users, m.user_id)).toBe(true)
    }
    for (const p of data.policies) {
      const resources = { fleet: [{ id: FLEET_ID }], silo: data.silos, project: data.projects }
      expect(has(resources[p.resource_type], p.id)).toBe(true)
      for (const a of p.role_assignments) {
        expect(has(a.identity_type === 'silo_user' ? data.users : data.groups, a.identity_id)).toBe(
          true,
        )
      }
    }
    for (const i of data.instances) {
      expect(has(data.projects, i.project_id)).toBe(true)
      expect(has(data.disks, i.boot_disk_id!)).toBe(true)
    }
    for (const d of data.disks) {
      expect(has(data.projects, d.project_id)).toBe(true)
      if ('instance' in d.state) expect(has(data.instances, d.state.instance)).toBe(true)
    }
    for (const s of data.snapshots) {
      expect(has(data.projects, s.project_id)).toBe(true)
      expect(has(data.disks, s.disk_id)).toBe(true)
    }
    for (const v of data.vpcs) expect(has(data.projects, v.project_id)).toBe(true)
    for (const s of data.vpcSubnets) expect(has(data.vpcs, s.vpc_id)).toBe(true)
  })

  it('gives the four demo users the roles the README promises', () => {
    const rolesOf = (userId: string) =>
      data.policies.flatMap((p) =>
        p.role_assignments
          .filter((a) => a.identity_id === userId)
          .map((a) => `${p.resource_type}:${a.role_name}`),
      )
    const byName = (name: string) => data.users.find((u) => u.display_name === name)!.id
    const inGroups = (name: string) => data.groupMembers.filter((m) => m.user_id === byName(name))
    expect(rolesOf(byName('admin')).sort()).toEqual(['fleet:admin', 'silo:admin'])
    expect(rolesOf(byName('collaborator'))).toEqual(['silo:collaborator'])
    expect(rolesOf(byName('viewer'))).toEqual(['project:viewer'])
    expect(inGroups('viewer')).toEqual([])
    expect(rolesOf(byName('nobody'))).toEqual([])
    expect(inGroups('nobody')).toEqual([])
  })
})
