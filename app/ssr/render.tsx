// The first view of a console page, rendered on the Node server (`server/page-render.ts`
// loads this module's build from `dist-ssr/`). The same route tree and loaders as in the
// browser run against the API with the visitor's own session, each page with a query
// cache of its own; the HTML and the state the browser needs to take over without asking
// again (`page-state.ts`) come back, or a redirect. Anything this cannot render faithfully
// (a failure, an error that cannot travel, the time budget spent) rejects, and the server
// sends the client-rendered shell instead.
import { AsyncLocalStorage } from 'node:async_hooks'
import { Writable } from 'node:stream'
import { dehydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import type { RouteObject } from 'react-router-dom'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom/server'

import { createQueryClient } from '~/api/client'
import { ApiError } from '~/api/errors'
import { rackApi } from '~/api/rack-api'
import { OnlyInBrowser, type RequestScope, setRequestScopeLookup } from '~/api/request-scope'
import { PrefetchRoutes } from '~/components/PrefetchLink'
import { routes } from '~/routes'
import { themeFromCookies } from '~/ui/theme-choice'
import { setViewerTimeZoneLookup } from '~/util/format'
import { loginUrl } from '~/util/login-redirect'
import { setPageMomentLookup } from '~/util/page-clock'

import {
  PAGE_STATE_ID,
  type PageState,
  serializeRouteError,
  type SerializedError,
  stringifyPageState,
} from './page-state'
import { ROUTER_FUTURE } from './router-future'
import { timeZoneFromCookies } from './time-zone'

/** Sends one API request (a path on the console's origin) with the visitor's session. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>

export type PageRender =
  | { kind: 'redirect'; status: number; location: string }
  /** Rendered in the browser instead, for a reason that is no failure */
  | { kind: 'browser'; reason: string }
  /**
   * `html` goes inside the root element, `stateElement` after it; `theme` marks `<html>`
   * (an explicit Light or Dark, so the page paints in it before any script runs)
   */
  | {
      kind: 'page'
      status: number
      html: string
      stateElement: string
      theme: 'light' | 'dark' | null
    }

interface RenderScope extends RequestScope {
  apiFetch: ApiFetch
  timeZone: string
  /** The render's moment, for what shows the present (`pageNow`) and for the browser's hydration */
  renderedAt: number
}

const scopes = new AsyncLocalStorage<RenderScope>()

/**
 * The generated client and the rack probe call the global `fetch` with a path, as a page
 * does. Inside a render such a call goes to the visitor's API; outside one, or with an
 * absolute URL, it is Node's fetch unchanged.
 */
function routeRelativeFetches() {
  const nodeFetch = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const scope = scopes.getStore()
    if (scope && typeof input === 'string' && input.startsWith('/')) {
      return scope.apiFetch(input, init)
    }
    return nodeFetch(input, init)
  }
}

class RenderBudgetSpent extends Error {}

/** Rejects after `ms`, aborting `controller`: the loaders' requests and the render stop. */
function budget(ms: number, controller: AbortController) {
  let timer: NodeJS.Timeout | undefined
  const spent = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new RenderBudgetSpent(`The page took longer than ${ms} ms to render`)
      controller.abort(error)
      reject(error)
    }, ms)
  })
  return { spent, clear: () => clearTimeout(timer) }
}

/** The status a failed page answers with: the API's own (a 404), else the router's */
function errorStatus(context: StaticHandlerContext) {
  const first = Object.values(context.errors ?? {})[0]
  if (first instanceof ApiError && first.statusCode) return first.statusCode
  return context.statusCode
}

/** The status of a page that rendered: a path no route knows shows "Page not found", a 404 */
function pageStatus(context: StaticHandlerContext) {
  if (context.errors) return errorStatus(context)
  return context.matches.at(-1)?.route.path === '*' ? 404 : 200
}

function isSignedOut(context: StaticHandlerContext) {
  return Object.values(context.errors ?? {}).some(
    (error) => error instanceof ApiError && error.statusCode === 401,
  )
}

/**
 * Resolves once no read is in flight. Loaders start some reads without waiting for them
 * (a part of the page that shows its own loading state); the page is rendered when they
 * are in, so it shows them, and the state sent with it is exactly what it was rendered
 * from. A read finishing between the render and the state would hydrate differently.
 */
function readsSettled(client: QueryClient): Promise<void> {
  if (client.isFetching() === 0) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return
      unsubscribe()
      resolve()
    })
  })
}

/** Collects a render into one string, resolving when React has written everything. */
function renderToString(element: React.ReactNode, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'))
        done()
      },
    })
    const stream = renderToPipeableStream(element, {
      // everything, Suspense boundaries too: the browser gets the whole page at once
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // an error inside a boundary renders its fallback in the HTML; the browser retries
      onError: (error) => {
        if (signal.aborted) reject(error)
      },
    })
    signal.addEventListener('abort', () => stream.abort(signal.reason), { once: true })
  })
}

/**
 * Loads the code of every lazy route in `tree`, one after the other, and resolves with how
 * many it loaded. The server calls it once when it starts: a page's first render otherwise
 * loads and compiles its chunks itself (the serial console's terminal is 340 kB), which on
 * a busy machine can spend the whole render budget and send the first visitor the shell.
 * A chunk that fails to load is left for the render that needs it, which reports it.
 */
export async function loadRouteCode(tree: RouteObject[] = routes): Promise<number> {
  let loaded = 0
  for (const route of tree) {
    if (typeof route.lazy === 'function') {
      loaded += await route.lazy().then(
        () => 1,
        () => 0,
      )
    }
    if (route.children) loaded += await loadRouteCode(route.children)
  }
  return loaded
}

export function createPageRenderer() {
  setRequestScopeLookup(() => scopes.getStore())
  setViewerTimeZoneLookup(() => scopes.getStore()?.timeZone)
  setPageMomentLookup(() => scopes.getStore()?.renderedAt)
  routeRelativeFetches()
  const handler = createStaticHandler(routes, {
    future: { v7_relativeSplatPath: true, v7_throwAbortReason: true },
  })

  async function render(request: Request, signal: AbortSignal): Promise<PageRender> {
    const context = await handler.query(request)
    if (context instanceof Response) {
      const location = context.headers.get('location')
      if (!location) throw new Error(`A loader answered ${context.status} without a location`)
      return { kind: 'redirect', status: context.status, location }
    }
    const url = new URL(request.url)
    if (isSignedOut(context)) {
      return { kind: 'redirect', status: 302, location: loginUrl(url.pathname + url.search) }
    }
    const errors: Record<string, SerializedError> = {}
    const browserOnly = Object.values(context.errors ?? {}).find((e) => e instanceof OnlyInBrowser)
    if (browserOnly) return { kind: 'browser', reason: (browserOnly as Error).message }
    for (const [routeId, error] of Object.entries(context.errors ?? {})) {
      const serialized = serializeRouteError(error)
      if (!serialized)
        throw new Error(
          `Route ${routeId} failed with an error that cannot travel: ${String(error)}`,
        )
      errors[routeId] = serialized
    }
    const answer = await rackApi()
    const { queryClient } = scopes.getStore()!
    await readsSettled(queryClient)
    // failed reads too: a part showing its error on the server shows it on hydration
    const queries = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status !== 'pending',
    })
    const router = createStaticRouter(handler.dataRoutes, context, { future: ROUTER_FUTURE })
    const html = await renderToString(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <PrefetchRoutes.Provider value={routes}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </PrefetchRoutes.Provider>
        </QueryClientProvider>
      </StrictMode>,
      signal,
    )
    const state: PageState = {
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: Object.keys(errors).length > 0 ? errors : null,
      },
      queries,
      rackApi: answer,
      renderedAt: scopes.getStore()!.renderedAt,
    }
    const stateElement = `<script type="application/json" id="${PAGE_STATE_ID}">${stringifyPageState(state)}</script>`
    const theme = themeFromCookies(request.headers.get('cookie'))
    return { kind: 'page', status: pageStatus(context), html, stateElement, theme }
  }

  /**
   * Renders the page `request` asks for, with `apiFetch` reaching the API as its visitor.
   * Rejects when the page is not done within `budgetMs`.
   */
  return async function renderPage(
    request: Request,
    apiFetch: ApiFetch,
    budgetMs: number,
  ): Promise<PageRender> {
    const timeZone = timeZoneFromCookies(request.headers.get('cookie'))
    if (!timeZone) return { kind: 'browser', reason: 'the browser has not reported its time zone' }
    const controller = new AbortController()
    const timer = budget(budgetMs, controller)
    const scope: RenderScope = {
      queryClient: createQueryClient(),
      apiFetch,
      timeZone,
      renderedAt: Date.now(),
    }
    const signed = new Request(request, { signal: controller.signal })
    try {
      return await Promise.race([
        scopes.run(scope, () => render(signed, controller.signal)),
        timer.spent,
      ])
    } finally {
      timer.clear()
      scope.queryClient.clear()
    }
  }
}
