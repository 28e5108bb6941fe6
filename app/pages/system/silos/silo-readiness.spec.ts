import { describe, expect, test } from 'vitest'

import type {
  SiloIpPool,
  SiloRoleRoleAssignment,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { GiB, TiB } from '~/util/format'

import {
  adminReadiness,
  ipPoolReadiness,
  quotasReadiness,
  readinessSummary,
  signInReadiness,
} from './silo-readiness'

const pool = (name: string, isDefault: boolean): SiloIpPool => ({
  id: `${name}-id`,
  name,
  description: '',
  isDefault,
  ipVersion: 'v4',
  poolType: 'unicast',
  timeCreated: new Date(0),
  timeModified: new Date(0),
})

const assignment = (
  roleName: SiloRoleRoleAssignment['roleName'],
  identityType: SiloRoleRoleAssignment['identityType'] = 'silo_user',
): SiloRoleRoleAssignment => ({ identityId: crypto.randomUUID(), identityType, roleName })

describe('default IP pool', () => {
  test('done when a linked pool is the default, naming it', () => {
    const item = ipPoolReadiness([pool('other', false), pool('main', true)])
    expect(item).toMatchObject({ done: true, action: null })
    expect(item.detail).toMatch(/^main /)
  })

  test('no pool linked: link one', () => {
    const item = ipPoolReadiness([])
    expect(item).toMatchObject({ done: false, action: 'link-pool' })
    expect(item.detail).toMatch(/No IP pool is linked/)
  })

  test('pools linked but none the default: make one the default', () => {
    expect(ipPoolReadiness([pool('a', false)]).detail).toMatch(/^1 pool is linked but none/)
    const item = ipPoolReadiness([pool('a', false), pool('b', false)])
    expect(item).toMatchObject({ done: false, action: 'default-pool' })
    expect(item.detail).toMatch(/^2 pools are linked but none is the default/)
  })
})

describe('a way to sign in', () => {
  test('a SAML silo needs an identity provider; its users do not count', () => {
    expect(signInReadiness({ mode: 'saml_jit', providers: 0, users: 5 })).toMatchObject({
      done: false,
      action: 'add-idp',
    })
    const done = signInReadiness({ mode: 'saml_jit', providers: 2, users: 0 })
    expect(done).toMatchObject({ done: true, action: null })
    expect(done.detail).toBe('Users sign in through 2 SAML identity providers.')
  })

  test('a local silo needs users; providers do not count', () => {
    expect(signInReadiness({ mode: 'local_only', providers: 3, users: 0 })).toMatchObject({
      done: false,
      action: 'add-user',
    })
    const done = signInReadiness({ mode: 'local_only', providers: 0, users: 1 })
    expect(done).toMatchObject({ done: true, action: null })
    expect(done.detail).toMatch(/^1 local user can sign in/)
  })
})

describe('quotas', () => {
  test('done when all three are above zero, in binary units', () => {
    const item = quotasReadiness({ cpus: 16, memory: 64 * GiB, storage: 2 * TiB })
    expect(item).toMatchObject({ done: true, action: null })
    expect(item.detail).toBe('Up to 16 vCPUs, 64 GiB of memory and 2 TiB of storage.')
  })

  test('names each quota that is zero', () => {
    expect(quotasReadiness({ cpus: 0, memory: 0, storage: 0 })).toMatchObject({
      done: false,
      action: 'set-quotas',
      detail: expect.stringMatching(
        /^The quota for vCPUs, memory and storage is 0.* Raise them\.$/,
      ),
    })
    expect(quotasReadiness({ cpus: 4, memory: GiB, storage: 0 }).detail).toMatch(
      /^The quota for storage is 0.* Raise it\.$/,
    )
    expect(quotasReadiness({ cpus: 0, memory: 0, storage: TiB }).detail).toMatch(
      /^The quota for vCPUs and memory is 0/,
    )
  })
})

describe('a silo admin', () => {
  test('done when a user or group holds admin; other roles do not count', () => {
    const policy = { roleAssignments: [assignment('admin', 'silo_group'), assignment('viewer')] }
    const item = adminReadiness({ mode: 'local_only', policy, users: 0 })
    expect(item).toMatchObject({ done: true, action: null })
    expect(item.detail).toBe('1 group holds the silo admin role.')
    const both = {
      roleAssignments: [
        assignment('admin'),
        assignment('admin'),
        assignment('admin', 'silo_group'),
      ],
    }
    expect(adminReadiness({ mode: 'saml_jit', policy: both, users: 2 }).detail).toBe(
      '2 users and 1 group hold the silo admin role.',
    )
  })

  test('nobody admin: make a user admin, or wait for one', () => {
    const policy = { roleAssignments: [assignment('collaborator')] }
    expect(adminReadiness({ mode: 'local_only', policy, users: 1 })).toMatchObject({
      done: false,
      action: 'make-admin',
    })
    const saml = adminReadiness({ mode: 'saml_jit', policy, users: 0 })
    expect(saml).toMatchObject({ done: false, action: null })
    expect(saml.detail).toMatch(/first sign in/)
    const local = adminReadiness({ mode: 'local_only', policy: { roleAssignments: [] }, users: 0 })
    expect(local).toMatchObject({ done: false, action: null })
    expect(local.detail).toMatch(/Once the silo has a user/)
  })
})

test('the summary counts what is left', () => {
  expect(readinessSummary([{ done: true }, { done: true }])).toMatch(/^Ready/)
  expect(readinessSummary([{ done: false }, { done: true }])).toBe(
    '1 thing left before users of this silo can create an instance.',
  )
  expect(readinessSummary([{ done: false }, { done: false }])).toMatch(/^2 things left/)
})
