// IP pools through the versioned door: the operator's pools with their version, type and
// assignment, the silo's pools with their version and type, utilization as capacity and
// remaining, and the filters of the newest lists.
import { describe, expect, it } from 'vitest'
import { call, setup } from '../../testing/test-utils'
import { shapeProblems } from '../../testing/response-shape'
import { INITIAL, NEWEST, servedVersionFor } from '../served'
import { parseVersion } from '../../request/api-version'

const CONSOLE = '2026081700.0.0'
const VERSIONS = [INITIAL.text, CONSOLE, NEWEST.text]
const served = (text: string) => servedVersionFor(parseVersion(text))
/** The version's own name of v14's operation */
const own = (text: string, v14: string, newer: string) =>
  served(text).atLeast('ADD_SYSTEM_IP_POOL_APIS') ? newer : v14

type Pool = { name: string; ip_version: string; pool_type: string; assignment?: string }
const names = (reply: { json: unknown }) =>
  (reply.json as { items: Pool[] }).items.map((p) => p.name)

describe('the operator’s IP pools', () => {
  it('shows each pool’s version and type, and from ADD_SYSTEM_IP_POOL_APIS what it serves', async () => {
    const sim = setup({ release: 'current' })
    for (const version of VERSIONS) {
      const list = await call(sim, 'GET', '/v1/system/ip-pools', { as: 'admin', version })
      expect(list.status).toBe(200)
      const id = own(version, 'ipPoolList', 'systemIpPoolList')
      expect(shapeProblems(served(version), id, list.json)).toEqual([])
      const items = (list.json as { items: Pool[] }).items
      expect(items.find((p) => p.name === 'default')).toMatchObject({
        ip_version: 'v4',
        pool_type: 'unicast',
      })
      const newer = served(version).atLeast('ADD_SYSTEM_IP_POOL_APIS')
      // the service pool is listed only where a pool can say it serves the rack
      expect(names(list).includes('oxide-service-pool')).toBe(newer)
      if (newer) {
        expect(items.find((p) => p.name === 'oxide-service-pool')?.assignment).toBe(
          'system_services',
        )
      }

      const view = await call(sim, 'GET', '/v1/system/ip-pools/default', { as: 'admin', version })
      expect(
        shapeProblems(served(version), own(version, 'ipPoolView', 'systemIpPoolView'), view.json),
      ).toEqual([])
      const update = await call(sim, 'PUT', '/v1/system/ip-pools/default', {
        as: 'admin',
        version,
        body: { description: `seen by ${version}` },
      })
      expect(update.status).toBe(200)
      expect(
        shapeProblems(
          served(version),
          own(version, 'ipPoolUpdate', 'systemIpPoolUpdate'),
          update.json,
        ),
      ).toEqual([])
      const utilization = await call(sim, 'GET', '/v1/system/ip-pools/default/utilization', {
        as: 'admin',
        version,
      })
      const utilId = own(version, 'ipPoolUtilizationView', 'systemIpPoolUtilizationView')
      expect(shapeProblems(served(version), utilId, utilization.json)).toEqual([])
      // 203.0.113.10 – 203.0.113.250, of which the demo's floating and ephemeral IPs are taken
      const { capacity, remaining } = utilization.json as { capacity: number; remaining: number }
      expect(capacity).toBe(241)
      expect(remaining).toBeLessThan(capacity)
    }
  })

  it('keeps a new pool’s version, type and assignment', async () => {
    const sim = setup({ release: 'current' })
    const created = await call(sim, 'POST', '/v1/system/ip-pools', {
      as: 'admin',
      body: { name: 'v6-pool', description: '', ip_version: 'v6', assignment: 'system_services' },
    })
    expect(created.status).toBe(201)
    expect(shapeProblems(NEWEST, 'systemIpPoolCreate', created.json)).toEqual([])
    expect(created.json).toMatchObject({
      ip_version: 'v6',
      pool_type: 'unicast',
      assignment: 'system_services',
    })
    // a v6 pool takes IPv6 ranges, and only those
    const added = await call(sim, 'POST', '/v1/system/ip-pools/v6-pool/ranges/add', {
      as: 'admin',
      body: { first: 'fd00::10', last: 'fd00::1f' },
    })
    expect(added.status).toBe(201)
    const v4 = await call(sim, 'POST', '/v1/system/ip-pools/v6-pool/ranges/add', {
      as: 'admin',
      body: { first: '10.9.0.1', last: '10.9.0.2' },
    })
    expect(v4.status).toBe(400)
    expect(v4.json).toMatchObject({
      message: expect.stringMatching(/^Cannot add IPv4 address range to IPv6 pool/),
    })
    const utilization = await call(sim, 'GET', '/v1/system/ip-pools/v6-pool/utilization', {
      as: 'admin',
    })
    expect(utilization.json).toEqual({ capacity: 16, remaining: 16 })
    // a pool serving the rack's services serves no silo
    const link = await call(sim, 'POST', '/v1/system/ip-pools/v6-pool/silos', {
      as: 'admin',
      body: { silo: 'demo-silo', is_default: false },
    })
    expect(link.status).toBe(400)
    expect(link.json).toMatchObject({
      message: 'IP Pools cannot be both linked to Silos and assigned for system services use.',
    })

    // the newest list filters; INITIAL's (as v14's) holds the silos' pools only
    const filtered = await call(
      sim,
      'GET',
      '/v1/system/ip-pools?ip_version=v6&assignment=system_services',
      { as: 'admin' },
    )
    expect(names(filtered)).toEqual(['v6-pool'])
    const silos = await call(sim, 'GET', '/v1/system/ip-pools?assignment=silos', { as: 'admin' })
    expect(names(silos)).toEqual(expect.arrayContaining(['default', 'corp-pool']))
    expect(names(silos)).not.toContain('v6-pool')
    const old = await call(sim, 'GET', '/v1/system/ip-pools', {
      as: 'admin',
      version: INITIAL.text,
    })
    expect(names(old)).not.toContain('v6-pool')
    const oldView = await call(sim, 'GET', '/v1/system/ip-pools/v6-pool', {
      as: 'admin',
      version: INITIAL.text,
    })
    expect(shapeProblems(INITIAL, 'ipPoolView', oldView.json)).toEqual([])
    expect(oldView.json).toMatchObject({ ip_version: 'v6' })
  })

  it('creates a pool in INITIAL’s words', async () => {
    const sim = setup({ release: 'current' })
    const created = await call(sim, 'POST', '/v1/system/ip-pools', {
      as: 'admin',
      version: INITIAL.text,
      body: { name: 'mc', description: '', pool_type: 'multicast' },
    })
    expect(created.status).toBe(201)
    expect(shapeProblems(INITIAL, 'ipPoolCreate', created.json)).toEqual([])
    expect(created.json).toMatchObject({ ip_version: 'v4', pool_type: 'multicast' })
  })

  it('shows the service pool to versions that have its endpoint', async () => {
    const sim = setup({ release: 'current' })
    const reply = await call(sim, 'GET', '/v1/system/ip-pools-service', {
      as: 'admin',
      version: INITIAL.text,
    })
    expect(reply.status).toBe(200)
    expect(shapeProblems(INITIAL, 'ipPoolServiceView', reply.json)).toEqual([])
  })
})

describe('default pools', () => {
  it('lets a silo have one default pool per IP version', async () => {
    const sim = setup({ release: 'current' })
    await call(sim, 'POST', '/v1/system/ip-pools', {
      as: 'admin',
      body: { name: 'v6-default', description: '', ip_version: 'v6' },
    })
    const link = await call(sim, 'POST', '/v1/system/ip-pools/v6-default/silos', {
      as: 'admin',
      body: { silo: 'demo-silo', is_default: true },
    })
    expect(link.status).toBe(201)
    const pools = await call(sim, 'GET', '/v1/ip-pools', { as: 'admin' })
    const defaults = (pools.json as { items: (Pool & { is_default: boolean })[] }).items
      .filter((p) => p.is_default)
      .map((p) => [p.name, p.ip_version])
    expect(defaults).toEqual(
      expect.arrayContaining([
        ['default', 'v4'],
        ['v6-default', 'v6'],
      ]),
    )
    // a second IPv4 default is still refused
    await call(sim, 'POST', '/v1/system/ip-pools', {
      as: 'admin',
      body: { name: 'v4-other', description: '' },
    })
    const second = await call(sim, 'POST', '/v1/system/ip-pools/v4-other/silos', {
      as: 'admin',
      body: { silo: 'demo-silo', is_default: true },
    })
    expect(second.status).toBe(400)
  })
})

describe('a silo’s IP pools', () => {
  it('shows version and type from SILO_PROJECT_IP_VERSION_AND_POOL_TYPE on', async () => {
    const sim = setup({ release: 'current' })
    for (const version of VERSIONS) {
      const newer = served(version).atLeast('ADD_SYSTEM_IP_POOL_APIS')
      const list = await call(sim, 'GET', '/v1/ip-pools', { as: 'admin', version })
      expect(list.status).toBe(200)
      const listId = newer ? 'ipPoolList' : 'projectIpPoolList'
      expect(shapeProblems(served(version), listId, list.json)).toEqual([])
      const view = await call(sim, 'GET', '/v1/ip-pools/default', { as: 'admin', version })
      const viewId = newer ? 'ipPoolView' : 'projectIpPoolView'
      expect(shapeProblems(served(version), viewId, view.json)).toEqual([])
      const silo = await call(sim, 'GET', '/v1/system/silos/demo-silo/ip-pools', {
        as: 'admin',
        version,
      })
      expect(silo.status).toBe(200)
      expect(shapeProblems(served(version), 'siloIpPoolList', silo.json)).toEqual([])
      const columns = served(version).atLeast('SILO_PROJECT_IP_VERSION_AND_POOL_TYPE')
      expect('ip_version' in (view.json as object)).toBe(columns)
      if (columns) expect(view.json).toMatchObject({ ip_version: 'v4', pool_type: 'unicast' })
    }
    const filtered = await call(sim, 'GET', '/v1/ip-pools?ip_version=v6', { as: 'admin' })
    expect(names(filtered)).toEqual([])
  })
})
