import type * as Api from '../app/api/__generated__/Api'
import type { Json } from '../app/api/__generated__/msw-handlers'
import type { Actor } from './context'
import { authorize, type Action } from './authz'
import { authorizeProjectChild } from './compute-lookup'
import { simError } from './errors'
import { findProject, lookupKey } from './lookup'
import type { ImageRecord, ProjectRecord, SnapshotRecord, Store } from './store/types'
import { isUuid } from './util'

// Lookups and views of snapshots and images, with Nexus's selector rules and
// wording (which differ a little from the other project children: "as an
// ID, project", "either be an ID").

/** The `Image` view of a stored image (drops `silo_id`) */
export const toImage = ({ silo_id: _silo, ...image }: ImageRecord): Json<Api.Image> => image

/** The `Snapshot` view of a stored snapshot (drops `block_size`) */
export const toSnapshot = ({
  block_size: _blockSize,
  ...snapshot
}: SnapshotRecord): Json<Api.Snapshot> => snapshot

/** A snapshot by name in a project, or by id alone, once the actor may perform `action` on it */
export function lookupSnapshot(
  store: Store,
  actor: Actor,
  snapshot: string,
  projectKey: string | undefined,
  action: Action,
): { snapshot: SnapshotRecord; project: ProjectRecord } {
  const notFound = () => simError.notFound('snapshot', lookupKey(snapshot))
  let record: SnapshotRecord | undefined
  if (isUuid(snapshot)) {
    if (projectKey) {
      throw simError.invalid('when providing snapshot as an ID, project should not be specified')
    }
    record = store.get('snapshots', snapshot)
  } else {
    if (!projectKey) {
      throw simError.invalid('snapshot should either be an ID or project should be specified')
    }
    const parent = findProject(store, actor, projectKey)
    record = store.list('snapshots').find((s) => s.project_id === parent.id && s.name === snapshot)
  }
  const project = record && store.get('projects', record.project_id)
  if (!record || !project) throw notFound()
  authorizeProjectChild(store, actor, project, notFound, action)
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
 * Reads the image or snapshot a new disk is made from, as Nexus fetches it
 * (`read`) before using it: one the actor may not read is its 404, e.g. a
 * silo image to a user with a project role only.
 */
export function authorizeDiskSource(store: Store, actor: Actor, source: DiskSource) {
  if (source.type === 'image') lookupImage(store, actor, source.image_id, undefined, 'read')
  if (source.type === 'snapshot')
    lookupSnapshot(store, actor, source.snapshot_id, undefined, 'read')
}

type DiskSource = Json<Api.DiskCreate>['disk_source']

/**
 * An image by id alone, by name in a project (a project image), or by name
 * without a project (a silo image of the actor's silo), once the actor may
 * perform `action` on it: a project image by the rules of project children, a
 * silo image by those of silo children (read with silo viewer, change with
 * silo collaborator). `project` is the image's project, null for a silo image.
 */
export function lookupImage(
  store: Store,
  actor: Actor,
  image: string,
  projectKey: string | undefined,
  action: Action,
): { image: ImageRecord; project: ProjectRecord | null } {
  let record: ImageRecord | undefined
  let notFound: () => Response
  if (isUuid(image)) {
    if (projectKey) {
      throw simError.invalid('when providing image as an ID, project should not be specified')
    }
    notFound = () => simError.notFound('image', { id: image })
    record = store.get('images', image)
  } else if (projectKey) {
    notFound = () => simError.notFound('project-image', { name: image })
    const parent = findProject(store, actor, projectKey)
    record = store.list('images').find((i) => i.project_id === parent.id && i.name === image)
  } else {
    notFound = () => simError.notFound('silo-image', { name: image })
    record = store
      .list('images')
      .find((i) => i.silo_id === actor.silo.id && !i.project_id && i.name === image)
  }
  if (!record) throw notFound()
  if (record.project_id) {
    const project = store.get('projects', record.project_id)
    if (!project) throw notFound()
    authorizeProjectChild(store, actor, project, notFound, action)
    return { image: record, project }
  }
  const silo = store.get('silos', record.silo_id)
  if (!silo) throw notFound()
  authorize(store, actor, { kind: 'silo-child', silo, notFound }, action)
  return { image: record, project: null }
}
