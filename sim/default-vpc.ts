import type { ProjectRecord, Store, VpcRecord } from './store/types'
import { uuid } from './util'

// The VPC Nexus gives every new project (its project-create saga): `default`,
// with a random unique-local IPv6 /48, a system router, and a subnet
// `default` holding 172.30.0.0/22 and a random /64 of the VPC's prefix. The
// system router and the default firewall rules have no tables yet.

/** One IPv6 group as Nexus prints it: lower-case hex, no leading zeros */
const group = (n: number) => n.toString(16)

/** Random `fdxx:xxxx:xxxx::/48` (RFC 4193: `fd` plus a 40-bit global id) */
export function randomUlaPrefix(): { groups: string[]; cidr: string } {
  const [a, b, c, d, e] = crypto.getRandomValues(new Uint8Array(5))
  const groups = [group(0xfd00 | a), group((b << 8) | c), group((d << 8) | e)]
  return { groups, cidr: `${groups.join(':')}::/48` }
}

export const DEFAULT_VPC_NAME = 'default'
export const DEFAULT_SUBNET_IPV4_BLOCK = '172.30.0.0/22'

export function createDefaultVpc(store: Store, project: ProjectRecord, now: string): VpcRecord {
  const prefix = randomUlaPrefix()
  const vpc = store.insert('vpcs', {
    id: uuid(),
    name: DEFAULT_VPC_NAME,
    description: 'Default VPC',
    dns_name: DEFAULT_VPC_NAME,
    project_id: project.id,
    ipv6_prefix: prefix.cidr,
    system_router_id: uuid(),
    time_created: now,
    time_modified: now,
  })
  const [subnetGroup] = crypto.getRandomValues(new Uint16Array(1))
  store.insert('vpcSubnets', {
    id: uuid(),
    name: DEFAULT_VPC_NAME,
    description: `The default subnet for ${DEFAULT_VPC_NAME}`,
    vpc_id: vpc.id,
    ipv4_block: DEFAULT_SUBNET_IPV4_BLOCK,
    ipv6_block: `${[...prefix.groups, group(subnetGroup)].join(':')}::/64`,
    custom_router_id: null,
    time_created: now,
    time_modified: now,
  })
  return vpc
}
