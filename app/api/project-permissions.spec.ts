import { describe, expect, test } from 'vitest'

import { firstReason } from './action-reasons'
import {
  PROJECT_CHANGE_NEEDS,
  projectChangeReason,
  projectChangeRule,
  siloChangeReason,
  type ProjectAccess,
  type ProjectChange,
} from './project-permissions'
import { ROLE_NAMES, type RoleName } from './roles'

const access = (
  projectRole: RoleName | null,
  more: Partial<ProjectAccess> = {},
): ProjectAccess => ({ known: true, projectRole, siloRole: null, limitedRole: true, ...more })

const COMPUTE: ProjectChange[] = [
  'instances',
  'disks',
  'snapshots',
  'images',
  'floatingIps',
  'affinityGroups',
  'externalSubnets',
  'networkInterfaces',
  'serialConsole',
]
const NETWORKING: ProjectChange[] = [
  'vpcs',
  'subnets',
  'routers',
  'routes',
  'internetGateways',
  'firewallRules',
]
const ADMIN_ONLY: ProjectChange[] = ['project', 'access']

// what each role may change (Nexus: InProjectLimited, InProjectFull, modify on the project)
const ALLOWED: Record<RoleName, ProjectChange[]> = {
  admin: [...COMPUTE, ...NETWORKING, ...ADMIN_ONLY],
  collaborator: [...COMPUTE, ...NETWORKING],
  limited_collaborator: COMPUTE,
  viewer: [],
}

test('every change is in exactly one group', () => {
  expect([...COMPUTE, ...NETWORKING, ...ADMIN_ONLY].sort()).toEqual(
    Object.keys(PROJECT_CHANGE_NEEDS).sort(),
  )
})

describe.each(ROLE_NAMES)('a project %s', (role) => {
  test.each(Object.keys(PROJECT_CHANGE_NEEDS) as ProjectChange[])('%s', (change) => {
    const reason = projectChangeReason(access(role), change)
    if (ALLOWED[role].includes(change)) expect(reason).toBe(false)
    else {
      expect(reason).toBe(
        `${projectChangeRule(change, true)}; your role on this project is ${role.replace('_', ' ')}`,
      )
    }
  })
})

test.each(Object.keys(PROJECT_CHANGE_NEEDS) as ProjectChange[])(
  'no role on the project: %s is refused',
  (change) => {
    expect(projectChangeReason(access(null), change)).toMatch(/; you have no role on this project$/)
  },
)

test('the words', () => {
  expect(projectChangeReason(access('viewer'), 'instances')).toBe(
    'Only a project limited collaborator, collaborator or admin can change instances; your role on this project is viewer',
  )
  expect(projectChangeReason(access('limited_collaborator'), 'vpcs')).toBe(
    'Only a project collaborator or admin can change VPCs; your role on this project is limited collaborator',
  )
  expect(projectChangeReason(access('collaborator'), 'access')).toBe(
    'Only a project admin can change who has access to this project; your role on this project is collaborator',
  )
})

describe('release v14, without the limited collaborator', () => {
  const v14 = (role: RoleName | null) => access(role, { limitedRole: false })
  test.each(COMPUTE)('%s takes a collaborator, named without the limited role', (change) => {
    expect(projectChangeReason(v14('collaborator'), change)).toBe(false)
    const reason = projectChangeReason(v14('viewer'), change)
    expect(reason).toMatch(/^Only a project collaborator or admin can /)
    expect(reason).not.toContain('limited')
  })
  test.each(NETWORKING)('%s takes a collaborator', (change) => {
    expect(projectChangeReason(v14('collaborator'), change)).toBe(false)
    expect(projectChangeReason(v14('viewer'), change)).toMatch(
      /^Only a project collaborator or admin can/,
    )
  })
  test.each(ADMIN_ONLY)('%s takes an admin', (change) => {
    expect(projectChangeReason(v14('collaborator'), change)).toMatch(/^Only a project admin can/)
    expect(projectChangeReason(v14('admin'), change)).toBe(false)
  })
})

test('until the roles are known nothing is refused', () => {
  const unknown = access(null, { known: false })
  for (const change of Object.keys(PROJECT_CHANGE_NEEDS) as ProjectChange[]) {
    expect(projectChangeReason(unknown, change)).toBe(false)
  }
  expect(siloChangeReason(unknown, 'siloImages')).toBe(false)
})

describe('silo images', () => {
  test.each([
    ['admin', false],
    ['collaborator', false],
    ['limited_collaborator', false],
    ['viewer', true],
    [null, true],
  ] as const)('a silo %s', (siloRole, refused) => {
    const reason = siloChangeReason(access('admin', { siloRole }), 'promoteImage')
    expect(!!reason).toBe(refused)
  })
  test('the words', () => {
    expect(siloChangeReason(access('admin', { siloRole: 'viewer' }), 'siloImages')).toBe(
      'Only a silo limited collaborator, collaborator or admin can change silo images; your role on this silo is viewer',
    )
    expect(
      siloChangeReason(access('admin', { siloRole: null, limitedRole: false }), 'promoteImage'),
    ).toBe(
      'Only a silo collaborator or admin can promote images to the silo; you have no role on this silo',
    )
  })
})

test('the role reason comes before the state reason', () => {
  expect(firstReason('role', 'state')).toBe('role')
  expect(firstReason(false, 'state')).toBe('state')
  expect(firstReason(false, false)).toBe(false)
})
