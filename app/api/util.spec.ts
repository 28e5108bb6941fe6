import { describe, expect, test } from 'vitest'

import type { DiskState, InstanceState } from './__generated_versions__/2026081901.0.0/Api'
import {
  DISK_STATES,
  hasNextPage,
  diskCan,
  INSTANCE_STATES,
  type DiskAction,
  instanceAutoRestartingSoon,
  instanceCan,
  isDueForAutoRestart,
  type InstanceAction,
} from './util'

// Written out again from spec section 4 rather than imported, so a slip in util.ts's
// table shows up here. `Record<InstanceAction, …>` makes a missing action a type error.
const allowed: Record<InstanceAction, InstanceState[]> = {
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
  // not in spec section 4: Nexus's states for attaching an external subnet
  changeExternalSubnets: ['running', 'rebooting', 'stopped'],
}

const actions = Object.keys(allowed) as InstanceAction[]

test('INSTANCE_STATES lists each state once', () => {
  expect(new Set(INSTANCE_STATES).size).toBe(INSTANCE_STATES.length)
  expect(INSTANCE_STATES).toHaveLength(10)
})

test('instanceCan has exactly the actions of spec §4', () => {
  expect(Object.keys(instanceCan).sort()).toEqual([...actions].sort())
})

describe.each(actions)('instanceCan.%s', (action) => {
  test.each(INSTANCE_STATES)('%s', (runState) => {
    expect(instanceCan[action]({ runState })).toBe(allowed[action].includes(runState))
  })
})

describe('isDueForAutoRestart (spec §4)', () => {
  const now = new Date('2026-01-01T12:00:00Z')
  const failed = {
    runState: 'failed' as const,
    autoRestartEnabled: true,
    autoRestartCooldownExpiration: null,
  }

  test('failed, enabled, no cooldown: due', () => {
    expect(isDueForAutoRestart(failed, now)).toBe(true)
    expect(isDueForAutoRestart({ ...failed, autoRestartCooldownExpiration: undefined }, now)).toBe(
      true,
    )
  })

  test('cooldown in the past or just now: due', () => {
    const past = new Date(now.getTime() - 1000)
    expect(isDueForAutoRestart({ ...failed, autoRestartCooldownExpiration: past }, now)).toBe(true)
    expect(isDueForAutoRestart({ ...failed, autoRestartCooldownExpiration: now }, now)).toBe(true)
  })

  test('cooldown in the future: not due', () => {
    const future = new Date(now.getTime() + 1000)
    expect(isDueForAutoRestart({ ...failed, autoRestartCooldownExpiration: future }, now)).toBe(
      false,
    )
  })

  test('auto-restart disabled: not due', () => {
    expect(isDueForAutoRestart({ ...failed, autoRestartEnabled: false }, now)).toBe(false)
  })

  test.each(INSTANCE_STATES.filter((s) => s !== 'failed'))('%s: not due', (runState) => {
    expect(isDueForAutoRestart({ ...failed, runState }, now)).toBe(false)
  })

  test('instanceAutoRestartingSoon is the same rule', () => {
    expect(instanceAutoRestartingSoon).toBe(isDueForAutoRestart)
  })
})

// spec section 4, written out again like `allowed` above
const diskAllowed: Record<DiskAction, DiskState['state'][]> = {
  delete: ['detached', 'faulted'],
  snapshot: ['attached', 'detached'],
  attach: ['creating', 'detached'],
  detach: ['attached'],
  setAsBootDisk: ['attached'],
}
const diskActions = Object.keys(diskAllowed) as DiskAction[]

// a disk state with its instance where the union requires one
const diskState = (state: DiskState['state']) => ({ state, instance: 'i' }) as unknown as DiskState

test('DISK_STATES lists each state once', () => {
  expect(new Set(DISK_STATES).size).toBe(DISK_STATES.length)
  expect(DISK_STATES).toHaveLength(12)
})

test('diskCan has exactly the disk actions of spec §4', () => {
  expect(Object.keys(diskCan).sort()).toEqual([...diskActions].sort())
})

describe.each(diskActions)('diskCan.%s', (action) => {
  test.each(DISK_STATES)('%s', (state) => {
    expect(diskCan[action]({ state: diskState(state) })).toBe(diskAllowed[action].includes(state))
  })
})

describe('hasNextPage', () => {
  test('offers a next page only after a full page that carries a token', () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => i)
    expect(hasNextPage({ items: items(25), nextPage: 't' }, 25)).toBe(true)
    // Nexus's last page carries a token too; a short page is the last all the same
    expect(hasNextPage({ items: items(3), nextPage: 't' }, 25)).toBe(false)
    expect(hasNextPage({ items: items(25), nextPage: null }, 25)).toBe(false)
  })
})
