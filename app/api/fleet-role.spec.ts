import { describe, expect, test } from 'vitest'

import {
  fleetAccessOf,
  mappedFleetRole,
  SYSTEM_CHANGE_NEEDS,
  systemChangeRefused,
  type FleetAccess,
  type FleetAccessReads,
  type SystemChange,
} from './fleet-role'
import type { Policy, RoleAssignment, RoleName } from './roles'

const user = (id: string, roleName: RoleName): RoleAssignment => ({
  identityId: id,
  identityType: 'silo_user',
  roleName,
})
const group = (id: string, roleName: RoleName): RoleAssignment => ({
  identityId: id,
  identityType: 'silo_group',
  roleName,
})
const policy = (...roleAssignments: RoleAssignment[]): Policy => ({ roleAssignments })

/** Ann, in group ops, in silo s1 with no mapping and no silo role, unless told otherwise */
const reads = (over: Partial<FleetAccessReads>): FleetAccessReads => ({
  userId: 'u-ann',
  siloId: 's1',
  fleetPolicy: policy(),
  groupIds: ['g-ops'],
  siloPolicy: policy(),
  mappedFleetRoles: {},
  ...over,
})

describe('fleetAccessOf', () => {
  test('a role assigned to the user on the fleet', () => {
    const access = fleetAccessOf(reads({ fleetPolicy: policy(user('u-ann', 'viewer')) }))
    expect(access).toEqual({
      role: 'viewer',
      mappedRole: null,
      siloRole: null,
      siloId: 's1',
      complete: true,
    })
  })

  test('a role assigned to a group the user is in', () => {
    const access = fleetAccessOf(
      reads({ fleetPolicy: policy(user('u-bob', 'admin'), group('g-ops', 'collaborator')) }),
    )
    expect(access.role).toBe('collaborator')
  })

  test("a role the user's silo role gives through the silo's mapping", () => {
    const access = fleetAccessOf(
      reads({
        fleetPolicy: policy(),
        siloPolicy: policy(user('u-ann', 'admin')),
        mappedFleetRoles: { admin: ['admin'] },
      }),
    )
    expect(access).toMatchObject({ role: 'admin', mappedRole: 'admin', siloRole: 'admin' })
  })

  test('the silo role may come from a group, and a mapping reaches stronger silo roles', () => {
    // Nexus: a silo admin is also a silo viewer, so "silo viewers get fleet viewer" covers them
    const access = fleetAccessOf(
      reads({
        siloPolicy: policy(group('g-ops', 'admin')),
        mappedFleetRoles: { viewer: ['viewer'] },
      }),
    )
    expect(access.role).toBe('viewer')
  })

  test('a mapping for a stronger silo role gives nothing to a weaker one', () => {
    const access = fleetAccessOf(
      reads({
        fleetPolicy: policy(user('u-ann', 'viewer')),
        siloPolicy: policy(user('u-ann', 'collaborator')),
        mappedFleetRoles: { admin: ['admin'] },
      }),
    )
    expect(access).toMatchObject({ role: 'viewer', mappedRole: null })
  })

  test('the strongest role wins, wherever it comes from', () => {
    const viaGroup = fleetAccessOf(
      reads({ fleetPolicy: policy(user('u-ann', 'viewer'), group('g-ops', 'admin')) }),
    )
    expect(viaGroup.role).toBe('admin')
    const viaMapping = fleetAccessOf(
      reads({
        fleetPolicy: policy(user('u-ann', 'viewer')),
        siloPolicy: policy(user('u-ann', 'viewer')),
        mappedFleetRoles: { viewer: ['viewer', 'collaborator'], admin: ['admin'] },
      }),
    )
    expect(viaMapping.role).toBe('collaborator')
  })

  test('someone who may not read the fleet policy holds no fleet role', () => {
    const access = fleetAccessOf(
      reads({
        fleetPolicy: null,
        siloPolicy: policy(user('u-ann', 'admin')),
        mappedFleetRoles: undefined,
      }),
    )
    expect(access).toMatchObject({ role: null, siloRole: 'admin', complete: true })
  })

  test('a missing read leaves the answer incomplete', () => {
    expect(fleetAccessOf(reads({ groupIds: undefined })).complete).toBe(false)
    expect(fleetAccessOf(reads({ mappedFleetRoles: undefined })).complete).toBe(false)
    // the silo's policy is needed only when its mapping gives something
    expect(fleetAccessOf(reads({ siloPolicy: undefined })).complete).toBe(true)
    const mapped = reads({ siloPolicy: undefined, mappedFleetRoles: { admin: ['admin'] } })
    expect(fleetAccessOf(mapped).complete).toBe(false)
  })
})

describe('mappedFleetRole', () => {
  test('no silo role, no mapped role', () => {
    expect(mappedFleetRole({ viewer: ['admin'] }, null)).toBe(null)
  })
  test('an unknown silo role name in the mapping is ignored', () => {
    expect(mappedFleetRole({ owner: ['admin'] }, 'admin')).toBe(null)
  })
})

const access = (over: Partial<FleetAccess>): FleetAccess => ({
  role: 'viewer',
  mappedRole: null,
  siloRole: null,
  siloId: 's1',
  complete: true,
  ...over,
})

const CHANGES = Object.keys(SYSTEM_CHANGE_NEEDS) as SystemChange[]

describe('systemChangeRefused', () => {
  test('a fleet admin may make every change, a fleet viewer none', () => {
    for (const change of CHANGES) {
      expect(systemChangeRefused(access({ role: 'admin' }), change, 's2')).toBe(false)
      expect(systemChangeRefused(access({ role: 'viewer' }), change, 's2')).toBe(true)
    }
  })

  test('a fleet collaborator creates and changes silos, not what is under the fleet', () => {
    const collaborator = access({ role: 'collaborator' })
    const allowed = CHANGES.filter((c) => !systemChangeRefused(collaborator, c, 's2'))
    expect(allowed).toEqual(['createSilo', 'deleteSilo', 'editQuotas', 'changeSiloAccess'])
  })

  test("an admin of the silo may change that silo's own things, not another's", () => {
    const siloAdmin = access({ siloRole: 'admin' })
    expect(systemChangeRefused(siloAdmin, 'addIdentityProvider', 's1')).toBe(false)
    expect(systemChangeRefused(siloAdmin, 'deleteSilo', 's1')).toBe(false)
    expect(systemChangeRefused(siloAdmin, 'addIdentityProvider', 's2')).toBe(true)
    expect(systemChangeRefused(siloAdmin, 'changeIpPools', 's1')).toBe(true)
    expect(systemChangeRefused(siloAdmin, 'createSilo')).toBe(true)
  })

  test('nothing is refused when the role is not fully known', () => {
    for (const change of CHANGES) {
      expect(systemChangeRefused(access({ complete: false }), change)).toBe(false)
    }
  })
})
