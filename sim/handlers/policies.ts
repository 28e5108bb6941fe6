import { authorizeFleet, isRoleName } from '../access/authz'
import type { SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { authorizeFleetChild, authorizeOwnSilo, lookup } from '../access/lookup'
import { paginate } from '../answers/pagination'
import { FLEET_ID } from '../seed/silos'
import type { ResourceType, RoleAssignment, RoleName, Store } from '../store/types'

// Policies of the fleet (system), of a silo and of a project. Reading one is
// Nexus's ReadPolicy, the `read` permission on its resource, changing one
// ModifyPolicy, `modify`: a project's needs project viewer and admin; a silo's
// can be read by every user of the silo and by fleet viewers, changed by silo
// admins and fleet collaborators; the fleet's needs fleet viewer and admin.

/**
 * The roles Nexus has built in (nexus/db-fixed-data role_builtin.rs), listed as its
 * database keeps them: by resource type, then role name, which is the order of their names.
 */
const BUILTIN_ROLES = (
  [
    ['fleet.admin', 'Fleet Administrator'],
    ['fleet.collaborator', 'Fleet Collaborator'],
    ['fleet.external-authenticator', 'Fleet External Authenticator'],
    ['fleet.viewer', 'Fleet Viewer'],
    ['project.admin', 'Project Administrator'],
    ['project.collaborator', 'Project Collaborator'],
    ['project.viewer', 'Project Viewer'],
    ['silo.admin', 'Silo Administrator'],
    ['silo.collaborator', 'Silo Collaborator'],
    ['silo.viewer', 'Silo Viewer'],
  ] as const
).map(([name, description]) => ({ id: name, name, description }))

/** Nexus's limit on role assignments per resource */
const MAX_ROLE_ASSIGNMENTS = 64

/**
 * A policy as the handlers answer it, in v14's words: a `limited_collaborator` (kept only
 * from a versioned request, whose version's shape has it) goes out as it is
 */
const asV14 = (assignments: readonly RoleAssignment[]) =>
  assignments as (RoleAssignment & { role_name: RoleName })[]

const policyOf = (store: Store, id: string) => ({
  role_assignments: asV14(store.get('policies', id)?.role_assignments ?? []),
})

/**
 * Checks a new policy and stores it in place of the old one. As in Nexus,
 * identities are stored as given, without looking them up (an assignment to
 * an id that names no one grants nothing). Exact duplicates are dropped.
 */
function replacePolicy(
  store: Store,
  id: string,
  resourceType: ResourceType,
  assignments: readonly RoleAssignment[],
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
    // `limited_collaborator`: a silo or project role of later versions, kept as given
    const limited = a.role_name === 'limited_collaborator' && resourceType !== 'fleet'
    if (!isRoleName(a.role_name) && !limited) {
      throw simError.invalid(`unknown role: ${a.role_name}`)
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
  return { role_assignments: asV14(kept) }
}

export const policies = {
  projectPolicyView({ path }, { store, actor }) {
    return policyOf(store, lookup(store, actor, 'project', path.project, 'read').record.id)
  },

  projectPolicyUpdate({ path, body }, { store, actor }) {
    const project = lookup(store, actor, 'project', path.project, 'modify').record
    return replacePolicy(store, project.id, 'project', body.role_assignments)
  },

  // any user of the silo may read the silo, and so its policy
  policyView(_params, { store, actor }) {
    return policyOf(store, authorizeOwnSilo(store, actor, 'read').id)
  },

  policyUpdate({ body }, { store, actor }) {
    const silo = authorizeOwnSilo(store, actor, 'modify')
    return replacePolicy(store, silo.id, 'silo', body.role_assignments)
  },

  siloPolicyView({ path }, { store, actor }) {
    return policyOf(store, lookup(store, actor, 'silo', path.silo, 'read').record.id)
  },

  siloPolicyUpdate({ path, body }, { store, actor }) {
    const silo = lookup(store, actor, 'silo', path.silo, 'modify').record
    return replacePolicy(store, silo.id, 'silo', body.role_assignments)
  },

  systemPolicyView(_params, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    return policyOf(store, FLEET_ID)
  },

  systemPolicyUpdate({ body }, { store, actor }) {
    authorizeFleet(store, actor, 'modify')
    return replacePolicy(store, FLEET_ID, 'fleet', body.role_assignments)
  },

  // Listing the roles is `list_children` on the fleet (fleet viewer; others get 403, the
  // fleet being always visible); a role is a child of the fleet that others do not see
  roleList({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'list_children')
    const page = paginate(BUILTIN_ROLES, query, { modes: ['name_ascending'] })
    return {
      items: page.items.map(({ name, description }) => ({ name, description })),
      next_page: page.next_page,
    }
  },

  roleView({ path }, { store, actor }) {
    const role = BUILTIN_ROLES.find((r) => r.name === path.roleName)
    const notFound = () => simError.notFound('role-builtin', { name: path.roleName })
    if (!role) throw notFound()
    authorizeFleetChild(store, actor, 'read', notFound)
    return { name: role.name, description: role.description }
  },
} satisfies Partial<SimHandlers>
