import { fleetRole, isRoleName, projectRole, requireRole, siloRole, strongest } from '../authz'
import type { Actor } from '../context'
import type { SimHandlers } from '../context'
import { simError } from '../errors'
import { lookupProject, lookupSilo } from '../lookup'
import { FLEET_ID } from '../seed/silos'
import type { ResourceType, RoleAssignment, SiloRecord, Store } from '../store/types'

// Policies of the fleet (system), of a silo and of a project. Reading one
// needs the viewer role on its resource, changing one the admin role. Fleet
// roles reach silos the way Nexus's Polar says: fleet viewers may read any
// silo (and so its policy), fleet collaborators may modify one.

/** Nexus's limit on role assignments per resource */
const MAX_ROLE_ASSIGNMENTS = 64

const policyOf = (store: Store, id: string) => ({
  role_assignments: store.get('policies', id)?.role_assignments ?? [],
})

/**
 * Checks a new policy and stores it in place of the old one. Identities must
 * exist (in `siloId` when given: silo and project policies only name that
 * silo's users and groups). Exact duplicates are dropped.
 */
function replacePolicy(
  store: Store,
  id: string,
  resourceType: ResourceType,
  assignments: readonly RoleAssignment[],
  siloId?: string,
) {
  if (assignments.length > MAX_ROLE_ASSIGNMENTS) {
    throw simError.invalid(
      `too many role assignments: ${assignments.length} (the maximum is ${MAX_ROLE_ASSIGNMENTS})`,
    )
  }
  const seen = new Set<string>()
  const kept: RoleAssignment[] = []
  for (const a of assignments) {
    // the contract's zod schema already allows only these names; checked again
    // because a policy is a security boundary
    if (!isRoleName(a.role_name)) throw simError.invalid(`unknown role: ${a.role_name}`)
    const identity =
      a.identity_type === 'silo_user'
        ? store.get('users', a.identity_id)
        : store.get('groups', a.identity_id)
    if (!identity || (siloId && identity.silo_id !== siloId)) {
      throw simError.invalid(`role assignment for unknown ${a.identity_type}: ${a.identity_id}`)
    }
    const key = `${a.identity_type}/${a.identity_id}/${a.role_name}`
    if (seen.has(key)) continue
    seen.add(key)
    kept.push({
      identity_id: a.identity_id,
      identity_type: a.identity_type,
      role_name: a.role_name,
    })
  }
  const record = { id, resource_type: resourceType, role_assignments: kept }
  if (store.get('policies', id)) store.update('policies', record)
  else store.insert('policies', record)
  return { role_assignments: kept }
}

/** Role on a silo as far as reading and changing it goes (Polar's silo permissions) */
function siloAccess(store: Store, actor: Actor, silo: SiloRecord) {
  const fleet = fleetRole(store, actor)
  return {
    readRole: strongest(siloRole(store, actor, silo), fleet === null ? null : 'viewer'),
    modifyRole: strongest(
      siloRole(store, actor, silo),
      fleet === 'collaborator' || fleet === 'admin' ? 'admin' : null,
    ),
  }
}

export const policies = {
  projectPolicyView({ path }, { store, actor }) {
    const project = lookupProject(store, actor, path.project)
    requireRole(projectRole(store, actor, project), 'viewer')
    return policyOf(store, project.id)
  },

  projectPolicyUpdate({ path, body }, { store, actor }) {
    const project = lookupProject(store, actor, path.project)
    requireRole(projectRole(store, actor, project), 'admin')
    return replacePolicy(store, project.id, 'project', body.role_assignments, project.silo_id)
  },

  policyView(_params, { store, actor }) {
    requireRole(siloRole(store, actor), 'viewer')
    return policyOf(store, actor.silo.id)
  },

  policyUpdate({ body }, { store, actor }) {
    requireRole(siloRole(store, actor), 'admin')
    return replacePolicy(store, actor.silo.id, 'silo', body.role_assignments, actor.silo.id)
  },

  siloPolicyView({ path }, { store, actor }) {
    const silo = lookupSilo(store, path.silo)
    requireRole(siloAccess(store, actor, silo).readRole, 'viewer')
    return policyOf(store, silo.id)
  },

  siloPolicyUpdate({ path, body }, { store, actor }) {
    const silo = lookupSilo(store, path.silo)
    requireRole(siloAccess(store, actor, silo).modifyRole, 'admin')
    return replacePolicy(store, silo.id, 'silo', body.role_assignments, silo.id)
  },

  systemPolicyView(_params, { store, actor }) {
    requireRole(fleetRole(store, actor), 'viewer')
    return policyOf(store, FLEET_ID)
  },

  systemPolicyUpdate({ body }, { store, actor }) {
    requireRole(fleetRole(store, actor), 'admin')
    return replacePolicy(store, FLEET_ID, 'fleet', body.role_assignments)
  },
} satisfies Partial<SimHandlers>
