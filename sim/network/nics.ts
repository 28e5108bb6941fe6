import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { subnetInVpc, vpcInProject } from '../access/lookup'
import { simError } from '../answers/errors'
import {
  firstFree,
  formatIpv4,
  formatIpv6,
  guestRange,
  ipNet,
  parseIpv4,
  parseIpv6,
  RESERVED_AT_START,
  randomGuestMac,
} from './ip'
import { extrasOf, type IpAssign, type NicExtras } from '../versions/extras'
import { MAX_NICS_PER_INSTANCE } from '../limits'
import type {
  InstanceRecord,
  NetworkInterfaceRecord,
  ProjectRecord,
  Store,
  VpcSubnetRecord,
} from '../store/types'
import { uuid } from '../util'

// Guest network interfaces, with the rules of Nexus's NIC insert query: all
// of an instance's interfaces are in one VPC and in distinct subnets, at most
// eight, names unique per instance, the first one is the primary, IPs come
// from the subnet's guest range (first five and last address reserved) and
// MACs from Oxide's guest range.

export const nicsOf = (store: Store, instanceId: string) =>
  store.list('networkInterfaces').filter((n) => n.instance_id === instanceId)

/**
 * Whether an interface is an instance's. A probe's interface shares the table (and
 * the subnet's addresses and the VPC's MACs), as in Nexus, but is no instance's.
 */
export const isInstanceNic = (store: Store, nic: NetworkInterfaceRecord) =>
  store.get('instances', nic.instance_id) !== undefined

/** The addresses the subnet's interfaces hold, whatever their kind */
const takenIps = (store: Store, subnetId: string) =>
  new Set(
    store
      .list('networkInterfaces')
      .filter((n) => n.subnet_id === subnetId)
      .flatMap((n) => (n.ipv6 ? [n.ip, n.ipv6] : [n.ip])),
  )

/**
 * An IPv6 address of the subnet's block for an interface (a versioned request's IPv6 or
 * dual-stack interface): the one named, if it is in the block past the reserved start and
 * free, or else the first free one after the reserved start
 */
function assignIpv6(store: Store, subnet: VpcSubnetRecord, assign: IpAssign): string {
  const block = ipNet(subnet.ipv6_block)
  if (!block || !block.v6) throw simError.invalid('No available IP addresses for interface')
  const taken = takenIps(store, subnet.id)
  const first = block.first + BigInt(RESERVED_AT_START)
  if (assign.type === 'explicit') {
    const n = parseIpv6(assign.value)
    const text = n === null ? assign.value : formatIpv6(n)
    if (n === null || n < first || n > block.last || taken.has(text)) {
      throw simError.invalid(`The IP address '${assign.value}' is not available`)
    }
    return text
  }
  for (let n = first; n <= block.last; n++) {
    const text = formatIpv6(n)
    if (!taken.has(text)) return text
  }
  throw simError.invalid('No available IP addresses for interface')
}

/** The subnet's first guest address no interface holds, or Nexus's 400 when there is none */
export function nextGuestIp(store: Store, subnet: VpcSubnetRecord): string {
  const range = guestRange(subnet.ipv4_block)
  const taken = takenIps(store, subnet.id)
  const ip = range && firstFree([range], (candidate) => taken.has(candidate))
  if (!ip) throw simError.invalid('No available IP addresses for interface')
  return ip
}

/** A guest MAC no interface of the VPC has */
export function freeGuestMac(store: Store, vpcId: string): string {
  const macs = new Set(
    store
      .list('networkInterfaces')
      .filter((n) => n.vpc_id === vpcId)
      .map((n) => n.mac),
  )
  return randomGuestMac((mac) => macs.has(mac))
}

/** What instance create makes for `network_interfaces: { type: 'default' }` */
export const DEFAULT_NIC = {
  name: 'net0',
  description: 'default primary interface for the instance',
  vpc_name: 'default',
  subnet_name: 'default',
} as const

export function createNic(
  store: Store,
  instance: InstanceRecord,
  project: ProjectRecord,
  params: Json<Api.InstanceNetworkInterfaceCreate>,
  now: string,
): NetworkInterfaceRecord {
  const vpc = vpcInProject(store, project, params.vpc_name)
  const subnet = subnetInVpc(store, vpc, params.subnet_name)
  const existing = nicsOf(store, instance.id)
  if (existing.some((n) => n.name === params.name)) {
    throw simError.alreadyExists('network-interface', params.name)
  }
  if (existing.some((n) => n.vpc_id !== vpc.id)) {
    throw simError.invalid(
      'Networking may not span multiple VPCs, but the requested instance is associated with another VPC',
    )
  }
  if (existing.some((n) => n.subnet_id === subnet.id)) {
    throw simError.invalid('Each interface for an instance must be in a distinct VPC Subnet')
  }
  if (existing.length >= MAX_NICS_PER_INSTANCE) {
    throw simError.invalid(
      `Instances may not have more than ${MAX_NICS_PER_INSTANCE} network interfaces`,
    )
  }

  // a versioned request's IP stack (sim/versions/extras.ts); v14's is IPv4 only
  const stack = extrasOf<NicExtras>(params)
  const range = guestRange(subnet.ipv4_block)
  let ip: string
  let ipv6: string | undefined
  if (stack?.stack === 'v6') {
    ip = assignIpv6(store, subnet, stack.v6 ?? { type: 'auto' })
  } else if (params.ip) {
    const n = parseIpv4(params.ip)
    const usable = n !== null && range !== null && range.first <= n && n <= range.last
    if (!usable || takenIps(store, subnet.id).has(params.ip)) {
      throw simError.invalid(`The IP address '${params.ip}' is not available`)
    }
    ip = formatIpv4(n)
  } else {
    ip = nextGuestIp(store, subnet)
  }
  if (stack?.stack === 'dual_stack') ipv6 = assignIpv6(store, subnet, stack.v6 ?? { type: 'auto' })

  return store.insert('networkInterfaces', {
    id: uuid(),
    name: params.name,
    description: params.description,
    instance_id: instance.id,
    vpc_id: vpc.id,
    subnet_id: subnet.id,
    ip,
    mac: freeGuestMac(store, vpc.id),
    primary: existing.length === 0,
    transit_ips: stack ? [...stack.transit_ips_v4, ...stack.transit_ips_v6] : [],
    time_created: now,
    time_modified: now,
    ...(ipv6 && { ipv6 }),
  })
}
