import { expect, test } from 'vitest'

import { instanceUpdateBody } from './instance-update'

const GiB = 1024 ** 3
const instance = {
  ncpus: 2,
  memory: 8 * GiB,
  autoRestartPolicy: 'never' as const,
  bootDiskId: 'a6e5b2c4-2f7a-4d0b-9a55-2f3f6f6a7b10',
  cpuPlatform: 'amd_turin' as const,
  enableJumboFrames: true,
}

test('a resize keeps the boot disk and the auto-restart policy', () => {
  expect(instanceUpdateBody(instance, { ncpus: 4, memory: 16 * GiB })).toEqual({
    ncpus: 4,
    memory: 16 * GiB,
    autoRestartPolicy: 'never',
    bootDisk: instance.bootDiskId,
    cpuPlatform: 'amd_turin',
    enableJumboFrames: true,
  })
})

test('a new boot disk keeps the size and the policy', () => {
  expect(instanceUpdateBody(instance, { bootDisk: 'data' })).toEqual({
    ncpus: 2,
    memory: 8 * GiB,
    autoRestartPolicy: 'never',
    bootDisk: 'data',
    cpuPlatform: 'amd_turin',
    enableJumboFrames: true,
  })
})

test('unset fields are sent as null, and null can be asked for', () => {
  const bare = {
    ncpus: 1,
    memory: GiB,
    autoRestartPolicy: undefined,
    bootDiskId: undefined,
    cpuPlatform: undefined,
    enableJumboFrames: false,
  }
  expect(instanceUpdateBody(bare)).toEqual({
    ncpus: 1,
    memory: GiB,
    autoRestartPolicy: null,
    bootDisk: null,
    cpuPlatform: null,
    enableJumboFrames: false,
  })
  expect(instanceUpdateBody(instance, { bootDisk: null }).bootDisk).toBeNull()
})
