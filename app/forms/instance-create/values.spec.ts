import { expect, test } from 'vitest'

import { InstanceCreate } from '~/api/__generated_versions__/2026081901.0.0/validate'
import { GiB } from '~/util/format'

import {
  defaultValues,
  instanceCreateSchema,
  PRESETS,
  toInstanceCreate,
  type InstanceCreateValues,
} from './values'

const UBUNTU = '430be6b1-2d01-4c65-98e3-1b8957e36a8c'
const schema = instanceCreateSchema(new Map([[UBUNTU, 3]]))

const valid = (over: Partial<InstanceCreateValues> = {}): InstanceCreateValues => ({
  ...defaultValues('web-1'),
  siloImageId: UBUNTU,
  ...over,
})

/** field path -> first message, for the fields that failed */
function errors(values: InstanceCreateValues) {
  const result = schema.safeParse(values)
  return Object.fromEntries(
    (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message] as const).reverse(),
  )
}

test('defaults plus an image are valid', () => {
  expect(errors(valid())).toEqual({})
})

test('presets are 2 to 16 vCPUs within the instance limits', () => {
  expect(PRESETS.map((p) => `${p.ncpus}/${p.memoryGiB}`)).toContain('2/8')
  for (const p of PRESETS)
    expect(errors(valid({ ncpus: p.ncpus, memoryGiB: p.memoryGiB }))).toEqual({})
})

test('each field says what is wrong with it', () => {
  expect(
    errors(
      valid({
        name: '',
        hostname: '-bad-',
        ncpus: 65,
        memoryGiB: Number.NaN,
        siloImageId: '',
        bootDiskSizeGiB: 1.5,
      }),
    ),
  ).toEqual({
    name: 'Name is required',
    hostname:
      'Must be labels of letters, numbers and dashes separated by dots, none starting or ending with a dash',
    ncpus: 'Must be at most 64',
    memoryGiB: 'Memory is required',
    bootDiskSizeGiB: 'Must be a whole number',
  })
  // the rules across fields wait until no number is missing
  expect(errors(valid({ siloImageId: '', name: '' }))).toEqual({
    name: 'Name is required',
    siloImageId: 'Choose an image',
  })
  expect(errors(valid({ memoryGiB: 0 }))).toEqual({ memoryGiB: 'Must be at least 1 GiB' })
  expect(errors(valid({ bootDiskSizeGiB: 2000 }))).toEqual({
    bootDiskSizeGiB: 'Must be at most 1023 GiB',
  })
})

test('user data may be at most 32 KiB before encoding', () => {
  const file = (size: number) => ({ fileName: 'big.bin', size, base64: '' })
  expect(errors(valid({ userData: file(32 * 1024) }))).toEqual({})
  expect(errors(valid({ userData: file(32 * 1024 + 1) }))).toEqual({
    userData: 'File must be 32 KiB or smaller',
  })
})

test('the boot disk may not be smaller than its image', () => {
  expect(errors(valid({ bootDiskSizeGiB: 2 }))).toEqual({
    bootDiskSizeGiB: 'Must be at least 3 GiB, the size of the image',
  })
  expect(errors(valid({ bootDiskSizeGiB: 3 }))).toEqual({})
  // an existing disk has its own size
  expect(
    errors(valid({ bootDiskSource: 'disk', existingBootDisk: 'old-boot', bootDiskSizeGiB: 2 })),
  ).toEqual({})
})

test('only the chosen boot disk source is required', () => {
  expect(errors(valid({ bootDiskSource: 'project-image' }))).toEqual({
    projectImageId: 'Choose an image',
  })
  expect(errors(valid({ bootDiskSource: 'disk' }))).toEqual({ existingBootDisk: 'Choose a disk' })
})

test('a custom network interface needs a VPC, a subnet, a name and a valid IP if any', () => {
  const nic = { name: '', description: '', vpcName: '', subnetName: '', ip: '10.0.0.300' }
  expect(errors(valid({ networkInterfaceType: 'custom', nic }))).toEqual({
    'nic.name': 'Name is required',
    'nic.vpcName': 'Choose a VPC',
    'nic.subnetName': 'Choose a subnet',
    'nic.ip': 'Not a valid IP address',
  })
  // not checked unless custom is chosen
  expect(errors(valid({ networkInterfaceType: 'none', nic }))).toEqual({})
})

test('additional disks are checked, and a disk is used once', () => {
  expect(
    errors(
      valid({
        bootDiskName: 'data',
        disks: [
          { type: 'create', name: 'data', description: '', sizeGiB: 0, blockSize: 4096 },
          { type: 'attach', name: '' },
        ],
      }),
    ),
  ).toEqual({
    'disks.0.sizeGiB': 'Must be at least 1 GiB',
    'disks.0.name': 'Disk is already used',
    'disks.1.name': 'Choose a disk',
  })
  expect(
    errors(
      valid({
        bootDiskName: 'data',
        disks: [{ type: 'create', name: 'data', description: '', sizeGiB: 10, blockSize: 4096 }],
      }),
    ),
  ).toEqual({ 'disks.0.name': 'Disk is already used' })
})

test('defaults become a body the contract accepts', () => {
  const body = toInstanceCreate(valid({ hostname: '' }), 'ubuntu-22-04')
  expect(InstanceCreate.safeParse(body).success).toBe(true)
  expect(body).toMatchObject({
    name: 'web-1',
    hostname: 'web-1',
    ncpus: 2,
    memory: 8 * GiB,
    networkInterfaces: { type: 'default_ipv4' },
    externalIps: [{ type: 'ephemeral', poolSelector: { type: 'auto', ipVersion: 'v4' } }],
    sshPublicKeys: [],
    userData: '',
    start: true,
    autoRestartPolicy: null,
    antiAffinityGroups: [],
    disks: [],
  })
  expect(body.bootDisk).toMatchObject({
    type: 'create',
    size: 10 * GiB,
    diskBackend: { type: 'distributed', diskSource: { type: 'image', imageId: UBUNTU } },
  })
  // an empty boot disk name is generated from the instance and image names (spec §5)
  expect(body.bootDisk).toHaveProperty(
    'name',
    expect.stringMatching(/^web-1-ubuntu-22-04-[0-9a-f]{6}$/),
  )
})

test('every choice reaches the body', () => {
  const body = toInstanceCreate(
    valid({
      hostname: 'web.example',
      preset: 'custom',
      ncpus: 3,
      memoryGiB: 5,
      bootDiskSource: 'disk',
      existingBootDisk: 'old-boot',
      disks: [
        { type: 'create', name: 'scratch', description: 'tmp', sizeGiB: 20, blockSize: 512 },
        { type: 'attach', name: 'data' },
      ],
      networkInterfaceType: 'custom',
      nic: { name: 'net0', description: 'app', vpcName: 'prod', subnetName: 'web', ip: '10.1.0.5' },
      ephemeralIp: true,
      ephemeralIpPool: 'public',
      ephemeralIpv6: true,
      ephemeralIpv6Pool: '',
      floatingIps: ['ingress'],
      sshPublicKeys: ['laptop'],
      userData: { fileName: 'init.yaml', size: 14, base64: 'I2Nsb3VkLWNvbmZpZwo=' },
      start: false,
      autoRestartPolicy: 'never',
      antiAffinityGroups: ['db-spread'],
    }),
  )
  expect(InstanceCreate.safeParse(body).success).toBe(true)
  expect(body).toEqual({
    name: 'web-1',
    description: '',
    hostname: 'web.example',
    ncpus: 3,
    memory: 5 * GiB,
    bootDisk: { type: 'attach', name: 'old-boot' },
    disks: [
      {
        type: 'create',
        name: 'scratch',
        description: 'tmp',
        size: 20 * GiB,
        diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 512 } },
      },
      { type: 'attach', name: 'data' },
    ],
    networkInterfaces: {
      type: 'create',
      params: [
        {
          name: 'net0',
          description: 'app',
          vpcName: 'prod',
          subnetName: 'web',
          ipConfig: { type: 'v4', value: { ip: { type: 'explicit', value: '10.1.0.5' } } },
        },
      ],
    },
    externalIps: [
      { type: 'ephemeral', poolSelector: { type: 'explicit', pool: 'public' } },
      { type: 'ephemeral', poolSelector: { type: 'auto', ipVersion: 'v6' } },
      { type: 'floating', floatingIp: 'ingress' },
    ],
    sshPublicKeys: ['laptop'],
    userData: 'I2Nsb3VkLWNvbmZpZwo=',
    start: false,
    autoRestartPolicy: 'never',
    antiAffinityGroups: ['db-spread'],
  })
})

test('no ephemeral IP and an empty custom IP', () => {
  const body = toInstanceCreate(
    valid({
      ephemeralIp: false,
      networkInterfaceType: 'custom',
      nic: { name: 'net0', description: '', vpcName: 'default', subnetName: 'default', ip: '' },
    }),
  )
  expect(body.externalIps).toEqual([])
  expect(body.networkInterfaces).toEqual({
    type: 'create',
    params: [
      {
        name: 'net0',
        description: '',
        vpcName: 'default',
        subnetName: 'default',
        ipConfig: { type: 'v4', value: { ip: { type: 'auto' } } },
      },
    ],
  })
})

test('a read-only boot disk asks for it on the image source, and only then', () => {
  const readOnly = toInstanceCreate(valid({ bootDiskReadOnly: true }), 'ubuntu')
  expect(InstanceCreate.safeParse(readOnly).success).toBe(true)
  expect(readOnly.bootDisk).toMatchObject({
    diskBackend: {
      type: 'distributed',
      diskSource: { type: 'image', imageId: UBUNTU, readOnly: true },
    },
  })
  // unchecked, the field is left out, as racks without read-only disks expect
  const writable = toInstanceCreate(valid(), 'ubuntu')
  expect(writable.bootDisk).toMatchObject({ diskBackend: { diskSource: { type: 'image' } } })
  expect(
    writable.bootDisk?.type === 'create' &&
      writable.bootDisk.diskBackend.type === 'distributed' &&
      'readOnly' in writable.bootDisk.diskBackend.diskSource,
  ).toBe(false)
  // an existing disk is attached as it is: the box does not apply
  const attached = toInstanceCreate(
    valid({ bootDiskSource: 'disk', existingBootDisk: 'old-boot', bootDiskReadOnly: true }),
  )
  expect(attached.bootDisk).toEqual({ type: 'attach', name: 'old-boot' })
})
