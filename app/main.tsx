import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'

import { queryClient } from './api/client'
import { PrefetchRoutes } from './components/PrefetchLink'
import { routes } from './routes'
import { applyStoredTheme } from './ui/theme-choice'
import './ui/styles.css'

async function start() {
  // the stored Light or Dark, before anything renders ("system" needs no script: ui/theme-choice.ts)
  applyStoredTheme()
  // mock mode: the simulator answers /v1 calls inside the browser; it is a separate
  // chunk so the server-mode build never downloads it
  if (__MOCK__) {
    const { startMockApi } = await import('./mock/start-mock-api')
    await startMockApi()
  }
  // the router starts its loaders as soon as it is created, so only after the mock API is up
  // the behaviours React Router's next major makes the default, all on
  const router = createBrowserRouter(routes, {
    future: {
      v7_fetcherPersist: true,
      v7_normalizeFormMethod: true,
      v7_partialHydration: true,
      v7_relativeSplatPath: true,
      v7_skipActionErrorRevalidation: true,
    },
  })
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PrefetchRoutes.Provider value={routes}>
          <RouterProvider router={router} future={{ v7_startTransition: true }} />
        </PrefetchRoutes.Provider>
      </QueryClientProvider>
    </StrictMode>,
  )
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
