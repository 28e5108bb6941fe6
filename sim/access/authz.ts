import type { Actor } from '../context'
import { simError } from '../answers/errors'
import { FLEET_ID } from '../seed/silos'
import type { PolicyRecord, ProjectRecord, RoleName, SiloRecord, Store } from '../store/types'

// Role-based authorization, modelled on Nexus's Polar policy (omicron.polar):
// - a user's role on a resource is the strongest of the assignments to the
//   user and to any of the user's groups in that resource's policy;
// - admin > collaborator > viewer, each implying the weaker ones;
// - project roles are inherited from the silo: silo viewer -> project viewer,
//   silo collaborator or admin -> project admin (Polar: `"admin" if
//   "collaborator" on "parent_silo"`);
// - fleet roles come from the system policy and from the silo's
//   `mapped_fleet_roles` (a silo role there confers fleet roles).
//
// Every check goes through `authorize`: the lookups in lookup.ts take the
// action the handler is about to perform and call it once they have found the
// resource, so a handler never compares roles itself.

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
    // a limited collaborator (later versions' silo and project role) is granted what a
    // viewer is: the simulator does not tell the networking resources it may not change
    // from the rest (docs/sim-differences.md)
    const role = a.role_name === 'limited_collaborator' ? 'viewer' : a.role_name
    if (isMine) best = strongest(best, role)
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

/**
 * Nexus's actions, as Polar permissions. Reading or changing a policy is
 * `read` or `modify` on its resource (Nexus's ReadPolicy and ModifyPolicy).
 */
export type Action = 'read' | 'list_children' | 'create_child' | 'modify'

/**
 * What an authorization check is about, with the 404 to answer when the actor
 * may not even read it (Nexus's `not_found()` of the looked-up resource).
 * - `fleet`: the rack itself, always visible (a refusal is 403);
 * - `silo`: a silo, also standing for its synthetic lists (users, groups,
 *   silo images, IP pools), whose rules match the silo's own;
 * - `project`: a project;
 * - `project-child`: a resource in a project (instance, disk, VPC...), Polar's
 *   `InProjectFull` snippet;
 * - `silo-child`: a resource in a silo (a silo image), Polar's `InSilo`
 *   snippet;
 * - `silo-users`: a silo's lists of users and of identity providers (Polar's
 *   `SiloUserList`, `SiloIdentityProviderList`): whoever reads the silo lists them,
 *   its admins and fleet admins add to them;
 * - `silo-user`: one user (Polar's `SiloUser`): the same, and every user may do
 *   anything to themselves;
 * - `identity-provider`: a silo's identity provider (Polar's `IdentityProvider` and
 *   `SamlIdentityProvider`): silo or fleet viewers read it, their admins change it;
 * - `certificates`: a silo's TLS certificates and their list (Polar's `Certificate`,
 *   `SiloCertificateList`): only silo admins and fleet admins see or change them.
 */
export type AuthzResource =
  | { kind: 'fleet' }
  | { kind: 'silo-users' | 'identity-provider'; silo: SiloRecord; notFound: () => Response }
  | { kind: 'silo-user'; silo: SiloRecord; userId: string; notFound: () => Response }
  | { kind: 'certificates'; silo: SiloRecord; notFound: () => Response }
  | { kind: 'silo'; silo: SiloRecord; notFound: () => Response }
  | { kind: 'project' | 'project-child'; project: ProjectRecord; notFound: () => Response }
  | { kind: 'silo-child'; silo: SiloRecord; notFound: () => Response }

const fleet: AuthzResource = { kind: 'fleet' }

/** The role each action needs, per kind of resource (omicron.polar) */
const needs: Record<AuthzResource['kind'], Record<Action, RoleName>> = {
  fleet: { read: 'viewer', list_children: 'viewer', create_child: 'collaborator', modify: 'admin' },
  silo: { read: 'viewer', list_children: 'viewer', create_child: 'collaborator', modify: 'admin' },
  project: {
    read: 'viewer',
    list_children: 'viewer',
    create_child: 'collaborator',
    modify: 'admin',
  },
  'project-child': {
    read: 'viewer',
    list_children: 'viewer',
    create_child: 'collaborator',
    modify: 'collaborator',
  },
  'silo-child': {
    read: 'viewer',
    list_children: 'viewer',
    create_child: 'collaborator',
    modify: 'collaborator',
  },
  // reading these follows the silo (below); changing them takes an admin
  'silo-users': { read: 'viewer', list_children: 'viewer', create_child: 'admin', modify: 'admin' },
  'silo-user': { read: 'viewer', list_children: 'viewer', create_child: 'admin', modify: 'admin' },
  certificates: { read: 'admin', list_children: 'admin', create_child: 'admin', modify: 'admin' },
  'identity-provider': {
    read: 'viewer',
    list_children: 'viewer',
    create_child: 'admin',
    modify: 'admin',
  },
}

/** Whether Polar allows the actor `action` on the resource */
export function allows(store: Store, actor: Actor, resource: AuthzResource, action: Action) {
  const min = needs[resource.kind][action]
  switch (resource.kind) {
    case 'fleet':
      return atLeast(fleetRole(store, actor), min)
    case 'silo': {
      if (atLeast(siloRole(store, actor, resource.silo), min)) return true
      const fleet = fleetRole(store, actor)
      // every user reads their own silo; fleet viewers read any silo and
      // fleet collaborators modify any (`"modify" if "collaborator" on "parent_fleet"`)
      if (action === 'read') return resource.silo.id === actor.silo.id || atLeast(fleet, 'viewer')
      return action === 'modify' && atLeast(fleet, 'collaborator')
    }
    case 'silo-child':
      return atLeast(siloRole(store, actor, resource.silo), min)
    case 'silo-user':
    case 'silo-users': {
      // every user may do anything to themselves; otherwise a user is like the list
      if (resource.kind === 'silo-user' && resource.userId === actor.user.id) return true
      if (action === 'read' || action === 'list_children') {
        return resource.silo.id === actor.silo.id || atLeast(fleetRole(store, actor), 'viewer')
      }
      return (
        atLeast(siloRole(store, actor, resource.silo), min) || atLeast(fleetRole(store, actor), min)
      )
    }
    case 'certificates':
    case 'identity-provider':
      return (
        atLeast(siloRole(store, actor, resource.silo), min) || atLeast(fleetRole(store, actor), min)
      )
    case 'project':
    case 'project-child':
      return atLeast(projectRole(store, actor, resource.project), min)
  }
}

/**
 * Throws unless the actor may perform `action` on the resource: the
 * resource's own 404 when the actor may not even read it (a read refused is
 * always that 404), 403 `Forbidden` when it may read it but not act, as
 * Nexus's `on_unauthorized` does. The fleet is always visible: 403.
 */
export function authorize(store: Store, actor: Actor, resource: AuthzResource, action: Action) {
  if (allows(store, actor, resource, action)) return
  if (resource.kind === 'fleet') throw simError.forbidden()
  if (action !== 'read' && allows(store, actor, resource, 'read')) throw simError.forbidden()
  throw resource.notFound()
}

/** Throws 403 unless the actor may perform `action` on the fleet (the rack itself, always visible) */
export const authorizeFleet = (store: Store, actor: Actor, action: Action) =>
  authorize(store, actor, fleet, action)

/** Whether Polar allows the actor `action` on the fleet */
export const fleetAllows = (store: Store, actor: Actor, action: Action) =>
  allows(store, actor, fleet, action)

/** The actor's own silo, as a resource (it can always read it) */
export const ownSilo = (actor: Actor): AuthzResource => ({
  kind: 'silo',
  silo: actor.silo,
  notFound: () => simError.notFound('silo', { id: actor.silo.id }),
})
