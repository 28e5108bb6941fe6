// Why a user has access: every role they hold on the silo, on each project and (for an
// operator to see) on the fleet, where each comes from (assigned to them, to one of their
// groups, inherited from the silo, or given by the silo's fleet role mapping), and the role
// that counts. Pure: the page reads the policies and memberships and hands them here.
//
// Nexus's rules (omicron.polar): a role on a resource is the strongest of the assignments to
// the user and to their groups, a project inherits from its silo (`projectRoleFromSilo`,
// shared with the access pages in `~/api/roles`), and a silo's `mappedFleetRoles` give
// fleet roles to holders of its roles (`mappedFleetRole`, shared with the System pages).
import { mappedFleetRole, type MappedFleetRoles } from '~/api/fleet-role'
import {
  projectRoleFromSilo,
  roleRank,
  strongestRole,
  type Identity,
  type Policy,
  type RoleName,
} from '~/api/roles'

/** Where one role comes from. */
export type Source =
  | { kind: 'direct' }
  | { kind: 'group'; group: Identity }
  | { kind: 'silo'; siloRole: RoleName }
  | { kind: 'mapping'; siloRole: RoleName }

export type Grant = { role: RoleName; source: Source }

/** A scope's grants, strongest first, and the role that counts there (null: none). */
export type Access = { role: RoleName | null; grants: Grant[] }

const byStrength = (a: Grant, b: Grant) => roleRank[a.role] - roleRank[b.role]

/**
 * The user's assignments in one policy: their own, and those of the groups they are in
 * (`groups` holds only those). An assignment to a group they are not in gives them nothing.
 */
export function grantsIn(policy: Policy, userId: string, groups: readonly Identity[]): Grant[] {
  const grants: Grant[] = []
  for (const a of policy.roleAssignments) {
    if (a.identityType === 'silo_user') {
      if (a.identityId === userId) grants.push({ role: a.roleName, source: { kind: 'direct' } })
    } else {
      const group = groups.find((g) => g.id === a.identityId)
      if (group) grants.push({ role: a.roleName, source: { kind: 'group', group } })
    }
  }
  return grants.sort(byStrength)
}

const accessOf = (grants: Grant[]): Access => ({
  role: strongestRole(grants.map((g) => g.role)),
  grants: grants.sort(byStrength),
})

export function siloAccess(policy: Policy, userId: string, groups: readonly Identity[]) {
  return accessOf(grantsIn(policy, userId, groups))
}

/** A project's assignments to the user, plus what their silo role brings to it. */
export function projectAccess(
  policy: Policy,
  userId: string,
  groups: readonly Identity[],
  silo: Access,
): Access {
  const grants = grantsIn(policy, userId, groups)
  const inherited = projectRoleFromSilo(silo.role)
  if (silo.role && inherited)
    grants.push({ role: inherited, source: { kind: 'silo', siloRole: silo.role } })
  return accessOf(grants)
}

/** The fleet's assignments to the user, plus what the silo's mapping gives their silo role. */
export function fleetAccess(
  policy: Policy,
  userId: string,
  groups: readonly Identity[],
  silo: Access,
  mapped: MappedFleetRoles,
): Access {
  const grants = grantsIn(policy, userId, groups)
  const given = mappedFleetRole(mapped, silo.role)
  if (silo.role && given)
    grants.push({ role: given, source: { kind: 'mapping', siloRole: silo.role } })
  return accessOf(grants)
}

export type ProjectAccess = { project: { id: string; name: string }; access: Access }

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/**
 * The short answer at the top of a user's page. `projects` is null when the signed-in user
 * cannot list the silo's projects, so nothing can be said about them.
 */
export function accessSummary(
  name: string,
  silo: Access,
  projects: readonly ProjectAccess[] | null,
): string {
  if (silo.role === 'viewer') {
    return `${name} is a viewer on the silo, so they can read every project in it.`
  }
  if (silo.role) {
    const article = silo.role === 'admin' ? 'an' : 'a'
    return `${name} is ${article} ${silo.role} on the silo, so they are an admin of every project in it.`
  }
  if (projects === null) return `${name} has no role on the silo.`
  const withRole = projects.filter((p) => p.access.role).length
  if (withRole === 0) {
    return `${name} has no access at all: no role on the silo and none on any project you can see.`
  }
  return `${name} has no role on the silo, and a role on ${plural(withRole, 'project')} you can see.`
}

/** Where one role comes from, in plain words (a page may link the group's name instead). */
export function grantSourceWords({ source }: Grant): string {
  switch (source.kind) {
    case 'direct':
      return 'assigned directly'
    case 'group':
      return `through group ${source.group.displayName}`
    case 'silo':
      return `from the silo role ${source.siloRole}`
    case 'mapping':
      return `given by the silo to its ${source.siloRole} role`
  }
}
