import { describe, expect, it } from 'vitest'

import { GiB } from '~/util/format'

import { instanceRequest, requestProblems } from './capacity-request'

const base = {
  ncpus: 4,
  memoryGiB: 16,
  bootDiskSource: 'silo-image' as const,
  bootDiskSizeGiB: 10,
  disks: [],
}

describe('instanceRequest', () => {
  it('asks for the vCPUs, the memory and the new boot disk', () => {
    expect(instanceRequest(base)).toEqual({ cpus: 4, memory: 16 * GiB, storage: 10 * GiB })
  })

  it('adds each new disk, but not the disks attached (they are counted already)', () => {
    expect(
      instanceRequest({
        ...base,
        disks: [
          { type: 'create', name: 'a', description: '', sizeGiB: 100, blockSize: 4096 },
          { type: 'attach', name: 'old' },
          { type: 'create', name: 'b', description: '', sizeGiB: 5, blockSize: 512 },
        ],
      }).storage,
    ).toBe(115 * GiB)
  })

  it('asks no storage for an existing boot disk', () => {
    expect(instanceRequest({ ...base, bootDiskSource: 'disk' }).storage).toBe(0)
  })

  it('counts a field being typed (NaN) as nothing yet', () => {
    expect(instanceRequest({ ...base, ncpus: NaN, memoryGiB: NaN, bootDiskSizeGiB: NaN })).toEqual({
      cpus: 0,
      memory: 0,
      storage: 0,
    })
  })
})

describe('requestProblems', () => {
  it('names a value past the form’s bounds, with the form’s own message', () => {
    expect(requestProblems({ ...base, memoryGiB: 600 })).toEqual([
      'Memory: Must be at most 256 GiB',
    ])
    expect(requestProblems({ ...base, ncpus: 65, bootDiskSizeGiB: 2000 })).toEqual([
      'vCPUs: Must be at most 64',
      'Boot disk size: Must be at most 1023 GiB',
    ])
  })
  it('has nothing to say of values the form would send, or of a field being typed', () => {
    expect(requestProblems(base)).toEqual([])
    expect(requestProblems({ ...base, memoryGiB: 256, ncpus: 64 })).toEqual([])
    expect(requestProblems({ ...base, memoryGiB: NaN })).toEqual([])
    // a boot disk that exists already is not sized here
    expect(requestProblems({ ...base, bootDiskSource: 'disk', bootDiskSizeGiB: 5000 })).toEqual([])
  })
})
