// VPCs, their subnets, routers and routes in v14's terms.
import type { V14Table } from './table'

export const vpcs: V14Table = {
  vpcRouterRouteView: {
    // v14 needs the router named even when the route is given by ID; the console always
    // names it, so a call without one is the caller's bug, refused before it is sent
    request({ path, query }) {
      const router = query?.router
      if (router === undefined) throw new Error('v14 reads a route only within its router')
      return { path, query: { ...query, router } }
    },
  },
}
