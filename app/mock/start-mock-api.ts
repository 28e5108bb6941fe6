// Mock mode: the same simulator the Node server runs, answering in the browser
// through Mock Service Worker with an in-memory store (spec section 7).
import { delay, http, HttpResponse } from 'msw'
import { setupWorker } from 'msw/browser'

import { createSim } from '../../sim/index.ts'
import { route } from '../../sim/request/router.ts'
import { memoryStore } from '../../sim/store/memory.ts'
import { NEWEST } from '../../sim/versions/served.ts'
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

/**
 * What a demo session needs from a request before the simulator reads it: the username
 * a local login names.
 */
async function loginName(request: Request): Promise<string | null> {
  try {
    const body: unknown = await request.clone().json()
    const username = (body as { username?: unknown } | null)?.username
    return typeof username === 'string' ? username : null
  } catch {
    return null // the simulator refuses the body itself
  }
}

export async function startMockApi() {
  // mock mode is a demo and a test bed: its failure sentinels are on
  const sim = createSim({ store: memoryStore(), failureSentinels: true, release: 'current' })
  setSessionCookie(mockSettings.signedOut ? null : sim.createSession(mockSettings.user))

  /**
   * Every request of this origin whose path the API has goes through the simulator's one
   * door, after the spec's latency (and chaos, when on); anything else goes to the
   * network. The page cannot write an HttpOnly cookie, so a sign-in or sign-out also
   * sets the plain session cookie MSW reads back.
   */
  const api = http.all('*', async ({ request, cookies }) => {
    const url = new URL(request.url)
    if (url.origin !== self.location.origin) return undefined
    // a path of release v14's API or of the newest version's (the simulator plays a
    // current rack; a version between serves no path both lack)
    const found = route(request.method, url.pathname)
    const newest = NEWEST.route(request.method, url.pathname)
    const isApiPath = (r: typeof found | typeof newest) => !('refusal' in r) || r.anyPath
    if (!isApiPath(found) && !isApiPath(newest)) return undefined
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
    const op = 'op' in newest ? newest.op : 'op' in found ? found.op : null
    const username = op === 'loginLocal' ? await loginName(request) : null
    const response = await sim.fetch(request, { cookies })
    if (op === 'loginLocal' && username && response.ok) {
      mockSettings.user = username
      mockSettings.signedOut = false
      setSessionCookie(sim.createSession(username))
    } else if (op === 'logout') {
      mockSettings.signedOut = true
      setSessionCookie(null)
    }
    return response
  })

  const worker = setupWorker(api, serialConsoleLink(sim.store))
  // before start(), which is where MSW fires its unhandled update of an earlier worker
  handleWorkerUpdateFailures(window)
  await worker.start({
    quiet: true,
    // page assets and anything outside the API go to the network as usual
    onUnhandledRequest: 'bypass',
  })
}
