import { describe, expect, it } from 'vitest'
import { instanceIds, multicastGroupIds, multicastPoolIds } from '../seed'
import { servedVersion, shapeProblems } from '../testing/response-shape'
import { call, expectError, setup, type Reply } from '../testing/test-utils'
import type { Sim } from '../index'

const NEWEST = '2026081901.0.0'
const INITIAL = '2025112000.0.0'
const P = 'project=demo-project'

type Group = { id: string; name: string; multicast_ip: string; [k: string]: unknown }
type Member = { id: string; multicast_group_id: string; instance_id: string; [k: string]: unknown }
type Page<T> = { items: T[]; next_page?: string | null }

const current = () => setup({ release: 'current' })

function client(sim: Sim, user = 'admin', version?: string) {
  const token = sim.createSession(user)
  return (method: string, path: string, body?: unknown) =>
    call(sim, method, path, { as: { token }, body, version })
}

/** The body, once it is in the newest version's shape of the operation */
function shaped<T>(reply: Reply, op: string, version = NEWEST): T {
  expect(shapeProblems(servedVersion(version), op, reply.json)).toEqual([])
  return reply.json as T
}

const join = (instance = 'db1', group = 'video', query = P) =>
  `/v1/instances/${instance}/multicast-groups/${group}?${query}`

describe('multicastGroupList and View', () => {
  it('lists the fleet’s groups to any signed-in user', async () => {
    const sim = current()
    for (const user of ['admin', 'nobody']) {
      const reply = await client(sim, user)('GET', '/v1/multicast-groups')
      expect(reply.status).toBe(200)
      const page = shaped<Page<Group>>(reply, 'multicastGroupList')
      expect(page.items.map((g) => [g.name, g.multicast_ip])).toEqual([
        ['mcast-232-2-0-20', '232.2.0.20'],
        ['telemetry', '224.2.0.10'],
      ])
    }
  })

  it("shows the members' sources gathered", async () => {
    const get = client(current())
    const ssm = shaped<Group>(
      await get('GET', '/v1/multicast-groups/mcast-232-2-0-20'),
      'multicastGroupView',
    )
    expect(ssm).toMatchObject({
      source_ips: ['198.51.100.40', '198.51.100.41'],
      has_any_source_member: false,
      ip_pool_id: multicastPoolIds.ssm,
      state: 'Active',
    })
    const asm = (await get('GET', '/v1/multicast-groups/telemetry')).json
    expect(asm).toMatchObject({ source_ips: [], has_any_source_member: true })
  })

  it('pages by name', async () => {
    const get = client(current())
    const first = (await get('GET', '/v1/multicast-groups?limit=1')).json as Page<Group>
    expect(first.items.map((g) => g.name)).toEqual(['mcast-232-2-0-20'])
    const second = (await get('GET', `/v1/multicast-groups?limit=1&page_token=${first.next_page}`))
      .json as Page<Group>
    expect(second.items.map((g) => g.name)).toEqual(['telemetry'])
  })

  it('finds a group by name, id or address', async () => {
    const get = client(current(), 'viewer')
    const byName = (await get('GET', '/v1/multicast-groups/telemetry')).json
    expect((await get('GET', `/v1/multicast-groups/${multicastGroupIds.telemetry}`)).json).toEqual(
      byName,
    )
    expect((await get('GET', '/v1/multicast-groups/224.2.0.10')).json).toEqual(byName)
    expectError(
      await get('GET', '/v1/multicast-groups/nope'),
      404,
      'ObjectNotFound',
      'not found: multicast-group with name "nope"',
    )
    expectError(
      await get('GET', '/v1/multicast-groups/224.2.0.99'),
      404,
      'ObjectNotFound',
      'not found: multicast-group with name "224.2.0.99"',
    )
    expectError(
      await get('GET', `/v1/multicast-groups/${instanceIds.db1}`),
      404,
      'ObjectNotFound',
      `not found: multicast-group with id "${instanceIds.db1}"`,
    )
    expectError(
      await get('GET', '/v1/multicast-groups/Bad-Name'),
      400,
      undefined,
      /^bad parameter in URL path: /,
    )
  })
})

describe('members', () => {
  it("lists a group's members, and an instance's groups", async () => {
    const get = client(current(), 'viewer')
    const members = shaped<Page<Member>>(
      await get('GET', '/v1/multicast-groups/telemetry/members'),
      'multicastGroupMemberList',
    )
    expect(members.items).toHaveLength(1)
    expect(members.items[0]).toMatchObject({
      name: `member-${members.items[0].id}`,
      instance_id: instanceIds.db1,
      multicast_ip: '224.2.0.10',
      state: 'Joined',
    })
    const mine = shaped<Page<Member>>(
      await get('GET', `/v1/instances/db1/multicast-groups?${P}`),
      'instanceMulticastGroupList',
    )
    expect(mine.items.map((m) => m.multicast_group_id).sort()).toEqual(
      [multicastGroupIds.marketData, multicastGroupIds.telemetry].sort(),
    )
    const byId = await get('GET', `/v1/instances/${instanceIds.db1}/multicast-groups`)
    expect(byId.json).toEqual(mine)
  })

  it('hides the instances of projects the caller cannot read', async () => {
    const get = client(current(), 'nobody')
    expectError(await get('GET', `/v1/instances/db1/multicast-groups?${P}`), 404, 'ObjectNotFound')
    // the group's members are listed to anyone
    expect((await get('GET', '/v1/multicast-groups/telemetry/members')).status).toBe(200)
  })
})

describe('instanceMulticastGroupJoin', () => {
  it('makes a group named for the join at the next free address of the silo’s pool', async () => {
    const put = client(current())
    const reply = await put('PUT', join(), {})
    expect(reply.status).toBe(201)
    const member = shaped<Member>(reply, 'instanceMulticastGroupJoin')
    expect(member).toMatchObject({ multicast_ip: '224.2.0.11', source_ips: [], state: 'Joined' })
    const group = (await put('GET', '/v1/multicast-groups/video')).json as Group
    expect(group).toMatchObject({
      id: member.multicast_group_id,
      multicast_ip: '224.2.0.11',
      ip_pool_id: multicastPoolIds.asm,
      description: 'Implicitly created for instance attachment',
    })
    // joining again changes nothing
    expect((await put('PUT', join(), {})).json).toEqual(member)
  })

  it('takes a source-specific pool for a member naming sources', async () => {
    const put = client(current())
    const reply = await put('PUT', join('db1', 'feed'), { source_ips: ['198.51.100.7'] })
    expect(reply.json).toMatchObject({ multicast_ip: '232.2.0.10', source_ips: ['198.51.100.7'] })
  })

  it('makes a group for an address of a linked pool, named for it', async () => {
    const put = client(current())
    const reply = await put('PUT', join('db1', '232.2.0.30'), {
      source_ips: ['198.51.100.9', '198.51.100.9'],
    })
    expect(reply.json).toMatchObject({ multicast_ip: '232.2.0.30', source_ips: ['198.51.100.9'] })
    const group = (await put('GET', '/v1/multicast-groups/232.2.0.30')).json as Group
    expect(group).toMatchObject({
      name: 'mcast-232-2-0-30',
      description: 'Implicitly created multicast group for 232.2.0.30',
    })
  })

  it("refuses sources that do not suit the group's address", async () => {
    const put = client(current())
    expectError(
      await put('PUT', join('db1', '232.2.0.30'), {}),
      400,
      'InvalidRequest',
      'SSM multicast addresses require at least one source IP',
    )
    expectError(
      await put('PUT', join('db1', 'telemetry'), { source_ips: ['2001:db8::1'] }),
      400,
      'InvalidRequest',
      'source IP 2001:db8::1 does not match multicast group address family (IPv4)',
    )
    expectError(
      await put('PUT', join('db1', '239.1.1.1'), {}),
      400,
      'InvalidRequest',
      'multicast IP address 239.1.1.1 is not in any configured multicast pool',
    )
    expectError(
      await put('PUT', join('db1', 'video'), { ip_version: 'v6' }),
      400,
      'InvalidRequest',
      'No v6 ASM multicast pool linked to your silo. Create a multicast pool and link it to your silo, or provide an explicit pool or multicast address.',
    )
    expectError(
      await put('PUT', join('db1', instanceIds.db1), {}),
      404,
      'ObjectNotFound',
      `not found: multicast-group with id "${instanceIds.db1}"`,
    )
  })

  it('needs the right to change the instance', async () => {
    const sim = current()
    expectError(await client(sim, 'viewer')('PUT', join(), {}), 403, 'Forbidden')
    expectError(await client(sim, 'nobody')('PUT', join(), {}), 404, 'ObjectNotFound')
    expect((await client(sim, 'collaborator')('PUT', join(), {})).status).toBe(201)
    expectError(
      await client(sim)('PUT', join('db1', 'video', ''), {}),
      400,
      'InvalidRequest',
      'instance should either be UUID or project should be specified',
    )
  })
})

describe('instanceMulticastGroupLeave', () => {
  it('takes the group away with its last member', async () => {
    const sim = current()
    const api = client(sim)
    expect((await api('DELETE', join('db1', 'telemetry'))).status).toBe(204)
    expectError(await api('GET', '/v1/multicast-groups/telemetry'), 404, 'ObjectNotFound')
    expectError(await api('DELETE', join('db1', 'telemetry')), 404, 'ObjectNotFound')
    // its name and address are free again
    const rejoin = await api('PUT', join('db1', 'telemetry'), {})
    expect(rejoin.json).toMatchObject({ multicast_ip: '224.2.0.10' })
  })

  it("succeeds for a group the instance is not in, and leaves the group's other members", async () => {
    const sim = current()
    const api = client(sim)
    await api('PUT', join('db1', 'video'), {})
    const { json } = await api('GET', '/v1/multicast-groups/video/members')
    expect((json as Page<Member>).items).toHaveLength(1)
    expect((await api('DELETE', join('db1', 'video'))).status).toBe(204)
    expect((await api('DELETE', join('db1', 'mcast-232-2-0-20'))).status).toBe(204)
    const left = (await api('GET', '/v1/multicast-groups')).json as Page<Group>
    expect(left.items.map((g) => g.name)).toEqual(['telemetry'])
  })

  it('forgets the groups of a deleted instance', async () => {
    const sim = current()
    sim.store.transaction(() => sim.store.remove('instances', instanceIds.db1))
    expect((await client(sim)('GET', '/v1/multicast-groups')).json).toMatchObject({ items: [] })
  })
})

describe('versions before implicit groups', () => {
  it('answers 410 Gone for the explicit group operations', async () => {
    const api = client(current(), 'admin', INITIAL)
    expectError(
      await api('POST', '/v1/multicast-groups', { name: 'x', description: '' }),
      410,
      undefined,
      'multicast group creation is deprecated; groups are created implicitly when instances join via: PUT /v1/instances/{instance}/multicast-groups/{group}',
    )
    expectError(
      await api('DELETE', '/v1/multicast-groups/telemetry'),
      410,
      undefined,
      'multicast group deletion is deprecated; groups are automatically deleted when all members leave',
    )
    expectError(
      await api('POST', `/v1/multicast-groups/telemetry/members?${P}`, { instance: 'db1' }),
      410,
      undefined,
      /^multicast group member add is deprecated/,
    )
    // the newest version has no such operation
    const newest = client(current())
    expect(
      (await newest('POST', '/v1/multicast-groups', { name: 'x', description: '' })).status,
    ).toBe(405)
  })

  it('looks a group up by address in INITIAL’s shape', async () => {
    const api = client(current(), 'viewer', INITIAL)
    const reply = await api('GET', '/v1/system/multicast-groups/by-ip/224.2.0.10')
    const group = shaped<Group>(reply, 'lookupMulticastGroupByIp', INITIAL)
    expect(group).toMatchObject({ name: 'telemetry', mvlan: null, source_ips: [] })
    expect(group).not.toHaveProperty('has_any_source_member')
  })

  it("answers groups and members in each version's shape", async () => {
    const sim = current()
    const initial = client(sim, 'viewer', INITIAL)
    const group = shaped<Group>(
      await initial('GET', '/v1/multicast-groups/telemetry'),
      'multicastGroupView',
      INITIAL,
    )
    expect(group).toMatchObject({ mvlan: null })
    const members = shaped<Page<Member>>(
      await initial('GET', '/v1/multicast-groups/telemetry/members'),
      'multicastGroupMemberList',
      INITIAL,
    )
    expect(members.items[0]).not.toHaveProperty('multicast_ip')
    shaped(
      await initial('GET', `/v1/instances/db1/multicast-groups?${P}`),
      'instanceMulticastGroupList',
      INITIAL,
    )
    // between implicit groups and the MVLAN's removal: members as now, groups with `mvlan`
    const middle = '2026010800.0.0'
    const list = shaped<Page<Group>>(
      await client(sim, 'viewer', middle)('GET', '/v1/multicast-groups'),
      'multicastGroupList',
      middle,
    )
    expect(list.items[0]).toMatchObject({ mvlan: null })
    shaped(
      await client(sim, 'viewer', middle)('GET', '/v1/multicast-groups/telemetry/members'),
      'multicastGroupMemberList',
      middle,
    )
  })

  it('joins without a body', async () => {
    const api = client(current(), 'admin', INITIAL)
    const reply = await api('PUT', join())
    expect(reply.status).toBe(201)
    shaped(reply, 'instanceMulticastGroupJoin', INITIAL)
  })
})
