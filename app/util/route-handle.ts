// What a route says about itself for the layout around it: its breadcrumb. The route table
// writes it, the breadcrumbs read it; a module of its own so neither imports the other.
import type { Params } from 'react-router-dom'

/**
 * Breadcrumb label for a route, from its params (spec section 2), or from what its loader
 * returned when the URL's id is not the name people know it by (a sled is named by its
 * serial). A page module may export its own `handle`, which its lazy route takes.
 */
export type RouteHandle = {
  crumb?: string | ((params: Params, loaderData: unknown) => string)
  /** where the crumb links; by default the route's own path */
  crumbTo?: string | ((params: Params) => string)
}
