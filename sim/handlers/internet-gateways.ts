import { nowIso as now } from '../clock'
import type { SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { ipv4Range, parseIpv4 } from '../network/ip'
import { lookup, poolForSilo, lookupInQuery } from '../access/lookup'
import { isInstanceNic } from '../network/nics'
import { paginate } from '../answers/pagination'
import { created } from '../answers/responses'
import type { InternetGatewayRecord, Store, VpcRecord } from '../store/types'
import { uuid } from '../util'

// Internet gateways of a VPC and the IP pools and addresses linked to them,
// as Nexus's internet_gateway.rs answers at the contract's commit. Routes name
// a gateway as a target (`internet_gateway`); nothing checks that it exists.

const poolsOf = (store: Store, gatewayId: string) =>
  store.list('internetGatewayIpPools').filter((p) => p.internet_gateway_id === gatewayId)
const addressesOf = (store: Store, gatewayId: string) =>
  store.list('internetGatewayIpAddresses').filter((a) => a.internet_gateway_id === gatewayId)

/** Routes, in any router, that send traffic to a gateway of this name */
const routesTo = (store: Store, gateway: InternetGatewayRecord) =>
  store
    .list('routerRoutes')
    .filter((r) => r.target.type === 'internet_gateway' && r.target.value === gateway.name)

/** The external addresses of instances with an interface in the VPC */
function externalIpsInVpc(store: Store, vpc: VpcRecord): string[] {
  const instances = new Set(
    store
      .list('networkInterfaces')
      .filter((n) => n.vpc_id === vpc.id && isInstanceNic(store, n))
      .map((n) => n.instance_id),
  )
  return [
    ...store.list('ephemeralIps').filter((e) => instances.has(e.instance_id)),
    ...store.list('floatingIps').filter((f) => f.instance_id && instances.has(f.instance_id)),
  ].map((ip) => ip.ip)
}

/** Whether `ip` lies in the first range of the pool (what Nexus looks at) */
function inFirstRange(store: Store, poolId: string, ip: string) {
  const first = store.list('ipPoolRanges').find((r) => r.ip_pool_id === poolId)
  const range = first && ipv4Range(first.range)
  const n = parseIpv4(ip)
  return !!range && n !== null && n >= range.first && n <= range.last
}

const DEPENDENT_ROUTES =
  'VPC routes dependent on this IP pool. To perform a cascading delete set the cascade option'

export const internetGateways = {
  internetGatewayList({ query }, { store, actor }) {
    const { record: vpc } = lookupInQuery(store, actor, 'vpc', query, 'list_children')
    return paginate(store.list('internetGateways'), query, { include: (g) => g.vpc_id === vpc.id })
  },

  internetGatewayCreate({ query, body }, { store, actor }) {
    const { record: vpc } = lookupInQuery(store, actor, 'vpc', query, 'create_child')
    if (store.list('internetGateways').some((g) => g.vpc_id === vpc.id && g.name === body.name)) {
      throw simError.alreadyExists('internet-gateway', body.name)
    }
    const time = now(store)
    return created(
      store.insert('internetGateways', {
        id: uuid(),
        name: body.name,
        description: body.description,
        vpc_id: vpc.id,
        time_created: time,
        time_modified: time,
      }),
    )
  },

  internetGatewayView({ path, query }, { store, actor }) {
    return lookup(store, actor, 'gateway', path.gateway, 'read', query).record
  },

  // With `cascade`, its pools and addresses go too, and every route to it
  internetGatewayDelete({ path, query }, { store, actor }) {
    const { record: gateway, vpc } = lookup(store, actor, 'gateway', path.gateway, 'modify', query)
    const pools = poolsOf(store, gateway.id)
    const addresses = addressesOf(store, gateway.id)
    if (!query.cascade) {
      const hint = 'To perform a cascading delete set the cascade option'
      if (pools.length > 0)
        throw simError.invalid(`Ip pools referencing this gateway exist. ${hint}`)
      if (addresses.length > 0) {
        throw simError.invalid(`Ip addresses referencing this gateway exist. ${hint}`)
      }
    }
    for (const p of pools) store.remove('internetGatewayIpPools', p.id)
    for (const a of addresses) store.remove('internetGatewayIpAddresses', a.id)
    const routers = new Set(
      store
        .list('vpcRouters')
        .filter((r) => r.vpc_id === vpc.id)
        .map((r) => r.id),
    )
    for (const route of routesTo(store, gateway)) {
      if (query.cascade && routers.has(route.vpc_router_id)) store.remove('routerRoutes', route.id)
    }
    store.remove('internetGateways', gateway.id)
    return 204
  },

  internetGatewayIpPoolList({ query }, { store, actor }) {
    const { record: gateway } = lookupInQuery(store, actor, 'gateway', query, 'list_children')
    return paginate(store.list('internetGatewayIpPools'), query, {
      include: (p) => p.internet_gateway_id === gateway.id,
    })
  },

  // The pool must be linked to the caller's silo
  internetGatewayIpPoolCreate({ query, body }, { store, actor }) {
    const { record: gateway, project } = lookupInQuery(
      store,
      actor,
      'gateway',
      query,
      'create_child',
    )
    const pool = poolForSilo(store, project.silo_id, body.ip_pool)
    const time = now(store)
    return created(
      store.insert('internetGatewayIpPools', {
        id: uuid(),
        name: body.name,
        description: body.description,
        internet_gateway_id: gateway.id,
        ip_pool_id: pool.id,
        time_created: time,
        time_modified: time,
      }),
    )
  },

  internetGatewayIpPoolDelete({ path, query }, { store, actor }) {
    const {
      record: pool,
      gateway,
      vpc,
    } = lookup(store, actor, 'gatewayIpPool', path.pool, 'modify', query)
    const inUse =
      routesTo(store, gateway).length > 0 &&
      externalIpsInVpc(store, vpc).some((ip) => inFirstRange(store, pool.ip_pool_id, ip))
    if (!query.cascade && inUse) throw simError.invalid(DEPENDENT_ROUTES)
    store.remove('internetGatewayIpPools', pool.id)
    return 204
  },

  internetGatewayIpAddressList({ query }, { store, actor }) {
    const { record: gateway } = lookupInQuery(store, actor, 'gateway', query, 'list_children')
    return paginate(store.list('internetGatewayIpAddresses'), query, {
      include: (a) => a.internet_gateway_id === gateway.id,
    })
  },

  // A gateway holds one address at a time (Nexus's unique index)
  internetGatewayIpAddressCreate({ query, body }, { store, actor }) {
    const { record: gateway } = lookupInQuery(store, actor, 'gateway', query, 'create_child')
    if (addressesOf(store, gateway.id).length > 0) {
      throw simError.alreadyExists('internet-gateway-ip-address', body.name)
    }
    const time = now(store)
    return created(
      store.insert('internetGatewayIpAddresses', {
        id: uuid(),
        name: body.name,
        description: body.description,
        internet_gateway_id: gateway.id,
        address: body.address,
        time_created: time,
        time_modified: time,
      }),
    )
  },

  internetGatewayIpAddressDelete({ path, query }, { store, actor }) {
    const found = lookup(store, actor, 'gatewayIpAddress', path.address, 'modify', query)
    const { record: address, gateway, vpc } = found
    const inUse =
      routesTo(store, gateway).length > 0 && externalIpsInVpc(store, vpc).includes(address.address)
    if (!query.cascade && inUse) throw simError.invalid(DEPENDENT_ROUTES)
    store.remove('internetGatewayIpAddresses', address.id)
    return 204
  },
} satisfies Partial<SimHandlers>
