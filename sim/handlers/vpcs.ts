import { nowIso } from '../clock'
import { toNetworkInterface } from '../answers/views'
import type { SimHandlers } from '../context'
import { createVpc } from '../network/default-vpc'
import { simError } from '../answers/errors'
import { formatIpv6, ipNet, netsOverlap, parseIpv6 } from '../network/ip'
import { lookup, lookupInQuery } from '../access/lookup'
import type { Actor } from '../context'
import { isInstanceNic } from '../network/nics'
import { paginate } from '../answers/pagination'
import { created } from '../answers/responses'
import type { Store, VpcRecord, VpcSubnetRecord } from '../store/types'
import { isUuid, uuid } from '../util'
import { subnetRoute } from '../network/vpc-records'

// VPCs and their subnets, as Nexus's vpc.rs and vpc_subnet.rs answer at the
// contract's commit. A VPC comes with what its create saga makes
// (../vpc-records.ts); a subnet comes with its route in the system router.
//
// Renaming onto a name already taken answers 400 `already exists`, as a
// create does; Nexus's update queries let that reach the database and answer
// 500 (docs/sim-differences.md).

/** The smallest and largest IPv4 subnet prefix Nexus allows (its default tunable) */
const MIN_SUBNET_PREFIX = 8
const MAX_SUBNET_PREFIX = 26

const stamp = (store: Store) => ({ now: nowIso(store), newId: uuid })

/** `addr/width` with the address as Rust prints it */
const canonicalIpv6Net = (cidr: string) => {
  const [addr, width] = cidr.split('/')
  return `${formatIpv6(parseIpv6(addr)!)}/${width}`
}

/** Nexus's `is_vpc_prefix`: a /48 whose first byte is `fd` */
function isVpcPrefix(cidr: string) {
  const net = ipNet(cidr)
  return !!net && net.v6 && net.width === 48 && net.first >> 120n === 0xfdn
}

/** Nexus's `is_vpc_subnet`: a /64 of the VPC's /48 (so also starting `fd`) */
function isVpcSubnet(cidr: string, vpcPrefix: string) {
  const net = ipNet(cidr)
  const vpc = ipNet(vpcPrefix)
  return (
    !!net &&
    !!vpc &&
    net.v6 &&
    net.width === 64 &&
    net.first >> 120n === 0xfdn &&
    net.first >= vpc.first &&
    net.last <= vpc.last
  )
}

/** 10/8, 172.16/12 or 192.168/16, as Rust's `Ipv4Addr::is_private` */
function isPrivateIpv4Net(cidr: string) {
  const net = ipNet(cidr)
  if (!net || net.v6) return false
  const a = Number(net.first >> 24n)
  const b = Number((net.first >> 16n) & 255n)
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)
}

/** A random /64 of the VPC's /48 */
function randomSubnetOf(vpcPrefix: string) {
  const vpc = ipNet(vpcPrefix)!
  const [group] = crypto.getRandomValues(new Uint16Array(1))
  return `${formatIpv6(vpc.first | (BigInt(group) << 64n))}/64`
}

const subnetsOf = (store: Store, vpcId: string) =>
  store.list('vpcSubnets').filter((s) => s.vpc_id === vpcId)

function assertVpcNameFree(store: Store, projectId: string, name: string) {
  if (store.list('vpcs').some((v) => v.project_id === projectId && v.name === name)) {
    throw simError.alreadyExists('vpc', name)
  }
}

function assertSubnetNameFree(store: Store, vpcId: string, name: string) {
  if (subnetsOf(store, vpcId).some((s) => s.name === name)) {
    throw simError.alreadyExists('vpc-subnet', name)
  }
}

/**
 * The custom router a subnet is to use: named in the subnet's VPC, or by id
 * (then it must be of that VPC). A system router cannot be attached.
 */
function routerForAttach(store: Store, actor: Actor, key: string, vpc: VpcRecord) {
  const { record: router } = isUuid(key)
    ? lookup(store, actor, 'router', key, 'read')
    : lookup(store, actor, 'router', key, 'read', { vpc: vpc.id })
  if (router.vpc_id !== vpc.id) {
    throw simError.invalid(
      'a router can only be attached to a subnet when both belong to the same VPC',
    )
  }
  if (router.kind === 'system') {
    throw simError.invalid('cannot attach a system router to a VPC subnet')
  }
  return router
}

/** The system router's route to a subnet */
const routeOfSubnet = (store: Store, vpc: VpcRecord, subnet: VpcSubnetRecord) =>
  store
    .list('routerRoutes')
    .find(
      (r) =>
        r.vpc_router_id === vpc.system_router_id &&
        r.kind === 'vpc_subnet' &&
        r.destination.type === 'subnet' &&
        r.destination.value === subnet.name,
    )

export const vpcs = {
  vpcList({ query }, { store, actor }) {
    const project = lookupInQuery(store, actor, 'project', query, 'list_children').record
    return paginate(store.list('vpcs'), query, { include: (v) => v.project_id === project.id })
  },

  vpcCreate({ query, body }, { store, actor }) {
    const project = lookupInQuery(store, actor, 'project', query, 'create_child').record
    if (body.ipv6_prefix != null && !isVpcPrefix(body.ipv6_prefix)) {
      throw simError.invalid(
        'VPC IPv6 address prefixes must be in the Unique Local Address range `fd00::/48` (RFD 4193)',
      )
    }
    assertVpcNameFree(store, project.id, body.name)
    const fields = {
      name: body.name,
      description: body.description,
      dns_name: body.dns_name,
      ipv6_prefix: body.ipv6_prefix && canonicalIpv6Net(body.ipv6_prefix),
    }
    return created(createVpc(store, project, fields, stamp(store).now))
  },

  vpcView({ path, query }, { store, actor }) {
    return lookup(store, actor, 'vpc', path.vpc, 'read', query).record
  },

  vpcUpdate({ path, query, body }, { store, actor }) {
    const { record: vpc } = lookup(store, actor, 'vpc', path.vpc, 'modify', query)
    if (body.name && body.name !== vpc.name) assertVpcNameFree(store, vpc.project_id, body.name)
    return store.update('vpcs', {
      ...vpc,
      name: body.name ?? vpc.name,
      description: body.description ?? vpc.description,
      dns_name: body.dns_name ?? vpc.dns_name,
      time_modified: stamp(store).now,
    })
  },

  vpcDelete({ path, query }, { store, actor }) {
    const { record: vpc } = lookup(store, actor, 'vpc', path.vpc, 'modify', query)
    if (subnetsOf(store, vpc.id).length > 0) {
      throw simError.invalid('VPC cannot be deleted while VPC Subnets exist')
    }
    // Nexus deletes the system router (with its routes) and the firewall rules,
    // and leaves custom routers and gateways behind where nothing reaches them;
    // here they go too
    for (const router of store.list('vpcRouters').filter((r) => r.vpc_id === vpc.id)) {
      for (const route of store.list('routerRoutes').filter((r) => r.vpc_router_id === router.id)) {
        store.remove('routerRoutes', route.id)
      }
      store.remove('vpcRouters', router.id)
    }
    for (const gateway of store.list('internetGateways').filter((g) => g.vpc_id === vpc.id)) {
      for (const p of store.list('internetGatewayIpPools')) {
        if (p.internet_gateway_id === gateway.id) store.remove('internetGatewayIpPools', p.id)
      }
      for (const a of store.list('internetGatewayIpAddresses')) {
        if (a.internet_gateway_id === gateway.id) store.remove('internetGatewayIpAddresses', a.id)
      }
      store.remove('internetGateways', gateway.id)
    }
    for (const rule of store.list('firewallRules').filter((r) => r.vpc_id === vpc.id)) {
      store.remove('firewallRules', rule.id)
    }
    store.remove('vpcs', vpc.id)
    return 204
  },

  vpcSubnetList({ query }, { store, actor }) {
    const { record: vpc } = lookupInQuery(store, actor, 'vpc', query, 'list_children')
    return paginate(store.list('vpcSubnets'), query, { include: (s) => s.vpc_id === vpc.id })
  },

  vpcSubnetCreate({ query, body }, { store, actor }) {
    const { record: vpc } = lookupInQuery(store, actor, 'vpc', query, 'create_child')
    const router = body.custom_router
      ? routerForAttach(store, actor, body.custom_router, vpc)
      : null
    if (!isPrivateIpv4Net(body.ipv4_block)) {
      throw simError.invalid('VPC Subnet IPv4 address ranges must be from a private range')
    }
    const width = ipNet(body.ipv4_block)!.width
    if (width < MIN_SUBNET_PREFIX || width > MAX_SUBNET_PREFIX) {
      throw simError.invalid(
        `VPC Subnet IPv4 address ranges must have prefix length between ${MIN_SUBNET_PREFIX} and ${MAX_SUBNET_PREFIX}, inclusive`,
      )
    }
    if (body.ipv6_block != null && !isVpcSubnet(body.ipv6_block, vpc.ipv6_prefix)) {
      throw simError.invalid(
        `VPC Subnet IPv6 address range '${canonicalIpv6Net(body.ipv6_block)}' is not valid for VPC with IPv6 prefix '${vpc.ipv6_prefix}'`,
      )
    }
    const siblings = subnetsOf(store, vpc.id)
    if (siblings.some((s) => netsOverlap(s.ipv4_block, body.ipv4_block))) {
      throw simError.invalid(
        `IP address range '${body.ipv4_block}' conflicts with an existing subnet`,
      )
    }
    // a block given must be free; a random one is tried three times, as Nexus does
    const candidates = body.ipv6_block
      ? [canonicalIpv6Net(body.ipv6_block)]
      : [0, 1, 2].map(() => randomSubnetOf(vpc.ipv6_prefix))
    const ipv6 = candidates.find((c) => !siblings.some((s) => netsOverlap(s.ipv6_block, c)))
    if (!ipv6) {
      if (body.ipv6_block) {
        throw simError.invalid(
          `IP address range '${candidates[0]}' conflicts with an existing subnet`,
        )
      }
      throw simError.internal()
    }
    assertSubnetNameFree(store, vpc.id, body.name)
    const s = stamp(store)
    const subnet = store.insert('vpcSubnets', {
      id: uuid(),
      name: body.name,
      description: body.description,
      vpc_id: vpc.id,
      ipv4_block: body.ipv4_block,
      ipv6_block: ipv6,
      custom_router_id: router?.id ?? null,
      time_created: s.now,
      time_modified: s.now,
    })
    store.insert('routerRoutes', subnetRoute(subnet, vpc.system_router_id, s))
    return created(subnet)
  },

  vpcSubnetView({ path, query }, { store, actor }) {
    return lookup(store, actor, 'subnet', path.subnet, 'read', query).record
  },

  // As in Nexus, `custom_router` replaces what the subnet had: leaving it out detaches
  vpcSubnetUpdate({ path, query, body }, { store, actor }) {
    const { record: subnet, vpc } = lookup(store, actor, 'subnet', path.subnet, 'modify', query)
    const router = body.custom_router
      ? routerForAttach(store, actor, body.custom_router, vpc)
      : null
    if (body.name && body.name !== subnet.name) assertSubnetNameFree(store, vpc.id, body.name)
    const s = stamp(store)
    const updated = store.update('vpcSubnets', {
      ...subnet,
      name: body.name ?? subnet.name,
      description: body.description ?? subnet.description,
      custom_router_id: router?.id ?? null,
      time_modified: s.now,
    })
    const route = routeOfSubnet(store, vpc, subnet)
    if (route && updated.name !== subnet.name) {
      const renamed = subnetRoute(updated, vpc.system_router_id, { ...s, newId: () => route.id })
      store.update('routerRoutes', { ...renamed, time_created: route.time_created })
    }
    return updated
  },

  vpcSubnetDelete({ path, query }, { store, actor }) {
    const { record: subnet, vpc } = lookup(store, actor, 'subnet', path.subnet, 'modify', query)
    if (store.list('networkInterfaces').some((n) => n.subnet_id === subnet.id)) {
      throw simError.invalid(
        'VPC Subnet cannot be deleted while network interfaces in the subnet exist',
      )
    }
    const route = routeOfSubnet(store, vpc, subnet)
    if (route) store.remove('routerRoutes', route.id)
    store.remove('vpcSubnets', subnet.id)
    return 204
  },

  vpcSubnetListNetworkInterfaces({ path, query }, { store, actor }) {
    const { record: subnet } = lookup(store, actor, 'subnet', path.subnet, 'list_children', query)
    // Nexus lists instances' interfaces only, not probes'
    const page = paginate(store.list('networkInterfaces'), query, {
      include: (n) => n.subnet_id === subnet.id && isInstanceNic(store, n),
    })
    return { items: page.items.map(toNetworkInterface), next_page: page.next_page }
  },
} satisfies Partial<SimHandlers>
