import { describe, expect, it } from 'vitest'

import { GiB, TiB } from '~/util/format'

import { explainCapacityRefusal, refusalCause } from './capacity-refusal'

// Nexus's messages as the console shows them (spec §8: capitalized)
const refusal = (message: string) => ({
  statusCode: 507,
  errorCode: 'InsufficientCapacity',
  message: `Insufficient capacity: ${message}`,
})

describe('refusalCause', () => {
  it.each([
    ['vCPU Limit Exceeded: Not enough vCPUs to complete request.', 'cpus'],
    ['Memory Limit Exceeded: Not enough memory to complete request.', 'memory'],
    ['Storage Limit Exceeded: Not enough storage to complete request.', 'storage'],
    ['No sleds can fit the requested instance', 'sleds'],
    ['Failed to place instance: This instance must be placed on a specific sled', 'sleds'],
    ['No external IP addresses available', 'external-ips'],
    ['Not enough storage', 'physical-storage'],
    ['No free virtual network was found', 'other'],
  ])('%s → %s', (message, cause) => {
    expect(refusalCause(refusal(message))).toBe(cause)
  })

  it('knows a 507 by its status or its code alone', () => {
    expect(refusalCause({ statusCode: 507, message: 'Not enough storage' })).toBe(
      'physical-storage',
    )
    expect(
      refusalCause({ errorCode: 'InsufficientCapacity', message: 'vCPU Limit Exceeded' }),
    ).toBe('cpus')
  })

  it('leaves every other error alone', () => {
    expect(refusalCause({ statusCode: 400, message: 'vCPU Limit Exceeded' })).toBeNull()
    expect(refusalCause({ message: 'Unknown server error' })).toBeNull()
  })
})

describe('explainCapacityRefusal', () => {
  const usage = {
    capacity: { cpus: 96, memory: 512 * GiB, storage: 10 * TiB },
    provisioned: { cpus: 94, memory: 8 * GiB, storage: 10 * TiB },
  }

  it('names the quota and, given the numbers, how much of it is taken', () => {
    expect(explainCapacityRefusal(refusal('vCPU Limit Exceeded: …'), usage)).toEqual({
      cause: 'cpus',
      explanation:
        "The silo's vCPU quota stopped it: this would take the silo past what its operator " +
        'allows. Running instances already take 94 of its 96. Stop instances that are not ' +
        "needed, ask for less, or ask an operator to raise the silo's vCPU quota.",
    })
    expect(explainCapacityRefusal(refusal('Storage Limit Exceeded: …'), usage)?.explanation).toBe(
      "The silo's storage quota stopped it: this would take the silo past what its operator " +
        "allows. The silo's disks, snapshots and images already take 10 TiB of its 10 TiB. " +
        'Delete disks or snapshots that are not needed, ask for less, or ask an operator to ' +
        "raise the silo's storage quota.",
    )
  })

  it('still names the quota without the numbers', () => {
    expect(explainCapacityRefusal(refusal('Memory Limit Exceeded: …'))?.explanation).toMatch(
      /^The silo's memory quota stopped it: this would take the silo past what its operator allows\. Stop/,
    )
  })

  it('tells the sleds apart from the quota', () => {
    expect(
      explainCapacityRefusal(refusal('No sleds can fit the requested instance')),
    ).toMatchObject({
      cause: 'sleds',
      explanation: expect.stringMatching(/^No sled in the rack has enough free vCPUs and memory/),
    })
  })

  it('is null for other errors', () => {
    expect(explainCapacityRefusal({ statusCode: 403, message: 'Action not authorized' })).toBeNull()
  })
})
