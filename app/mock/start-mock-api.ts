// Mock mode: the same simulator the Node server runs, answering in the browser
// through Mock Service Worker with an in-memory store (spec section 7).
import { delay, http, HttpResponse } from 'msw'
import { setupWorker } from 'msw/browser'

import type { MSWHandlers } from '~/api/__generated__/msw-handlers'

import { createSim } from '../../sim/index.ts'
import { makeHttpHandlers } from '../../sim/request/pipeline.ts'
import { memoryStore } from '../../sim/store/memory.ts'
import { mockSettings } from './mock-settings'
import { serialConsoleLink } from './serial-console-link'
import { handleWorkerUpdateFailures } from './worker-update'

const CHAOS_STATUSES = [401, 403, 404, 500] as const
const CHAOS_RATE = 0.1

function setSessionCookie(token: string | null) {
  // the simulator's Set-Cookie is HttpOnly, which a page cannot write; mock mode
  // keeps the session in a plain cookie that the worker reads back
  document.cookie = token
    ? `session=${token}; Path=/; SameSite=Lax`
    : 'session=; Path=/; Max-Age=0; SameSite=Lax'
}

const isOk = (result: unknown) =>
  result === 204 || (result instanceof Response && result.status < 300)

export async function startMockApi() {
  // mock mode is a demo and a test bed: its failure sentinels are on
  const sim = createSim({ store: memoryStore(), failureSentinels: true })
  setSessionCookie(mockSettings.signedOut ? null : sim.createSession(mockSettings.user))

  const handlers: MSWHandlers = {
    ...sim.handlers,
    async loginLocal(params) {
      const result = await sim.handlers.loginLocal(params)
      if (isOk(result)) {
        mockSettings.user = params.body.username
        mockSettings.signedOut = false
        setSessionCookie(sim.createSession(params.body.username))
        return 204
      }
      return result
    },
    async logout(params) {
      await sim.handlers.logout(params)
      mockSettings.signedOut = true
      setSessionCookie(null)
      return 204
    },
  }

  // runs before every API handler; returning nothing passes the request on
  const latencyAndChaos = http.all(/\/(v1|experimental)\//, async () => {
    await delay(200 + Math.random() * 200) // spec section 7: 200-400 ms
    if (mockSettings.chaos && Math.random() < CHAOS_RATE) {
      const status = CHAOS_STATUSES[Math.floor(Math.random() * CHAOS_STATUSES.length)]
      return HttpResponse.json(
        {
          error_code: 'Chaos',
          message: `chaos mode answered ${status}`,
          request_id: crypto.randomUUID(),
        },
        { status },
      )
    }
  })

  const worker = setupWorker(
    latencyAndChaos,
    // the simulator's own request checks, as in the Node server
    ...makeHttpHandlers(handlers),
    serialConsoleLink(sim.store),
  )
  // before start(), which is where MSW fires its unhandled update of an earlier worker
  handleWorkerUpdateFailures(window)
  await worker.start({
    quiet: true,
    // page assets and anything outside the API go to the network as usual
    onUnhandledRequest: 'bypass',
  })
}
