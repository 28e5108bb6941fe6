import { describe, expect, it } from 'vitest'

import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type * as Old from '../../__generated_versions__/2025112000.0.0/Api'
import { Unexpressible } from '../unexpressible'
import { instances } from './instances'

const project = 'demo-project'

const oldInstance: Old.Instance = {
  id: '9b2f7f6e-4f5a-4a5e-8f36-1b9c3f0a2d11',
  name: 'db1',
  description: 'primary database',
  hostname: 'db1',
  projectId: '3c8b1f9e-2d4a-4b6c-9e1f-7a2b3c4d5e6f',
  ncpus: 4,
  memory: 16 * 1024 ** 3,
  runState: 'stopped',
  autoRestartEnabled: true,
  autoRestartPolicy: null,
  bootDiskId: null,
  cpuPlatform: 'amd_milan',
  timeCreated: new Date('2025-11-21T10:00:00Z'),
  timeModified: new Date('2025-11-21T10:00:00Z'),
  timeRunStateUpdated: new Date('2025-11-21T10:01:00Z'),
}

const oldNic: Old.InstanceNetworkInterface = {
  id: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
  name: 'net0',
  description: '',
  instanceId: oldInstance.id,
  ip: '172.30.0.5',
  mac: 'A8:40:25:F0:00:05',
  primary: true,
  subnetId: '2a3b4c5d-6e7f-4081-9a2b-3c4d5e6f7a8b',
  vpcId: '4b5c6d7e-8f90-4a1b-8c2d-3e4f5a6b7c8d',
  transitIps: [],
  timeCreated: new Date('2025-11-21T10:00:00Z'),
  timeModified: new Date('2025-11-21T10:00:00Z'),
}

const oldDisk: Old.Disk = {
  id: '5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  name: 'data',
  description: '',
  projectId: oldInstance.projectId,
  blockSize: 512,
  size: 1024 ** 3,
  devicePath: '/mnt/data',
  diskType: 'crucible',
  state: { state: 'attached', instance: oldInstance.id },
  timeCreated: new Date('2025-11-21T10:00:00Z'),
  timeModified: new Date('2025-11-21T10:00:00Z'),
}

const createBody: Now.InstanceCreate = {
  name: 'web1',
  description: '',
  hostname: 'web1',
  ncpus: 2,
  memory: 8 * 1024 ** 3,
  cpuPlatform: 'amd_turin',
  multicastGroups: [{ group: 'feeds' }],
  disks: [
    {
      type: 'create',
      name: 'scratch',
      description: '',
      size: 1024 ** 3,
      diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 512 } },
    },
  ],
  networkInterfaces: {
    type: 'create',
    params: [
      {
        name: 'net0',
        description: '',
        vpcName: 'default',
        subnetName: 'default',
        ipConfig: { type: 'v4', value: { ip: { type: 'auto' }, transitIps: ['10.9.0.0/24'] } },
      },
    ],
  },
  externalIps: [{ type: 'ephemeral', poolSelector: { type: 'explicit', pool: 'corp' } }],
}

describe('INITIAL instances', () => {
  it('answer with no jumbo frames', () => {
    const params = { path: { instance: 'db1' }, query: { project } }
    const expected: Now.Instance = { ...oldInstance, enableJumboFrames: false }
    expect(instances.instanceView!.response!(oldInstance, params)).toEqual(expected)
    for (const op of ['instanceStart', 'instanceStop', 'instanceReboot'] as const)
      expect(instances[op]!.response!(oldInstance, params)).toEqual(expected)
    expect(
      instances.instanceList!.response!({ items: [oldInstance] }, { query: { project } }).items,
    ).toEqual([expected])
  })

  it('are created in its terms', () => {
    const { body } = instances.instanceCreate!.request!({ query: { project }, body: createBody })
    const expected: Old.InstanceCreate = {
      name: 'web1',
      description: '',
      hostname: 'web1',
      ncpus: 2,
      memory: 8 * 1024 ** 3,
      cpuPlatform: 'amd_turin',
      multicastGroups: ['feeds'],
      bootDisk: undefined,
      disks: [
        {
          type: 'create',
          name: 'scratch',
          description: '',
          size: 1024 ** 3,
          diskSource: { type: 'blank', blockSize: 512 },
        },
      ],
      networkInterfaces: {
        type: 'create',
        params: [
          {
            name: 'net0',
            description: '',
            vpcName: 'default',
            subnetName: 'default',
            ip: null,
            transitIps: ['10.9.0.0/24'],
          },
        ],
      },
      externalIps: [{ type: 'ephemeral', pool: 'corp' }],
    }
    expect(body).toEqual(expected)
    expect(
      instances.instanceCreate!.response!(oldInstance, { query: { project }, body: createBody }),
    ).toMatchObject({ enableJumboFrames: false, cpuPlatform: 'amd_milan' })
  })

  it('refuse what it cannot do', () => {
    const create = (b: Partial<Now.InstanceCreate>) => () =>
      instances.instanceCreate!.request!({ query: { project }, body: { ...createBody, ...b } })
    expect(create({ cpuPlatform: 'amd_turin_v2' })).toThrow(Unexpressible)
    expect(create({ enableJumboFrames: true })).toThrow(Unexpressible)
    expect(create({ multicastGroups: [{ group: 'feeds', ipVersion: 'v6' }] })).toThrow(
      Unexpressible,
    )
    expect(create({ networkInterfaces: { type: 'default_ipv6' } })).toThrow(Unexpressible)
  })

  it('are updated in its terms', () => {
    const body: Now.InstanceUpdate = {
      ncpus: 4,
      memory: 16 * 1024 ** 3,
      autoRestartPolicy: null,
      bootDisk: null,
      cpuPlatform: 'amd_milan',
      enableJumboFrames: false,
      multicastGroups: [{ group: 'feeds' }],
    }
    const params = { path: { instance: 'db1' }, query: { project }, body }
    const expected: Old.InstanceUpdate = {
      ncpus: 4,
      memory: 16 * 1024 ** 3,
      autoRestartPolicy: null,
      bootDisk: null,
      cpuPlatform: 'amd_milan',
      multicastGroups: ['feeds'],
    }
    expect(instances.instanceUpdate!.request!(params).body).toEqual(expected)
    // left out: the groups stay
    expect(
      instances.instanceUpdate!.request!({
        ...params,
        body: { ...body, multicastGroups: undefined },
      }).body.multicastGroups,
    ).toBeUndefined()
    expect(instances.instanceUpdate!.response!(oldInstance, params)).toMatchObject({
      enableJumboFrames: false,
    })
  })

  it('list their disks as distributed and writable', () => {
    const params = { path: { instance: 'db1' }, query: { project } }
    const expected: Now.Disk = {
      ...oldDisk,
      blockSize: 512,
      diskType: 'distributed',
      readOnly: false,
    }
    expect(instances.instanceDiskList!.response!({ items: [oldDisk] }, params).items).toEqual([
      expected,
    ])
    const attach = { ...params, body: { disk: 'data' } }
    expect(instances.instanceDiskAttach!.response!(oldDisk, attach)).toEqual(expected)
    expect(instances.instanceDiskDetach!.response!(oldDisk, attach)).toEqual(expected)
  })
})

describe('INITIAL network interfaces and IPs', () => {
  it('answer an IPv4 stack', () => {
    const query = { project, instance: 'db1' }
    const expected: Now.InstanceNetworkInterface = {
      id: oldNic.id,
      name: 'net0',
      description: '',
      instanceId: oldNic.instanceId,
      mac: oldNic.mac,
      primary: true,
      subnetId: oldNic.subnetId,
      vpcId: oldNic.vpcId,
      timeCreated: oldNic.timeCreated,
      timeModified: oldNic.timeModified,
      ipStack: { type: 'v4', value: { ip: '172.30.0.5', transitIps: [] } },
    }
    expect(
      instances.instanceNetworkInterfaceList!.response!({ items: [oldNic] }, { query }).items,
    ).toEqual([expected])
    const one = { path: { interface: 'net0' }, query }
    expect(instances.instanceNetworkInterfaceView!.response!(oldNic, one)).toEqual(expected)
    expect(
      instances.instanceNetworkInterfaceUpdate!.response!(oldNic, { ...one, body: {} }),
    ).toEqual(expected)
    const body = {
      name: 'net1',
      description: '',
      vpcName: 'default',
      subnetName: 'default',
      ipConfig: {
        type: 'v4' as const,
        value: { ip: { type: 'explicit' as const, value: '172.30.0.9' } },
      },
    }
    expect(instances.instanceNetworkInterfaceCreate!.request!({ query, body }).body).toEqual({
      name: 'net1',
      description: '',
      vpcName: 'default',
      subnetName: 'default',
      ip: '172.30.0.9',
      transitIps: undefined,
    })
    expect(instances.instanceNetworkInterfaceCreate!.response!(oldNic, { query, body })).toEqual(
      expected,
    )
  })

  it('attach and detach the one ephemeral IP, and create floating IPs', () => {
    const params = { path: { instance: 'db1' }, query: { project } }
    expect(
      instances.instanceEphemeralIpAttach!.request!({
        ...params,
        body: { poolSelector: { type: 'auto', ipVersion: 'v4' } },
      }).body,
    ).toEqual({ pool: null })
    expect(() =>
      instances.instanceEphemeralIpAttach!.request!({
        ...params,
        body: { poolSelector: { type: 'auto', ipVersion: 'v6' } },
      }),
    ).toThrow(Unexpressible)
    expect(
      instances.instanceEphemeralIpDetach!.request!({
        ...params,
        query: { project, ipVersion: 'v4' },
      }),
    ).toEqual(params)
    expect(
      instances.floatingIpCreate!.request!({
        query: { project },
        body: {
          name: 'ingress',
          description: '',
          addressAllocator: { type: 'auto', poolSelector: { type: 'explicit', pool: 'corp' } },
        },
      }).body,
    ).toEqual({ name: 'ingress', description: '', pool: 'corp' })
  })
})
