import { describe, expect, it } from 'vitest'

import type { Sled } from '~/api/__generated_versions__/2026081901.0.0/Api'
import {
  isProvisionable,
  otherProvisionPolicy,
  provisionPolicyDisabledReason,
} from '~/api/sled-policy'

import { capacityPreview, provisionableCapacity, sledLoad } from './sled-capacity'

const GiB = 1024 ** 3
const RACK = 'rack-1'

type TestSled = Pick<
  Sled,
  'id' | 'rackId' | 'policy' | 'state' | 'usableHardwareThreads' | 'usablePhysicalRam'
>

const sled = (id: string, overrides: Partial<TestSled> = {}): TestSled => ({
  id,
  rackId: RACK,
  policy: { kind: 'in_service', provisionPolicy: 'provisionable' },
  state: 'active',
  usableHardwareThreads: 128,
  usablePhysicalRam: 1000 * GiB,
  ...overrides,
})

const notProvisionable: Partial<TestSled> = {
  policy: { kind: 'in_service', provisionPolicy: 'non_provisionable' },
}
const expunged: Partial<TestSled> = { policy: { kind: 'expunged' } }

// the demo rack: four Gimlets, db1 (2 vCPUs, 8 GiB) running on the second
const rack = [sled('a'), sled('b'), sled('c'), sled('d')]
const db1 = { ncpus: 2, memory: 8 * GiB }

describe('sledLoad', () => {
  it('counts the instances and adds up their vCPUs and memory', () => {
    expect(sledLoad([db1, { ncpus: 4, memory: 16 * GiB }])).toEqual({
      instances: 2,
      cpus: 6,
      memory: 24 * GiB,
    })
    expect(sledLoad([])).toEqual({ instances: 0, cpus: 0, memory: 0 })
  })
})

describe('provisionableCapacity', () => {
  it('adds up only the sleds that take new instances', () => {
    expect(
      provisionableCapacity([
        sled('a'),
        sled('b', notProvisionable),
        sled('c', expunged),
        sled('d', { state: 'decommissioned' }),
        sled('e', { usableHardwareThreads: 64, usablePhysicalRam: 512 * GiB }),
      ]),
    ).toEqual({ sleds: 2, threads: 192, ram: 1512 * GiB })
  })
})

describe('capacityPreview', () => {
  it('takes a sled out of the rack’s room for new instances, keeping what runs there', () => {
    expect(
      capacityPreview({ sled: rack[1], to: 'non_provisionable', sleds: rack, instances: [db1] }),
    ).toEqual({
      load: { instances: 1, cpus: 2, memory: 8 * GiB },
      before: { sleds: 4, threads: 512, ram: 4000 * GiB },
      after: { sleds: 3, threads: 384, ram: 3000 * GiB },
      noneLeft: false,
    })
  })

  it('gives the room back when the sled is made provisionable again', () => {
    const sleds = [rack[0], sled('b', notProvisionable)]
    expect(
      capacityPreview({ sled: sleds[1], to: 'provisionable', sleds, instances: [] }),
    ).toMatchObject({
      before: { sleds: 1, threads: 128, ram: 1000 * GiB },
      after: { sleds: 2, threads: 256, ram: 2000 * GiB },
    })
  })

  it('changes nothing when the sled already has the policy', () => {
    const preview = capacityPreview({
      sled: rack[0],
      to: 'provisionable',
      sleds: rack,
      instances: [],
    })
    expect(preview.after).toEqual(preview.before)
  })

  it('says when no sled would be left to place instances on', () => {
    const sleds = [sled('a'), sled('b', notProvisionable)]
    expect(
      capacityPreview({ sled: sleds[0], to: 'non_provisionable', sleds, instances: [] }),
    ).toMatchObject({ after: { sleds: 0, threads: 0, ram: 0 }, noneLeft: true })
  })

  it('counts only the sled’s own rack', () => {
    const sleds = [...rack, sled('other', { rackId: 'rack-2' })]
    expect(
      capacityPreview({ sled: rack[0], to: 'non_provisionable', sleds, instances: [] }).before,
    ).toEqual({ sleds: 4, threads: 512, ram: 4000 * GiB })
  })

  it('reads the sled’s policy from the list, which may be fresher than the row', () => {
    const fresh = sled('b', notProvisionable)
    const preview = capacityPreview({
      sled: rack[1], // the row still says provisionable
      to: 'non_provisionable',
      sleds: [rack[0], fresh],
      instances: [],
    })
    expect(preview.before.sleds).toBe(1)
    expect(preview.after.sleds).toBe(1)
  })

  it('counts the sled even when the list does not hold it', () => {
    expect(
      capacityPreview({ sled: rack[0], to: 'non_provisionable', sleds: [rack[1]], instances: [] }),
    ).toMatchObject({ before: { sleds: 2 }, after: { sleds: 1 } })
  })

  it('leaves an expunged sled out either way', () => {
    const gone = sled('x', expunged)
    expect(
      capacityPreview({ sled: gone, to: 'provisionable', sleds: rack, instances: [] }),
    ).toMatchObject({ before: { sleds: 4 }, after: { sleds: 4 } })
  })
})

describe('sled policy rules', () => {
  it('places instances only on active provisionable sleds in service', () => {
    expect(isProvisionable(sled('a'))).toBe(true)
    expect(isProvisionable(sled('a', notProvisionable))).toBe(false)
    expect(isProvisionable(sled('a', expunged))).toBe(false)
    expect(isProvisionable(sled('a', { state: 'decommissioned' }))).toBe(false)
  })

  it('lets only an active sled in service change its provision policy', () => {
    expect(provisionPolicyDisabledReason(sled('a'))).toBe(false)
    expect(provisionPolicyDisabledReason(sled('a', notProvisionable))).toBe(false)
    expect(provisionPolicyDisabledReason(sled('a', expunged))).toBe(
      'An expunged sled has no provision policy to change',
    )
    expect(provisionPolicyDisabledReason(sled('a', { state: 'decommissioned' }))).toBe(
      'Only an active sled has a provision policy to change',
    )
  })

  it('toggles between the two provision policies', () => {
    expect(otherProvisionPolicy(sled('a'))).toBe('non_provisionable')
    expect(otherProvisionPolicy(sled('a', notProvisionable))).toBe('provisionable')
  })
})
