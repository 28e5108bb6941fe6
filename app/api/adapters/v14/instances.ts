// Instances, their interfaces, external and floating IPs in this version's terms.
//
// Release v14 (and v15..v17) knows neither CPU platforms, jumbo frames nor multicast groups;
// its network interfaces are IPv4 only (one address, no IPv6 stack), an instance has at
// most one ephemeral IP, and an IP pool is chosen by name only (no choice by IP version).
// What the newest console asks for that the rack cannot do is refused here rather than
// dropped: the pages do not offer it on such a rack.
import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type * as Old from '../../__generated__/Api'
import { diskPageUp, diskUp } from './disks'
import type { V14Table } from './table'
import { Unexpressible } from '../unexpressible'

// ---- instances --------------------------------------------------------------------------

/** v14 has no CPU platform (no requirement, null) and no jumbo frames (standard MTU) */
export const instanceUp = (i: Old.Instance): Now.Instance => ({
  ...i,
  cpuPlatform: null,
  enableJumboFrames: false,
})

/**
 * A pool selector as the old `pool` field: an explicit pool by name or ID, else the silo's
 * default pool. The old rack cannot pick a pool by IP version; an IPv4 choice is what its
 * default pool gives, so only an IPv6 one is refused.
 */
export function poolDown(selector: Now.PoolSelector | undefined): Old.NameOrId | null {
  if (!selector) return null
  if (selector.type === 'explicit') return selector.pool
  if (selector.ipVersion === 'v6') throw new Unexpressible('an IPv6 pool chosen by version')
  return null
}

export function externalIpCreateDown(ip: Now.ExternalIpCreate): Old.ExternalIpCreate {
  return ip.type === 'floating' ? ip : { type: 'ephemeral', pool: poolDown(ip.poolSelector) }
}

/** The old rack's interfaces have one IPv4 address, chosen or automatic */
function ipConfigDown(config: Now.PrivateIpStackCreate | undefined) {
  if (!config) return { ip: null, transitIps: [] as string[] }
  if (config.type !== 'v4') throw new Unexpressible('an IPv6 network interface')
  const { ip, transitIps } = config.value
  return { ip: ip.type === 'explicit' ? ip.value : null, transitIps: transitIps ?? [] }
}

export function nicCreateDown(
  nic: Now.InstanceNetworkInterfaceCreate,
): Old.InstanceNetworkInterfaceCreate {
  const { ipConfig, ...rest } = nic
  const { ip, transitIps } = ipConfigDown(ipConfig)
  // v14 sets transit IPs only by updating the interface
  if (transitIps.length > 0) throw new Unexpressible('transit IPs on a new interface')
  return { ...rest, ip }
}

export function nicsDown(
  nics: Now.InstanceNetworkInterfaceAttachment | undefined,
): Old.InstanceNetworkInterfaceAttachment | undefined {
  if (!nics) return undefined
  switch (nics.type) {
    case 'default_ipv4':
      return { type: 'default' } // the old default interface is IPv4
    case 'default_ipv6':
    case 'default_dual_stack':
      throw new Unexpressible('an IPv6 default network interface')
    case 'none':
      return nics
    case 'create':
      return { type: 'create', params: nics.params.map(nicCreateDown) }
  }
}

/** An old interface as the newest: its one address is IPv4 */
export function nicUp(nic: Old.InstanceNetworkInterface): Now.InstanceNetworkInterface {
  const { ip, transitIps, ...rest } = nic
  return { ...rest, ipStack: { type: 'v4', value: { ip, transitIps: transitIps ?? [] } } }
}

/** A disk to create as the old rack has them: all distributed (Crucible), none read-only */
export function diskAttachmentDown(d: Now.InstanceDiskAttachment): Old.InstanceDiskAttachment {
  if (d.type === 'attach') return d
  const { diskBackend, ...rest } = d
  if (diskBackend.type === 'local') throw new Unexpressible('a local disk')
  const source = diskBackend.diskSource
  if ((source.type === 'image' || source.type === 'snapshot') && source.readOnly)
    throw new Unexpressible('a read-only disk')
  const diskSource: Old.DiskSource =
    source.type === 'image'
      ? { type: 'image', imageId: source.imageId }
      : source.type === 'snapshot'
        ? { type: 'snapshot', snapshotId: source.snapshotId }
        : source
  return { ...rest, diskSource }
}

function noCpuPlatform(p: Now.InstanceCpuPlatform | null | undefined) {
  if (p) throw new Unexpressible('a CPU platform')
}
function noJumboFrames(on: boolean | undefined) {
  if (on) throw new Unexpressible('jumbo frames')
}
function noMulticast(groups: Now.MulticastGroupJoinSpec[] | null | undefined) {
  if (groups && groups.length > 0) throw new Unexpressible('multicast groups')
}

export function instanceCreateDown(body: Now.InstanceCreate): Old.InstanceCreate {
  const {
    cpuPlatform,
    enableJumboFrames,
    multicastGroups,
    bootDisk,
    disks,
    externalIps,
    networkInterfaces,
    ...rest
  } = body
  noCpuPlatform(cpuPlatform)
  noJumboFrames(enableJumboFrames)
  noMulticast(multicastGroups)
  return {
    ...rest,
    bootDisk: bootDisk ? diskAttachmentDown(bootDisk) : bootDisk,
    disks: disks?.map(diskAttachmentDown),
    externalIps: externalIps?.map(externalIpCreateDown),
    networkInterfaces: nicsDown(networkInterfaces),
  }
}

export function instanceUpdateDown(body: Now.InstanceUpdate): Old.InstanceUpdate {
  const { cpuPlatform, enableJumboFrames, multicastGroups, ...rest } = body
  noCpuPlatform(cpuPlatform)
  noJumboFrames(enableJumboFrames)
  noMulticast(multicastGroups)
  return rest
}

// ---- external IPs -----------------------------------------------------------------------

/**
 * v14's ephemeral IP does not say which pool it came from; the model's `ipPoolId` is then
 * absent: no page reads it. Every other kind is the same.
 */
export function externalIpUp(ip: Old.ExternalIp): Now.ExternalIp {
  if (ip.kind !== 'ephemeral') return ip
  return { ...ip } as Now.ExternalIp
}

export function floatingIpCreateDown(body: Now.FloatingIpCreate): Old.FloatingIpCreate {
  const { addressAllocator, ...rest } = body
  if (!addressAllocator) return { ...rest, pool: null }
  // an explicit address: the old rack looks for it in the silo's default pool
  if (addressAllocator.type === 'explicit') return { ...rest, ip: addressAllocator.ip }
  return { ...rest, pool: poolDown(addressAllocator.poolSelector) }
}

const instanceResponse = { response: instanceUp }

export const instances: V14Table = {
  instanceList: { response: (page) => ({ ...page, items: page.items.map(instanceUp) }) },
  instanceView: instanceResponse,
  instanceStart: instanceResponse,
  instanceStop: instanceResponse,
  instanceReboot: instanceResponse,
  instanceCreate: {
    request: ({ query, body }) => ({ query, body: instanceCreateDown(body) }),
    response: instanceUp,
  },
  instanceUpdate: {
    request: ({ path, query, body }) => ({ path, query, body: instanceUpdateDown(body) }),
    response: instanceUp,
  },
  instanceDiskList: { response: diskPageUp },
  instanceDiskAttach: { response: diskUp },
  instanceDiskDetach: { response: diskUp },
  instanceNetworkInterfaceList: {
    response: (page) => ({ ...page, items: page.items.map(nicUp) }),
  },
  instanceNetworkInterfaceCreate: {
    request: ({ query, body }) => ({ query, body: nicCreateDown(body) }),
    response: nicUp,
  },
  instanceNetworkInterfaceView: { response: nicUp },
  instanceNetworkInterfaceUpdate: { response: nicUp },
  instanceExternalIpList: {
    response: (page) => ({ ...page, items: page.items.map(externalIpUp) }),
  },
  instanceEphemeralIpAttach: {
    request: ({ path, query, body }) => ({
      path,
      query,
      body: { pool: poolDown(body.poolSelector) },
    }),
    response: externalIpUp,
  },
  // an old rack's instance has at most one ephemeral IP: which version is moot
  instanceEphemeralIpDetach: {
    request: ({ path, query }) => ({ path, query: { project: query?.project } }),
  },
  floatingIpCreate: {
    request: ({ query, body }) => ({ query, body: floatingIpCreateDown(body) }),
  },
}
