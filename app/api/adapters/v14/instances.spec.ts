import { describe, expect, it } from 'vitest'

import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type * as Old from '../../__generated__/Api'
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
  runState: 'running',
  autoRestartEnabled: true,
  autoRestartPolicy: 'best_effort',
  bootDiskId: '5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  timeCreated: new Date('2025-01-07T10:00:00Z'),
  timeModified: new Date('2025-01-07T10:00:00Z'),
  timeRunStateUpdated: new Date('2025-01-07T10:01:00Z'),
}

const oldNic: Old.InstanceNetworkInterface = {
  id: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
  name: 'net0',
  description: 'default primary interface for the instance',
  instanceId: oldInstance.id,
  ip: '172.30.0.5',
  mac: 'A8:40:25:F0:00:05',
  primary: true,
  subnetId: '2a3b4c5d-6e7f-4081-9a2b-3c4d5e6f7a8b',
  vpcId: '4b5c6d7e-8f90-4a1b-8c2d-3e4f5a6b7c8d',
  transitIps: ['10.9.0.0/24'],
  timeCreated: new Date('2025-01-07T10:00:00Z'),
  timeModified: new Date('2025-01-07T10:00:00Z'),
}

const oldDisk: Old.Disk = {
  id: '5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  name: 'db1-boot',
  description: 'boot disk',
  projectId: oldInstance.projectId,
  blockSize: 4096,
  size: 20 * 1024 ** 3,
  devicePath: '/mnt/db1-boot',
  imageId: '0e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
  state: { state: 'attached', instance: oldInstance.id },
  timeCreated: new Date('2025-01-07T10:00:00Z'),
  timeModified: new Date('2025-01-07T10:00:00Z'),
}

const createBody: Now.InstanceCreate = {
  name: 'web1',
  description: '',
  hostname: 'web1',
  ncpus: 2,
  memory: 8 * 1024 ** 3,
  bootDisk: {
    type: 'create',
    name: 'web1-boot',
    description: 'Created as the boot disk of web1',
    size: 10 * 1024 ** 3,
    diskBackend: {
      type: 'distributed',
      diskSource: { type: 'image', imageId: '0e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b' },
    },
  },
  disks: [
    {
      type: 'create',
      name: 'scratch',
      description: '',
      size: 1024 ** 3,
      diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 512 } },
    },
    { type: 'attach', name: 'data' },
  ],
  networkInterfaces: { type: 'default_ipv4' },
  externalIps: [
    { type: 'ephemeral', poolSelector: { type: 'auto', ipVersion: 'v4' } },
    { type: 'floating', floatingIp: 'ingress' },
  ],
  sshPublicKeys: [],
  userData: '',
  start: true,
  autoRestartPolicy: null,
  antiAffinityGroups: [],
}

describe('v14 instances', () => {
  it('answer with no CPU platform and no jumbo frames', () => {
    const now = instances.instanceView!.response!(oldInstance, {
      path: { instance: 'db1' },
      query: { project },
    })
    expect(now).toEqual({ ...oldInstance, cpuPlatform: null, enableJumboFrames: false })
    const page = instances.instanceList!.response!(
      { items: [oldInstance], nextPage: null },
      { query: { project } },
    )
    expect(page.items[0].enableJumboFrames).toBe(false)
    for (const op of ['instanceStart', 'instanceStop', 'instanceReboot'] as const) {
      expect(
        instances[op]!.response!(oldInstance, { path: { instance: 'db1' }, query: { project } }),
      ).toMatchObject({ cpuPlatform: null, enableJumboFrames: false })
    }
  })

  it('are created with disk sources, an old default interface and pools by name', () => {
    const { body } = instances.instanceCreate!.request!({ query: { project }, body: createBody })
    const expected: Old.InstanceCreate = {
      name: 'web1',
      description: '',
      hostname: 'web1',
      ncpus: 2,
      memory: 8 * 1024 ** 3,
      bootDisk: {
        type: 'create',
        name: 'web1-boot',
        description: 'Created as the boot disk of web1',
        size: 10 * 1024 ** 3,
        diskSource: { type: 'image', imageId: '0e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b' },
      },
      disks: [
        {
          type: 'create',
          name: 'scratch',
          description: '',
          size: 1024 ** 3,
          diskSource: { type: 'blank', blockSize: 512 },
        },
        { type: 'attach', name: 'data' },
      ],
      networkInterfaces: { type: 'default' },
      externalIps: [
        { type: 'ephemeral', pool: null },
        { type: 'floating', floatingIp: 'ingress' },
      ],
      sshPublicKeys: [],
      userData: '',
      start: true,
      autoRestartPolicy: null,
      antiAffinityGroups: [],
    }
    expect(body).toEqual(expected)
    expect(
      instances.instanceCreate!.response!(oldInstance, { query: { project }, body: createBody }),
    ).toMatchObject({ enableJumboFrames: false })
  })

  it('are created with a custom IPv4 interface and a named pool', () => {
    const { body } = instances.instanceCreate!.request!({
      query: { project },
      body: {
        ...createBody,
        networkInterfaces: {
          type: 'create',
          params: [
            {
              name: 'net0',
              description: '',
              vpcName: 'default',
              subnetName: 'default',
              ipConfig: { type: 'v4', value: { ip: { type: 'explicit', value: '172.30.0.9' } } },
            },
          ],
        },
        externalIps: [{ type: 'ephemeral', poolSelector: { type: 'explicit', pool: 'corp' } }],
      },
    })
    expect(body.networkInterfaces).toEqual({
      type: 'create',
      params: [
        {
          name: 'net0',
          description: '',
          vpcName: 'default',
          subnetName: 'default',
          ip: '172.30.0.9',
        },
      ],
    })
    expect(body.externalIps).toEqual([{ type: 'ephemeral', pool: 'corp' }])
  })

  it('refuse what v14 cannot do rather than drop it', () => {
    const create = (b: Partial<Now.InstanceCreate>) => () =>
      instances.instanceCreate!.request!({ query: { project }, body: { ...createBody, ...b } })
    expect(create({ cpuPlatform: 'amd_turin' })).toThrow(Unexpressible)
    expect(create({ enableJumboFrames: true })).toThrow(Unexpressible)
    expect(create({ multicastGroups: [{ group: 'feeds' }] })).toThrow(Unexpressible)
    expect(create({ networkInterfaces: { type: 'default_dual_stack' } })).toThrow(Unexpressible)
    expect(
      create({
        externalIps: [{ type: 'ephemeral', poolSelector: { type: 'auto', ipVersion: 'v6' } }],
      }),
    ).toThrow(Unexpressible)
    expect(
      create({
        bootDisk: {
          type: 'create',
          name: 'x',
          description: '',
          size: 1,
          diskBackend: { type: 'local' },
        },
      }),
    ).toThrow(Unexpressible)
    // what is off or empty is simply left out
    expect(
      create({ cpuPlatform: null, enableJumboFrames: false, multicastGroups: [] }),
    ).not.toThrow()
  })

  it('are updated without the fields v14 lacks', () => {
    const body: Now.InstanceUpdate = {
      ncpus: 4,
      memory: 16 * 1024 ** 3,
      autoRestartPolicy: 'never',
      bootDisk: 'db1-boot',
      cpuPlatform: null,
      enableJumboFrames: false,
    }
    const params = { path: { instance: 'db1' }, query: { project }, body }
    expect(instances.instanceUpdate!.request!(params).body).toEqual({
      ncpus: 4,
      memory: 16 * 1024 ** 3,
      autoRestartPolicy: 'never',
      bootDisk: 'db1-boot',
    })
    expect(instances.instanceUpdate!.response!(oldInstance, params)).toMatchObject({
      cpuPlatform: null,
      enableJumboFrames: false,
    })
    expect(() =>
      instances.instanceUpdate!.request!({ ...params, body: { ...body, enableJumboFrames: true } }),
    ).toThrow(Unexpressible)
  })

  it('list their disks as distributed and writable', () => {
    const params = { path: { instance: 'db1' }, query: { project } }
    const expected: Now.Disk = {
      ...oldDisk,
      blockSize: 4096,
      diskType: 'distributed',
      readOnly: false,
    }
    expect(instances.instanceDiskList!.response!({ items: [oldDisk] }, params).items).toEqual([
      expected,
    ])
    const attach = { ...params, body: { disk: 'db1-boot' } }
    expect(instances.instanceDiskAttach!.response!(oldDisk, attach)).toEqual(expected)
    expect(instances.instanceDiskDetach!.response!(oldDisk, attach)).toEqual(expected)
  })
})

describe('v14 network interfaces', () => {
  const expected: Now.InstanceNetworkInterface = {
    id: oldNic.id,
    name: 'net0',
    description: oldNic.description,
    instanceId: oldNic.instanceId,
    mac: oldNic.mac,
    primary: true,
    subnetId: oldNic.subnetId,
    vpcId: oldNic.vpcId,
    timeCreated: oldNic.timeCreated,
    timeModified: oldNic.timeModified,
    ipStack: { type: 'v4', value: { ip: '172.30.0.5', transitIps: ['10.9.0.0/24'] } },
  }

  it('answer an IPv4 stack', () => {
    const params = { query: { project, instance: 'db1' } }
    expect(
      instances.instanceNetworkInterfaceList!.response!({ items: [oldNic] }, params).items,
    ).toEqual([expected])
    const one = { path: { interface: 'net0' }, query: { project, instance: 'db1' } }
    expect(instances.instanceNetworkInterfaceView!.response!(oldNic, one)).toEqual(expected)
    expect(
      instances.instanceNetworkInterfaceUpdate!.response!(oldNic, { ...one, body: {} }),
    ).toEqual(expected)
    const noTransit = { ...oldNic, transitIps: undefined }
    expect(instances.instanceNetworkInterfaceView!.response!(noTransit, one).ipStack).toEqual({
      type: 'v4',
      value: { ip: '172.30.0.5', transitIps: [] },
    })
  })

  it('are created with one IPv4 address, given or automatic', () => {
    const base = { name: 'net1', description: '', vpcName: 'default', subnetName: 'default' }
    const query = { project, instance: 'db1' }
    expect(
      instances.instanceNetworkInterfaceCreate!.request!({
        query,
        body: { ...base, ipConfig: { type: 'v4', value: { ip: { type: 'auto' } } } },
      }).body,
    ).toEqual({ ...base, ip: null })
    expect(instances.instanceNetworkInterfaceCreate!.request!({ query, body: base }).body).toEqual({
      ...base,
      ip: null,
    })
    expect(() =>
      instances.instanceNetworkInterfaceCreate!.request!({
        query,
        body: { ...base, ipConfig: { type: 'v6', value: { ip: { type: 'auto' } } } },
      }),
    ).toThrow(Unexpressible)
    expect(
      instances.instanceNetworkInterfaceCreate!.response!(oldNic, { query, body: base }),
    ).toEqual(expected)
  })
})

describe('v14 external IPs', () => {
  const params = { path: { instance: 'db1' }, query: { project } }
  const floating: Old.ExternalIp = {
    kind: 'floating',
    id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
    name: 'ingress',
    description: '',
    ip: '203.0.113.11',
    ipPoolId: 'd8bfcb42-2238-4d58-9c96-456d6c1ba640',
    projectId: oldInstance.projectId,
    instanceId: oldInstance.id,
    timeCreated: new Date('2025-01-07T10:00:00Z'),
    timeModified: new Date('2025-01-07T10:00:00Z'),
  }

  it('pass floating ones as they are; an ephemeral one does not name its pool', () => {
    const page = instances.instanceExternalIpList!.response!(
      { items: [{ kind: 'ephemeral', ip: '203.0.113.10' }, floating] },
      params,
    )
    expect(page.items).toEqual([{ kind: 'ephemeral', ip: '203.0.113.10' }, floating])
  })

  it('attach an ephemeral IP from a pool by name or the default one', () => {
    const attach = (poolSelector?: Now.PoolSelector) =>
      instances.instanceEphemeralIpAttach!.request!({ ...params, body: { poolSelector } }).body
    expect(attach({ type: 'explicit', pool: 'corp' })).toEqual({ pool: 'corp' })
    expect(attach({ type: 'auto', ipVersion: 'v4' })).toEqual({ pool: null })
    expect(attach({ type: 'auto' })).toEqual({ pool: null })
    expect(attach(undefined)).toEqual({ pool: null })
    expect(() => attach({ type: 'auto', ipVersion: 'v6' })).toThrow(Unexpressible)
    expect(
      instances.instanceEphemeralIpAttach!.response!(
        { kind: 'ephemeral', ip: '203.0.113.12' },
        { ...params, body: {} },
      ),
    ).toEqual({ kind: 'ephemeral', ip: '203.0.113.12' })
  })

  it('detach the one ephemeral IP, whatever version is named', () => {
    expect(
      instances.instanceEphemeralIpDetach!.request!({
        path: { instance: 'db1' },
        query: { project, ipVersion: 'v4' },
      }),
    ).toEqual({ path: { instance: 'db1' }, query: { project } })
  })

  it('create floating IPs from an address or a pool', () => {
    const create = (addressAllocator?: Now.AddressAllocator) =>
      instances.floatingIpCreate!.request!({
        query: { project },
        body: { name: 'ingress', description: '', addressAllocator },
      }).body
    expect(create({ type: 'explicit', ip: '203.0.113.240' })).toEqual({
      name: 'ingress',
      description: '',
      ip: '203.0.113.240',
    })
    expect(create({ type: 'auto', poolSelector: { type: 'explicit', pool: 'corp' } })).toEqual({
      name: 'ingress',
      description: '',
      pool: 'corp',
    })
    expect(create({ type: 'auto' })).toEqual({ name: 'ingress', description: '', pool: null })
    expect(create(undefined)).toEqual({ name: 'ingress', description: '', pool: null })
  })
})
