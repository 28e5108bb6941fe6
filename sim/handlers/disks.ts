import { clockOf, iso } from '../clock'
import { authorizeDiskSource, lookup, lookupInQuery } from '../access/lookup'
import type { SimHandlers } from '../context'
import {
  assertDiskNameFree,
  checkDiskCreate,
  insertDisk,
  setDiskState,
} from '../compute/disk-create'
import { simError } from '../answers/errors'
import { BULK_WRITE_FAILS, CREATE_FAILS, failOnPurpose, FINALIZE_FAILS } from '../sentinels'
import { MAX_BULK_WRITE_BYTES } from '../limits'
import { paginate } from '../answers/pagination'
import { assertWithinQuota } from '../compute/provisioning'
import { created } from '../answers/responses'
import type { DiskRecord } from '../store/types'
import { decodedBase64Length } from '../formats/base64'
import { diskMetrics } from '../compute/disk-metrics'
import { snapshotDisk } from './snapshots'
import { toDisk } from '../answers/views'

// Nexus deletes a disk only in these states (its disk delete saga); spec §4
// lists detached and faulted for the console's action, and import_ready is
// what an upload that gave up leaves behind for the console to clean up.
const DELETABLE: ReadonlyArray<DiskRecord['state']['state']> = [
  'detached',
  'faulted',
  'import_ready',
]

/** A disk state as Nexus's messages print it (Rust's Debug: `ImportReady`, `Attached(<id>)`) */
function debugState(state: DiskRecord['state']): string {
  const name = state.state
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')
  return 'instance' in state ? `${name}(${state.instance})` : name
}

/** A label of a disk state as Nexus quotes it (Rust's Debug of a string) */
const quoted = (state: DiskRecord['state']['state']) => `"${state}"`

// E2E sentinels: a disk whose name contains one of these fails that step of
// an import with a 500, whatever the console named the disk after.

/**
 * One bulk write as Nexus decodes it and the Crucible Pantry checks it (Nexus passes
 * the Pantry's 400s on with their words): at most one chunk, at a block-aligned offset,
 * whole blocks (none at all is a no-op), within the disk.
 */
function assertBulkWrite(disk: DiskRecord, offset: number, data: string) {
  const decoded = decodedBase64Length(data)
  if ('error' in decoded) throw simError.invalid(`error base64 decoding data: ${decoded.error}`)
  const bytes = decoded.length
  if (bytes > MAX_BULK_WRITE_BYTES) {
    throw simError.invalid(
      `Invalid number of blocks: data len ${bytes} over max chunk size ${MAX_BULK_WRITE_BYTES}!`,
    )
  }
  if (offset % disk.block_size !== 0) throw simError.invalid('Offset not block aligned')
  if (bytes === 0) return
  if (bytes % disk.block_size !== 0) throw simError.invalid('Data length not block size multiple')
  if (offset + bytes > disk.size) throw simError.invalid('Offset past end of extent')
}

export const disks = {
  diskList({ query }, { store, actor }) {
    const project = lookupInQuery(store, actor, 'project', query, 'list_children').record
    const page = paginate(store.list('disks'), query, {
      include: (d) => d.project_id === project.id,
    })
    return { items: page.items.map(toDisk), next_page: page.next_page }
  },

  diskCreate({ query, body }, { store, actor }) {
    const project = lookup(store, actor, 'project', query.project, 'create_child').record
    authorizeDiskSource(store, actor, body.disk_source)
    const blockSize = checkDiskCreate(store, project, body)
    assertDiskNameFree(store, project, body.name)
    assertWithinQuota(store, project.silo_id, { storage: body.size })
    failOnPurpose(store, body.name === CREATE_FAILS.diskCreate)
    // The create saga leaves a disk detached, or import_ready for an import,
    // before Nexus answers; the answer is the record as the saga first wrote
    // it, still `creating` (see docs/sim-differences.md).
    const state =
      body.disk_source.type === 'importing_blocks'
        ? ({ state: 'import_ready' } as const)
        : ({ state: 'detached' } as const)
    const disk = insertDisk(store, project, body, blockSize, state, iso(clockOf(store).now()))
    return created({ ...toDisk(disk), state: { state: 'creating' } })
  },

  diskView({ path, query }, { store, actor }) {
    return toDisk(lookup(store, actor, 'disk', path.disk, 'read', query).record)
  },

  diskDelete({ path, query }, { store, actor }) {
    const { record: disk } = lookup(store, actor, 'disk', path.disk, 'modify', query)
    if (!DELETABLE.includes(disk.state.state)) {
      throw simError.invalid(`disk cannot be deleted in state "${disk.state.state}"`)
    }
    store.remove('disks', disk.id)
    return 204
  },

  // The bulk import path: import_ready -start-> importing_from_bulk_writes
  // (bulk writes) -stop-> import_ready -finalize-> (finalizing) detached

  diskBulkWriteImportStart({ path, query }, { store, actor }) {
    const { record: disk } = lookup(store, actor, 'disk', path.disk, 'modify', query)
    if (disk.state.state !== 'import_ready') {
      throw simError.invalid(
        `cannot set disk in state ${debugState(disk.state)} to ${quoted('importing_from_bulk_writes')}`,
      )
    }
    setDiskState(store, disk, { state: 'importing_from_bulk_writes' })
    return 204
  },

  // The bytes are checked, not kept: a disk of the simulator holds no data
  diskBulkWriteImport({ path, query, body }, { store, actor }) {
    const { record: disk } = lookup(store, actor, 'disk', path.disk, 'modify', query)
    if (disk.state.state !== 'importing_from_bulk_writes') {
      throw simError.invalid(
        `cannot import blocks with a bulk write for disk in state ${debugState(disk.state)}`,
      )
    }
    assertBulkWrite(disk, body.offset, body.base64_encoded_data)
    failOnPurpose(store, disk.name.includes(BULK_WRITE_FAILS))
    return 204
  },

  diskBulkWriteImportStop({ path, query }, { store, actor }) {
    const { record: disk } = lookup(store, actor, 'disk', path.disk, 'modify', query)
    if (disk.state.state !== 'importing_from_bulk_writes') {
      throw simError.invalid(
        `cannot set disk in state ${debugState(disk.state)} to ${quoted('import_ready')}`,
      )
    }
    setDiskState(store, disk, { state: 'import_ready' })
    return 204
  },

  // Nexus's finalize saga, in one transaction: finalizing, the optional
  // snapshot (a failure, such as a taken name, undoes it all), detached
  diskFinalizeImport({ path, query, body }, { store, actor }) {
    const { record: disk, project } = lookup(store, actor, 'disk', path.disk, 'modify', query)
    if (disk.state.state !== 'import_ready') {
      throw simError.invalid(`cannot finalize disk in state ${debugState(disk.state)}`)
    }
    failOnPurpose(store, disk.name.includes(FINALIZE_FAILS))
    const finalizing = setDiskState(store, disk, { state: 'finalizing' })
    if (body.snapshot_name) {
      snapshotDisk(store, project, finalizing, {
        name: body.snapshot_name,
        description: `created during finalization of disk ${disk.name}`,
      })
    }
    setDiskState(store, finalizing, { state: 'detached' })
    return 204
  },

  diskMetricsList({ path, query }, { store, actor }) {
    const { record: disk } = lookup(store, actor, 'disk', path.disk, 'read', query)
    return diskMetrics(disk, path.metric, query, clockOf(store).now())
  },
} satisfies Partial<SimHandlers>
