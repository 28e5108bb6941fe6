import { describe, expect, it } from 'vitest'
import type { Sim } from '../index'
import { ipPoolIds, vpcIds } from '../seed'
import { defaultSilo, samlSilo } from '../seed/silos'
import { call, expectError, schema, setup } from '../testing/test-utils'

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
    const added = await add('192.0.2.128', '192.0.2.255')
    expect(added.status).toBe(201)
    expect(schema.IpPoolRange.parse(added.json).range).toEqual({
      first: '192.0.2.128',
      last: '192.0.2.255',
    })
    expect((await get()).ipv4.capacity).toBe(241 + 128)
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

// --- the operator's endpoints --------------------------------------------------

const SYS = '/v1/system/ip-pools'
const SERVICE = '/v1/system/ip-pools-service'

/** A signed-in caller (admin: fleet admin; hannah-okafor: fleet viewer through sre-oncall) */
function caller(sim: Sim, user = 'admin') {
  const token = sim.createSession(user)
  return (method: string, path: string, body?: unknown) =>
    call(sim, method, path, { as: { token }, body })
}

const poolNames = (json: unknown) => schema.IpPoolResultsPage.parse(json).items.map((p) => p.name)
const rangesOf = (json: unknown) =>
  schema.IpPoolRangeResultsPage.parse(json).items.map((r) => `${r.range.first}-${r.range.last}`)
const linksOf = (json: unknown) =>
  schema.IpPoolSiloLinkResultsPage.parse(json).items.map((l) => [l.siloId, l.isDefault])
const siloPoolsOf = (json: unknown) =>
  schema.SiloIpPoolResultsPage.parse(json).items.map((p) => [p.name, p.isDefault])

/** Adds an empty pool through the API and returns its id */
async function newPool(api: ReturnType<typeof caller>, name: string) {
  const reply = await api('POST', SYS, { name, description: `pool ${name}` })
  expect(reply.status).toBe(201)
  return schema.IpPool.parse(reply.json).id
}

describe('ipPoolList and ipPoolView', () => {
  it('list every pool but the service pool, which can still be read', async () => {
    const api = caller(setup(), 'hannah-okafor')
    const list = await api('GET', SYS)
    expect(list.status).toBe(200)
    expect(poolNames(list.json)).toEqual(['corp-pool', 'default'])
    const service = await api('GET', `${SYS}/oxide-service-pool`)
    expect(schema.IpPool.parse(service.json)).toMatchObject({
      id: ipPoolIds.service,
      description: 'IP Pool for Oxide Services',
    })
    expect((await api('GET', `${SYS}/${ipPoolIds.service}`)).json).toEqual(service.json)
  })

  it('page by name or id', async () => {
    const api = caller(setup())
    await newPool(api, 'aaa')
    const first = await api('GET', `${SYS}?limit=2`)
    expect(poolNames(first.json)).toEqual(['aaa', 'corp-pool'])
    const token = schema.IpPoolResultsPage.parse(first.json).nextPage
    expect(poolNames((await api('GET', `${SYS}?limit=2&page_token=${token}`)).json)).toEqual([
      'default',
    ])
    expect(poolNames((await api('GET', `${SYS}?sort_by=name_descending`)).json)).toEqual([
      'default',
      'corp-pool',
      'aaa',
    ])
  })

  it('are for fleet viewers: others are refused the list and do not see a pool', async () => {
    const api = caller(setup(), 'collaborator')
    expectError(await api('GET', SYS), 403, 'Forbidden', 'Forbidden')
    expectError(
      await api('GET', `${SYS}/corp-pool`),
      404,
      'ObjectNotFound',
      'not found: ip-pool with name "corp-pool"',
    )
  })
})

describe('ipPoolCreate', () => {
  it('makes a pool with no range and no link', async () => {
    const api = caller(setup())
    const reply = await api('POST', SYS, { name: 'lab', description: 'Lab machines' })
    expect(reply.status).toBe(201)
    const pool = schema.IpPool.parse(reply.json)
    expect(pool).toMatchObject({ name: 'lab', description: 'Lab machines' })
    expect(pool.timeModified).toEqual(pool.timeCreated)
    expect(rangesOf((await api('GET', `${SYS}/lab/ranges`)).json)).toEqual([])
    expect(linksOf((await api('GET', `${SYS}/lab/silos`)).json)).toEqual([])
  })

  it('refuses a taken name, the service pool’s included', async () => {
    const api = caller(setup())
    for (const name of ['default', 'oxide-service-pool']) {
      expectError(
        await api('POST', SYS, { name, description: '' }),
        400,
        'ObjectAlreadyExists',
        `already exists: ip-pool "${name}"`,
      )
    }
  })

  it('is for fleet admins', async () => {
    const api = caller(setup(), 'hannah-okafor')
    expectError(await api('POST', SYS, { name: 'lab', description: '' }), 403, 'Forbidden')
  })
})

describe('ipPoolUpdate', () => {
  it('renames and describes a pool, moving its time_modified', async () => {
    const sim = setup()
    const api = caller(sim)
    const before = sim.store.get('ipPools', ipPoolIds.corp)!
    const reply = await api('PUT', `${SYS}/corp-pool`, { name: 'corp', description: null })
    expect(reply.status).toBe(200)
    const pool = schema.IpPool.parse(reply.json)
    expect(pool).toMatchObject({
      id: ipPoolIds.corp,
      name: 'corp',
      description: before.description,
    })
    expect(pool.timeModified.getTime()).toBeGreaterThan(new Date(before.time_modified).getTime())
    expectError(await api('GET', `${SYS}/corp-pool`), 404, 'ObjectNotFound')
    const again = await api('PUT', `${SYS}/corp`, { name: 'corp', description: 'Corporate' })
    expect(schema.IpPool.parse(again.json).description).toBe('Corporate')
  })

  it('refuses a name another pool has', async () => {
    expectError(
      await caller(setup())('PUT', `${SYS}/corp-pool`, { name: 'default' }),
      400,
      'ObjectAlreadyExists',
      'already exists: ip-pool "default"',
    )
  })

  it('answers the service pool’s 404, after the fleet viewer’s 403', async () => {
    const sim = setup()
    const body = { name: 'test', description: 'test' }
    expectError(
      await caller(sim)('PUT', `${SYS}/oxide-service-pool`, body),
      404,
      'ObjectNotFound',
      'not found: ip-pool with name "oxide-service-pool"',
    )
    expectError(
      await caller(sim)('PUT', `${SYS}/${ipPoolIds.service}`, body),
      404,
      'ObjectNotFound',
      `not found: ip-pool with id "${ipPoolIds.service}"`,
    )
    expectError(
      await caller(sim, 'hannah-okafor')('PUT', `${SYS}/oxide-service-pool`, body),
      403,
      'Forbidden',
    )
  })
})

describe('ipPoolDelete', () => {
  it('is refused while the pool has ranges, then takes its silo links with it', async () => {
    const sim = setup()
    const api = caller(sim)
    expectError(
      await api('DELETE', `${SYS}/corp-pool`),
      400,
      'InvalidRequest',
      'IP Pool cannot be deleted while it contains IP ranges',
    )
    const removed = await api('POST', `${SYS}/corp-pool/ranges/remove`, {
      first: '192.0.2.16',
      last: '192.0.2.127',
    })
    expect(removed.status).toBe(204)
    expect((await api('DELETE', `${SYS}/corp-pool`)).status).toBe(204)
    expectError(await api('GET', `${SYS}/corp-pool`), 404, 'ObjectNotFound')
    expect(siloPoolsOf((await api('GET', '/v1/system/silos/corp-sso/ip-pools')).json)).toEqual([])
    expect(sim.store.list('ipPoolSilos').some((l) => l.ip_pool_id === ipPoolIds.corp)).toBe(false)
  })

  it('answers the service pool’s 404', async () => {
    expectError(
      await caller(setup())('DELETE', `${SYS}/oxide-service-pool`),
      404,
      'ObjectNotFound',
      'not found: ip-pool with name "oxide-service-pool"',
    )
  })
})

describe('ipPoolRangeList', () => {
  it('lists by first address and pages with the address as the token', async () => {
    const api = caller(setup(), 'admin')
    for (const [first, last] of [
      ['192.0.2.200', '192.0.2.210'],
      ['10.1.0.0', '10.1.0.255'],
    ]) {
      expect((await api('POST', `${SYS}/default/ranges/add`, { first, last })).status).toBe(201)
    }
    const all = await api('GET', `${SYS}/default/ranges`)
    expect(rangesOf(all.json)).toEqual([
      '10.1.0.0-10.1.0.255',
      '192.0.2.200-192.0.2.210',
      '203.0.113.10-203.0.113.250',
    ])
    const first = await api('GET', `${SYS}/default/ranges?limit=1`)
    const token = schema.IpPoolRangeResultsPage.parse(first.json).nextPage!
    // dropshot's token: the page selector is the first address as a network
    expect(JSON.parse(atob(token.replace(/-/g, '+').replace(/_/g, '/')))).toEqual({
      v: 'v1',
      page_start: '10.1.0.0/32',
    })
    const next = await api('GET', `${SYS}/default/ranges?limit=2&page_token=${token}`)
    expect(rangesOf(next.json)).toEqual(['192.0.2.200-192.0.2.210', '203.0.113.10-203.0.113.250'])
    const end = schema.IpPoolRangeResultsPage.parse(next.json).nextPage!
    const empty = schema.IpPoolRangeResultsPage.parse(
      (await api('GET', `${SYS}/default/ranges?page_token=${end}`)).json,
    )
    expect(empty).toEqual({ items: [], nextPage: null })
  })

  it('refuses a token that holds no network', async () => {
    const token = btoa(JSON.stringify({ v: 'v1', page_start: 'not-an-address' }))
    expectError(
      await caller(setup())('GET', `${SYS}/default/ranges?page_token=${token}`),
      400,
      undefined,
      'unable to parse query string: failed to parse pagination token: corrupted token',
    )
  })

  it('answers the service pool’s 404; its own endpoint lists its range', async () => {
    const api = caller(setup(), 'hannah-okafor')
    expectError(
      await api('GET', `${SYS}/oxide-service-pool/ranges`),
      404,
      'ObjectNotFound',
      'not found: ip-pool with name "oxide-service-pool"',
    )
    expect(rangesOf((await api('GET', `${SERVICE}/ranges`)).json)).toEqual([
      '198.51.100.2-198.51.100.31',
    ])
  })
})

describe('ipPoolRangeAdd', () => {
  it('refuses overlap with any pool’s range, the service pool’s included', async () => {
    const api = caller(setup())
    for (const [pool, first, last] of [
      ['corp-pool', '198.51.100.30', '198.51.100.40'],
      ['default', '192.0.2.0', '192.0.2.16'],
      ['default', '203.0.113.100', '203.0.113.100'],
    ]) {
      expectError(
        await api('POST', `${SYS}/${pool}/ranges/add`, { first, last }),
        400,
        'InvalidRequest',
        `The provided IP range ${first}-${last} overlaps with an existing range`,
      )
    }
  })

  it('refuses a range that runs backwards as serde does, and IPv6 as Nexus does', async () => {
    const api = caller(setup())
    const body = { first: '192.0.2.200', last: '192.0.2.199' }
    expectError(
      await api('POST', `${SYS}/default/ranges/add`, body),
      400,
      undefined,
      `unable to parse JSON body: data did not match any variant of untagged enum IpRange at line 1 column ${JSON.stringify(body).length}`,
    )
    expectError(
      await api('POST', `${SYS}/default/ranges/add`, { first: '192.0.2.1', last: 'fd00::1' }),
      400,
      undefined,
      /^unable to parse JSON body: data did not match any variant of untagged enum IpRange/,
    )
    expectError(
      await api('POST', `${SYS}/default/ranges/add`, { first: 'fd00::1', last: 'fd00::ff' }),
      400,
      'InvalidRequest',
      'IPv6 ranges are not allowed yet',
    )
  })

  it('answers the service pool’s 404 by name and by id', async () => {
    const api = caller(setup())
    const body = { first: '10.0.0.2', last: '10.0.0.5' }
    expectError(
      await api('POST', `${SYS}/oxide-service-pool/ranges/add`, body),
      404,
      'ObjectNotFound',
      'not found: ip-pool with name "oxide-service-pool"',
    )
    expectError(
      await api('POST', `${SYS}/${ipPoolIds.service}/ranges/add`, body),
      404,
      'ObjectNotFound',
      `not found: ip-pool with id "${ipPoolIds.service}"`,
    )
  })
})

describe('ipPoolRangeRemove', () => {
  it('removes exactly a range of the pool', async () => {
    const api = caller(setup())
    for (const [first, last, shown] of [
      ['192.0.2.16', '192.0.2.100', '192.0.2.16-192.0.2.100'],
      ['203.0.113.10', '203.0.113.250', '203.0.113.10-203.0.113.250'], // another pool's
      ['fd00::0001', 'FD00::00ff', 'fd00::1-fd00::ff'],
    ]) {
      expectError(
        await api('POST', `${SYS}/corp-pool/ranges/remove`, { first, last }),
        400,
        'InvalidRequest',
        `The provided range ${shown} does not exist`,
      )
    }
    const body = { first: '192.0.2.16', last: '192.0.2.127' }
    expect((await api('POST', `${SYS}/corp-pool/ranges/remove`, body)).status).toBe(204)
    expect(rangesOf((await api('GET', `${SYS}/corp-pool/ranges`)).json)).toEqual([])
  })

  it('is refused while an address of the range is allocated', async () => {
    expectError(
      await caller(setup())('POST', `${SYS}/default/ranges/remove`, {
        first: '203.0.113.10',
        last: '203.0.113.250',
      }),
      400,
      'InvalidRequest',
      'IP pool ranges cannot be deleted while external IP addresses are allocated from them',
    )
  })
})

describe('ipPoolSiloList', () => {
  it('lists the discoverable silos a pool is linked to, by silo id', async () => {
    const sim = setup()
    const api = caller(sim)
    expect(linksOf((await api('GET', `${SYS}/default/silos`)).json)).toEqual([
      [defaultSilo.id, true],
    ])
    // a silo nobody can discover is linked, but not listed
    const hidden = '00000000-0000-4000-8000-00000000c001'
    sim.store.insert('silos', { ...defaultSilo, id: hidden, name: 'hidden', discoverable: false })
    sim.store.insert('silos', {
      ...defaultSilo,
      id: '00000000-0000-4000-8000-00000000c002',
      name: 'second',
    })
    for (const silo of [hidden, 'second', 'corp-sso']) {
      const link = await api('POST', `${SYS}/default/silos`, { silo, is_default: false })
      expect(link.status).toBe(201)
    }
    const ids = [defaultSilo.id, samlSilo.id, '00000000-0000-4000-8000-00000000c002'].sort()
    const page = await api('GET', `${SYS}/default/silos?limit=2`)
    expect(linksOf(page.json).map(([id]) => id)).toEqual(ids.slice(0, 2))
    const token = schema.IpPoolSiloLinkResultsPage.parse(page.json).nextPage
    const rest = await api('GET', `${SYS}/default/silos?limit=2&page_token=${token}`)
    expect(linksOf(rest.json).map(([id]) => id)).toEqual(ids.slice(2))
  })

  it('does not refuse the service pool, which no listed silo is linked to', async () => {
    const reply = await caller(setup(), 'hannah-okafor')('GET', `${SYS}/oxide-service-pool/silos`)
    expect(linksOf(reply.json)).toEqual([])
  })
})

describe('ipPoolSiloLink', () => {
  it('links a pool to a silo by name or id, once', async () => {
    const api = caller(setup())
    const reply = await api('POST', `${SYS}/corp-pool/silos`, {
      silo: 'demo-silo',
      is_default: false,
    })
    expect(reply.status).toBe(201)
    expect(schema.IpPoolSiloLink.parse(reply.json)).toEqual({
      ipPoolId: ipPoolIds.corp,
      siloId: defaultSilo.id,
      isDefault: false,
    })
    expectError(
      await api('POST', `${SYS}/corp-pool/silos`, { silo: defaultSilo.id, is_default: false }),
      400,
      'ObjectAlreadyExists',
      `already exists: ip-pool-resource "ip_pool_id: ${ipPoolIds.corp}, resource_id: ${defaultSilo.id}, resource_type: Silo"`,
    )
    expect(siloPoolsOf((await api('GET', '/v1/system/silos/demo-silo/ip-pools')).json)).toEqual([
      ['corp-pool', false],
      ['default', true],
    ])
  })

  it('refuses a second default for a silo', async () => {
    const api = caller(setup())
    const id = await newPool(api, 'lab')
    expectError(
      await api('POST', `${SYS}/lab/silos`, { silo: 'demo-silo', is_default: true }),
      400,
      'ObjectAlreadyExists',
      `already exists: ip-pool-resource "ip_pool_id: ${id}, resource_id: ${defaultSilo.id}, resource_type: Silo"`,
    )
  })

  it('links a new default to the default gateway of every VPC in the silo', async () => {
    const sim = setup()
    const api = caller(sim)
    const id = await newPool(api, 'lab')
    const unset = await api('PUT', `${SYS}/default/silos/demo-silo`, { is_default: false })
    expect(schema.IpPoolSiloLink.parse(unset.json).isDefault).toBe(false)
    const gatewayPools = () =>
      sim.store.list('internetGatewayIpPools').filter((p) => p.ip_pool_id === id)
    await api('POST', `${SYS}/lab/silos`, { silo: 'demo-silo', is_default: false })
    expect(gatewayPools()).toEqual([])
    await api('DELETE', `${SYS}/lab/silos/demo-silo`)
    await api('POST', `${SYS}/lab/silos`, { silo: 'demo-silo', is_default: true })
    const gateway = sim.store.list('internetGateways').find((g) => g.vpc_id === vpcIds.demoDefault)!
    expect(gatewayPools()).toMatchObject([
      {
        name: 'default',
        description: 'Default internet gateway ip pool',
        internet_gateway_id: gateway.id,
      },
    ])
  })

  it('answers the service pool’s 404 before looking for the silo, then the silo’s', async () => {
    const api = caller(setup())
    expectError(
      await api('POST', `${SYS}/oxide-service-pool/silos`, { silo: 'nope', is_default: false }),
      404,
      'ObjectNotFound',
      'not found: ip-pool with name "oxide-service-pool"',
    )
    expectError(
      await api('POST', `${SYS}/corp-pool/silos`, { silo: 'nope', is_default: false }),
      404,
      'ObjectNotFound',
      'not found: silo with name "nope"',
    )
  })
})

describe('ipPoolSiloUpdate', () => {
  it('makes a pool the silo’s default, taking it from the old one', async () => {
    const api = caller(setup())
    await api('POST', `${SYS}/corp-pool/silos`, { silo: 'demo-silo', is_default: false })
    const url = `${SYS}/corp-pool/silos/demo-silo`
    for (let i = 0; i < 2; i++) {
      // the second time is the no-op Nexus makes of it
      const reply = await api('PUT', url, { is_default: true })
      expect(reply.status).toBe(200)
      expect(schema.IpPoolSiloLink.parse(reply.json)).toMatchObject({ isDefault: true })
    }
    expect(siloPoolsOf((await api('GET', '/v1/system/silos/demo-silo/ip-pools')).json)).toEqual([
      ['corp-pool', true],
      ['default', false],
    ])
    expect(siloPoolsOf((await api('GET', '/v1/system/silos/corp-sso/ip-pools')).json)).toEqual([
      ['corp-pool', true],
    ])
  })

  it('answers 404 for a pool not linked to the silo', async () => {
    const api = caller(setup())
    for (const is_default of [true, false]) {
      expectError(
        await api('PUT', `${SYS}/corp-pool/silos/demo-silo`, { is_default }),
        404,
        'ObjectNotFound',
        'not found: ip-pool-resource with id "(pool, silo)"',
      )
    }
    expect(siloPoolsOf((await api('GET', '/v1/system/silos/demo-silo/ip-pools')).json)).toEqual([
      ['default', true],
    ])
  })
})

describe('ipPoolSiloUnlink', () => {
  it('is refused while the silo holds addresses of the pool', async () => {
    expectError(
      await caller(setup())('DELETE', `${SYS}/default/silos/demo-silo`),
      400,
      'InvalidRequest',
      'IP addresses from this pool are in use in the linked silo',
    )
  })

  it('counts a floating IP alone too', async () => {
    const sim = setup()
    const api = caller(sim)
    // without db1's ephemeral IP, the floating IP `ingress` still holds an address
    sim.store.remove('ephemeralIps', sim.store.list('ephemeralIps')[0].id)
    expectError(
      await api('DELETE', `${SYS}/default/silos/demo-silo`),
      400,
      'InvalidRequest',
      'IP addresses from this pool are in use in the linked silo',
    )
    sim.store.remove('floatingIps', sim.store.list('floatingIps')[0].id)
    expect((await api('DELETE', `${SYS}/default/silos/demo-silo`)).status).toBe(204)
  })

  it('unlinks and detaches the pool from the silo’s gateways', async () => {
    const sim = setup()
    const api = caller(sim)
    await newPool(api, 'lab')
    await api('POST', `${SYS}/lab/silos`, { silo: 'demo-silo', is_default: false })
    const attach = await api(
      'POST',
      '/v1/internet-gateway-ip-pools?project=demo-project&vpc=default&gateway=default',
      { name: 'lab', description: '', ip_pool: 'lab' },
    )
    expect(attach.status).toBe(201)
    expect((await api('DELETE', `${SYS}/lab/silos/demo-silo`)).status).toBe(204)
    expect(linksOf((await api('GET', `${SYS}/lab/silos`)).json)).toEqual([])
    expect(sim.store.list('internetGatewayIpPools').map((p) => p.name)).toEqual(['default'])
    // no link left: Nexus deletes nothing and says nothing
    expect((await api('DELETE', `${SYS}/lab/silos/demo-silo`)).status).toBe(204)
  })

  it('answers the service pool’s 404', async () => {
    expectError(
      await caller(setup())('DELETE', `${SYS}/oxide-service-pool/silos/demo-silo`),
      404,
      'ObjectNotFound',
      'not found: ip-pool with name "oxide-service-pool"',
    )
  })
})

describe('ipPoolUtilizationView', () => {
  it('counts what the rack’s services hold of the service pool', async () => {
    const reply = await caller(setup(), 'hannah-okafor')(
      'GET',
      `${SYS}/oxide-service-pool/utilization`,
    )
    expect(reply.json).toEqual({
      ipv4: { allocated: 6, capacity: 30 },
      ipv6: { allocated: '0', capacity: '0' },
    })
  })

  it('sums IPv6 capacity as an exact 128-bit integer', async () => {
    // Nexus refuses IPv6 ranges at the API; its own test puts one in the database
    const sim = setup()
    sim.store.insert('ipPoolRanges', {
      id: '00000000-0000-4000-8000-0000000000f6',
      ip_pool_id: ipPoolIds.corp,
      range: { first: 'fd00::', last: 'fd00:0:0:ffff:ffff:ffff:ffff:ffff' },
      time_created: now,
    })
    const reply = await caller(sim)('GET', `${SYS}/corp-pool/utilization`)
    expect(schema.IpPoolUtilization.parse(reply.json)).toEqual({
      ipv4: { allocated: 0, capacity: 112 },
      ipv6: { allocated: '0', capacity: (2n ** 80n).toString() },
    })
  })
})

describe('siloIpPoolList', () => {
  it('lists a silo’s pools to fleet viewers', async () => {
    const api = caller(setup(), 'hannah-okafor')
    expect(siloPoolsOf((await api('GET', '/v1/system/silos/corp-sso/ip-pools')).json)).toEqual([
      ['corp-pool', true],
    ])
    expectError(
      await api('GET', '/v1/system/silos/nope/ip-pools'),
      404,
      'ObjectNotFound',
      'not found: silo with name "nope"',
    )
  })

  it('refuses a silo’s own users who are no fleet viewers', async () => {
    expectError(
      await caller(setup(), 'collaborator')('GET', '/v1/system/silos/demo-silo/ip-pools'),
      403,
      'Forbidden',
    )
  })
})

describe('the service pool’s endpoints', () => {
  it('show the pool to fleet viewers; to others it does not exist', async () => {
    const sim = setup()
    const view = await caller(sim, 'hannah-okafor')('GET', SERVICE)
    expect(schema.IpPool.parse(view.json)).toMatchObject({ name: 'oxide-service-pool' })
    expectError(
      await caller(sim, 'collaborator')('GET', `${SERVICE}/ranges`),
      404,
      'ObjectNotFound',
      'not found: ip-pool with name "oxide-service-pool"',
    )
  })

  it('add and remove its ranges, with the pool endpoints’ refusals', async () => {
    const sim = setup()
    const api = caller(sim)
    const extra = { first: '198.51.100.64', last: '198.51.100.79' }
    expect((await api('POST', `${SERVICE}/ranges/add`, extra)).status).toBe(201)
    expectError(
      await api('POST', `${SERVICE}/ranges/add`, { first: '203.0.113.1', last: '203.0.113.10' }),
      400,
      'InvalidRequest',
      'The provided IP range 203.0.113.1-203.0.113.10 overlaps with an existing range',
    )
    expectError(
      await api('POST', `${SERVICE}/ranges/add`, { first: 'fd00::1', last: 'fd00::2' }),
      400,
      'InvalidRequest',
      'IPv6 ranges are not allowed yet',
    )
    expectError(
      await api('POST', `${SERVICE}/ranges/remove`, {
        first: '198.51.100.2',
        last: '198.51.100.31',
      }),
      400,
      'InvalidRequest',
      'IP pool ranges cannot be deleted while external IP addresses are allocated from them',
    )
    expect((await api('POST', `${SERVICE}/ranges/remove`, extra)).status).toBe(204)
    expect(rangesOf((await api('GET', `${SERVICE}/ranges`)).json)).toEqual([
      '198.51.100.2-198.51.100.31',
    ])
    expectError(
      await caller(sim, 'hannah-okafor')('POST', `${SERVICE}/ranges/add`, extra),
      403,
      'Forbidden',
    )
  })
})
