import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'

import { queryClient } from './api/client'
import { PrefetchRoutes } from './components/PrefetchLink'
import { routes } from './routes'
import { ROUTER_FUTURE } from './ssr/router-future'
import { endTakeover, takeOverServerPage } from './ssr/take-over'
import { reportTimeZone } from './ssr/time-zone'
import { applyStoredTheme, reportThemeChoice } from './ui/theme-choice'
import { whenIdle } from './util/when-idle'
import './ui/styles.css'

/**
 * Marks `<html data-ready>` once the page is the browser's (hydrated, or rendered here),
 * whatever the router shows, an error screen in place of every layout included: the mark
 * tests wait for before they click or type. Renders nothing, so hydration is unchanged.
 */
function TakenOverMark() {
  useEffect(() => {
    endTakeover()
    document.documentElement.dataset.ready = ''
  }, [])
  return null
}

async function start() {
  // the stored Light or Dark, before anything renders ("system" needs no script: ui/theme-choice.ts)
  applyStoredTheme()
  // for the server, which renders the next page's dates in this zone and marks its theme:
  // once idle, as a cookie write waits on the browser's network process (up to 160 ms of
  // a busy machine's page load, measured), and only the next page needs it
  whenIdle(() => {
    reportTimeZone()
    reportThemeChoice()
  })
  // mock mode: the simulator answers /v1 calls inside the browser; it is a separate
  // chunk so the server-mode build never downloads it
  if (__MOCK__) {
    const { startMockApi } = await import('./mock/start-mock-api')
    await startMockApi()
  }
  // a page the server rendered comes with its data: the router starts from it, runs no
  // loader, and hydrates the server's HTML (`ssr/`); otherwise it renders from scratch
  const hydrationData = __MOCK__ ? null : await takeOverServerPage(routes, queryClient)
  // the router starts its loaders as soon as it is created, so only after the mock API is up
  const router = createBrowserRouter(routes, {
    future: ROUTER_FUTURE,
    ...(hydrationData && { hydrationData }),
  })
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PrefetchRoutes.Provider value={routes}>
          <RouterProvider router={router} future={{ v7_startTransition: true }} />
        </PrefetchRoutes.Provider>
        <TakenOverMark />
      </QueryClientProvider>
    </StrictMode>
  )
  if (hydrationData) hydrateRoot(root, app)
  else createRoot(root).render(app)
}

start().catch((error: unknown) => {
  // the router never started, so no error screen can show this: say it on the page, and
  // rethrow so it still counts as the unhandled failure it is
  const root = document.getElementById('root')
  if (root) {
    const where = __MOCK__ ? ' in mock mode' : ''
    root.textContent = `The console could not start${where}: ${error instanceof Error ? error.message : String(error)}`
  }
  throw error
})
