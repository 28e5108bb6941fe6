import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { nowIso as now } from '../clock'
import type { SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { ipNet, parseIpv4 } from '../network/ip'
import { lookup, lookupInQuery } from '../access/lookup'
import { paginate } from '../answers/pagination'
import { created } from '../answers/responses'
import type { RouterRouteRecord, Store } from '../store/types'
import { uuid } from '../util'

// VPC routers and their routes, as Nexus's vpc_router.rs answers at the
// contract's commit. Every VPC has one system router (made with it, never
// deleted on its own) holding the default routes and one route per subnet;
// users add custom routers, whose routes they write. Names in targets and
// destinations are not checked: Nexus resolves them when it computes routes.

type Destination = Json<Api.RouteDestination>
type Target = Json<Api.RouteTarget>
/** How Nexus names a route kind in its messages */
type KindWord = 'Custom' | 'Default'

/** 4 or 6 for an address or a network, null for a name */
function ipVersion(x: Destination | Target): 4 | 6 | null {
  if (x.type === 'ip') return parseIpv4(x.value) === null ? 6 : 4
  if (x.type === 'ip_net') return ipNet(x.value)?.v6 ? 6 : 4
  return null
}

/** Nexus's `validate_user_route_targets`, in its order and words */
function validateRoute(destination: Destination, target: Target, kind: KindWord) {
  const destVersion =
    destination.type === 'ip' || destination.type === 'ip_net' ? ipVersion(destination) : null
  if (destVersion !== null && target.type === 'ip' && ipVersion(target) !== destVersion) {
    throw simError.invalid(
      'cannot mix explicit IPv4 and IPv6 addresses between destination and target',
    )
  }
  if (destination.type === 'vpc' || target.type === 'vpc') {
    throw simError.invalid(`users cannot specify VPCs as a destination or target in ${kind} routes`)
  }
  if (target.type === 'subnet') {
    throw simError.invalid(`subnets cannot be used as a target in ${kind} routers`)
  }
}

const routesOf = (store: Store, routerId: string) =>
  store.list('routerRoutes').filter((r) => r.vpc_router_id === routerId)

function assertRouterNameFree(store: Store, vpcId: string, name: string) {
  if (store.list('vpcRouters').some((r) => r.vpc_id === vpcId && r.name === name)) {
    throw simError.alreadyExists('vpc-router', name)
  }
}

function assertRouteNameFree(store: Store, routerId: string, name: string) {
  if (routesOf(store, routerId).some((r) => r.name === name)) {
    throw simError.alreadyExists('router-route', name)
  }
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** What a PUT may change of a route, by kind */
function updatedRoute(
  store: Store,
  route: RouterRouteRecord,
  body: Json<Api.RouterRouteUpdate>,
): RouterRouteRecord {
  switch (route.kind) {
    case 'default': {
      // only the target of a default route moves
      const metadata = body.name != null || body.description != null
      if (metadata || !sameJson(body.destination, route.destination)) {
        throw simError.invalid('the destination and metadata of a Default route cannot be changed')
      }
      validateRoute(route.destination, body.target, 'Default')
      return { ...route, target: body.target, time_modified: now(store) }
    }
    case 'custom': {
      validateRoute(body.destination, body.target, 'Custom')
      if (body.name && body.name !== route.name) {
        assertRouteNameFree(store, route.vpc_router_id, body.name)
      }
      return {
        ...route,
        name: body.name ?? route.name,
        description: body.description ?? route.description,
        destination: body.destination,
        target: body.target,
        time_modified: now(store),
      }
    }
    default: {
      const word = route.kind === 'vpc_subnet' ? 'VpcSubnet' : 'VpcPeering'
      throw simError.invalid(`routes of type ${word} within the system router are not modifiable`)
    }
  }
}

export const vpcRouters = {
  vpcRouterList({ query }, { store, actor }) {
    const { record: vpc } = lookupInQuery(store, actor, 'vpc', query, 'list_children')
    return paginate(store.list('vpcRouters'), query, { include: (r) => r.vpc_id === vpc.id })
  },

  vpcRouterCreate({ query, body }, { store, actor }) {
    const { record: vpc } = lookupInQuery(store, actor, 'vpc', query, 'create_child')
    assertRouterNameFree(store, vpc.id, body.name)
    const time = now(store)
    return created(
      store.insert('vpcRouters', {
        id: uuid(),
        name: body.name,
        description: body.description,
        kind: 'custom',
        vpc_id: vpc.id,
        time_created: time,
        time_modified: time,
      }),
    )
  },

  vpcRouterView({ path, query }, { store, actor }) {
    return lookup(store, actor, 'router', path.router, 'read', query).record
  },

  vpcRouterUpdate({ path, query, body }, { store, actor }) {
    const { record: router } = lookup(store, actor, 'router', path.router, 'modify', query)
    if (body.name && body.name !== router.name)
      assertRouterNameFree(store, router.vpc_id, body.name)
    return store.update('vpcRouters', {
      ...router,
      name: body.name ?? router.name,
      description: body.description ?? router.description,
      time_modified: now(store),
    })
  },

  // A custom router goes even while subnets use it: they lose it
  vpcRouterDelete({ path, query }, { store, actor }) {
    const { record: router } = lookup(store, actor, 'router', path.router, 'modify', query)
    if (router.kind === 'system') throw simError.invalid('cannot delete system router')
    for (const route of routesOf(store, router.id)) store.remove('routerRoutes', route.id)
    for (const subnet of store.list('vpcSubnets')) {
      if (subnet.custom_router_id === router.id) {
        store.update('vpcSubnets', { ...subnet, custom_router_id: null, time_modified: now(store) })
      }
    }
    store.remove('vpcRouters', router.id)
    return 204
  },

  vpcRouterRouteList({ query }, { store, actor }) {
    const { record: router } = lookupInQuery(store, actor, 'router', query, 'list_children')
    return paginate(store.list('routerRoutes'), query, {
      include: (r) => r.vpc_router_id === router.id,
    })
  },

  vpcRouterRouteCreate({ query, body }, { store, actor }) {
    const { record: router } = lookupInQuery(store, actor, 'router', query, 'create_child')
    if (router.kind === 'system') {
      throw simError.invalid('user-provided routes cannot be added to a system router')
    }
    validateRoute(body.destination, body.target, 'Custom')
    assertRouteNameFree(store, router.id, body.name)
    const time = now(store)
    return created(
      store.insert('routerRoutes', {
        id: uuid(),
        name: body.name,
        description: body.description,
        kind: 'custom',
        vpc_router_id: router.id,
        destination: body.destination,
        target: body.target,
        time_created: time,
        time_modified: time,
      }),
    )
  },

  vpcRouterRouteView({ path, query }, { store, actor }) {
    return lookup(store, actor, 'route', path.route, 'read', query).record
  },

  vpcRouterRouteUpdate({ path, query, body }, { store, actor }) {
    const { record: route } = lookup(store, actor, 'route', path.route, 'modify', query)
    return store.update('routerRoutes', updatedRoute(store, route, body))
  },

  vpcRouterRouteDelete({ path, query }, { store, actor }) {
    const { record: route } = lookup(store, actor, 'route', path.route, 'modify', query)
    if (route.kind !== 'custom') throw simError.invalid('DELETE not allowed on system routes')
    store.remove('routerRoutes', route.id)
    return 204
  },
} satisfies Partial<SimHandlers>
