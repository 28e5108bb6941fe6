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
import { requestVersion, VERSION_HEADER } from './api-version'
import { NEWEST, servedVersionFor, type InternalId, type ServedVersion } from '../versions/served'
import type { Actor, NewHandlers, Release } from '../context'
import type { Translation } from '../versions/translation'
import { translations } from '../versions/translations'
import { withAuditLog } from '../access/audit-log'

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

const isPublic = (op: InternalId) => (publicOps as readonly string[]).includes(op)

const writes = (op: InternalId, method: string) =>
  method !== 'GET' && method !== 'HEAD' && !outsideTransaction.has(op as OperationId)

/** What a handler returned (a wire-shaped body, a status, a `Response`) as a `Response`. */
function toResponse(result: unknown): Response {
  if (result instanceof Response) return result
  if (typeof result === 'number') return new Response(null, { status: result })
  return Response.json(result)
}

/**
 * A handler's answer in a served version's shape. A `Response` (a 201 or 202 with its
 * record) is read and written again; one without a JSON body is left alone.
 */
async function translated(
  result: unknown,
  translate: NonNullable<Translation['response']>,
  ctx: Parameters<NonNullable<Translation['response']>>[1],
): Promise<unknown> {
  if (typeof result === 'number') return result
  if (!(result instanceof Response)) return translate(result, ctx)
  if (!result.headers.get('content-type')?.includes('json')) return result
  const body = translate(await result.json(), ctx)
  // a version may answer with a status alone where v14 sent the record (a 204)
  if (typeof body === 'number') return body
  return new Response(JSON.stringify(body), { status: result.status, headers: result.headers })
}

export function createEntry(sim: {
  handlers: SimHandlers & NewHandlers
  store: Store
  config: SimConfig
  clock: SimClock
  release: Release
}): SimFetch {
  const { handlers, store, config, clock, release } = sim

  /**
   * The caller, from the session cookie or else a device access token; a 401 when there
   * is none and the operation needs one. Instance run states that came due move on first
   * (sim/compute/run-states.ts), before anyone looks.
   */
  function caller(op: InternalId, params: Parsed): Actor | null {
    advance(store, clock.now())
    const cookie = params.cookies[SESSION_COOKIE] || undefined
    const actor = cookie ? resolveActor(store, cookie) : resolveBearerActor(store, params.req)
    if (!actor && !isPublic(op)) throw simError.unauthorized()
    return actor
  }

  /**
   * Runs the operation's handler for `actor`; an operation that writes runs in one store
   * transaction, which a thrown refusal rolls back.
   */
  function run(op: InternalId, method: string, params: Parsed, actor: Actor | null): unknown {
    // one signature for every operation: the context given matches it (public or not)
    const handler = handlers[op] as (params: Parsed, ctx: Ctx | PublicCtx) => unknown
    const ctx = { store, actor, config, operationId: op as OperationId }
    if (!writes(op, method)) return handler(params, ctx)
    return store.transaction(() => {
      const answer = handler(params, ctx)
      // what was provisioned, sampled with the change (sim/compute/provisioning-history.ts)
      recordProvisioning(store, clock.now())
      return answer
    })
  }

  /** Release v14: one contract, no versions; the `api-version` header means nothing */
  async function unversioned(request: Request, path: string, cookies: Record<string, string>) {
    const found = route(request.method, path)
    if ('refusal' in found) return found.refusal
    const op = found.op
    const params = await parseRequest(op, request, found.params, cookies)
    return toResponse(await run(op, operations[op][0], params, caller(op, params)))
  }

  // Clients send the same few headers again and again: each one's served version is
  // remembered, in a table small enough that headers made up to fill it cost nothing
  const versionsSeen = new Map<string | null, ServedVersion>()
  function versionOf(header: string | null): ServedVersion | Response {
    const seen = versionsSeen.get(header)
    if (seen) return seen
    const asked = requestVersion(header, NEWEST.version)
    if (asked instanceof Response) return asked
    if (versionsSeen.size >= 64) versionsSeen.clear()
    const version = servedVersionFor(asked)
    versionsSeen.set(header, version)
    return version
  }

  /**
   * A current release: the version the request names (the newest when none; a 400 for a
   * malformed one or one newer than the newest, before routing, as Dropshot checks it)
   * routes the request and checks it, and the answer is written in that version's shape.
   */
  async function versioned(request: Request, path: string, cookies: Record<string, string>) {
    const version = versionOf(request.headers.get(VERSION_HEADER))
    if (version instanceof Response) return version
    const found = version.route(request.method, path)
    if ('refusal' in found) return found.refusal
    const { op, contract, renames } = version.target(found.op)
    let params = await parseRequest(op, request, found.params, cookies, version.contract, contract)
    for (const [theirs, ours] of renames) {
      params.path[ours] = params.path[theirs]
      delete params.path[theirs]
    }
    const actor = caller(op, params)
    const translation = translations[op]
    const ctx = { version, store, actor }
    if (translation?.request) params = translation.request(params, ctx)
    // recorded in the audit log, as Nexus records changes and logins (sim/access/audit-log.ts)
    const result = await withAuditLog(
      store,
      { operationId: found.op, method: contract.method, actor, request, now: () => clock.now() },
      () => run(op, contract.method, params, actor),
    )
    return toResponse(
      translation?.response ? await translated(result, translation.response, ctx) : result,
    )
  }

  return async function simFetch(request, { target, cookies } = {}) {
    try {
      // the URL is parsed only when the caller has no raw target (the browser)
      const path = target === undefined ? new URL(request.url).pathname : target.split('?', 1)[0]
      const sent = cookies ?? requestCookies(request.headers.get('cookie'))
      return await (release === 'v14' ? unversioned : versioned)(request, path, sent)
    } catch (thrown) {
      // a refusal; anything else is a bug, answered as Nexus answers one
      if (thrown instanceof Response) return thrown
      console.error(`sim: ${request.method} ${target ?? request.url} failed`, thrown)
      return simError.internal()
    }
  }
}
