// The browser's side of a server-rendered page: read the state the server left in the
// page, put its queries in the cache and its rack answer where calls find it, and load the
// code of the matched routes, so that the router's first render is the server's HTML.
import { hydrate, type QueryClient } from '@tanstack/react-query'
import { matchRoutes, type RouteObject } from 'react-router-dom'

import { preloadAdapters } from '~/api/call'
import { setRackApi } from '~/api/rack-api'
import { setPageMomentLookup } from '~/util/page-clock'
import { whenIdle } from '~/util/when-idle'

import {
  deserializeRouteError,
  PAGE_STATE_ID,
  parsePageState,
  type RouterHydration,
  type SerializedError,
} from './page-state'

/** The server's state for this page, or null for the client-rendered shell (or mock mode) */
function readPageState() {
  const element = document.getElementById(PAGE_STATE_ID)
  return element?.textContent ? parsePageState(element.textContent) : null
}

/**
 * A lazy route's code, loaded now and kept on the route: React Router would otherwise
 * load it after the first render, which would then not match the server's HTML.
 */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy)
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await route.lazy!()
      Object.assign(route, { ...loaded, lazy: undefined })
    }),
  )
}

/**
 * Resolves once the browser has had a chance to paint: the server's HTML shows before the
 * takeover's long task (loading route code, hydrating) holds the main thread. A hidden
 * tab paints nothing, so a timer stands in for the frame.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 100)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer)
        resolve()
      }, 0),
    )
  })

/** Takes over a server-rendered page; returns the router's hydration data, or null if none */
export async function takeOverServerPage(
  routes: RouteObject[],
  queryClient: QueryClient,
): Promise<RouterHydration | null> {
  const state = readPageState()
  if (!state) return null
  await afterFirstPaint()
  // the page's reads count as made when the page arrived: a slow download or a clock
  // that differs from the server's must not make them stale and read again on mount
  const arrived = Date.now()
  hydrate(queryClient, {
    ...state.queries,
    queries: state.queries.queries.map((q) => ({
      ...q,
      state: { ...q.state, dataUpdatedAt: arrived },
    })),
  })
  setRackApi(state.rackApi)
  whenIdle(() => preloadAdapters(state.rackApi))
  // until the takeover ends (`endTakeover`), "now" is when the server rendered
  setPageMomentLookup(() => state.renderedAt)
  await loadMatchedRoutes(routes)
  const errors = state.router.errors as Record<string, SerializedError> | null | undefined
  return {
    ...state.router,
    errors: errors
      ? Object.fromEntries(Object.entries(errors).map(([id, e]) => [id, deserializeRouteError(e)]))
      : null,
  }
}

/** The page is the browser's: from now on "now" is this browser's clock */
export function endTakeover() {
  setPageMomentLookup(() => undefined)
}
