import { describe, expect, it } from 'vitest'

import type * as Old from '../../__generated_versions__/2025112000.0.0/Api'
import { Unexpressible } from '../unexpressible'
import { ipPools } from './ip-pools'

const created = new Date('2025-11-20T10:00:00Z')
const v4: Old.IpPool = {
  id: '1f5a8b9c-0000-4000-8000-000000000001',
  name: 'default',
  description: '',
  ipVersion: 'v4',
  poolType: 'unicast',
  timeCreated: created,
  timeModified: created,
}
const v6: Old.IpPool = {
  ...v4,
  id: '1f5a8b9c-0000-4000-8000-000000000002',
  name: 'six',
  ipVersion: 'v6',
}
const mcast: Old.IpPool = {
  ...v4,
  id: '1f5a8b9c-0000-4000-8000-000000000003',
  name: 'groups',
  poolType: 'multicast',
}

describe('INITIAL IP pools', () => {
  it('says each system pool is assigned to silos, keeping its version and type', () => {
    expect(ipPools.systemIpPoolView!.response!(v6, { path: { pool: 'six' } })).toEqual({
      ...v6,
      assignment: 'silos',
    })
  })

  it('filters the system list by version and type itself', () => {
    const list = ipPools.systemIpPoolList!
    expect(list.request!({ query: { ipVersion: 'v6', poolType: 'unicast', limit: 10 } })).toEqual({
      query: { limit: 10 },
    })
    const page = { items: [v4, v6, mcast], nextPage: 'next' }
    expect(list.response!(page, { query: {} }).items.map((p) => p.name)).toEqual([
      'default',
      'six',
      'groups',
    ])
    const sixes = list.response!(page, { query: { ipVersion: 'v6' } })
    expect(sixes.items.map((p) => p.name)).toEqual(['six'])
    expect(sixes.nextPage).toBe('next')
    expect(
      list.response!(page, { query: { poolType: 'multicast' } }).items.map((p) => p.name),
    ).toEqual(['groups'])
    expect(list.response!(page, { query: { assignment: 'system_services' } }).items).toEqual([])
  })

  it('creates a pool of any version and type, but not one for system services', () => {
    const create = ipPools.systemIpPoolCreate!
    const body = { name: 'six', description: '', ipVersion: 'v6', poolType: 'unicast' } as const
    expect(create.request!({ body })).toEqual({ body })
    expect(() => create.request!({ body: { ...body, assignment: 'system_services' } })).toThrow(
      Unexpressible,
    )
    expect(create.response!(v6, { body })).toEqual({ ...v6, assignment: 'silos' })
  })

  it("refuses to filter the project's pools, which do not say their version", () => {
    const list = ipPools.ipPoolList!
    expect(list.request!({ query: { limit: 5 } })).toEqual({ query: { limit: 5 } })
    expect(() => list.request!({ query: { ipVersion: 'v4' } })).toThrow(Unexpressible)
    const siloPool: Old.SiloIpPool = {
      id: v4.id,
      name: v4.name,
      description: '',
      isDefault: true,
      timeCreated: created,
      timeModified: created,
    }
    // passed as it is: the old answer does not carry the version or type
    expect(list.response!({ items: [siloPool] }, { query: {} }).items).toEqual([siloPool])
  })
})
