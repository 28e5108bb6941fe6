// Instances, their interfaces, external and floating IPs in this version's terms.
//
// The first versioned API has CPU platforms (not Turin v2) and multicast groups (joined by
// name or ID only), but no jumbo frames; its network interfaces are IPv4 only, an instance
// has at most one ephemeral IP, and an IP pool is chosen by name only. As for v14, what it
// cannot express is refused rather than dropped.
import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type * as Old from '../../__generated_versions__/2025112000.0.0/Api'
import {
  diskAttachmentDown,
  externalIpCreateDown,
  floatingIpCreateDown,
  poolDown,
} from '../v14/instances'
import { Unexpressible } from '../unexpressible'
import { diskPageUp, diskUp } from './disks'
import type { InitialTable } from './table'

/** No jumbo frames yet: every instance has the standard MTU */
export const instanceUp = (i: Old.Instance): Now.Instance => ({ ...i, enableJumboFrames: false })

function cpuPlatformDown(p: Now.InstanceCpuPlatform | null | undefined) {
  if (p === 'amd_turin_v2') throw new Unexpressible('the CPU platform AMD Turin v2')
  return p
}
function noJumboFrames(on: boolean | undefined) {
  if (on) throw new Unexpressible('jumbo frames')
}

/** It joins a multicast group by name or ID, with no choice of version or sources */
function multicastDown(group: Now.MulticastGroupJoinSpec): Old.NameOrId {
  if (group.ipVersion || (group.sourceIps && group.sourceIps.length > 0))
    throw new Unexpressible('multicast sources or IP version')
  return group.group
}

export function nicCreateDown(
  nic: Now.InstanceNetworkInterfaceCreate,
): Old.InstanceNetworkInterfaceCreate {
  const { ipConfig, ...rest } = nic
  if (!ipConfig) return { ...rest, ip: null }
  if (ipConfig.type !== 'v4') throw new Unexpressible('an IPv6 network interface')
  const { ip, transitIps } = ipConfig.value
  return { ...rest, ip: ip.type === 'explicit' ? ip.value : null, transitIps }
}

export function nicsDown(
  nics: Now.InstanceNetworkInterfaceAttachment | undefined,
): Old.InstanceNetworkInterfaceAttachment | undefined {
  if (!nics) return undefined
  switch (nics.type) {
    case 'default_ipv4':
      return { type: 'default' } // its default interface is IPv4
    case 'default_ipv6':
    case 'default_dual_stack':
      throw new Unexpressible('an IPv6 default network interface')
    case 'none':
      return nics
    case 'create':
      return { type: 'create', params: nics.params.map(nicCreateDown) }
  }
}

/** Its interface's one address is IPv4 */
export function nicUp(nic: Old.InstanceNetworkInterface): Now.InstanceNetworkInterface {
  const { ip, transitIps, ...rest } = nic
  return { ...rest, ipStack: { type: 'v4', value: { ip, transitIps: transitIps ?? [] } } }
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
  noJumboFrames(enableJumboFrames)
  return {
    ...rest,
    cpuPlatform: cpuPlatformDown(cpuPlatform),
    multicastGroups: multicastGroups?.map(multicastDown),
    bootDisk: bootDisk ? diskAttachmentDown(bootDisk) : bootDisk,
    disks: disks?.map(diskAttachmentDown),
    externalIps: externalIps?.map(externalIpCreateDown),
    networkInterfaces: nicsDown(networkInterfaces),
  }
}

export function instanceUpdateDown(body: Now.InstanceUpdate): Old.InstanceUpdate {
  const { cpuPlatform, enableJumboFrames, multicastGroups, ...rest } = body
  noJumboFrames(enableJumboFrames)
  return {
    ...rest,
    cpuPlatform: cpuPlatformDown(cpuPlatform) ?? null,
    multicastGroups: multicastGroups && multicastGroups.map(multicastDown),
  }
}

const instanceResponse = { response: instanceUp }

export const instances: InitialTable = {
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
  instanceEphemeralIpAttach: {
    request: ({ path, query, body }) => ({
      path,
      query,
      body: { pool: poolDown(body.poolSelector) },
    }),
  },
  // its instance has at most one ephemeral IP: which version is moot
  instanceEphemeralIpDetach: {
    request: ({ path, query }) => ({ path, query: { project: query?.project } }),
  },
  floatingIpCreate: {
    request: ({ query, body }) => ({ query, body: floatingIpCreateDown(body) }),
  },
}
