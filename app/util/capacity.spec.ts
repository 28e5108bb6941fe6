import { describe, expect, it } from 'vitest'

import {
  checkQuota,
  checkSleds,
  emptySledRoom,
  percentOf,
  quotaLeft,
  rackCapacity,
  sledRoom,
  sumCounts,
} from './capacity'
import { GiB, MiB, TiB } from './format'

// a Gimlet as the simulator's rack reports it
const gimlet = { usableHardwareThreads: 128, usablePhysicalRam: 1000 * GiB }

describe('rackCapacity', () => {
  it('estimates the four-sled demo rack', () => {
    expect(rackCapacity([gimlet, gimlet, gimlet, gimlet])).toEqual({
      cpus: 359, // 512 × 0.7 = 358.4, rounded up
      memory: 2800 * GiB, // 4000 GiB × 0.7
      storage: 82 * TiB, // 4 × 32 × 0.909 × 0.7 = 81.45, rounded up
    })
  })

  it('rounds memory up to a whole GiB', () => {
    const odd = { usableHardwareThreads: 3, usablePhysicalRam: 10 * GiB + 2 * MiB }
    expect(rackCapacity([odd])).toEqual({
      cpus: 3, // 2.1 → 3
      memory: 8 * GiB, // 7.0014 GiB → 8
      storage: 21 * TiB,
    })
  })

  it('does not round an exact result up through floating-point noise', () => {
    // 100 × 0.7 is 70.00000000000001 in floating point
    const sled = { usableHardwareThreads: 100, usablePhysicalRam: 100 * GiB }
    expect(rackCapacity([sled])).toMatchObject({ cpus: 70, memory: 70 * GiB })
  })

  it('is nothing without sleds', () => {
    expect(rackCapacity([])).toEqual({ cpus: 0, memory: 0, storage: 0 })
  })
})

describe('sumCounts and percentOf', () => {
  it('adds up each kind', () => {
    expect(
      sumCounts([
        { cpus: 2, memory: 8 * GiB, storage: 10 * GiB },
        { cpus: 4, memory: 0, storage: 1 },
      ]),
    ).toEqual({ cpus: 6, memory: 8 * GiB, storage: 10 * GiB + 1 })
    expect(sumCounts([])).toEqual({ cpus: 0, memory: 0, storage: 0 })
  })

  it('gives 0% of nothing rather than NaN', () => {
    expect(percentOf(1, 4)).toBe(25)
    expect(percentOf(0, 0)).toBe(0)
    expect(percentOf(5, 0)).toBe(0)
  })
})

const usage = {
  capacity: { cpus: 96, memory: 512 * GiB, storage: 10 * TiB },
  provisioned: { cpus: 90, memory: 8 * GiB, storage: 10 * TiB + GiB },
}

describe('quotaLeft', () => {
  it('is the quota less what is provisioned, never below zero', () => {
    expect(quotaLeft(usage)).toEqual({ cpus: 6, memory: 504 * GiB, storage: 0 })
  })
})

describe('checkQuota', () => {
  it('checks the kinds asked for, in order', () => {
    expect(checkQuota({ storage: 20 * GiB, cpus: 8 }, usage)).toEqual([
      { kind: 'cpus', requested: 8, left: 6, fits: false },
      { kind: 'storage', requested: 20 * GiB, left: 0, fits: false },
    ])
  })

  it('fits exactly what is left, as Nexus allows provisioned + requested = quota', () => {
    expect(checkQuota({ cpus: 6, memory: 504 * GiB }, usage)).toEqual([
      { kind: 'cpus', requested: 6, left: 6, fits: true },
      { kind: 'memory', requested: 504 * GiB, left: 504 * GiB, fits: true },
    ])
  })

  it('always fits a request of nothing', () => {
    expect(checkQuota({ storage: 0 }, usage)).toEqual([
      { kind: 'storage', requested: 0, left: 0, fits: true },
    ])
  })
})

describe('sled rooms', () => {
  const sled = { id: 'a', ...gimlet }

  it('takes what runs on the sled off its usable threads and RAM', () => {
    expect(
      sledRoom(sled, [
        { ncpus: 16, memory: 64 * GiB },
        { ncpus: 2, memory: 8 * GiB },
      ]),
    ).toEqual({ id: 'a', cpus: 110, memory: 928 * GiB })
  })

  it('never has negative room', () => {
    expect(sledRoom(sled, [{ ncpus: 200, memory: 2000 * GiB }])).toEqual({
      id: 'a',
      cpus: 0,
      memory: 0,
    })
  })

  it('an empty sled has all of it', () => {
    expect(emptySledRoom(sled)).toEqual({ id: 'a', cpus: 128, memory: 1000 * GiB })
  })
})

describe('checkSleds', () => {
  const rooms = [
    { id: 'a', cpus: 10, memory: 900 * GiB },
    { id: 'b', cpus: 64, memory: 100 * GiB },
    { id: 'c', cpus: 64, memory: 300 * GiB },
  ]

  it('counts the sleds with room for both vCPUs and memory', () => {
    expect(checkSleds({ cpus: 16, memory: 200 * GiB }, rooms)).toEqual({
      fitting: 1,
      total: 3,
      mostCpus: 64,
      mostMemory: 900 * GiB,
    })
  })

  it('finds none when no one sled has both, even if the rack has enough in total', () => {
    expect(checkSleds({ cpus: 32, memory: 400 * GiB }, rooms).fitting).toBe(0)
  })

  it('finds none among no sleds', () => {
    expect(checkSleds({ cpus: 1, memory: GiB }, [])).toEqual({
      fitting: 0,
      total: 0,
      mostCpus: 0,
      mostMemory: 0,
    })
  })
})
