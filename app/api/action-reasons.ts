// Why an action is off: one sentence per action of spec §4, built from the same table of
// allowed states that decides whether it is on, so the words cannot drift from the rule.
import type { Disk, Instance, Snapshot } from './__generated_versions__/2026081901.0.0/Api'
import {
  DISK_ACTION_STATES,
  diskCan,
  INSTANCE_ACTION_STATES,
  instanceCan,
  SNAPSHOT_ACTION_STATES,
  snapshotCan,
  type DiskAction,
  type InstanceAction,
  type SnapshotAction,
} from './util'

// What each action does, as the end of "Only a stopped instance …"
const INSTANCE_ACTION_PHRASES: Record<InstanceAction, string> = {
  start: 'can be started',
  stop: 'can be stopped',
  reboot: 'can be rebooted',
  delete: 'can be deleted',
  resize: 'can be resized',
  updateBootDisk: 'can change its boot disk',
  attachDisk: 'can have disks attached',
  detachDisk: 'can have disks detached',
  updateNic: 'can have its network interfaces changed',
  serialConsole: 'can be reached through its serial console',
  changeExternalSubnets: 'can have external subnets attached or detached',
}

const DISK_ACTION_PHRASES: Record<DiskAction, string> = {
  delete: 'can be deleted',
  snapshot: 'can be snapshotted',
  attach: 'can be attached',
  detach: 'can be detached',
  setAsBootDisk: 'can be set as boot disk',
}

const SNAPSHOT_ACTION_PHRASES: Record<SnapshotAction, string> = {
  createImage: 'can become an image',
}

/** "stopped", "stopped or failed", "running, starting, rebooting or failed" */
const orList = (states: readonly string[]) =>
  states.length > 1 ? `${states.slice(0, -1).join(', ')} or ${states.at(-1)}` : states.join('')

/** "a stopped", "an attached": the article agrees with the first state named */
const withArticle = (text: string) => `${/^[aeiou]/.test(text) ? 'an' : 'a'} ${text}`

/** The run states that allow `action`, as words: "running, rebooting, migrating or repairing" */
export const instanceActionStatesText = (action: InstanceAction) =>
  orList(INSTANCE_ACTION_STATES[action])

/** "Only a stopped or failed instance can be started" */
export const instanceActionRule = (action: InstanceAction) =>
  `Only ${withArticle(orList(INSTANCE_ACTION_STATES[action]))} instance ${INSTANCE_ACTION_PHRASES[action]}`

/** "Only an attached or detached disk can be snapshotted" */
export const diskActionRule = (action: DiskAction) =>
  `Only ${withArticle(orList(DISK_ACTION_STATES[action]))} disk ${DISK_ACTION_PHRASES[action]}`

/**
 * Why `action` is off for this instance, or `false` when its run state allows it: the
 * value a `disabled` or `disabledReason` prop takes.
 */
export const instanceDisabledReason = (
  instance: Pick<Instance, 'runState'>,
  action: InstanceAction,
): string | false => !instanceCan[action](instance) && instanceActionRule(action)

/** Why `action` is off for this disk, or `false` when its state allows it. */
export const diskDisabledReason = (disk: Pick<Disk, 'state'>, action: DiskAction): string | false =>
  !diskCan[action](disk) && diskActionRule(action)

/** "Only a ready snapshot can become an image" */
export const snapshotActionRule = (action: SnapshotAction) =>
  `Only ${withArticle(orList(SNAPSHOT_ACTION_STATES[action]))} snapshot ${SNAPSHOT_ACTION_PHRASES[action]}`

/** Why `action` is off for this snapshot, or `false` when its state allows it. */
export const snapshotDisabledReason = (
  snapshot: Pick<Snapshot, 'state'>,
  action: SnapshotAction,
): string | false => !snapshotCan[action](snapshot) && snapshotActionRule(action)

/** The first reason that applies: the role's before the resource state's (`a || b || …`). */
export const firstReason = (...reasons: (string | false)[]): string | false =>
  reasons.find((r) => r !== false) ?? false
