// Backend rules the console mirrors, each with its source.
import type {
  BlockSize,
  Disk,
  Instance,
  InstanceState,
  Snapshot,
  SnapshotState,
} from './__generated_versions__/2026081901.0.0/Api'

/**
 * Every run state, once. `satisfies` plus the exhaustiveness check below make the compiler
 * fail here when the generated `InstanceState` union gains or loses a member.
 */
export const INSTANCE_STATES = [
  'creating',
  'starting',
  'running',
  'stopping',
  'stopped',
  'rebooting',
  'migrating',
  'repairing',
  'failed',
  'destroyed',
] as const satisfies readonly InstanceState[]

// a missing state makes this `false` and the assignment a type error
type MissingState = Exclude<InstanceState, (typeof INSTANCE_STATES)[number]>
const _allStatesListed: [MissingState] extends [never] ? true : false = true
void _allStatesListed

/** spec section 4: a spinner is shown on these instance states */
export const TRANSITIONAL_INSTANCE_STATES: ReadonlySet<InstanceState> = new Set([
  'creating',
  'starting',
  'rebooting',
  'migrating',
  'stopping',
])

export const isTransitional = (state: InstanceState) => TRANSITIONAL_INSTANCE_STATES.has(state)

// spec section 4, "Instance actions and allowed run states". The server rejects the action
// in any other state; the console disables it instead.
const instanceActionStates = {
  start: ['stopped', 'failed'],
  delete: ['stopped', 'failed'],
  resize: ['stopped', 'failed', 'creating'],
  updateBootDisk: ['stopped', 'failed', 'creating'],
  reboot: ['running'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  detachDisk: ['creating', 'stopped', 'failed'],
  attachDisk: ['creating', 'stopped'],
  updateNic: ['stopped'],
  serialConsole: ['running', 'rebooting', 'migrating', 'repairing'],
  // Nexus's SAFE_TO_ATTACH_INSTANCE_STATES: with no VMM, or one that is up
  changeExternalSubnets: ['running', 'rebooting', 'stopped'],
} as const satisfies Record<string, readonly InstanceState[]>

export type InstanceAction = keyof typeof instanceActionStates

/** The run states in which each instance action is allowed (spec section 4). */
export const INSTANCE_ACTION_STATES: Record<InstanceAction, readonly InstanceState[]> =
  instanceActionStates

const allowedIn =
  (states: readonly InstanceState[]) =>
  ({ runState }: Pick<Instance, 'runState'>) =>
    states.includes(runState)

/** `instanceCan.start(instance)`: whether the action is allowed in the instance's run state. */
export const instanceCan = {
  start: allowedIn(instanceActionStates.start),
  delete: allowedIn(instanceActionStates.delete),
  resize: allowedIn(instanceActionStates.resize),
  updateBootDisk: allowedIn(instanceActionStates.updateBootDisk),
  reboot: allowedIn(instanceActionStates.reboot),
  stop: allowedIn(instanceActionStates.stop),
  detachDisk: allowedIn(instanceActionStates.detachDisk),
  attachDisk: allowedIn(instanceActionStates.attachDisk),
  updateNic: allowedIn(instanceActionStates.updateNic),
  serialConsole: allowedIn(instanceActionStates.serialConsole),
  changeExternalSubnets: allowedIn(instanceActionStates.changeExternalSubnets),
} satisfies Record<InstanceAction, (instance: Pick<Instance, 'runState'>) => boolean>

/**
 * spec section 4: an instance is due for auto-restart when it is failed, auto-restart is
 * enabled, and the cooldown expiration is unset or in the past.
 */
export function isDueForAutoRestart(
  instance: Pick<Instance, 'runState' | 'autoRestartEnabled' | 'autoRestartCooldownExpiration'>,
  now: Date = new Date(),
) {
  const cooldown = instance.autoRestartCooldownExpiration
  return (
    instance.runState === 'failed' &&
    instance.autoRestartEnabled &&
    (cooldown == null || cooldown.getTime() <= now.getTime())
  )
}

/** A failed instance that will restart by itself shortly (same rule, spec section 4). */
export const instanceAutoRestartingSoon = isDueForAutoRestart

/**
 * The most instances an anti-affinity group holds (the contract's `AntiAffinityGroupMember`:
 * "Anti-Affinity Groups can contain up to 32 members"), so one page of this size is the
 * whole membership.
 */
export const ANTI_AFFINITY_GROUP_MEMBER_LIMIT = 32

/** Every disk state, once; checked against the generated union like `INSTANCE_STATES`. */
export const DISK_STATES = [
  'creating',
  'detached',
  'import_ready',
  'importing_from_url',
  'importing_from_bulk_writes',
  'finalizing',
  'maintenance',
  'attaching',
  'attached',
  'detaching',
  'destroyed',
  'faulted',
] as const satisfies readonly DiskStateName[]

type DiskStateName = Disk['state']['state']
type MissingDiskState = Exclude<DiskStateName, (typeof DISK_STATES)[number]>
const _allDiskStatesListed: [MissingDiskState] extends [never] ? true : false = true
void _allDiskStatesListed

/** spec section 4: transitional disk states */
export const TRANSITIONAL_DISK_STATES: ReadonlySet<DiskStateName> = new Set([
  'attaching',
  'creating',
  'detaching',
  'finalizing',
])

// spec section 4, "Disk actions and allowed states"
const diskActionStates = {
  delete: ['detached', 'faulted'],
  snapshot: ['attached', 'detached'],
  attach: ['creating', 'detached'],
  detach: ['attached'],
  setAsBootDisk: ['attached'],
} as const satisfies Record<string, readonly DiskStateName[]>

export type DiskAction = keyof typeof diskActionStates

/** The disk states in which each disk action is allowed (spec section 4). */
export const DISK_ACTION_STATES: Record<DiskAction, readonly DiskStateName[]> = diskActionStates

const diskAllowedIn =
  (states: readonly DiskStateName[]) =>
  ({ state }: Pick<Disk, 'state'>) =>
    states.includes(state.state)

/** `diskCan.detach(disk)`: whether the action is allowed in the disk's state. */
export const diskCan = {
  delete: diskAllowedIn(diskActionStates.delete),
  snapshot: diskAllowedIn(diskActionStates.snapshot),
  attach: diskAllowedIn(diskActionStates.attach),
  detach: diskAllowedIn(diskActionStates.detach),
  setAsBootDisk: diskAllowedIn(diskActionStates.setAsBootDisk),
} satisfies Record<DiskAction, (disk: Pick<Disk, 'state'>) => boolean>

/** Every snapshot state, once; checked against the generated union like `INSTANCE_STATES`. */
export const SNAPSHOT_STATES = [
  'creating',
  'ready',
  'faulted',
  'destroyed',
] as const satisfies readonly SnapshotState[]

type MissingSnapshotState = Exclude<SnapshotState, (typeof SNAPSHOT_STATES)[number]>
const _allSnapshotStatesListed: [MissingSnapshotState] extends [never] ? true : false = true
void _allSnapshotStatesListed

// an image copies the snapshot's blocks, which exist once it is ready
const snapshotActionStates = {
  createImage: ['ready'],
} as const satisfies Record<string, readonly SnapshotState[]>

export type SnapshotAction = keyof typeof snapshotActionStates

/** The snapshot states in which each snapshot action is allowed. */
export const SNAPSHOT_ACTION_STATES: Record<SnapshotAction, readonly SnapshotState[]> =
  snapshotActionStates

/** `snapshotCan.createImage(snapshot)`: whether the action is allowed in its state. */
export const snapshotCan = {
  createImage: ({ state }: Pick<Snapshot, 'state'>) =>
    SNAPSHOT_ACTION_STATES.createImage.includes(state),
} satisfies Record<SnapshotAction, (snapshot: Pick<Snapshot, 'state'>) => boolean>

// Instance limits Nexus enforces on create and resize. The contract states none of them;
// they are omicron's constants (`nexus/src/app/mod.rs`, `nexus/src/app/instance.rs`), the
// same ones the simulator applies (`sim/limits.ts`).
export const INSTANCE_MIN_VCPUS = 1
export const INSTANCE_MAX_VCPUS = 64
export const INSTANCE_MIN_MEMORY_GiB = 1
export const INSTANCE_MAX_MEMORY_GiB = 256
/** boot disk included */
export const MAX_DISKS_PER_INSTANCE = 12
export const MAX_NICS_PER_INSTANCE = 8
export const MIN_DISK_SIZE_GiB = 1
export const MAX_DISK_SIZE_GiB = 1023
/** The contract's `BlockSize`: every block size a disk or an uploaded image may have. */
export const BLOCK_SIZES = [512, 2048, 4096] as const satisfies readonly BlockSize[]
/** What a blank disk gets unless the user picks another: the size Nexus suggests. */
export const DEFAULT_BLOCK_SIZE = 4096 satisfies BlockSize

/** the contract: "Maximum 32 KiB unencoded data" */
export const MAX_USER_DATA_BYTES = 32 * 1024
/** the contract: "Instances can belong to up to 16 (anti-)affinity groups" */
export const MAX_GROUPS_PER_INSTANCE = 16

/**
 * Whether a list page may have a page after it. Nexus hands out a `next_page` token with
 * every non-empty page, the last one included, so only a full page can be followed by
 * more; a token on a shorter page leads to an empty one.
 */
export const hasNextPage = (page: { items: unknown[]; nextPage?: string | null }, limit: number) =>
  !!page.nextPage && page.items.length >= limit
