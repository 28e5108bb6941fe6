import { describe, expect, it } from 'vitest'

import type * as Old from '../../__generated__/Api'
import { Unexpressible } from '../unexpressible'
import { ipPools } from './ip-pools'

const created = new Date('2025-03-01T10:00:00Z')
const pool: Old.IpPool = {
  id: '1f5a8b9c-0000-4000-8000-000000000001',
  name: 'default',
  description: 'The silo default pool',
  timeCreated: created,
  timeModified: created,
}
const siloPool: Old.SiloIpPool = { ...pool, isDefault: true }

describe('v14 IP pools', () => {
  it('says a system pool is IPv4 unicast, assigned to silos', () => {
    expect(ipPools.systemIpPoolView!.response!(pool, { path: { pool: 'default' } })).toEqual({
      ...pool,
      ipVersion: 'v4',
      poolType: 'unicast',
      assignment: 'silos',
    })
  })

  it('lists the system pools without the filters it lacks, and filters in their terms', () => {
    const list = ipPools.systemIpPoolList!
    const params = { query: { limit: 25, ipVersion: 'v4', assignment: 'silos' } } as const
    expect(list.request!(params)).toEqual({ query: { limit: 25 } })
    const page = { items: [pool], nextPage: null }
    expect(list.response!(page, params).items).toEqual([
      { ...pool, ipVersion: 'v4', poolType: 'unicast', assignment: 'silos' },
    ])
    expect(list.response!(page, { query: { ipVersion: 'v6' } }).items).toEqual([])
    expect(list.response!(page, { query: { poolType: 'multicast' } }).items).toEqual([])
    expect(list.response!(page, { query: { assignment: 'system_services' } }).items).toEqual([])
  })

  it("gives the project's pools their version and type", () => {
    const list = ipPools.ipPoolList!
    expect(list.request!({ query: { ipVersion: 'v4', poolType: 'unicast' } })).toEqual({
      query: {},
    })
    const page = { items: [siloPool] }
    expect(list.response!(page, { query: {} }).items).toEqual([
      { ...siloPool, ipVersion: 'v4', poolType: 'unicast' },
    ])
    expect(list.response!(page, { query: { ipVersion: 'v6' } }).items).toEqual([])
    expect(
      ipPools.siloIpPoolList!.response!(page, { path: { silo: 'maze-war' } }).items[0],
    ).toMatchObject({ ipVersion: 'v4', poolType: 'unicast', isDefault: true })
    expect(ipPools.ipPoolView!.response!(siloPool, { path: { pool: 'default' } })).toMatchObject({
      ipVersion: 'v4',
      poolType: 'unicast',
    })
  })

  it('creates an IPv4 unicast pool and refuses any other kind', () => {
    const create = ipPools.systemIpPoolCreate!
    const body = { name: 'corp', description: '' }
    expect(create.request!({ body: { ...body, ipVersion: 'v4', poolType: 'unicast' } })).toEqual({
      body,
    })
    expect(() => create.request!({ body: { ...body, ipVersion: 'v6' } })).toThrow(Unexpressible)
    expect(() => create.request!({ body: { ...body, poolType: 'multicast' } })).toThrow(
      Unexpressible,
    )
    expect(() => create.request!({ body: { ...body, assignment: 'system_services' } })).toThrow(
      Unexpressible,
    )
    expect(create.response!(pool, { body })).toMatchObject({ ipVersion: 'v4' })
  })

  it('counts the capacity and what remains from the counts per family', () => {
    const utilization: Old.IpPoolUtilization = {
      ipv4: { allocated: 6, capacity: 241 },
      ipv6: { allocated: '0', capacity: '0' },
    }
    expect(
      ipPools.systemIpPoolUtilizationView!.response!(utilization, { path: { pool: 'default' } }),
    ).toEqual({ capacity: 241, remaining: 235 })
    // an IPv6 range Nexus's own tests put in the database: a /64, as a double
    const v6: Old.IpPoolUtilization = {
      ipv4: { allocated: 0, capacity: 0 },
      ipv6: { allocated: '1', capacity: '18446744073709551616' },
    }
    expect(
      ipPools.systemIpPoolUtilizationView!.response!(v6, { path: { pool: 'default' } }),
    ).toEqual({ capacity: 2 ** 64, remaining: 2 ** 64 - 1 })
  })
})
