import { vpcParts } from '../network/vpc-records'
import { ipPoolIds } from './ip-pools'
import { vpcs } from './vpcs'

// What the VPC create saga made with demo-project's `default` VPC: its system
// router and routes, default subnet, firewall rules and internet gateway.

export const vpcSubnetIds = { demoDefault: '503658bb-8fa2-4ba8-b338-d51a08ca6994' } as const

// fixed ids, handed out in the order the builders ask for them
const ids = [
  '94437c82-13dc-40ea-be21-16cab11a08e4',
  '3da029e2-f5e0-4656-8147-774a9839168d',
  '757cc1b9-a74b-476b-b463-febc24afbc69',
  '921a7c2d-b6d3-411a-acbe-3c0a3a3a26ef',
  '7e1ac098-bc19-4cf6-b648-c90f9dd931e9',
  'a593f030-50b4-49fd-bdea-dab7ddf2b0c6',
  'fd42265a-6526-4b58-a4be-764e72cf4da2',
  '548b237f-6357-4a6c-b749-03da7ee0adb9',
]

const demo = vpcParts(vpcs[0], vpcSubnetIds.demoDefault, ipPoolIds.default, {
  now: vpcs[0].time_created,
  newId: () => ids.shift()!,
})

export const vpcSubnets = [demo.subnet]
export const vpcRouters = [demo.router]
export const routerRoutes = demo.routes
export const firewallRules = demo.rules
export const internetGateways = [demo.gateway]
export const internetGatewayIpPools = demo.gatewayPools
