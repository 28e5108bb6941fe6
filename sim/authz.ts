import type { Actor } from './context'
import { simError } from './errors'
import { FLEET_ID } from './seed/silos'
import type { PolicyRecord, ProjectRecord, RoleName, SiloRecord, Store } from './store/types'

// Role-based authorization, modelled on Nexus's Polar policy (omicron.polar):
// - a user's role on a resource is the strongest of the assignments to the
//   user and to any of the user's groups in that resource's policy;
// - admin > collaborator > viewer, each implying the weaker ones;
// - project roles are inherited from the silo: silo viewer -> project viewer,
//   silo collaborator or admin -> project admin (Polar: `"admin" if
//   "collaborator" on "parent_silo"`);
// - fleet roles come from the system policy and from the silo's
//   `mapped_fleet_roles` (a silo role there confers fleet roles).
// What each action needs is decided by the handlers with `requireRole`.

export const roleNames = ['admin', 'collaborator', 'viewer'] as const satisfies RoleName[]

const rank: Record<RoleName, number> = { viewer: 1, collaborator: 2, admin: 3 }

export type MaybeRole = RoleName | null

export const atLeast = (role: MaybeRole, min: RoleName) => role !== null && rank[role] >= rank[min]

export const strongest = (...roles: MaybeRole[]): MaybeRole =>
  roles.reduce<MaybeRole>((best, r) => (r && (!best || rank[r] > rank[best]) ? r : best), null)

/** The actor's strongest role in one policy, from direct and group assignments */
export function roleIn(policy: PolicyRecord | undefined, actor: Actor): MaybeRole {
  if (!policy) return null
  let best: MaybeRole = null
  for (const a of policy.role_assignments) {
    const isMine =
      a.identity_type === 'silo_user'
        ? a.identity_id === actor.user.id
        : actor.groupIds.includes(a.identity_id)
    if (isMine) best = strongest(best, a.role_name)
  }
  return best
}

/** Role on a silo; users only ever hold roles in their own silo */
export function siloRole(store: Store, actor: Actor, silo: SiloRecord = actor.silo): MaybeRole {
  if (silo.id !== actor.user.silo_id) return null
  return roleIn(store.get('policies', silo.id), actor)
}

export function projectRole(store: Store, actor: Actor, project: ProjectRecord): MaybeRole {
  if (project.silo_id !== actor.user.silo_id) return null
  const inherited = siloRole(store, actor)
  return strongest(
    roleIn(store.get('policies', project.id), actor),
    inherited === 'viewer' ? 'viewer' : inherited ? 'admin' : null,
  )
}

export function fleetRole(store: Store, actor: Actor): MaybeRole {
  let role = roleIn(store.get('policies', FLEET_ID), actor)
  const sRole = siloRole(store, actor)
  for (const [siloRoleName, fleetRoles] of Object.entries(actor.silo.mapped_fleet_roles)) {
    if (isRoleName(siloRoleName) && atLeast(sRole, siloRoleName))
      role = strongest(role, ...fleetRoles)
  }
  return role
}

export const isRoleName = (s: string): s is RoleName => (roleNames as readonly string[]).includes(s)

/** Throws 403 unless `role` is at least `min` */
export function requireRole(role: MaybeRole, min: RoleName): void {
  if (!atLeast(role, min)) throw simError.forbidden()
}

/**
 * A project's resource as a lookup found it, once the actor holds at least `min` on its
 * project (the lookup comes first, so a missing resource answers 404 before any role is
 * checked).
 */
export function requireProjectRole<T extends { project: ProjectRecord }>(
  store: Store,
  actor: Actor,
  found: T,
  min: RoleName,
): T {
  requireRole(projectRole(store, actor, found.project), min)
  return found
}
