import { createContext, useContext, useRef, type ComponentProps } from 'react'
import { Link, NavLink, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom'

import { matchesToPrefetch } from './prefetch-matches'

const PREFETCH_DELAY_MS = 100 // spec section 9

/**
 * The route tree, handed down from where the router is made (`main.tsx`). The tree imports
 * the layouts that render these links, so importing it here would be an import cycle.
 */
export const PrefetchRoutes = createContext<RouteObject[]>([])

/**
 * Loads a path's page code and runs its loaders (which fill the query cache) before
 * the user clicks, so the navigation itself has nothing left to wait for. The layouts
 * that stay on screen are left alone: the click will not run their loaders either.
 */
function prefetchPath(routes: RouteObject[], to: string) {
  const url = new URL(to, window.location.origin)
  for (const { route, params } of matchesToPrefetch(
    routes,
    window.location.pathname,
    url.pathname,
  )) {
    const args: LoaderFunctionArgs = {
      params,
      request: new Request(url),
      context: undefined,
    }
    const loaderOf = async () => {
      // the route's code (a page's or a layout's) loads whether or not its loader is static
      const code = typeof route.lazy === 'function' ? route.lazy() : undefined
      if (typeof route.loader === 'function') {
        code?.catch(() => {})
        return route.loader
      }
      return (await code)?.loader
    }
    loaderOf()
      .then((loader) => (typeof loader === 'function' ? loader(args) : undefined))
      // a failed prefetch is not an error: the real navigation will report it
      .catch(() => {})
  }
}

type Props = ComponentProps<typeof Link> & { to: string; nav?: boolean }

/** A link that prefetches its target after a short hover or on focus. */
export function PrefetchLink({
  nav,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...props
}: Props) {
  const routes = useContext(PrefetchRoutes)
  const timer = useRef<number | undefined>(undefined)
  const schedule = () => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => prefetchPath(routes, props.to), PREFETCH_DELAY_MS)
  }
  const cancel = () => window.clearTimeout(timer.current)
  const handlers = {
    onMouseEnter: (e: React.MouseEvent<HTMLAnchorElement>) => {
      schedule()
      onMouseEnter?.(e)
    },
    onMouseLeave: (e: React.MouseEvent<HTMLAnchorElement>) => {
      cancel()
      onMouseLeave?.(e)
    },
    onFocus: (e: React.FocusEvent<HTMLAnchorElement>) => {
      schedule()
      onFocus?.(e)
    },
    // tabbing through a list of links passes each one by: only the one that keeps the
    // focus is an intent
    onBlur: (e: React.FocusEvent<HTMLAnchorElement>) => {
      cancel()
      onBlur?.(e)
    },
  }
  return nav ? <NavLink {...props} {...handlers} /> : <Link {...props} {...handlers} />
}
