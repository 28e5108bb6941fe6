import { projectRole, requireRole } from '../authz'
import { clockOf, iso } from '../clock'
import { lookupDisk, requireQuery } from '../compute-lookup'
import type { Actor, SimHandlers } from '../context'
import { assertDiskNameFree, checkDiskCreate, insertDisk } from '../disk-create'
import { simError } from '../errors'
import { lookupProject } from '../lookup'
import { paginate } from '../pagination'
import { assertWithinQuota } from '../provisioning'
import { created } from '../responses'
import type { DiskRecord, Store } from '../store/types'

/** The disk, checking the actor may read it (viewer) or change it (collaborator) */
export function diskFor(
  store: Store,
  actor: Actor,
  selector: { disk: string; project?: string },
  min: 'viewer' | 'collaborator',
) {
  const found = lookupDisk(store, actor, selector.disk, selector.project)
  requireRole(projectRole(store, actor, found.project), min)
  return found
}

// Nexus deletes a disk only in these states (its disk delete saga); spec §4
// lists detached and faulted for the console's action, and import_ready is
// what an upload that gave up leaves behind for the console to clean up.
const DELETABLE: ReadonlyArray<DiskRecord['state']['state']> = [
  'detached',
  'faulted',
  'import_ready',
]

export const disks = {
  diskList({ query }, { store, actor }) {
    const project = lookupProject(store, actor, requireQuery(query.project, 'project'))
    requireRole(projectRole(store, actor, project), 'viewer')
    return paginate(store.list('disks'), query, { include: (d) => d.project_id === project.id })
  },

  diskCreate({ query, body }, { store, actor }) {
    const project = lookupProject(store, actor, query.project)
    requireRole(projectRole(store, actor, project), 'collaborator')
    const blockSize = checkDiskCreate(store, project, body)
    assertDiskNameFree(store, project, body.name)
    assertWithinQuota(store, project.silo_id, { storage: body.size })
    if (body.name === 'disk-create-500') throw simError.internal() // e2e sentinel
    // The create saga leaves a disk detached, or import_ready for an import,
    // before Nexus answers; the answer is the record as the saga first wrote
    // it, still `creating` (see docs/sim-differences.md).
    const state =
      body.disk_source.type === 'importing_blocks'
        ? ({ state: 'import_ready' } as const)
        : ({ state: 'detached' } as const)
    const disk = insertDisk(store, project, body, blockSize, state, iso(clockOf(store).now()))
    return created({ ...disk, state: { state: 'creating' } })
  },

  diskView({ path, query }, { store, actor }) {
    return diskFor(store, actor, { ...path, ...query }, 'viewer').disk
  },

  diskDelete({ path, query }, { store, actor }) {
    const { disk } = diskFor(store, actor, { ...path, ...query }, 'collaborator')
    if (!DELETABLE.includes(disk.state.state)) {
      throw simError.invalid(`disk cannot be deleted in state "${disk.state.state}"`)
    }
    store.remove('disks', disk.id)
    return 204
  },
} satisfies Partial<SimHandlers>
