import { describe, expect, it } from 'vitest'
import { vmmOf } from '../compute/placement'
import { antiAffinityGroupIds, instanceIds } from '../seed'
import { timedSim, type TimedSim } from '../testing/test-clock'
import { call, expectError, schema } from '../testing/test-utils'

const P = 'project=demo-project'
const GiB = 1024 ** 3

function as(sim: TimedSim, user = 'admin') {
  const token = sim.createSession(user)
  return (method: string, path: string, body?: unknown) =>
    call(sim, method, path, { as: { token }, body })
}

/** A stopped instance of demo-project (no NIC, so it needs nothing else) */
async function stoppedInstance(sim: TimedSim, name: string) {
  const reply = await as(sim)('POST', `/v1/instances?${P}`, {
    name,
    description: '',
    hostname: name,
    ncpus: 1,
    memory: GiB,
    start: false,
    network_interfaces: { type: 'none' },
  })
  expect(reply.status).toBe(201)
  sim.tick(1000)
  return schema.Instance.parse(reply.json)
}

const kinds = [
  { kind: 'anti-affinity', base: '/v1/anti-affinity-groups', noun: 'anti-affinity-group' },
  { kind: 'affinity', base: '/v1/affinity-groups', noun: 'affinity-group' },
] as const

for (const { kind, base, noun } of kinds) {
  describe(`${kind} groups`, () => {
    it('are created, viewed, listed, renamed and deleted', async () => {
      const req = as(timedSim())
      const create = await req('POST', `${base}?${P}`, {
        name: 'web-tier',
        description: 'web servers',
        failure_domain: 'sled',
        policy: 'fail',
      })
      expect(create.status).toBe(201)
      const group = schema.AntiAffinityGroup.parse(create.json)
      expect(group).toMatchObject({ name: 'web-tier', policy: 'fail', failureDomain: 'sled' })
      expect(
        schema.AntiAffinityGroup.parse((await req('GET', `${base}/${group.id}`)).json),
      ).toEqual(group)

      expectError(
        await req('POST', `${base}?${P}`, {
          name: 'web-tier',
          description: '',
          failure_domain: 'sled',
          policy: 'allow',
        }),
        400,
        'ObjectAlreadyExists',
        `already exists: ${noun} "web-tier"`,
      )

      const renamed = await req('PUT', `${base}/web-tier?${P}`, { name: 'frontend' })
      expect(schema.AntiAffinityGroup.parse(renamed.json)).toMatchObject({
        name: 'frontend',
        description: 'web servers',
      })
      const list = schema.AntiAffinityGroupResultsPage.parse(
        (await req('GET', `${base}?${P}`)).json,
      )
      expect(list.items.map((g) => g.name)).toContain('frontend')

      expect((await req('DELETE', `${base}/frontend?${P}`)).status).toBe(204)
      expectError(
        await req('GET', `${base}/frontend?${P}`),
        404,
        'ObjectNotFound',
        `not found: ${noun} with name "frontend"`,
      )
    })

    it('take stopped instances as members, not running ones', async () => {
      const sim = timedSim()
      const req = as(sim)
      await req('POST', `${base}?${P}`, {
        name: 'g',
        description: '',
        failure_domain: 'sled',
        policy: 'allow',
      })
      const instance = await stoppedInstance(sim, 'app1')

      const add = await req('POST', `${base}/g/members/instance/app1?${P}`)
      expect(add.status).toBe(201)
      expect(schema.AntiAffinityGroupMember.parse(add.json)).toEqual({
        type: 'instance',
        value: { id: instance.id, name: 'app1', runState: 'stopped' },
      })
      expectError(
        await req('POST', `${base}/g/members/instance/${instance.id}?${P}`),
        400,
        'ObjectAlreadyExists',
        `already exists: ${noun}-member "${instance.id}"`,
      )
      expectError(
        await req('POST', `${base}/g/members/instance/db1?${P}`),
        400,
        'InvalidRequest',
        `Instance cannot be added to ${kind} group with reservation`,
      )

      const members = schema.AntiAffinityGroupMemberResultsPage.parse(
        (await req('GET', `${base}/g/members?${P}`)).json,
      )
      expect(members.items.map((m) => m.value.name)).toEqual(['app1'])
      expect((await req('GET', `${base}/g/members/instance/app1?${P}`)).status).toBe(200)

      const path = kind === 'affinity' ? 'affinity-groups' : 'anti-affinity-groups'
      const ofInstance = schema.AntiAffinityGroupResultsPage.parse(
        (await req('GET', `/v1/instances/app1/${path}?${P}`)).json,
      )
      expect(ofInstance.items.map((g) => g.name)).toEqual(['g'])

      expect((await req('DELETE', `${base}/g/members/instance/app1?${P}`)).status).toBe(204)
      expectError(
        await req('GET', `${base}/g/members/instance/app1?${P}`),
        404,
        'ObjectNotFound',
        `not found: ${noun}-member with id "${instance.id}"`,
      )
      expectError(
        await req('DELETE', `${base}/g/members/instance/app1?${P}`),
        404,
        'ObjectNotFound',
      )
    })

    it('need a collaborator to change and a viewer to read', async () => {
      const sim = timedSim()
      expect((await as(sim, 'viewer')('GET', `${base}?${P}`)).status).toBe(200)
      expectError(
        await as(sim, 'viewer')('POST', `${base}?${P}`, {
          name: 'x',
          description: '',
          failure_domain: 'sled',
          policy: 'fail',
        }),
        403,
        'Forbidden',
      )
      // Polar `"list_children" if "viewer"` on the project fails, and so does `read`: its 404
      expectError(await as(sim, 'nobody')('GET', `${base}?${P}`), 404, 'ObjectNotFound')
    })
  })
}

describe('placement by groups', () => {
  it('puts members of an affinity group with policy fail on one sled', async () => {
    const sim = timedSim()
    const req = as(sim)
    await req('POST', `/v1/affinity-groups?${P}`, {
      name: 'pair',
      description: '',
      failure_domain: 'sled',
      policy: 'fail',
    })
    const a = await stoppedInstance(sim, 'a')
    const b = await stoppedInstance(sim, 'b')
    await req('POST', `/v1/affinity-groups/pair/members/instance/a?${P}`)
    await req('POST', `/v1/affinity-groups/pair/members/instance/b?${P}`)
    await req('POST', `/v1/instances/a/start?${P}`)
    await req('POST', `/v1/instances/b/start?${P}`)
    expect(vmmOf(sim.store, a.id)?.sled_id).toBe(vmmOf(sim.store, b.id)?.sled_id)
  })

  it('refuses to start a member of a full anti-affinity group with policy fail', async () => {
    const sim = timedSim()
    const req = as(sim)
    const group = sim.store.get('antiAffinityGroups', antiAffinityGroupIds.dbSpread)!
    sim.store.update('antiAffinityGroups', { ...group, policy: 'fail' })
    for (const name of ['r1', 'r2', 'r3', 'r4']) {
      await stoppedInstance(sim, name)
      await req('POST', `/v1/anti-affinity-groups/db-spread/members/instance/${name}?${P}`)
    }
    for (const name of ['r1', 'r2', 'r3']) {
      expect((await req('POST', `/v1/instances/${name}/start?${P}`)).status).toBe(202)
    }
    const sleds = sim.store.list('vmms').map((v) => v.sled_id)
    expect(new Set(sleds).size).toBe(4) // db1 and r1-r3 each on their own sled
    expectError(
      await req('POST', `/v1/instances/r4/start?${P}`),
      507,
      'InsufficientCapacity',
      'Insufficient capacity: No sleds can fit the requested instance',
    )
    expect(sim.store.get('instances', instanceIds.db1)?.run_state).toBe('running')
  })
})

describe('group limits, as Nexus checks them', () => {
  it('refuses a full group first, then an instance in too many groups', async () => {
    const sim = timedSim()
    const req = as(sim)
    const app1 = await stoppedInstance(sim, 'app1')
    const group = antiAffinityGroupIds.dbSpread
    const add = () => req('POST', `/v1/anti-affinity-groups/db-spread/members/instance/app1?${P}`)

    // db1 is a member already; 31 more fill the group
    for (let i = 0; i < 31; i++) {
      const instance = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`
      sim.store.insert('antiAffinityGroupMembers', {
        id: `${group}/${instance}`,
        group_id: group,
        instance_id: instance,
      })
    }
    expectError(
      await add(),
      400,
      'InvalidRequest',
      'Anti-affinity group already has maximum allowed members (32)',
    )
    for (const m of sim.store.list('antiAffinityGroupMembers')) {
      if (m.group_id === group && m.instance_id.startsWith('00000000')) {
        sim.store.remove('antiAffinityGroupMembers', m.id)
      }
    }

    for (let i = 0; i < 16; i++) {
      const other = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`
      sim.store.insert('antiAffinityGroupMembers', {
        id: `${other}/${app1.id}`,
        group_id: other,
        instance_id: app1.id,
      })
    }
    expectError(
      await add(),
      400,
      'InvalidRequest',
      'Instance already belongs to maximum allowed anti-affinity groups (16)',
    )
  })

  it('applies the same limits to the groups an instance is created in, each group once', async () => {
    const sim = timedSim()
    const req = as(sim)
    const create = (name: string, groups: string[]) =>
      req('POST', `/v1/instances?${P}`, {
        name,
        description: '',
        hostname: name,
        ncpus: 1,
        memory: GiB,
        start: false,
        anti_affinity_groups: groups,
      })
    const names = Array.from({ length: 17 }, (_, i) => `g${i}`)
    for (const name of names) {
      const made = await req('POST', `/v1/anti-affinity-groups?${P}`, {
        name,
        description: '',
        failure_domain: 'sled',
        policy: 'allow',
      })
      expect(made.status).toBe(201)
    }
    expectError(
      await create('too-many', names),
      400,
      'InvalidRequest',
      'Instance already belongs to maximum allowed anti-affinity groups (16)',
    )
    expect(sim.store.list('instances').map((i) => i.name)).not.toContain('too-many')
    const twice = await create('twice', ['g0', 'g0', 'db-spread'])
    expect(twice.status).toBe(201)
    const groups = schema.AntiAffinityGroupResultsPage.parse(
      (await req('GET', `/v1/instances/twice/anti-affinity-groups?${P}`)).json,
    )
    expect(groups.items.map((g) => g.name).sort()).toEqual(['db-spread', 'g0'])
  })
})
