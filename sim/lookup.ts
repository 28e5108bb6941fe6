import type { Actor } from './context'
import { simError } from './errors'
import type { ProjectRecord, SiloRecord, Store } from './store/types'
import { isUuid } from './util'

// Lookups by name or id, answering Nexus's 404 when nothing matches. Names
// are unique within their parent, and a name can never look like a uuid.

const key = (nameOrId: string) => (isUuid(nameOrId) ? { id: nameOrId } : { name: nameOrId })

/** A project of the actor's silo */
export function lookupProject(store: Store, actor: Actor, nameOrId: string): ProjectRecord {
  const siloId = actor.silo.id
  const project = isUuid(nameOrId)
    ? store.get('projects', nameOrId)
    : store.list('projects').find((p) => p.name === nameOrId && p.silo_id === siloId)
  if (!project || project.silo_id !== siloId) throw simError.notFound('project', key(nameOrId))
  return project
}

export function lookupSilo(store: Store, nameOrId: string): SiloRecord {
  const silo = isUuid(nameOrId)
    ? store.get('silos', nameOrId)
    : store.list('silos').find((s) => s.name === nameOrId)
  if (!silo) throw simError.notFound('silo', key(nameOrId))
  return silo
}

export function lookupGroup(store: Store, actor: Actor, id: string) {
  const group = store.get('groups', id)
  if (!group || group.silo_id !== actor.silo.id) throw simError.notFound('silo-group', { id })
  return group
}
