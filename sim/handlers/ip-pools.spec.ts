import { describe, expect, it } from 'vitest'
import { ipPoolIds } from '../seed'
import { defaultSilo } from '../seed/silos'
import { call, expectError, schema, setup } from '../test-utils'

const now = '2025-03-01T00:00:00.000Z'

/** A sim with two more pools: one linked to demo-silo (not default), one linked nowhere */
function withPools() {
  const sim = setup()
  const pool = (id: string, name: string) =>
    sim.store.insert('ipPools', {
      id,
      name,
      description: '',
      time_created: now,
      time_modified: now,
    })
  pool('00000000-0000-4000-8000-0000000000b1', 'backup')
  pool('00000000-0000-4000-8000-0000000000b2', 'other-silo')
  sim.store.insert('ipPoolSilos', {
    id: `00000000-0000-4000-8000-0000000000b1/${defaultSilo.id}`,
    ip_pool_id: '00000000-0000-4000-8000-0000000000b1',
    silo_id: defaultSilo.id,
    is_default: false,
  })
  return sim
}

describe('projectIpPoolList', () => {
  it("lists the pools linked to the caller's silo, with the default marked", async () => {
    const reply = await call(withPools(), 'GET', '/v1/ip-pools', { as: 'collaborator' })
    expect(reply.status).toBe(200)
    const page = schema.SiloIpPoolResultsPage.parse(reply.json)
    expect(page.items).toMatchObject([
      { name: 'backup', isDefault: false },
      {
        id: ipPoolIds.default,
        name: 'default',
        isDefault: true,
        description: 'Default pool of demo-silo',
      },
    ])
    expect(page.nextPage).toEqual(expect.any(String)) // dropshot: a token with every non-empty page
  })

  it('pages like every list', async () => {
    const sim = withPools()
    const token = sim.createSession('admin')
    const first = schema.SiloIpPoolResultsPage.parse(
      (await call(sim, 'GET', '/v1/ip-pools?limit=1', { as: { token } })).json,
    )
    expect(first.items.map((p) => p.name)).toEqual(['backup'])
    const second = schema.SiloIpPoolResultsPage.parse(
      (
        await call(sim, 'GET', `/v1/ip-pools?limit=1&page_token=${first.nextPage}`, {
          as: { token },
        })
      ).json,
    )
    expect(second.items.map((p) => p.name)).toEqual(['default'])
  })

  it('needs a role on the silo', async () => {
    expectError(await call(setup(), 'GET', '/v1/ip-pools', { as: 'nobody' }), 403, 'Forbidden')
  })
})

describe('projectIpPoolView', () => {
  it('finds a linked pool by name or id', async () => {
    const sim = withPools()
    const byName = await call(sim, 'GET', '/v1/ip-pools/default', { as: 'collaborator' })
    const byId = await call(sim, 'GET', `/v1/ip-pools/${ipPoolIds.default}`, { as: 'collaborator' })
    expect(schema.SiloIpPool.parse(byName.json)).toMatchObject({ name: 'default', isDefault: true })
    expect(byId.json).toEqual(byName.json)
  })

  it('answers 404 for a pool not linked to the silo', async () => {
    const sim = withPools()
    expectError(
      await call(sim, 'GET', '/v1/ip-pools/other-silo', { as: 'admin' }),
      404,
      'ObjectNotFound',
      'not found: ip-pool with name "other-silo"',
    )
    expectError(
      await call(sim, 'GET', '/v1/ip-pools/00000000-0000-4000-8000-0000000000b2', { as: 'admin' }),
      404,
      'ObjectNotFound',
      'not found: ip-pool with id "00000000-0000-4000-8000-0000000000b2"',
    )
  })
})

describe('ipPoolRangeAdd and ipPoolUtilizationView', () => {
  it('count what floating and ephemeral IPs take, and grow with a range', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    const get = async () =>
      schema.IpPoolUtilization.parse(
        (await call(sim, 'GET', '/v1/system/ip-pools/default/utilization', { as: { token } })).json,
      )
    // the seeded pool: 203.0.113.10–250; db1's ephemeral IP and the floating IP ingress
    expect(await get()).toEqual({
      ipv4: { allocated: 2, capacity: 241 },
      ipv6: { allocated: '0', capacity: '0' },
    })
    const fip = await call(sim, 'POST', '/v1/floating-ips?project=demo-project', {
      as: { token },
      body: { name: 'extra', description: '' },
    })
    expect(fip.status).toBe(201)
    expect((await get()).ipv4.allocated).toBe(3)

    const add = (first: string, last: string) =>
      call(sim, 'POST', '/v1/system/ip-pools/default/ranges/add', {
        as: { token },
        body: { first, last },
      })
    const added = await add('198.51.100.0', '198.51.100.255')
    expect(added.status).toBe(201)
    expect(schema.IpPoolRange.parse(added.json).range).toEqual({
      first: '198.51.100.0',
      last: '198.51.100.255',
    })
    expect((await get()).ipv4.capacity).toBe(241 + 256)
    expectError(
      await add('203.0.113.200', '203.0.113.210'),
      400,
      'InvalidRequest',
      'The provided IP range 203.0.113.200-203.0.113.210 overlaps with an existing range',
    )
    expectError(
      await add('fd00::1', 'fd00::10'),
      400,
      'InvalidRequest',
      'IPv6 ranges are not allowed yet',
    )
  })

  it('are the operator’s: others do not see the pool', async () => {
    const sim = setup()
    const token = sim.createSession('collaborator')
    expectError(
      await call(sim, 'GET', `/v1/system/ip-pools/${ipPoolIds.default}/utilization`, {
        as: { token },
      }),
      404,
      'ObjectNotFound',
      `not found: ip-pool with id "${ipPoolIds.default}"`,
    )
  })
})
