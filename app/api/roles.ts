// Role assignments (spec sections 3 and 6): the rules the access pages use to show a
// policy, change it and tell the signed-in user what a change means for them. Pure
// functions over the generated types; the pages and the form do the calls.
import type {
  FleetRole,
  IdentityType,
  ProjectRole,
  SiloRole,
} from './__generated_versions__/2026081901.0.0/Api'

/**
 * The role names of all three scopes. A silo and a project also have `limited_collaborator`
 * (a collaborator without networking: since the first versioned API); the fleet has not.
 */
export type RoleName = SiloRole | ProjectRole | FleetRole

/** Strongest first: admin (rank 0), collaborator (1), limited collaborator (2), viewer (3). */
export const ROLE_NAMES = [
  'admin',
  'collaborator',
  'limited_collaborator',
  'viewer',
] as const satisfies (SiloRole & ProjectRole)[]

/** The fleet's roles, strongest first */
export const FLEET_ROLE_NAMES = ['admin', 'collaborator', 'viewer'] as const satisfies FleetRole[]

/** The roles a scope has */
export const roleNamesOf = (scope: RoleSource): readonly RoleName[] =>
  scope === 'fleet' ? FLEET_ROLE_NAMES : ROLE_NAMES

export const roleRank: Record<RoleName, number> = {
  admin: 0,
  collaborator: 1,
  limited_collaborator: 2,
  viewer: 3,
}

/** How a role is written for people: `limited_collaborator` as "limited collaborator" */
export const roleLabel = (role: RoleName) => role.replace('_', ' ')

/** Where a role is assigned. A project inherits from its silo; the fleet stands alone. */
export type RoleSource = 'fleet' | 'silo' | 'project'

export type RoleAssignment = { identityId: string; identityType: IdentityType; roleName: RoleName }

/** Any of the three policies (fleet, silo, project): they differ only in their role type. */
export type Policy = { roleAssignments: RoleAssignment[] }

/**
 * The policy as the fleet's: the fleet has no limited collaborator, and no page offers it
 * there, so one would be a bug
 */
export function asFleetPolicy(policy: Policy): { roleAssignments: FleetRoleAssignment[] } {
  return {
    roleAssignments: policy.roleAssignments.map(({ roleName, ...a }) => {
      if (roleName === 'limited_collaborator') {
        throw new Error('The fleet has no limited collaborator role')
      }
      return { ...a, roleName }
    }),
  }
}

type FleetRoleAssignment = { identityId: string; identityType: IdentityType; roleName: FleetRole }

/** A user or a group as `userList` and `groupList` give them. */
export type Identity = { id: string; displayName: string }

/** The strongest of some roles; `null` when there are none. */
export function strongestRole(roles: readonly (RoleName | null | undefined)[]): RoleName | null {
  let best: RoleName | null = null
  for (const role of roles) {
    if (role && (best === null || roleRank[role] < roleRank[best])) best = role
  }
  return best
}

/**
 * The policy with `assignment` in place of whatever the identity had: adding a role and
 * changing one are the same call, and an identity never holds two roles at one scope.
 */
export function updateRole<P extends Policy>(policy: P, assignment: RoleAssignment): P {
  return {
    ...policy,
    roleAssignments: [
      ...policy.roleAssignments.filter((a) => a.identityId !== assignment.identityId),
      assignment,
    ],
  }
}

/** The policy without any role of the identity. */
export function deleteRole<P extends Policy>(identityId: string, policy: P): P {
  return {
    ...policy,
    roleAssignments: policy.roleAssignments.filter((a) => a.identityId !== identityId),
  }
}

/** One assignment, named. */
export type AssignmentRow = {
  identityId: string
  identityType: IdentityType
  /** The user's or group's display name; its id when it is not among them (another silo's) */
  name: string
  roleName: RoleName
  roleSource: RoleSource
}

type Named = { identityType: IdentityType; name: string }

/** Users before groups, then by name. */
export function compareIdentities(a: Named, b: Named) {
  if (a.identityType !== b.identityType) return a.identityType === 'silo_user' ? -1 : 1
  return a.name.localeCompare(b.name)
}

function nameFinder(users: readonly Identity[], groups: readonly Identity[]) {
  const names = {
    silo_user: new Map(users.map((u) => [u.id, u.displayName])),
    silo_group: new Map(groups.map((g) => [g.id, g.displayName])),
  }
  return (type: IdentityType, id: string) => names[type].get(id) ?? id
}

/** The policy's assignments with the names of their users and groups, sorted. */
export function joinAssignments(
  policy: Policy,
  roleSource: RoleSource,
  users: readonly Identity[],
  groups: readonly Identity[],
): AssignmentRow[] {
  const nameOf = nameFinder(users, groups)
  return policy.roleAssignments
    .map((a) => ({
      identityId: a.identityId,
      identityType: a.identityType,
      name: nameOf(a.identityType, a.identityId),
      roleName: a.roleName,
      roleSource,
    }))
    .sort(compareIdentities)
}

export type Candidate = { id: string; identityType: IdentityType; name: string }

/** Everyone who could be given a role at this scope: the users and groups with none yet. */
export function candidates(
  policy: Policy,
  users: readonly Identity[],
  groups: readonly Identity[],
): Candidate[] {
  const assigned = new Set(policy.roleAssignments.map((a) => a.identityId))
  const of = (identityType: IdentityType) => (i: Identity) => ({
    id: i.id,
    identityType,
    name: i.displayName,
  })
  return [...users.map(of('silo_user')), ...groups.map(of('silo_group'))]
    .filter((c) => !assigned.has(c.id))
    .sort(compareIdentities)
}

/**
 * The project role a silo role gives (Nexus's policy): silo viewers view every project,
 * silo limited collaborators are limited collaborators on every project, silo
 * collaborators and admins administer every project.
 */
export const projectRoleFromSilo = (siloRole: RoleName | null): RoleName | null =>
  siloRole === 'viewer' || siloRole === 'limited_collaborator'
    ? siloRole
    : siloRole
      ? 'admin'
      : null

/** A row of an access table: an identity, its role here and what it inherits. */
export type AccessRow = {
  id: string
  identityType: IdentityType
  name: string
  /** The role assigned at this scope; `null` when the identity only inherits one. */
  role: RoleName | null
  /** The role the scope above gives here (a project's silo), and the role there that gives it */
  inherited: { role: RoleName; from: RoleName; source: RoleSource } | null
}

/**
 * One row per identity with a role at this scope or, for a project, one from its silo
 * (`fromSilo`), users first, then by name.
 */
export function accessRows(own: AssignmentRow[], fromSilo: AssignmentRow[] = []): AccessRow[] {
  const rows = new Map<string, AccessRow>()
  for (const a of own) {
    rows.set(a.identityId, {
      id: a.identityId,
      identityType: a.identityType,
      name: a.name,
      role: a.roleName,
      inherited: null,
    })
  }
  for (const a of fromSilo) {
    const role = projectRoleFromSilo(a.roleName)
    if (!role) continue
    const inherited = { role, from: a.roleName, source: a.roleSource }
    const row = rows.get(a.identityId)
    if (row) row.inherited = inherited
    else {
      rows.set(a.identityId, {
        id: a.identityId,
        identityType: a.identityType,
        name: a.name,
        role: null,
        inherited,
      })
    }
  }
  return [...rows.values()].sort(compareIdentities)
}

/** The role that counts at this scope: the stronger of the assigned and the inherited one. */
export const effectiveRole = (row: Pick<AccessRow, 'role' | 'inherited'>) =>
  strongestRole([row.role, row.inherited?.role])

/**
 * The signed-in user's role in a policy: the strongest assigned to them or to a group they
 * are in. `myIds` holds their user id and the ids of their groups.
 */
export function roleIn(policy: Policy, myIds: ReadonlySet<string>): RoleName | null {
  return strongestRole(
    policy.roleAssignments.filter((a) => myIds.has(a.identityId)).map((a) => a.roleName),
  )
}

/** What the signed-in user holds at a scope: `inherited` is what the scope above gives. */
export type MyAccess = { myIds: ReadonlySet<string>; inherited: RoleName | null }

export const myRole = (policy: Policy, { myIds, inherited }: MyAccess) =>
  strongestRole([roleIn(policy, myIds), inherited])

/**
 * Whether going from `before` to `after` takes away the signed-in user's admin role at
 * this scope (removed or lowered, on them or on a group they are in, with nothing else
 * keeping them admin): afterwards they may not be able to change it back.
 */
export const losesOwnAdmin = (before: Policy, after: Policy, me: MyAccess) =>
  myRole(before, me) === 'admin' && myRole(after, me) !== 'admin'

const SCOPE_WORDS: Record<RoleSource, string> = {
  fleet: 'the fleet',
  silo: 'the silo',
  project: 'this project',
}

/**
 * Why the signed-in user cannot change the policy at this scope, or `false` when they can
 * or when the console cannot tell, in which case the API decides and its refusal shows.
 * Changing a policy takes admin on its resource (`role`: for the fleet, with the fleet
 * role the user's silo confers through its `mappedFleetRoles`); a silo's may also be
 * changed by fleet collaborators. `fleetRole` is the user's effective fleet role
 * (`useFleetAccess`), `undefined` while it is not known.
 */
export function accessChangeDisabledReason(
  scope: RoleSource,
  role: RoleName | null,
  fleetRole: RoleName | null | undefined,
): string | false {
  if (role === 'admin') return false
  if (scope !== 'project') {
    if (fleetRole === undefined) return false
    if (scope === 'silo' && (fleetRole === 'admin' || fleetRole === 'collaborator')) return false
  }
  const who = { fleet: 'a fleet', silo: 'a silo', project: 'a project' }[scope]
  return `Only ${who} admin can change who has access to ${SCOPE_WORDS[scope]}`
}

export const scopeWords = (scope: RoleSource) => SCOPE_WORDS[scope]
