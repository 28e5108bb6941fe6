import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import type {
  FirewallRuleRecord,
  InternetGatewayIpPoolRecord,
  InternetGatewayRecord,
  RouterRouteRecord,
  Store,
  VpcRecord,
  VpcRouterRecord,
  VpcSubnetRecord,
} from '../store/types'

// What Nexus's VPC create saga makes besides the VPC (nexus/src/app/sagas/
// vpc_create.rs at the contract's commit): the system router with a default
// route per IP version to the `default` internet gateway, the `default`
// subnet (172.30.0.0/22 and the first /64 of the VPC's prefix) with its
// system route, the three default firewall rules, and the `default` gateway
// linked to the silo's default IP pool. The seed builds the demo project's VPC
// with the same functions.

export const DEFAULT_SUBNET_NAME = 'default'
export const DEFAULT_SUBNET_IPV4_BLOCK = '172.30.0.0/22'
export const DEFAULT_GATEWAY_NAME = 'default'

type Stamp = { now: string; newId: () => string }

/** The first /64 of a VPC's /48 (`fd12:3456:789a::/48` → `fd12:3456:789a::/64`) */
export const firstSubnetOf = (vpcPrefix: string) => vpcPrefix.replace(/\/48$/, '/64')

export function systemRouter(vpc: VpcRecord, { now }: Stamp): VpcRouterRecord {
  return {
    id: vpc.system_router_id,
    name: 'system',
    description: 'Routes are automatically added to this router as VPC subnets are created',
    kind: 'system',
    vpc_id: vpc.id,
    time_created: now,
    time_modified: now,
  }
}

/** `default-v4` and `default-v6`: all traffic to the `default` internet gateway */
export function defaultRoutes(vpc: VpcRecord, { now, newId }: Stamp): RouterRouteRecord[] {
  return (
    [
      ['default-v4', '0.0.0.0/0'],
      ['default-v6', '::/0'],
    ] as const
  ).map(([name, net]) => ({
    id: newId(),
    name,
    description: 'The default route of a vpc',
    kind: 'default',
    vpc_router_id: vpc.system_router_id,
    destination: { type: 'ip_net', value: net },
    target: { type: 'internet_gateway', value: DEFAULT_GATEWAY_NAME },
    time_created: now,
    time_modified: now,
  }))
}

/**
 * The system router's route to a subnet, named after it, unless that name is
 * one of the default routes' (then `conflict-<name>-<route id>`)
 */
export function subnetRoute(
  subnet: Pick<VpcSubnetRecord, 'name'>,
  systemRouterId: string,
  { now, newId }: Stamp,
): RouterRouteRecord {
  const id = newId()
  const taken = subnet.name === 'default-v4' || subnet.name === 'default-v6'
  return {
    id,
    name: taken ? `conflict-${subnet.name}-${id}` : subnet.name,
    description: 'System-managed VPC Subnet route.',
    kind: 'vpc_subnet',
    vpc_router_id: systemRouterId,
    destination: { type: 'subnet', value: subnet.name },
    target: { type: 'subnet', value: subnet.name },
    time_created: now,
    time_modified: now,
  }
}

export function defaultSubnet(vpc: VpcRecord, id: string, { now }: Stamp): VpcSubnetRecord {
  return {
    id,
    name: DEFAULT_SUBNET_NAME,
    description: `The default subnet for ${vpc.name}`,
    vpc_id: vpc.id,
    ipv4_block: DEFAULT_SUBNET_IPV4_BLOCK,
    ipv6_block: firstSubnetOf(vpc.ipv6_prefix),
    custom_router_id: null,
    time_created: now,
    time_modified: now,
  }
}

/** A firewall rule as stored and shown: filters Nexus leaves out are null */
export function firewallRule(
  vpcId: string,
  rule: Json<Api.VpcFirewallRuleUpdate> & Pick<FirewallRuleRecord, 'protocol_detail'>,
  { now, newId }: Stamp,
): FirewallRuleRecord {
  return {
    // a versioned request's own protocol filter (sim/versions/translations/firewall.ts)
    ...(rule.protocol_detail !== undefined && { protocol_detail: rule.protocol_detail }),
    id: newId(),
    name: rule.name,
    description: rule.description,
    status: rule.status,
    direction: rule.direction,
    targets: rule.targets,
    filters: {
      hosts: rule.filters.hosts ?? null,
      ports: rule.filters.ports ?? null,
      protocols: rule.filters.protocols ?? null,
    },
    action: rule.action,
    priority: rule.priority,
    vpc_id: vpcId,
    time_created: now,
    time_modified: now,
  }
}

/** Nexus's three default rules, aimed at the VPC by its name */
export function defaultFirewallRules(vpc: VpcRecord, stamp: Stamp): FirewallRuleRecord[] {
  const self = [{ type: 'vpc' as const, value: vpc.name }]
  const rule = (
    name: string,
    description: string,
    filters: Json<Api.VpcFirewallRuleFilter>,
  ): Json<Api.VpcFirewallRuleUpdate> => ({
    name,
    description,
    status: 'enabled',
    direction: 'inbound',
    targets: self,
    filters,
    action: 'allow',
    priority: 65534,
  })
  return [
    rule(
      'allow-internal-inbound',
      'allow inbound traffic to all instances within the VPC if originated within the VPC',
      { hosts: self },
    ),
    rule('allow-ssh', 'allow inbound TCP connections on port 22 from anywhere', {
      ports: ['22'],
      protocols: ['TCP'],
    }),
    rule('allow-icmp', 'allow inbound ICMP traffic from anywhere', { protocols: ['ICMP'] }),
  ].map((r) => firewallRule(vpc.id, r, stamp))
}

export function defaultGateway(
  vpc: VpcRecord,
  /** the silo's default IP pool, if it has one */
  poolId: string | undefined,
  { now, newId }: Stamp,
): { gateway: InternetGatewayRecord; pools: InternetGatewayIpPoolRecord[] } {
  const gateway: InternetGatewayRecord = {
    id: newId(),
    name: DEFAULT_GATEWAY_NAME,
    description: 'Automatically created default VPC gateway',
    vpc_id: vpc.id,
    time_created: now,
    time_modified: now,
  }
  const pools: InternetGatewayIpPoolRecord[] = poolId
    ? [
        {
          id: newId(),
          name: 'default',
          description: 'Automatically attached default IP pool',
          internet_gateway_id: gateway.id,
          ip_pool_id: poolId,
          time_created: now,
          time_modified: now,
        },
      ]
    : []
  return { gateway, pools }
}

/** Everything a VPC create makes, the VPC record given */
export function vpcParts(
  vpc: VpcRecord,
  subnetId: string,
  poolId: string | undefined,
  stamp: Stamp,
) {
  const subnet = defaultSubnet(vpc, subnetId, stamp)
  const { gateway, pools } = defaultGateway(vpc, poolId, stamp)
  return {
    router: systemRouter(vpc, stamp),
    routes: [...defaultRoutes(vpc, stamp), subnetRoute(subnet, vpc.system_router_id, stamp)],
    subnet,
    rules: defaultFirewallRules(vpc, stamp),
    gateway,
    gatewayPools: pools,
  }
}

/** Stores a VPC and what its create makes */
export function insertVpc(
  store: Store,
  vpc: VpcRecord,
  subnetId: string,
  poolId: string | undefined,
  stamp: Stamp,
): VpcRecord {
  const parts = vpcParts(vpc, subnetId, poolId, stamp)
  const stored = store.insert('vpcs', vpc)
  store.insert('vpcRouters', parts.router)
  for (const route of parts.routes) store.insert('routerRoutes', route)
  store.insert('vpcSubnets', parts.subnet)
  for (const rule of parts.rules) store.insert('firewallRules', rule)
  store.insert('internetGateways', parts.gateway)
  for (const pool of parts.gatewayPools) store.insert('internetGatewayIpPools', pool)
  return stored
}
