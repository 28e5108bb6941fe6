import { describe, expect, test } from 'vitest'

import type { IdentityType } from '~/api/__generated_versions__/2026081901.0.0/Api'

import type { RoleName } from '~/api/roles'

import { accessSummary, fleetAccess, projectAccess, siloAccess } from './user-access'

const USER = 'u-1'
const webDevs = { id: 'g-web', displayName: 'web-devs' }
const dataScience = { id: 'g-data', displayName: 'data-science' }

const assign = (identityType: IdentityType, identityId: string, roleName: RoleName) => ({
  identityId,
  identityType,
  roleName,
})
const policy = (...roleAssignments: ReturnType<typeof assign>[]) => ({ roleAssignments })
const noSilo = siloAccess(policy(), USER, [])
const project = (name: string) => ({ id: `id-${name}`, name })

describe('why a user has access', () => {
  test('direct: a role assigned to the user themselves', () => {
    const access = projectAccess(
      policy(assign('silo_user', USER, 'viewer'), assign('silo_user', 'someone-else', 'admin')),
      USER,
      [],
      noSilo,
    )
    expect(access).toEqual({
      role: 'viewer',
      grants: [{ role: 'viewer', source: { kind: 'direct' } }],
    })
  })

  test('group: a role assigned to a group the user is in names the group', () => {
    const access = projectAccess(
      policy(
        assign('silo_group', webDevs.id, 'collaborator'),
        assign('silo_group', 'g-other', 'admin'),
      ),
      USER,
      [webDevs, dataScience],
      noSilo,
    )
    expect(access).toEqual({
      role: 'collaborator',
      grants: [{ role: 'collaborator', source: { kind: 'group', group: webDevs } }],
    })
  })

  test('a group the user is not in gives them nothing', () => {
    const access = siloAccess(policy(assign('silo_group', webDevs.id, 'admin')), USER, [
      dataScience,
    ])
    expect(access).toEqual({ role: null, grants: [] })
  })

  test('inherited: a silo collaborator is admin of a project, beside its own assignments', () => {
    const silo = siloAccess(policy(assign('silo_user', USER, 'collaborator')), USER, [webDevs])
    expect(silo.role).toBe('collaborator')
    const access = projectAccess(
      policy(assign('silo_group', webDevs.id, 'collaborator')),
      USER,
      [webDevs],
      silo,
    )
    expect(access.role).toBe('admin')
    // strongest first
    expect(access.grants).toEqual([
      { role: 'admin', source: { kind: 'silo', siloRole: 'collaborator' } },
      { role: 'collaborator', source: { kind: 'group', group: webDevs } },
    ])
  })

  test('inherited viewer is outranked by a stronger role on the project', () => {
    const silo = siloAccess(policy(assign('silo_group', dataScience.id, 'viewer')), USER, [
      dataScience,
    ])
    const access = projectAccess(
      policy(assign('silo_user', USER, 'admin')),
      USER,
      [dataScience],
      silo,
    )
    expect(access.role).toBe('admin')
    expect(access.grants.map((g) => g.source.kind)).toEqual(['direct', 'silo'])
  })

  test('none: no assignment anywhere', () => {
    const access = projectAccess(
      policy(assign('silo_user', 'someone-else', 'admin')),
      USER,
      [],
      noSilo,
    )
    expect(access).toEqual({ role: null, grants: [] })
  })
})

describe('a role on the fleet', () => {
  const siloAdmin = siloAccess(policy(assign('silo_group', webDevs.id, 'admin')), USER, [webDevs])

  test('assigned on the fleet, directly or to a group', () => {
    const access = fleetAccess(
      policy(assign('silo_group', dataScience.id, 'viewer'), assign('silo_user', 'other', 'admin')),
      USER,
      [dataScience],
      noSilo,
      {},
    )
    expect(access).toEqual({
      role: 'viewer',
      grants: [{ role: 'viewer', source: { kind: 'group', group: dataScience } }],
    })
  })

  test('given by the silo to a silo role the user holds, or one weaker than it', () => {
    // the mapping names collaborators; a silo admin is a collaborator too
    const access = fleetAccess(policy(), USER, [webDevs], siloAdmin, {
      collaborator: ['viewer', 'collaborator'],
    })
    expect(access).toEqual({
      role: 'collaborator',
      grants: [{ role: 'collaborator', source: { kind: 'mapping', siloRole: 'admin' } }],
    })
  })

  test('no mapping for a stronger silo role than the user holds', () => {
    const viewer = siloAccess(policy(assign('silo_user', USER, 'viewer')), USER, [])
    expect(fleetAccess(policy(), USER, [], viewer, { admin: ['admin'] })).toEqual({
      role: null,
      grants: [],
    })
  })

  test('the strongest of an assignment and the mapping counts', () => {
    const access = fleetAccess(
      policy(assign('silo_user', USER, 'admin')),
      USER,
      [webDevs],
      siloAdmin,
      { admin: ['viewer'] },
    )
    expect(access.role).toBe('admin')
    expect(access.grants.map((g) => g.source.kind)).toEqual(['direct', 'mapping'])
  })
})

describe('the short answer', () => {
  const none = { role: null, grants: [] }
  const viewerOnOne = { role: 'viewer' as const, grants: [] }

  test('a silo collaborator or admin is an admin of every project', () => {
    const silo = { role: 'collaborator' as const, grants: [] }
    expect(accessSummary('collaborator', silo, [])).toBe(
      'collaborator is a collaborator on the silo, so they are an admin of every project in it.',
    )
    expect(accessSummary('admin', { role: 'admin', grants: [] }, null)).toMatch(
      /^admin is an admin/,
    )
  })

  test('no silo role: how many projects they have a role on', () => {
    const projects = [
      { project: project('a'), access: viewerOnOne },
      { project: project('b'), access: none },
    ]
    expect(accessSummary('viewer', none, projects)).toBe(
      'viewer has no role on the silo, and a role on 1 project you can see.',
    )
  })

  test('no role anywhere says so plainly', () => {
    expect(accessSummary('nobody', none, [{ project: project('a'), access: none }])).toBe(
      'nobody has no access at all: no role on the silo and none on any project you can see.',
    )
  })

  test('when projects cannot be listed, only the silo is spoken for', () => {
    expect(accessSummary('nobody', none, null)).toBe('nobody has no role on the silo.')
  })
})
