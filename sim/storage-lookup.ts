import type * as Api from '../app/api/__generated__/Api'
import type { Json } from '../app/api/__generated__/msw-handlers'
import type { Actor } from './context'
import { projectOf } from './compute-lookup'
import { simError } from './errors'
import { lookupProject } from './lookup'
import type { ImageRecord, ProjectRecord, SnapshotRecord, Store } from './store/types'
import { isUuid } from './util'

// Lookups and views of snapshots and images, with Nexus's selector rules and
// wording (which differ a little from the other project children: "as an
// ID, project", "either be an ID").

/** The `Image` view of a stored image (drops `silo_id`) */
export const toImage = ({ silo_id: _silo, ...image }: ImageRecord): Json<Api.Image> => image

/** The `Snapshot` view of a stored snapshot (drops `block_size` and `ready_at`) */
export const toSnapshot = ({
  block_size: _blockSize,
  ready_at: _readyAt,
  ...snapshot
}: SnapshotRecord): Json<Api.Snapshot> => snapshot

/** A snapshot by name in a project, or by id alone; nothing outside the actor's silo exists */
export function lookupSnapshot(
  store: Store,
  actor: Actor,
  snapshot: string,
  projectKey?: string,
): { snapshot: SnapshotRecord; project: ProjectRecord } {
  if (isUuid(snapshot)) {
    if (projectKey) {
      throw simError.invalid('when providing snapshot as an ID, project should not be specified')
    }
    const record = store.get('snapshots', snapshot)
    const project = record && projectOf(store, actor, record.project_id)
    if (!record || !project) throw simError.notFound('snapshot', { id: snapshot })
    return { snapshot: record, project }
  }
  if (!projectKey) {
    throw simError.invalid('snapshot should either be an ID or project should be specified')
  }
  const project = lookupProject(store, actor, projectKey)
  const record = store
    .list('snapshots')
    .find((s) => s.project_id === project.id && s.name === snapshot)
  if (!record) throw simError.notFound('snapshot', { name: snapshot })
  return { snapshot: record, project }
}

/** The snapshot a disk of `project` is made from: it must be one of that project's */
export function snapshotForProject(
  store: Store,
  project: ProjectRecord,
  id: string,
): SnapshotRecord {
  const snapshot = store.get('snapshots', id)
  const owner = snapshot && store.get('projects', snapshot.project_id)
  if (!snapshot || owner?.silo_id !== project.silo_id) throw simError.notFound('snapshot', { id })
  if (snapshot.project_id !== project.id) {
    throw simError.invalid('snapshot does not belong to this project')
  }
  return snapshot
}

/**
 * An image by id alone, by name in a project (a project image), or by name
 * without a project (a silo image of the actor's silo). `project` is the
 * image's project, null for a silo image.
 */
export function lookupImage(
  store: Store,
  actor: Actor,
  image: string,
  projectKey?: string,
): { image: ImageRecord; project: ProjectRecord | null } {
  if (isUuid(image)) {
    if (projectKey) {
      throw simError.invalid('when providing image as an ID, project should not be specified')
    }
    const record = store.get('images', image)
    if (!record || record.silo_id !== actor.silo.id) throw simError.notFound('image', { id: image })
    const project = record.project_id ? projectOf(store, actor, record.project_id) : null
    if (project === undefined) throw simError.notFound('image', { id: image })
    return { image: record, project }
  }
  if (projectKey) {
    const project = lookupProject(store, actor, projectKey)
    const record = store.list('images').find((i) => i.project_id === project.id && i.name === image)
    if (!record) throw simError.notFound('project-image', { name: image })
    return { image: record, project }
  }
  const record = store
    .list('images')
    .find((i) => i.silo_id === actor.silo.id && !i.project_id && i.name === image)
  if (!record) throw simError.notFound('silo-image', { name: image })
  return { image: record, project: null }
}
