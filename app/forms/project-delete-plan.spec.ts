import { describe, expect, it } from 'vitest'

import { deletePlan, type ProjectContents } from './project-delete-plan'

const empty: ProjectContents = {
  instances: [],
  disks: [],
  floatingIps: [],
  images: [],
  snapshots: [],
  affinityGroups: [],
  antiAffinityGroups: [],
  vpcs: [],
}

describe('deletePlan', () => {
  it('deletes an empty project at once', () => {
    expect(deletePlan(empty)).toEqual({ kind: 'empty' })
  })

  it('offers to remove the default networking of a project that holds nothing else', () => {
    expect(deletePlan({ ...empty, vpcs: [{ name: 'default', subnets: ['default'] }] })).toEqual({
      kind: 'default-networking',
      vpc: 'default',
      subnets: ['default'],
    })
    // the default subnet may already be gone
    expect(deletePlan({ ...empty, vpcs: [{ name: 'default', subnets: [] }] })).toMatchObject({
      kind: 'default-networking',
    })
  })

  it('names everything else that stands in the way', () => {
    const plan = deletePlan({
      ...empty,
      instances: [{ name: 'db1' }],
      disks: [{ name: 'a' }, { name: 'b' }],
      vpcs: [{ name: 'default', subnets: ['default'] }],
    })
    expect(plan).toEqual({
      kind: 'blocked',
      blockers: [
        { what: '1 instance', names: ['db1'] },
        { what: '2 disks', names: ['a', 'b'] },
        { what: '1 VPC', names: ['default'] },
      ],
    })
    expect(
      deletePlan({ ...empty, vpcs: [{ name: 'default', subnets: ['default', 'db'] }] }),
    ).toEqual({
      kind: 'blocked',
      blockers: [{ what: '1 VPC', names: ['default'] }],
    })
  })
})
