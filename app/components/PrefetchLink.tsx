import { useRef, type ComponentProps } from 'react'
import { Link, matchRoutes, NavLink, type LoaderFunctionArgs } from 'react-router'

import { routes } from '~/routes'

const PREFETCH_DELAY_MS = 100 // spec section 9

/**
 * Loads a path's page code and runs its loaders (which fill the query cache) before
 * the user clicks, so the navigation itself has nothing left to wait for.
 */
export function prefetchPath(to: string) {
  const url = new URL(to, window.location.origin)
  for (const { route, params } of matchRoutes(routes, url.pathname) ?? []) {
    const args: LoaderFunctionArgs = {
      params,
      request: new Request(url),
      url,
      pattern: route.path ?? '',
      context: undefined,
    }
    const loaderOf = async () => {
      if (typeof route.loader === 'function') return route.loader
      if (typeof route.lazy === 'function') return (await route.lazy()).loader
    }
    loaderOf()
      .then((loader) => (typeof loader === 'function' ? loader(args) : undefined))
      // a failed prefetch is not an error: the real navigation will report it
      .catch(() => {})
  }
}

type Props = ComponentProps<typeof Link> & { to: string; nav?: boolean }

/** A link that prefetches its target after a short hover or on focus. */
export function PrefetchLink({ nav, onMouseEnter, onMouseLeave, onFocus, ...props }: Props) {
  const timer = useRef<number | undefined>(undefined)
  const schedule = () => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => prefetchPath(props.to), PREFETCH_DELAY_MS)
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
  }
  return nav ? <NavLink {...props} {...handlers} /> : <Link {...props} {...handlers} />
}
