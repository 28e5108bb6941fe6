import { describe, expect, test } from 'vitest'

import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type * as Old from '../../__generated__/Api'
import { identity } from './identity'
import { Unexpressible } from '../unexpressible'

const SILO_ID = '7bd7623a-68ed-4636-8ecb-b59e3b068787'
const user: Old.User = {
  id: '2e28576d-a3ad-4dd6-9e63-7f0e6dfe6ac4',
  displayName: 'Hannah Arendt',
  siloId: SILO_ID,
}
const group: Old.Group = {
  id: '0ff6da96-5d6d-4326-b059-2b72c1b51457',
  displayName: 'web-devs',
  siloId: SILO_ID,
}
const created = new Date('2025-03-01T10:00:00Z')
const silo: Old.Silo = {
  id: SILO_ID,
  name: 'maze-war',
  description: 'a silo',
  discoverable: true,
  identityMode: 'saml_jit',
  mappedFleetRoles: { admin: ['viewer'] },
  timeCreated: created,
  timeModified: created,
}
const nowPolicy: Now.SiloRolePolicy = {
  roleAssignments: [
    { identityId: user.id, identityType: 'silo_user', roleName: 'admin' },
    { identityId: group.id, identityType: 'silo_group', roleName: 'viewer' },
  ],
}
const limited: Now.ProjectRolePolicy = {
  roleAssignments: [
    { identityId: user.id, identityType: 'silo_user', roleName: 'limited_collaborator' },
  ],
}
const siloCreate: Now.SiloCreate = {
  name: 'new-silo',
  description: '',
  discoverable: true,
  identityMode: 'local_only',
  adminGroupName: 'admins',
  mappedFleetRoles: { admin: ['collaborator'] },
  quotas: { cpus: 8, memory: 2 ** 34, storage: 2 ** 40 },
  tlsCertificates: [],
}

describe('users and groups', () => {
  test('keep what v14 says and invent no times', () => {
    const up = identity.siloUserView!.response!(user, {
      path: { userId: user.id },
      query: { silo: 's' },
    })
    expect(up).toEqual(user)
    expect('timeCreated' in up).toBe(false)
    const page = identity.userList!.response!({ items: [user], nextPage: 'tok' }, {})
    expect(page).toEqual({ items: [user], nextPage: 'tok' })
    expect('timeModified' in page.items[0]).toBe(false)
    const groups = identity.groupList!.response!({ items: [group] }, {})
    expect(groups.items).toEqual([group])
    expect(identity.groupView!.response!(group, { path: { groupId: group.id } })).toEqual(group)
    expect(identity.currentUserGroups!.response!({ items: [group] }, {}).items).toEqual([group])
    expect(
      identity.siloUserList!.response!({ items: [user] }, { query: { silo: 's' } }).items,
    ).toEqual([user])
  })

  test('a new local user comes back as v14 tells it', () => {
    const params = {
      query: { silo: 'maze-war' },
      body: { externalId: 'arendt', password: { mode: 'login_disallowed' as const } },
    }
    expect(identity.localIdpUserCreate!.response!(user, params)).toEqual(user)
  })

  test('the current user: neither fleet viewer nor silo admin is claimed', () => {
    const me: Old.CurrentUser = { ...user, siloName: 'maze-war' }
    const up = identity.currentUserView!.response!(me, {})
    expect(up).toEqual(me)
    expect('fleetViewer' in up).toBe(false)
    expect('siloAdmin' in up).toBe(false)
  })
})

describe('policies', () => {
  test('pass v14 roles both ways', () => {
    expect(identity.policyUpdate!.request!({ body: nowPolicy })).toEqual({ body: nowPolicy })
    expect(identity.policyView!.response!(nowPolicy as Old.SiloRolePolicy, {})).toEqual(nowPolicy)
    const path = { silo: 'maze-war' }
    expect(identity.siloPolicyUpdate!.request!({ path, body: nowPolicy })).toEqual({
      path,
      body: nowPolicy,
    })
    expect(identity.siloPolicyView!.response!(nowPolicy as Old.SiloRolePolicy, { path })).toEqual(
      nowPolicy,
    )
    expect(
      identity.siloPolicyUpdate!.response!(nowPolicy as Old.SiloRolePolicy, {
        path,
        body: nowPolicy,
      }),
    ).toEqual(nowPolicy)
    const project = { project: 'mock-project' }
    expect(identity.projectPolicyUpdate!.request!({ path: project, body: nowPolicy })).toEqual({
      path: project,
      body: nowPolicy,
    })
    expect(
      identity.projectPolicyView!.response!(nowPolicy as Old.ProjectRolePolicy, { path: project }),
    ).toEqual(nowPolicy)
    expect(
      identity.projectPolicyUpdate!.response!(nowPolicy as Old.ProjectRolePolicy, {
        path: project,
        body: nowPolicy,
      }),
    ).toEqual(nowPolicy)
    expect(
      identity.policyUpdate!.response!(nowPolicy as Old.SiloRolePolicy, { body: nowPolicy }),
    ).toEqual(nowPolicy)
  })

  test('refuse the limited collaborator role, which v14 lacks', () => {
    expect(() => identity.policyUpdate!.request!({ body: limited })).toThrow(Unexpressible)
    expect(() =>
      identity.projectPolicyUpdate!.request!({ path: { project: 'p' }, body: limited }),
    ).toThrow(Unexpressible)
    expect(() =>
      identity.siloPolicyUpdate!.request!({ path: { silo: 's' }, body: limited }),
    ).toThrow(Unexpressible)
  })
})

describe('silos', () => {
  test('a v14 silo leaves its admin group unsaid rather than none', () => {
    const up = identity.siloView!.response!(silo, { path: { silo: silo.name } })
    expect(up).toEqual(silo)
    expect('adminGroupName' in up).toBe(false)
    expect(identity.siloList!.response!({ items: [silo] }, {}).items).toEqual([silo])
    expect(identity.siloCreate!.response!(silo, { body: siloCreate })).toEqual(silo)
  })

  test('create passes a local or SAML silo and refuses a SCIM one', () => {
    expect(identity.siloCreate!.request!({ body: siloCreate })).toEqual({ body: siloCreate })
    expect(() =>
      identity.siloCreate!.request!({ body: { ...siloCreate, identityMode: 'saml_scim' } }),
    ).toThrow(Unexpressible)
  })
})

test('a SAML identity provider is looked up within its silo', () => {
  const path = { provider: 'okta' }
  expect(
    identity.samlIdentityProviderView!.request!({ path, query: { silo: 'maze-war' } }),
  ).toEqual({
    path,
    query: { silo: 'maze-war' },
  })
  expect(() => identity.samlIdentityProviderView!.request!({ path })).toThrow(Unexpressible)
})
