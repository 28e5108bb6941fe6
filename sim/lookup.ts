import { authorize, ownSilo, type Action } from './authz'
import type { Actor } from './context'
import { simError } from './errors'
import type { GroupRecord, ProjectRecord, SiloRecord, Store } from './store/types'
import { isUuid } from './util'

// Lookups by name or id, answering Nexus's 404 when nothing matches, then
// authorizing the action the caller is about to perform (see `authorize`:
// 404 when the actor may not read what was found, 403 when it may read but
// not act). Names are unique within their parent, and a name can never look
// like a uuid.

export const lookupKey = (nameOrId: string) =>
  isUuid(nameOrId) ? { id: nameOrId } : { name: nameOrId }

/**
 * A project by id, or by name in the actor's silo, without authorizing
 * anything: the parent of a resource looked up by name, which Nexus finds
 * without checking it (only the resource itself is authorized).
 */
export function findProject(store: Store, actor: Actor, nameOrId: string): ProjectRecord {
  const project = isUuid(nameOrId)
    ? store.get('projects', nameOrId)
    : store.list('projects').find((p) => p.name === nameOrId && p.silo_id === actor.silo.id)
  if (!project) throw simError.notFound('project', lookupKey(nameOrId))
  return project
}

/** A project (by name: of the actor's silo), once the actor may perform `action` on it */
export function lookupProject(
  store: Store,
  actor: Actor,
  nameOrId: string,
  action: Action,
): ProjectRecord {
  const project = findProject(store, actor, nameOrId)
  const notFound = () => simError.notFound('project', lookupKey(nameOrId))
  authorize(store, actor, { kind: 'project', project, notFound }, action)
  return project
}

/** A silo, once the actor may perform `action` on it */
export function lookupSilo(
  store: Store,
  actor: Actor,
  nameOrId: string,
  action: Action,
): SiloRecord {
  const notFound = () => simError.notFound('silo', lookupKey(nameOrId))
  const silo = isUuid(nameOrId)
    ? store.get('silos', nameOrId)
    : store.list('silos').find((s) => s.name === nameOrId)
  if (!silo) throw notFound()
  authorize(store, actor, { kind: 'silo', silo, notFound }, action)
  return silo
}

/**
 * The actor's own silo, once the actor may perform `action` on it: listing its
 * projects, images and IP pools (`list_children`), creating a project or a
 * silo image (`create_child`), reading or changing its policy.
 */
export function authorizeOwnSilo(store: Store, actor: Actor, action: Action): SiloRecord {
  authorize(store, actor, ownSilo(actor), action)
  return actor.silo
}

/** A silo group, readable by whoever may read its silo (Polar: `"read" if "read" on "parent_silo"`) */
export function lookupGroup(store: Store, actor: Actor, id: string): GroupRecord {
  const notFound = () => simError.notFound('silo-group', { id })
  const group = store.get('groups', id)
  const silo = group && store.get('silos', group.silo_id)
  if (!group || !silo) throw notFound()
  authorize(store, actor, { kind: 'silo', silo, notFound }, 'read')
  return group
}
