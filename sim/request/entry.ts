// The simulator's one door: a Fetch `Request` in, the `Response` Nexus would send out.
// Mock Service Worker (in the browser) and the Node server are thin adapters around it,
// and every rule that holds for all operations lives here: routing, the request
// pipeline's checks and body limits, who the caller is, one store transaction per
// change, and the error body for anything that goes wrong.
import { recordProvisioning } from '../compute/provisioning-history'
import type { SimClock } from '../clock'
import { publicOps, type Ctx, type OperationId, type PublicCtx, type SimConfig } from '../context'
import type { SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { operations } from '../operations'
import { advance } from '../compute/run-states'
import { resolveActor, resolveBearerActor, SESSION_COOKIE } from '../access/session'
import type { Store } from '../store/types'
import { requestCookies } from './cookies'
import { parseRequest, type Parsed } from './pipeline'
import { route } from './router'

/** What the transport knows of a request that a Fetch `Request` cannot carry. */
export type Transport = {
  /**
   * The request target as received (path and query): a `Request`'s URL has been
   * normalized (`/a/../b` became `/b`), which Nexus would have refused.
   */
  target?: string
  /** The cookies sent, where the `Request` may not hold a Cookie header (a browser's) */
  cookies?: Record<string, string>
}

/** Answers one request */
export type SimFetch = (request: Request, transport?: Transport) => Promise<Response>

// POSTs that run outside a store transaction: OxQL queries only read, and may take a
// while (yielding to other requests as they go); SAML login reads its body first and
// then opens its own transaction.
const outsideTransaction: ReadonlySet<OperationId> = new Set([
  'timeseriesQuery',
  'systemTimeseriesQuery',
  'loginSaml',
])

const isPublic = (op: OperationId) => (publicOps as readonly string[]).includes(op)

const writes = (op: OperationId) => {
  const [method] = operations[op]
  return method !== 'GET' && method !== 'HEAD' && !outsideTransaction.has(op)
}

/** What a handler returned (a wire-shaped body, a status, a `Response`) as a `Response`. */
function toResponse(result: unknown): Response {
  if (result instanceof Response) return result
  if (typeof result === 'number') return new Response(null, { status: result })
  return Response.json(result)
}

export function createEntry(sim: {
  handlers: SimHandlers
  store: Store
  config: SimConfig
  clock: SimClock
}): SimFetch {
  const { handlers, store, config, clock } = sim

  /**
   * Runs the operation's handler: the caller is resolved from the session cookie, or
   * else a device access token (401 when there is none and the operation needs one), and
   * an operation that writes runs in one store transaction, which a thrown refusal rolls
   * back.
   */
  function run(op: OperationId, params: Parsed): unknown {
    // one signature for every operation: the context given matches it (public or not)
    const handler = handlers[op] as (params: Parsed, ctx: Ctx | PublicCtx) => unknown
    // instance run states move on lazily, before anyone looks (sim/compute/run-states.ts)
    advance(store, clock.now())
    const cookie = params.cookies[SESSION_COOKIE] || undefined
    const actor = cookie ? resolveActor(store, cookie) : resolveBearerActor(store, params.req)
    if (!actor && !isPublic(op)) throw simError.unauthorized()
    const ctx = { store, actor, config, operationId: op }
    if (!writes(op)) return handler(params, ctx)
    return store.transaction(() => {
      const answer = handler(params, ctx)
      // what was provisioned, sampled with the change (sim/compute/provisioning-history.ts)
      recordProvisioning(store, clock.now())
      return answer
    })
  }

  return async function simFetch(request, { target, cookies } = {}) {
    let op: OperationId | undefined
    try {
      // the URL is parsed only when the caller has no raw target (the browser)
      const path = target === undefined ? new URL(request.url).pathname : target.split('?', 1)[0]
      const found = route(request.method, path)
      if ('refusal' in found) return found.refusal
      op = found.op
      const sent = cookies ?? requestCookies(request.headers.get('cookie'))
      const params = await parseRequest(op, request, found.params, sent)
      return toResponse(await run(op, params))
    } catch (thrown) {
      // a refusal; anything else is a bug, answered as Nexus answers one
      if (thrown instanceof Response) return thrown
      console.error(`sim: ${op ?? request.method + ' ' + request.url} failed`, thrown)
      return simError.internal()
    }
  }
}
