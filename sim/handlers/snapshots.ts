import { clockOf, iso } from '../clock'
import { diskInProject, lookup, lookupInQuery } from '../access/lookup'
import { toSnapshot } from '../answers/views'
import type { SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { CREATE_FAILS, failOnPurpose } from '../sentinels'
import { paginate } from '../answers/pagination'
import { assertWithinQuota } from '../compute/provisioning'
import { created } from '../answers/responses'
import type { DiskRecord, ProjectRecord, Store } from '../store/types'
import { isUuid, uuid } from '../util'

// A disk is snapshotted while attached or detached (spec §4); the finalize
// saga takes its snapshot while the disk is finalizing. Nexus's saga finds any
// other state only after the name and the quota, and answers 503 (retry later).
const SNAPSHOTTABLE: ReadonlyArray<DiskRecord['state']['state']> = [
  'attached',
  'detached',
  'finalizing',
]

/**
 * A snapshot of `disk` into `project`, as snapshot create and disk finalize
 * make it: the name, the storage quota, then the disk's state, in the order of
 * Nexus's saga. Nexus answers once the saga has made the snapshot ready.
 */
export function snapshotDisk(
  store: Store,
  project: ProjectRecord,
  disk: DiskRecord,
  params: { name: string; description: string },
) {
  if (store.list('snapshots').some((s) => s.project_id === project.id && s.name === params.name)) {
    throw simError.alreadyExists('snapshot', params.name)
  }
  assertWithinQuota(store, project.silo_id, { storage: disk.size })
  if (!SNAPSHOTTABLE.includes(disk.state.state)) throw simError.unavailable()
  const now = iso(clockOf(store).now())
  return store.insert('snapshots', {
    id: uuid(),
    name: params.name,
    description: params.description,
    project_id: project.id,
    disk_id: disk.id,
    size: disk.size,
    block_size: disk.block_size,
    state: 'ready',
    time_created: now,
    time_modified: now,
  })
}

export const snapshots = {
  snapshotList({ query }, { store, actor }) {
    const project = lookupInQuery(store, actor, 'project', query, 'list_children').record
    const page = paginate(store.list('snapshots'), query, {
      include: (s) => s.project_id === project.id,
    })
    return { items: page.items.map(toSnapshot), next_page: page.next_page }
  },

  // The disk is named in the project, or given by id (then it must be in the project)
  snapshotCreate({ query, body }, { store, actor }) {
    const project = lookup(store, actor, 'project', query.project, 'create_child').record
    const disk = isUuid(body.disk)
      ? lookup(store, actor, 'disk', body.disk, 'read')
      : { record: diskInProject(store, project, body.disk), project }
    if (disk.project.id !== project.id) {
      throw simError.invalid("can't create a snapshot of a disk in a different project")
    }
    failOnPurpose(store, body.name === CREATE_FAILS.snapshotCreate)
    return created(toSnapshot(snapshotDisk(store, project, disk.record, body)))
  },

  snapshotView({ path, query }, { store, actor }) {
    return toSnapshot(lookup(store, actor, 'snapshot', path.snapshot, 'read', query).record)
  },

  snapshotDelete({ path, query }, { store, actor }) {
    const { record: snapshot } = lookup(store, actor, 'snapshot', path.snapshot, 'modify', query)
    store.remove('snapshots', snapshot.id)
    return 204
  },
} satisfies Partial<SimHandlers>
