import { describe, expect, it } from 'vitest'
import type { Sim } from '../index'
import { defaultSilo, samlSilo } from '../seed/silos'
import { externalSubnetIds, subnetPoolIds } from '../seed/subnet-pools'
import { servedVersion, shapeProblems } from '../testing/response-shape'
import { subnetPoolTranslations } from '../versions/translations/subnet-pools'
import { call, expectError, setup, type Reply } from '../testing/test-utils'

const NEWEST = '2026081901.0.0'
const P = '/v1/system/subnet-pools'

const current = () => setup({ release: 'current' })

function client(sim: Sim, user = 'admin') {
  const token = sim.createSession(user)
  return (method: string, path: string, body?: unknown) =>
    call(sim, method, path, { as: { token }, body })
}

/** The answer's body once it is a success in the newest version's shape */
function shaped<T = Record<string, unknown>>(reply: Reply, op: string): T {
  expect(reply.status).toBeLessThan(300)
  expect(shapeProblems(servedVersion(NEWEST), op, reply.json)).toEqual([])
  return reply.json as T
}

type Page<T = Record<string, unknown>> = { items: T[]; next_page: string | null }

/** A fresh pool named `name`, with the members given (`subnet`, lengths) */
async function poolWith(
  api: ReturnType<typeof client>,
  name: string,
  ipVersion: 'v4' | 'v6',
  members: Array<Record<string, unknown>> = [],
) {
  const pool = shaped<{ id: string }>(
    await api('POST', P, { name, description: '', ip_version: ipVersion }),
    'systemSubnetPoolCreate',
  )
  for (const m of members) {
    expect((await api('POST', `${P}/${name}/members/add`, m)).status).toBe(201)
  }
  return pool
}

describe('subnet pools, as operators see them', () => {
  it('lists the seeded pools by name and pages like every list', async () => {
    const api = client(current())
    const page = shaped<Page>(await api('GET', P), 'systemSubnetPoolList')
    expect(page.items.map((p) => [p.name, p.ip_version])).toEqual([
      ['routed-v4', 'v4'],
      ['routed-v6', 'v6'],
    ])
    const first = shaped<Page>(await api('GET', `${P}?limit=1`), 'systemSubnetPoolList')
    const second = shaped<Page>(
      await api('GET', `${P}?limit=1&page_token=${first.next_page}`),
      'systemSubnetPoolList',
    )
    expect(second.items.map((p) => p.name)).toEqual(['routed-v6'])
  })

  it('creates, views by name or id, renames and deletes a pool', async () => {
    const api = client(current())
    const reply = await api('POST', P, { name: 'spare', description: 'd', ip_version: 'v6' })
    expect(reply.status).toBe(201)
    const pool = shaped<{ id: string }>(reply, 'systemSubnetPoolCreate')
    expect(pool).toMatchObject({ name: 'spare', description: 'd', ip_version: 'v6' })
    expect(shaped(await api('GET', `${P}/${pool.id}`), 'systemSubnetPoolView')).toEqual(pool)
    const renamed = shaped(
      await api('PUT', `${P}/spare`, { name: 'spare-2', description: null }),
      'systemSubnetPoolUpdate',
    )
    expect(renamed).toMatchObject({ id: pool.id, name: 'spare-2', description: 'd' })
    expect((await api('DELETE', `${P}/spare-2`)).status).toBe(204)
    expectError(
      await api('GET', `${P}/spare-2`),
      404,
      'ObjectNotFound',
      'not found: subnet-pool with name "spare-2"',
    )
  })

  it('refuses a taken name', async () => {
    const api = client(current())
    expectError(
      await api('POST', P, { name: 'routed-v4', description: '', ip_version: 'v4' }),
      400,
      'ObjectAlreadyExists',
      'already exists: subnet-pool "routed-v4"',
    )
    expectError(
      await api('PUT', `${P}/routed-v6`, { name: 'routed-v4' }),
      400,
      'ObjectAlreadyExists',
      'already exists: subnet-pool "routed-v4"',
    )
  })

  it('refuses to delete a pool with members, and takes its links with it', async () => {
    const sim = current()
    const api = client(sim)
    expectError(
      await api('DELETE', `${P}/routed-v6`),
      400,
      'InvalidRequest',
      'Cannot delete external subnet pool while it contains members. Please delete all external subnet pool members first.',
    )
    expect(
      (await api('POST', `${P}/routed-v6/members/remove`, { subnet: '2001:db8:1000::/36' })).status,
    ).toBe(204)
    expect((await api('DELETE', `${P}/routed-v6`)).status).toBe(204)
    expect(sim.store.list('subnetPoolSilos').map((l) => l.subnet_pool_id)).toEqual([
      subnetPoolIds.v4,
    ])
  })

  it('lets fleet viewers read and only fleet admins change', async () => {
    const sim = current()
    const viewer = client(sim, 'hannah-okafor') // fleet viewer
    expect((await viewer('GET', P)).status).toBe(200)
    expect((await viewer('GET', `${P}/routed-v4/members`)).status).toBe(200)
    expect((await viewer('GET', `${P}/routed-v4/utilization`)).status).toBe(200)
    expectError(
      await viewer('POST', P, { name: 'x', description: '', ip_version: 'v4' }),
      403,
      'Forbidden',
    )
    expectError(await viewer('PUT', `${P}/routed-v4`, { description: 'x' }), 403, 'Forbidden')
    expectError(
      await viewer('POST', `${P}/routed-v4/members/add`, { subnet: '10.0.0.0/24' }),
      403,
      'Forbidden',
    )

    // a silo collaborator has no fleet role: the list is refused, a pool is not there
    const collaborator = client(sim, 'collaborator')
    expectError(await collaborator('GET', P), 403, 'Forbidden')
    expectError(
      await collaborator('GET', `${P}/routed-v4`),
      404,
      'ObjectNotFound',
      'not found: subnet-pool with name "routed-v4"',
    )
    expectError(
      await collaborator('DELETE', `${P}/${subnetPoolIds.v4}`),
      404,
      'ObjectNotFound',
      `not found: subnet-pool with id "${subnetPoolIds.v4}"`,
    )
  })
})

describe('members', () => {
  it("lists a pool's members by subnet, paged by subnet", async () => {
    const api = client(current())
    const page = shaped<Page>(
      await api('GET', `${P}/routed-v4/members`),
      'systemSubnetPoolMemberList',
    )
    expect(page.items.map((m) => m.subnet)).toEqual(['192.0.2.192/26', '198.51.100.128/25'])
    const first = shaped<Page>(
      await api('GET', `${P}/routed-v4/members?limit=1`),
      'systemSubnetPoolMemberList',
    )
    const rest = shaped<Page>(
      await api('GET', `${P}/routed-v4/members?limit=1&page_token=${first.next_page}`),
      'systemSubnetPoolMemberList',
    )
    expect(rest.items.map((m) => m.subnet)).toEqual(['198.51.100.128/25'])
    expectError(
      await api('GET', `${P}/routed-v4/members?page_token=eyJ2IjoidjEiLCJwYWdlX3N0YXJ0IjoibmFoIn0`),
      400,
      undefined,
      /failed to parse pagination token/,
    )
  })

  it('adds a member with the lengths it defaults to, and touches the pool', async () => {
    const api = client(current())
    const before = shaped<{ time_modified: string }>(
      await api('GET', `${P}/routed-v6`),
      'systemSubnetPoolView',
    )
    const reply = await api('POST', `${P}/routed-v6/members/add`, { subnet: 'FD00:0::/48' })
    expect(reply.status).toBe(201)
    expect(shaped(reply, 'systemSubnetPoolMemberAdd')).toMatchObject({
      subnet: 'fd00::/48',
      subnet_pool_id: subnetPoolIds.v6,
      min_prefix_length: 48,
      max_prefix_length: 128,
    })
    const after = shaped<{ time_modified: string }>(
      await api('GET', `${P}/routed-v6`),
      'systemSubnetPoolView',
    )
    expect(after.time_modified >= before.time_modified).toBe(true)
  })

  it("refuses a member of the other version, a host address, or lengths that don't fit", async () => {
    const api = client(current())
    const add = (body: unknown) => api('POST', `${P}/routed-v4/members/add`, body)
    const refusals: Array<[unknown, string]> = [
      [{ subnet: 'fd00::/48' }, 'Cannot add IPv6 members to IPv4 subnet pool'],
      [{ subnet: '10.0.0.1/24' }, 'IP subnet must be a network address, with a host ID of zero.'],
      [
        { subnet: '10.0.0.0/24', min_prefix_length: 28, max_prefix_length: 26 },
        'The minimum prefix length must be no greater than the maximum',
      ],
      [
        { subnet: '10.0.0.0/24', max_prefix_length: 33 },
        'Cannot create an IPv4 subnet with a max prefix length greater than 32',
      ],
      [
        { subnet: '10.0.0.0/24', min_prefix_length: 20 },
        'Min and max prefix length must be no less than the IP subnet prefix length (/24)',
      ],
    ]
    for (const [body, message] of refusals) {
      expectError(await add(body), 400, 'InvalidRequest', message)
    }
  })

  it('refuses a member overlapping a member of any pool or an IP pool range', async () => {
    const api = client(current())
    await poolWith(api, 'other', 'v4')
    expectError(
      await api('POST', `${P}/other/members/add`, { subnet: '198.51.100.0/24' }),
      400,
      'InvalidRequest',
      'The IP subnet 198.51.100.0/24 overlaps with an existing subnet pool member or IP pool range',
    )
    // demo-silo's IP pool holds 203.0.113.10-250
    expectError(
      await api('POST', `${P}/other/members/add`, { subnet: '203.0.113.0/28' }),
      400,
      'InvalidRequest',
      'The IP subnet 203.0.113.0/28 overlaps with an existing subnet pool member or IP pool range',
    )
    expect((await api('POST', `${P}/other/members/add`, { subnet: '203.0.113.0/29' })).status).toBe(
      201,
    )
  })

  it('removes exactly a member, unless a subnet was taken from it', async () => {
    const api = client(current())
    expectError(
      await api('POST', `${P}/routed-v4/members/remove`, { subnet: '198.51.100.0/25' }),
      400,
      'InvalidRequest',
      'A provided subnet pool member with subnet 198.51.100.0/25 does not exist',
    )
    expectError(
      await api('POST', `${P}/routed-v4/members/remove`, { subnet: '198.51.100.128/25' }),
      400,
      'InvalidRequest',
      'Cannot delete external subnet pool member while it contains external subnets. Please delete all external subnets first.',
    )
    expect(
      (await api('POST', `${P}/routed-v4/members/remove`, { subnet: '192.0.2.192/26' })).status,
    ).toBe(204)
  })
})

describe('silo links', () => {
  it('lists the silos a pool is linked to, by silo id', async () => {
    const api = client(current())
    const page = shaped<Page>(await api('GET', `${P}/routed-v4/silos`), 'systemSubnetPoolSiloList')
    expect(page.items).toEqual([
      { subnet_pool_id: subnetPoolIds.v4, silo_id: defaultSilo.id, is_default: true },
    ])
  })

  it('links a pool once per silo, one default per silo and version', async () => {
    const api = client(current())
    await poolWith(api, 'more-v4', 'v4')
    expectError(
      await api('POST', `${P}/routed-v4/silos`, { silo: 'demo-silo', is_default: false }),
      400,
      'ObjectAlreadyExists',
      `already exists: subnet-pool-silo-link "subnet_pool_id: ${subnetPoolIds.v4}, silo_id: ${defaultSilo.id}"`,
    )
    expectError(
      await api('POST', `${P}/more-v4/silos`, { silo: 'demo-silo', is_default: true }),
      400,
      'InvalidRequest',
      'Silo already has a default subnet pool for this IP version. Link the pool as non-default, then make it the default, which will demote the existing one.',
    )
    // the IPv6 default is free
    const v6 = await api('PUT', `${P}/routed-v6/silos/demo-silo`, { is_default: true })
    expect(shaped(v6, 'systemSubnetPoolSiloUpdate')).toMatchObject({ is_default: true })
    const linked = await api('POST', `${P}/more-v4/silos`, { silo: 'corp-sso', is_default: true })
    expect(linked.status).toBe(201)
    expect(shaped(linked, 'systemSubnetPoolSiloLink')).toEqual({
      subnet_pool_id: expect.any(String),
      silo_id: samlSilo.id,
      is_default: true,
    })
    expectError(
      await api('POST', `${P}/more-v4/silos`, { silo: 'no-such-silo', is_default: false }),
      404,
      'ObjectNotFound',
      'not found: silo with name "no-such-silo"',
    )
  })

  it("making a pool the default demotes the silo's default of its version only", async () => {
    const sim = current()
    const api = client(sim)
    await poolWith(api, 'more-v4', 'v4')
    await api('POST', `${P}/more-v4/silos`, { silo: 'demo-silo', is_default: false })
    await api('PUT', `${P}/routed-v6/silos/demo-silo`, { is_default: true })
    const promoted = await api('PUT', `${P}/more-v4/silos/demo-silo`, { is_default: true })
    expect(shaped(promoted, 'systemSubnetPoolSiloUpdate')).toMatchObject({ is_default: true })
    const silo = shaped<Page>(
      await api('GET', `/v1/system/silos/demo-silo/subnet-pools`),
      'siloSubnetPoolList',
    )
    expect(silo.items.map((p) => [p.name, p.is_default])).toEqual([
      ['more-v4', true],
      ['routed-v4', false],
      ['routed-v6', true],
    ])
    expectError(
      await api('PUT', `${P}/more-v4/silos/corp-sso`, { is_default: false }),
      404,
      'ObjectNotFound',
      `not found: subnet-pool-silo-link with id "subnet_pool_id: ${sim.store.list('subnetPools').find((p) => p.name === 'more-v4')!.id}, silo_id: ${samlSilo.id}"`,
    )
  })

  it('unlinks a pool unless the silo holds a subnet of it', async () => {
    const api = client(current())
    expectError(
      await api('DELETE', `${P}/routed-v4/silos/demo-silo`),
      400,
      'InvalidRequest',
      'Cannot unlink subnet pool from silo while there are external subnets allocated from the pool. Delete the subnets first, and try again.',
    )
    expect((await api('DELETE', `${P}/routed-v6/silos/demo-silo`)).status).toBe(204)
    expectError(
      await api('DELETE', `${P}/routed-v6/silos/demo-silo`),
      404,
      'ObjectNotFound',
      `not found: subnet-pool-silo-link with id "subnet_pool_id: ${subnetPoolIds.v6}, silo_id: ${defaultSilo.id}"`,
    )
  })
})

describe('utilization', () => {
  it('counts the addresses of the members and of the subnets taken', async () => {
    const api = client(current())
    // a /25 and a /26, of which db1's /28 is taken
    expect(
      shaped(await api('GET', `${P}/routed-v4/utilization`), 'systemSubnetPoolUtilizationView'),
    ).toEqual({ capacity: 192, remaining: 176 })
    // a /36 of IPv6: 2^92 addresses, as a float
    expect(
      shaped(await api('GET', `${P}/routed-v6/utilization`), 'systemSubnetPoolUtilizationView'),
    ).toEqual({ capacity: 2 ** 92, remaining: 2 ** 92 })
  })
})

describe("the silo's pools, as its users see them", () => {
  it('lists the linked pools with their default flag, to any silo viewer', async () => {
    const sim = current()
    const page = shaped<Page>(
      await client(sim, 'collaborator')('GET', '/v1/subnet-pools'),
      'subnetPoolList',
    )
    expect(page.items.map((p) => [p.name, p.ip_version, p.is_default])).toEqual([
      ['routed-v4', 'v4', true],
      ['routed-v6', 'v6', false],
    ])
    // a project viewer has no role on the silo
    expectError(await client(sim, 'viewer')('GET', '/v1/subnet-pools'), 403, 'Forbidden')
  })

  it('views a linked pool by name or id; another is not there', async () => {
    const sim = current()
    const api = client(sim, 'collaborator')
    const pool = shaped(await api('GET', `/v1/subnet-pools/${subnetPoolIds.v6}`), 'subnetPoolView')
    expect(pool).toMatchObject({ name: 'routed-v6', is_default: false })
    await poolWith(client(sim), 'unlinked', 'v4')
    expectError(
      await api('GET', '/v1/subnet-pools/unlinked'),
      404,
      'ObjectNotFound',
      'not found: subnet-pool with name "unlinked"',
    )
  })

  it("lists another silo's pools to fleet viewers only", async () => {
    const sim = current()
    const page = shaped<Page>(
      await client(sim, 'hannah-okafor')('GET', '/v1/system/silos/corp-sso/subnet-pools'),
      'siloSubnetPoolList',
    )
    expect(page.items).toEqual([])
    expectError(
      await client(sim, 'collaborator')('GET', '/v1/system/silos/demo-silo/subnet-pools'),
      403,
      'Forbidden',
    )
  })
})

it('the seeded subnet is attached to db1', async () => {
  const sim = current()
  expect(sim.store.get('externalSubnets', externalSubnetIds.db1)?.instance_id).toEqual(
    expect.any(String),
  )
})

describe("the older versions' shapes", () => {
  const OLDEST = servedVersion('2026011601.0.0') // EXTERNAL_SUBNET_ATTACHMENT
  const ctxAt = (sim: Sim, version = OLDEST) => ({ version, store: sim.store, actor: null })
  const params = (body: unknown) => ({
    path: {},
    query: {},
    body,
    req: new Request('http://localhost/'),
    cookies: {},
  })

  it('shows pools with their type, members with an identity, utilization as allocated', async () => {
    const sim = current()
    const api = client(sim)
    const ctx = ctxAt(sim)
    const pool = shaped(await api('GET', `${P}/routed-v4`), 'systemSubnetPoolView')
    const old = subnetPoolTranslations.systemSubnetPoolView!.response!(pool, ctx)
    expect(shapeProblems(OLDEST, 'subnetPoolView', old)).toEqual([])
    const members = shaped(await api('GET', `${P}/routed-v4/members`), 'systemSubnetPoolMemberList')
    const oldMembers = subnetPoolTranslations.systemSubnetPoolMemberList!.response!(members, ctx)
    expect(shapeProblems(OLDEST, 'subnetPoolMemberList', oldMembers)).toEqual([])
    const use = shaped(
      await api('GET', `${P}/routed-v4/utilization`),
      'systemSubnetPoolUtilizationView',
    )
    const oldUse = subnetPoolTranslations.systemSubnetPoolUtilizationView!.response!(use, ctx)
    expect(oldUse).toEqual({ allocated: 16, capacity: 192 })
    expect(shapeProblems(OLDEST, 'subnetPoolUtilizationView', oldUse)).toEqual([])
    // the newest shapes pass through
    const newest = ctxAt(sim, servedVersion(NEWEST))
    expect(subnetPoolTranslations.systemSubnetPoolView!.response!(pool, newest)).toBe(pool)
  })

  it('reads the older requests: pool types, member names, prefix_len', () => {
    const sim = current()
    const ctx = ctxAt(sim)
    const create = subnetPoolTranslations.systemSubnetPoolCreate!.request!
    expect(
      create(params({ name: 'p', description: '', ip_version: 'v4', pool_type: 'unicast' }), ctx)
        .body,
    ).toEqual({ name: 'p', description: '', ip_version: 'v4' })
    expect(() =>
      create(params({ name: 'p', description: '', ip_version: 'v4', pool_type: 'multicast' }), ctx),
    ).toThrow()
    const add = subnetPoolTranslations.systemSubnetPoolMemberAdd!.request!
    expect(add(params({ name: 'm', description: '', subnet: '10.0.0.0/24' }), ctx).body).toEqual({
      subnet: '10.0.0.0/24',
    })
    const subnet = subnetPoolTranslations.externalSubnetCreate!.request!
    expect(
      subnet(
        params({ name: 's', description: '', allocator: { type: 'auto', prefix_len: 28 } }),
        ctx,
      ).body,
    ).toEqual({ name: 's', description: '', allocator: { type: 'auto', prefix_length: 28 } })
    expect(() =>
      subnet(
        params({
          name: 's',
          description: '',
          allocator: { type: 'explicit', subnet: '10.0.0.0/24', pool: 'routed-v4' },
        }),
        ctx,
      ),
    ).toThrow()
  })
})
