import { describe, expect, it } from 'vitest'

import {
  describeVisit,
  MAX_VISITS,
  parseVisits,
  resourcePathOf,
  withVisit,
} from './visited-resource'

describe('resourcePathOf', () => {
  it.each([
    ['/projects/p/instances/db/storage', '/projects/p/instances/db'],
    ['/projects/p/instances', '/projects/p'],
    ['/projects/p/instances-new', '/projects/p'],
    ['/projects/p/disks/d1', '/projects/p/disks/d1'],
    ['/projects/p/vpcs/v/subnets', '/projects/p/vpcs/v'],
    ['/projects/p/vpcs/v/routers/r/routes-new', '/projects/p/vpcs/v/routers/r'],
    ['/projects/p/affinity/g', '/projects/p/affinity/g'],
    ['/system/silos/s1', '/system/silos/s1'],
    ['/system/inventory/sleds/abc/instances', '/system/inventory/sleds/abc'],
    ['/system/networking/ip-pools/pool/edit', '/system/networking/ip-pools/pool'],
    ['/directory/users/u1', '/directory/users/u1'],
  ])('%s is %s', (path, resource) => expect(resourcePathOf(path)).toBe(resource))

  it.each(['/projects', '/projects-new', '/system/silos', '/settings/ssh-keys', '/images'])(
    '%s is no resource',
    (path) => expect(resourcePathOf(path)).toBeNull(),
  )
})

describe('the stored list', () => {
  it('puts the visit first, once, and keeps the newest', () => {
    const many = JSON.stringify(Array.from({ length: 30 }, (_, i) => `/p/${i}`))
    const list = withVisit(many, '/p/5')
    expect(list[0]).toBe('/p/5')
    expect(list).toHaveLength(MAX_VISITS)
    expect(list.filter((p) => p === '/p/5')).toHaveLength(1)
  })
  it('ignores what it did not write', () => {
    expect(parseVisits('{')).toEqual([])
    expect(parseVisits('{"a":1}')).toEqual([])
    expect(parseVisits('["/a", 3]')).toEqual(['/a'])
  })
})

describe('describeVisit', () => {
  it('names the kind, the name and the place', () => {
    expect(describeVisit('/projects/p/instances/db')).toEqual({
      kind: 'Instance',
      name: 'db',
      where: 'project p',
    })
    expect(describeVisit('/projects/p')).toEqual({ kind: 'Project', name: 'p' })
    expect(describeVisit('/projects/p/vpcs/v/routers/r')).toEqual({
      kind: 'Router',
      name: 'r',
      where: 'project p · VPC v',
    })
    expect(describeVisit('/system/silos/s')).toEqual({ kind: 'Silo', name: 's', where: 'System' })
    expect(describeVisit('/nowhere')).toBeNull()
  })
})
