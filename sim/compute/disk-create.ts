import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { imageForProject, snapshotForProject } from '../access/lookup'
import { simError } from '../answers/errors'
import { MAX_DISK_SIZE, MIN_DISK_SIZE, formatBytes } from '../limits'
import type { DiskRecord, ProjectRecord, Store } from '../store/types'
import { uuid } from '../util'
import { extrasOf, type DiskExtras } from '../versions/extras'

// Creating a disk, shared by disk create and instance create (whose `create`
// attachments carry the same fields): Nexus's checks, then the record.

/** The fields of `DiskCreate` that decide a disk's shape */
export type NewDisk = Pick<Json<Api.DiskCreate>, 'name' | 'description' | 'size' | 'disk_source'>

/**
 * Nexus's checks of a disk to create (`validate_disk_create_params`), in its
 * order: the source (image or snapshot of this project or silo, no larger
 * than the disk), then the size against the block size and the limits.
 * Returns the disk's block size.
 */
export function checkDiskCreate(store: Store, project: ProjectRecord, disk: NewDisk): number {
  const source = disk.disk_source
  // a local-storage disk (a versioned request's `disk_backend: local`) has no source and
  // always 4 KiB blocks; it is bounded by 10 PiB, not by a distributed disk's maximum
  const local = extrasOf<DiskExtras>(disk)?.disk_type === 'local'
  let blockSize: number
  if (local) {
    blockSize = LOCAL_DISK_BLOCK_SIZE
  } else if (source.type === 'blank' || source.type === 'importing_blocks') {
    blockSize = source.block_size
  } else if (source.type === 'image') {
    const image = imageForProject(store, project, source.image_id)
    if (image.size > disk.size) {
      throw simError.invalid(
        `disk size ${disk.size} must be greater than or equal to image size ${image.size}`,
      )
    }
    blockSize = image.block_size
  } else {
    const snapshot = snapshotForProject(store, project, source.snapshot_id)
    if (snapshot.size > disk.size) {
      throw simError.invalid(
        `disk size ${disk.size} must be greater than or equal to snapshot size ${snapshot.size}`,
      )
    }
    blockSize = snapshot.block_size
  }
  if (disk.size % blockSize !== 0) {
    throw simError.invalidValue(
      'size and block_size',
      `total size must be a multiple of block size ${blockSize}`,
    )
  }
  if (disk.size < MIN_DISK_SIZE) {
    throw simError.invalidValue('size', `total size must be at least ${formatBytes(MIN_DISK_SIZE)}`)
  }
  if (disk.size % MIN_DISK_SIZE !== 0) {
    throw simError.invalidValue(
      'size',
      `total size must be a multiple of ${formatBytes(MIN_DISK_SIZE)}`,
    )
  }
  if (local && disk.size > MAX_LOCAL_DISK_SIZE) {
    throw simError.invalidValue('size', 'requested size over 10 PiB')
  }
  if (!local && disk.size > MAX_DISK_SIZE) {
    throw simError.invalidValue(
      'size',
      `total size must be less than ${formatBytes(MAX_DISK_SIZE)}`,
    )
  }
  return blockSize
}

/** Every local-storage disk's block size */
const LOCAL_DISK_BLOCK_SIZE = 4096
const MAX_LOCAL_DISK_SIZE = 10 * 1024 ** 5

/** Disk names are unique within a project */
export function assertDiskNameFree(store: Store, project: ProjectRecord, name: string) {
  if (store.list('disks').some((d) => d.project_id === project.id && d.name === name)) {
    throw simError.alreadyExists('disk', name)
  }
}

/** Stores a disk checked by `checkDiskCreate`, in the given state */
export function insertDisk(
  store: Store,
  project: ProjectRecord,
  disk: NewDisk,
  blockSize: number,
  state: DiskRecord['state'],
  now: string,
): DiskRecord {
  const source = disk.disk_source
  const extras = extrasOf<DiskExtras>(disk)
  return store.insert('disks', {
    id: uuid(),
    name: disk.name,
    description: disk.description,
    project_id: project.id,
    size: disk.size,
    block_size: blockSize,
    device_path: `/mnt/${disk.name}`,
    image_id: source.type === 'image' ? source.image_id : null,
    snapshot_id: source.type === 'snapshot' ? source.snapshot_id : null,
    state,
    time_created: now,
    time_modified: now,
    // kept only when a versioned request set them
    ...(extras?.disk_type && { disk_type: extras.disk_type }),
    ...(extras?.read_only && { read_only: true }),
  })
}

export const setDiskState = (store: Store, disk: DiskRecord, state: DiskRecord['state']) =>
  store.update('disks', { ...disk, state })
