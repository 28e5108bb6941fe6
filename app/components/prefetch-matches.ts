import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router-dom'

/**
 * The matches of `to` whose loaders a navigation from `from` would run: a route that
 * stays on screen with the same address part (a layout shared by both pages) keeps its
 * data and is not loaded again, as React Router itself decides on a click. Prefetching
 * those too would only re-read what the page already shows (the user, the project).
 */
export function matchesToPrefetch(
  routes: RouteObject[],
  from: string,
  to: string,
): RouteMatch<string, RouteObject>[] {
  const target = matchRoutes(routes, to) ?? []
  const current = matchRoutes(routes, from) ?? []
  return target.filter(
    (m, i) =>
      !(
        current[i]?.route === m.route &&
        current[i].pathname === m.pathname &&
        !(m.route.path?.endsWith('*') && current[i].params['*'] !== m.params['*'])
      ),
  )
}
