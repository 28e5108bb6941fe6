import { describe, expect, test } from 'vitest'

import type { DiskState } from './__generated_versions__/2026081901.0.0/Api'
import {
  diskActionRule,
  diskDisabledReason,
  instanceActionRule,
  instanceDisabledReason,
  snapshotActionRule,
  snapshotDisabledReason,
} from './action-reasons'
import { systemChangeDisabledReason, systemChangeRule } from './system-change-reasons'
import { SYSTEM_CHANGE_NEEDS, type FleetAccess, type SystemChange } from './fleet-role'
import {
  DISK_ACTION_STATES,
  DISK_STATES,
  INSTANCE_ACTION_STATES,
  INSTANCE_STATES,
  SNAPSHOT_ACTION_STATES,
  SNAPSHOT_STATES,
  type DiskAction,
  type InstanceAction,
  type SnapshotAction,
} from './util'

// Every sentence written out in full, so a wrong article, list or phrase fails here.
// `Record<…>` makes a new action without its sentence a type error.
const instanceSentences: Record<InstanceAction, string> = {
  start: 'Only a stopped or failed instance can be started',
  stop: 'Only a running, starting, rebooting or failed instance can be stopped',
  reboot: 'Only a running instance can be rebooted',
  delete: 'Only a stopped or failed instance can be deleted',
  resize: 'Only a stopped, failed or creating instance can be resized',
  updateBootDisk: 'Only a stopped, failed or creating instance can change its boot disk',
  attachDisk: 'Only a creating or stopped instance can have disks attached',
  detachDisk: 'Only a creating, stopped or failed instance can have disks detached',
  updateNic: 'Only a stopped instance can have its network interfaces changed',
  serialConsole:
    'Only a running, rebooting, migrating or repairing instance can be reached through its serial console',
  changeExternalSubnets:
    'Only a running, rebooting or stopped instance can have external subnets attached or detached',
}

const diskSentences: Record<DiskAction, string> = {
  delete: 'Only a detached or faulted disk can be deleted',
  snapshot: 'Only an attached or detached disk can be snapshotted',
  attach: 'Only a creating or detached disk can be attached',
  detach: 'Only an attached disk can be detached',
  setAsBootDisk: 'Only an attached disk can be set as boot disk',
}

const snapshotSentences: Record<SnapshotAction, string> = {
  createImage: 'Only a ready snapshot can become an image',
}

const instanceActions = Object.keys(instanceSentences) as InstanceAction[]
const diskActions = Object.keys(diskSentences) as DiskAction[]

test('a sentence for every instance and disk action', () => {
  expect(instanceActions.sort()).toEqual(Object.keys(INSTANCE_ACTION_STATES).sort())
  expect(diskActions.sort()).toEqual(Object.keys(DISK_ACTION_STATES).sort())
  expect(Object.keys(snapshotSentences)).toEqual(Object.keys(SNAPSHOT_ACTION_STATES))
})

describe.each(instanceActions)('instance action %s', (action) => {
  test('rule', () => expect(instanceActionRule(action)).toBe(instanceSentences[action]))

  test.each(INSTANCE_STATES)('in state %s', (runState) => {
    const allowed = INSTANCE_ACTION_STATES[action].includes(runState)
    expect(instanceDisabledReason({ runState }, action)).toBe(
      allowed ? false : instanceSentences[action],
    )
  })
})

describe.each(diskActions)('disk action %s', (action) => {
  test('rule', () => expect(diskActionRule(action)).toBe(diskSentences[action]))

  test.each(DISK_STATES)('in state %s', (name) => {
    const state = { state: name, instance: 'b5b5b5b5-0000-4000-8000-000000000000' } as DiskState
    const allowed = DISK_ACTION_STATES[action].includes(name)
    expect(diskDisabledReason({ state }, action)).toBe(allowed ? false : diskSentences[action])
  })
})

describe.each(Object.keys(snapshotSentences) as SnapshotAction[])(
  'snapshot action %s',
  (action) => {
    test('rule', () => expect(snapshotActionRule(action)).toBe(snapshotSentences[action]))

    test.each(SNAPSHOT_STATES)('in state %s', (state) => {
      const allowed = SNAPSHOT_ACTION_STATES[action].includes(state)
      expect(snapshotDisabledReason({ state }, action)).toBe(
        allowed ? false : snapshotSentences[action],
      )
    })
  },
)

const systemChangeSentences: Record<SystemChange, string> = {
  createSilo: 'Only a fleet collaborator or admin can create silos',
  mapFleetRoles: 'Only a fleet admin can create a silo that confers fleet roles',
  deleteSilo: 'Only a fleet collaborator or admin, or an admin of this silo, can delete this silo',
  editQuotas:
    'Only a fleet collaborator or admin, or an admin of this silo, can change this silo’s quotas',
  changeSiloAccess:
    'Only a fleet collaborator or admin, or an admin of this silo, can change who has access to this silo',
  addSiloUser: 'Only a fleet admin or an admin of this silo can add users to this silo',
  addIdentityProvider:
    'Only a fleet admin or an admin of this silo can add identity providers to this silo',
  manageScimTokens:
    'Only a fleet admin or an admin of this silo can see or change this silo’s SCIM tokens',
  changeIpPools: 'Only a fleet admin can change IP pools',
  changeSubnetPools: 'Only a fleet admin can change subnet pools',
  addSled: 'Only a fleet admin can add sleds to the rack',
  changeSledPolicy: 'Only a fleet admin can change a sled’s provision policy',
  changeSupportBundles: 'Only a fleet admin can create or delete support bundles',
  editAllowList: 'Only a fleet admin can change the allow list',
  setTargetRelease: 'Only a fleet admin can change the target release',
}

describe.each(Object.keys(SYSTEM_CHANGE_NEEDS) as SystemChange[])('system change %s', (change) => {
  const access = (role: FleetAccess['role']): FleetAccess => ({
    role,
    mappedRole: null,
    siloRole: null,
    siloId: 's1',
    complete: true,
  })

  test('rule', () => expect(systemChangeRule(change)).toBe(systemChangeSentences[change]))

  test('off for a fleet viewer, with the rule; on for a fleet admin', () => {
    expect(systemChangeDisabledReason(access('viewer'), change, 's2')).toBe(
      systemChangeSentences[change],
    )
    expect(systemChangeDisabledReason(access('admin'), change, 's2')).toBe(false)
  })
})
