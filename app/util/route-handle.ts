// What a route says about itself for the layout around it: its breadcrumb. The route table
// writes it, the breadcrumbs read it; a module of its own so neither imports the other.
import type { Params } from 'react-router'

/** Breadcrumb label for a route, from its params (spec section 2). */
export type RouteHandle = {
  crumb?: string | ((params: Params) => string)
  /** where the crumb links; by default the route's own path */
  crumbTo?: string | ((params: Params) => string)
}
