import { describe, expect, test } from 'vitest'

import {
  accessChangeDisabledReason,
  accessRows,
  candidates,
  deleteRole,
  effectiveRole,
  joinAssignments,
  losesOwnAdmin,
  myRole,
  projectRoleFromSilo,
  ROLE_NAMES,
  roleLabel,
  roleNamesOf,
  roleRank,
  strongestRole,
  updateRole,
  type Policy,
  type RoleAssignment,
} from './roles'

const user = (id: string, roleName: RoleAssignment['roleName']): RoleAssignment => ({
  identityId: id,
  identityType: 'silo_user',
  roleName,
})
const group = (id: string, roleName: RoleAssignment['roleName']): RoleAssignment => ({
  identityId: id,
  identityType: 'silo_group',
  roleName,
})
const policy = (...roleAssignments: RoleAssignment[]): Policy => ({ roleAssignments })

const users = [
  { id: 'u-zed', displayName: 'zed' },
  { id: 'u-ann', displayName: 'ann' },
  { id: 'u-bob', displayName: 'bob' },
]
const groups = [
  { id: 'g-ops', displayName: 'ops' },
  { id: 'g-devs', displayName: 'devs' },
]

test('roles rank admin 0, collaborator 1, limited collaborator 2, viewer 3, strongest first', () => {
  expect(roleRank).toEqual({ admin: 0, collaborator: 1, limited_collaborator: 2, viewer: 3 })
  expect(ROLE_NAMES).toEqual(['admin', 'collaborator', 'limited_collaborator', 'viewer'])
})

test('the fleet has no limited collaborator', () => {
  expect(roleNamesOf('fleet')).toEqual(['admin', 'collaborator', 'viewer'])
  expect(roleNamesOf('silo')).toEqual(ROLE_NAMES)
  expect(roleNamesOf('project')).toEqual(ROLE_NAMES)
  expect(roleLabel('limited_collaborator')).toBe('limited collaborator')
})

test('a limited collaborator is stronger than a viewer and weaker than a collaborator', () => {
  expect(strongestRole(['viewer', 'limited_collaborator'])).toBe('limited_collaborator')
  expect(strongestRole(['limited_collaborator', 'collaborator'])).toBe('collaborator')
})

test('strongestRole picks the lowest rank and ignores missing roles', () => {
  expect(strongestRole(['viewer', null, 'admin', 'collaborator'])).toBe('admin')
  expect(strongestRole(['viewer', undefined, 'collaborator'])).toBe('collaborator')
  expect(strongestRole([null, undefined])).toBeNull()
  expect(strongestRole([])).toBeNull()
})

describe('updateRole', () => {
  test('adds an assignment for an identity with none', () => {
    const p = updateRole(policy(user('u-ann', 'viewer')), group('g-ops', 'admin'))
    expect(p.roleAssignments).toEqual([user('u-ann', 'viewer'), group('g-ops', 'admin')])
  })

  test('replaces the identity’s existing assignment instead of adding a second', () => {
    const p = updateRole(
      policy(user('u-ann', 'viewer'), user('u-bob', 'admin')),
      user('u-ann', 'collaborator'),
    )
    expect(p.roleAssignments).toEqual([user('u-bob', 'admin'), user('u-ann', 'collaborator')])
  })

  test('leaves the policy it was given unchanged', () => {
    const before = policy(user('u-ann', 'viewer'))
    updateRole(before, user('u-ann', 'admin'))
    expect(before.roleAssignments).toEqual([user('u-ann', 'viewer')])
  })
})

test('deleteRole removes every assignment of the identity, and only those', () => {
  const p = policy(user('u-ann', 'viewer'), group('g-ops', 'admin'), user('u-ann', 'admin'))
  expect(deleteRole('u-ann', p).roleAssignments).toEqual([group('g-ops', 'admin')])
  expect(deleteRole('nobody', p)).toEqual(p)
})

describe('joinAssignments', () => {
  test('names each assignment and sorts users before groups, then by name', () => {
    const p = policy(
      group('g-ops', 'viewer'),
      user('u-zed', 'admin'),
      group('g-devs', 'collaborator'),
      user('u-ann', 'viewer'),
    )
    expect(joinAssignments(p, 'silo', users, groups)).toEqual([
      {
        identityId: 'u-ann',
        identityType: 'silo_user',
        name: 'ann',
        roleName: 'viewer',
        roleSource: 'silo',
      },
      {
        identityId: 'u-zed',
        identityType: 'silo_user',
        name: 'zed',
        roleName: 'admin',
        roleSource: 'silo',
      },
      {
        identityId: 'g-devs',
        identityType: 'silo_group',
        name: 'devs',
        roleName: 'collaborator',
        roleSource: 'silo',
      },
      {
        identityId: 'g-ops',
        identityType: 'silo_group',
        name: 'ops',
        roleName: 'viewer',
        roleSource: 'silo',
      },
    ])
  })

  test('an identity it cannot name (e.g. of another silo) goes by its id', () => {
    const [row] = joinAssignments(policy(user('u-elsewhere', 'admin')), 'fleet', users, groups)
    expect(row.name).toBe('u-elsewhere')
  })

  test('a user id is not named from the groups, nor a group id from the users', () => {
    const [row] = joinAssignments(policy(group('u-ann', 'admin')), 'silo', users, groups)
    expect(row.name).toBe('u-ann')
  })
})

test('candidates are the users and groups with no assignment yet, users first by name', () => {
  const p = policy(user('u-bob', 'viewer'), group('g-ops', 'admin'))
  expect(candidates(p, users, groups)).toEqual([
    { id: 'u-ann', identityType: 'silo_user', name: 'ann' },
    { id: 'u-zed', identityType: 'silo_user', name: 'zed' },
    { id: 'g-devs', identityType: 'silo_group', name: 'devs' },
  ])
  expect(candidates(policy(), [], [])).toEqual([])
})

test('a silo viewer views every project; a silo collaborator or admin administers it', () => {
  expect(projectRoleFromSilo('viewer')).toBe('viewer')
  expect(projectRoleFromSilo('limited_collaborator')).toBe('limited_collaborator')
  expect(projectRoleFromSilo('collaborator')).toBe('admin')
  expect(projectRoleFromSilo('admin')).toBe('admin')
  expect(projectRoleFromSilo(null)).toBeNull()
})

describe('accessRows', () => {
  const project = joinAssignments(
    policy(user('u-zed', 'viewer'), group('g-devs', 'collaborator')),
    'project',
    users,
    groups,
  )
  const silo = joinAssignments(
    policy(user('u-zed', 'collaborator'), user('u-ann', 'viewer'), group('g-ops', 'viewer')),
    'silo',
    users,
    groups,
  )

  test('one row per identity: its own role, and what the silo gives it here', () => {
    expect(accessRows(project, silo)).toEqual([
      {
        id: 'u-ann',
        identityType: 'silo_user',
        name: 'ann',
        role: null,
        inherited: { role: 'viewer', from: 'viewer', source: 'silo' },
      },
      {
        id: 'u-zed',
        identityType: 'silo_user',
        name: 'zed',
        role: 'viewer',
        inherited: { role: 'admin', from: 'collaborator', source: 'silo' },
      },
      {
        id: 'g-devs',
        identityType: 'silo_group',
        name: 'devs',
        role: 'collaborator',
        inherited: null,
      },
      {
        id: 'g-ops',
        identityType: 'silo_group',
        name: 'ops',
        role: null,
        inherited: { role: 'viewer', from: 'viewer', source: 'silo' },
      },
    ])
  })

  test('without a scope above, the rows are the scope’s own assignments', () => {
    expect(accessRows(project).map((r) => [r.name, r.role, r.inherited])).toEqual([
      ['zed', 'viewer', null],
      ['devs', 'collaborator', null],
    ])
  })

  test('the effective role is the stronger of the own and the inherited one', () => {
    const rows = accessRows(project, silo)
    expect(rows.map((r) => [r.name, effectiveRole(r)])).toEqual([
      ['ann', 'viewer'],
      ['zed', 'admin'],
      ['devs', 'collaborator'],
      ['ops', 'viewer'],
    ])
  })
})

describe('losing one’s own admin role', () => {
  const me = { myIds: new Set(['u-ann', 'g-ops']), inherited: null }

  test('my role counts my own assignment and those of my groups', () => {
    expect(myRole(policy(user('u-ann', 'viewer'), group('g-ops', 'admin')), me)).toBe('admin')
    expect(myRole(policy(user('u-bob', 'admin')), me)).toBeNull()
    expect(myRole(policy(), { ...me, inherited: 'viewer' })).toBe('viewer')
  })

  test('removing or lowering my own admin role takes it away', () => {
    const p = policy(user('u-ann', 'admin'))
    expect(losesOwnAdmin(p, deleteRole('u-ann', p), me)).toBe(true)
    expect(losesOwnAdmin(p, updateRole(p, user('u-ann', 'collaborator')), me)).toBe(true)
    expect(losesOwnAdmin(p, updateRole(p, user('u-ann', 'admin')), me)).toBe(false)
  })

  test('so does removing or lowering the admin role of a group I am in', () => {
    const p = policy(user('u-ann', 'viewer'), group('g-ops', 'admin'))
    expect(losesOwnAdmin(p, deleteRole('g-ops', p), me)).toBe(true)
    expect(losesOwnAdmin(p, updateRole(p, group('g-ops', 'viewer')), me)).toBe(true)
  })

  test('not when another assignment or the scope above still makes me admin', () => {
    const both = policy(user('u-ann', 'admin'), group('g-ops', 'admin'))
    expect(losesOwnAdmin(both, deleteRole('g-ops', both), me)).toBe(false)
    const mine = policy(user('u-ann', 'admin'))
    const viaSilo = { ...me, inherited: 'admin' as const }
    expect(losesOwnAdmin(mine, deleteRole('u-ann', mine), viaSilo)).toBe(false)
  })

  test('not when I was no admin to begin with, nor for changes to others', () => {
    const p = policy(user('u-ann', 'collaborator'), user('u-bob', 'admin'))
    expect(losesOwnAdmin(p, deleteRole('u-ann', p), me)).toBe(false)
    expect(losesOwnAdmin(p, deleteRole('u-bob', p), me)).toBe(false)
  })
})

describe('accessChangeDisabledReason', () => {
  test('an admin at the scope may change its policy', () => {
    for (const scope of ['fleet', 'silo', 'project'] as const) {
      expect(accessChangeDisabledReason(scope, 'admin', null)).toBe(false)
    }
  })

  test('below admin, each scope says who can', () => {
    expect(accessChangeDisabledReason('project', 'collaborator', 'admin')).toBe(
      'Only a project admin can change who has access to this project',
    )
    expect(accessChangeDisabledReason('silo', 'viewer', null)).toBe(
      'Only a silo admin can change who has access to the silo',
    )
    expect(accessChangeDisabledReason('silo', null, 'viewer')).toBe(
      'Only a silo admin can change who has access to the silo',
    )
    expect(accessChangeDisabledReason('fleet', 'viewer', 'viewer')).toBe(
      'Only a fleet admin can change who has access to the fleet',
    )
  })

  test("fleet collaborators and admins may change a silo's policy", () => {
    expect(accessChangeDisabledReason('silo', 'viewer', 'collaborator')).toBe(false)
    expect(accessChangeDisabledReason('silo', null, 'admin')).toBe(false)
  })

  test('while the fleet role is not known, the API decides for the fleet and the silo', () => {
    expect(accessChangeDisabledReason('silo', 'viewer', undefined)).toBe(false)
    expect(accessChangeDisabledReason('fleet', 'viewer', undefined)).toBe(false)
    expect(accessChangeDisabledReason('project', 'viewer', undefined)).toBe(
      'Only a project admin can change who has access to this project',
    )
  })
})
