// Reads of VPC networking: VPCs, their subnets, routers and routes, internet gateways
// (with the IP pools and addresses linked to them) and firewall rules.
import { api, apiQuery, listQuery, PICKER_PAGE_SIZE } from '../client'
import { newestApiFeature } from './instances'

type Project = { project: string }
type Vpc = Project & { vpc: string }
type Router = Vpc & { router: string }
type Gateway = Vpc & { gateway: string }

export const vpcList = (project: string) => listQuery(api.vpcList, { query: { project } })

/** Every VPC of the project, for a select (a network interface's VPC). */
export const vpcPicker = (project: string) => vpcList(project).page(undefined, PICKER_PAGE_SIZE)

/** Every subnet of a VPC, for a select. */
export const subnetPicker = (project: string, vpc: string) =>
  vpcSubnetList({ project, vpc }).page(undefined, PICKER_PAGE_SIZE)

/** By id (a network interface names its VPC and subnet by id only). */
export const vpcById = (id: string) => apiQuery(api.vpcView, { path: { vpc: id } })

export const subnetById = (id: string) => apiQuery(api.vpcSubnetView, { path: { subnet: id } })

export const vpcView = ({ project, vpc }: Vpc) =>
  apiQuery(api.vpcView, { path: { vpc }, query: { project } })

export const vpcSubnetList = ({ project, vpc }: Vpc) =>
  listQuery(api.vpcSubnetList, { query: { project, vpc } })

export const vpcSubnetView = ({ project, vpc, subnet }: Vpc & { subnet: string }) =>
  apiQuery(api.vpcSubnetView, { path: { subnet }, query: { project, vpc } })

export const vpcRouterList = ({ project, vpc }: Vpc) =>
  listQuery(api.vpcRouterList, { query: { project, vpc } })

/** Every router of a VPC, for a select and for naming a subnet's router */
export const vpcRouterPicker = (vpc: Vpc) => vpcRouterList(vpc).page(undefined, PICKER_PAGE_SIZE)

export const vpcRouterView = ({ project, vpc, router }: Router) =>
  apiQuery(api.vpcRouterView, { path: { router }, query: { project, vpc } })

export const routerRouteList = ({ project, vpc, router }: Router) =>
  listQuery(api.vpcRouterRouteList, { query: { project, vpc, router } })

export const routerRouteView = ({ project, vpc, router, route }: Router & { route: string }) =>
  apiQuery(api.vpcRouterRouteView, { path: { route }, query: { project, vpc, router } })

export const internetGatewayList = ({ project, vpc }: Vpc) =>
  listQuery(api.internetGatewayList, { query: { project, vpc } })

export const internetGatewayView = ({ project, vpc, gateway }: Gateway) =>
  apiQuery(api.internetGatewayView, { path: { gateway }, query: { project, vpc } })

export const gatewayIpPoolList = ({ project, vpc, gateway }: Gateway) =>
  listQuery(api.internetGatewayIpPoolList, { query: { project, vpc, gateway } })

export const gatewayIpAddressList = ({ project, vpc, gateway }: Gateway) =>
  listQuery(api.internetGatewayIpAddressList, { query: { project, vpc, gateway } })

/** The whole rule set of a VPC (not paginated: Nexus answers every rule at once) */
export const firewallRules = ({ project, vpc }: Vpc) =>
  apiQuery(api.vpcFirewallRulesView, { query: { project, vpc } })

/** A VPC's rules by the VPC's id alone (an instance's interface names its VPC by id) */
export const firewallRulesByVpcId = (vpc: string) =>
  apiQuery(api.vpcFirewallRulesView, { query: { vpc } })

/** Firewall rules that match ICMPv6: only the newest API has them */
export const firewallIcmpv6 = newestApiFeature('ICMPv6 firewall filters')
