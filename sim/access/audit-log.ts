import type { Actor } from '../context'
import type { AuditLogRecord, Store } from '../store/types'
import { uuid } from '../util'
import { accessTokenId, sessionId } from './credential-ids'
import { ACCESS_TOKEN_PREFIX, clientAddress } from './session'

// Nexus's audit log (nexus/src/app/audit_log.rs): an entry for every request of an
// operation that changes something, and for every login, begun before the operation runs
// and completed with its outcome, whatever it was (a refusal included). Reads are not
// recorded, nor the few changes Nexus leaves out (below). The simulator writes an entry
// once, when the request completes, with both times: Nexus lists only completed entries,
// so a client sees the same log.

/** Mutating operations Nexus does not record: the device flow's public steps, logout, reads by POST */
const NOT_RECORDED: ReadonlySet<string> = new Set([
  'logout',
  'deviceAuthRequest',
  'deviceAccessToken',
  'diskBulkWriteImport',
  'timeseriesQuery',
  'systemTimeseriesQuery',
])

/** Logins: recorded as made by no one (the caller is not signed in yet, as far as Nexus knows) */
const LOGINS: ReadonlySet<string> = new Set(['loginLocal', 'loginSaml'])

/** Whether Nexus records a request of this operation (the simulator's or a version's name) */
export const isAudited = (operationId: string, method: string) =>
  method !== 'GET' && method !== 'HEAD' && !NOT_RECORDED.has(baseName(operationId))

/** A served version's name of an operation without its `~N` variant suffix */
const baseName = (operationId: string) => operationId.split('~', 1)[0]

/** `projectCreate` → `project_create`: Nexus records the endpoint's own name */
const snake = (operationId: string) =>
  baseName(operationId).replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** The first `max` bytes of `text` in UTF-8, never half a character (Nexus's truncation) */
function truncateBytes(text: string, max: number): string {
  const bytes = new TextEncoder().encode(text)
  if (bytes.length <= max) return text
  let end = max
  // back up over continuation bytes to the start of a character
  while (end > 0 && (bytes[end] & 0xc0) === 0x80) end--
  return new TextDecoder().decode(bytes.slice(0, end))
}

/** The address recorded when the transport reported none (mock mode in the browser) */
export const UNKNOWN_SOURCE_IP = '127.0.0.1'

/** How the request signed in, and the id of the credential: none for a login or no caller */
function credentialOf(store: Store, actor: Actor | null, request: Request) {
  if (!actor) return { auth_method: null, credential_id: null }
  if (actor.session) {
    return {
      auth_method: 'session_cookie' as const,
      credential_id: sessionId(store, actor.session),
    }
  }
  const header = request.headers.get('authorization') ?? ''
  const bearer = /^bearer +(\S+) *$/i.exec(header)?.[1] ?? ''
  const token = bearer.startsWith(ACCESS_TOKEN_PREFIX)
    ? store.get('deviceAccessTokens', bearer.slice(ACCESS_TOKEN_PREFIX.length))
    : undefined
  return {
    auth_method: 'access_token' as const,
    credential_id: token ? accessTokenId(store, token) : null,
  }
}

/** What a request came to: its status, and for a refusal Nexus's code and message */
export type AuditOutcome = {
  status: number
  error?: { error_code?: string | null; message: string; request_id?: string }
}

export type AuditRequest = {
  /** the simulator's or the served version's name of the operation */
  operationId: string
  /** the signed-in caller, null when there is none (a login is always recorded so) */
  actor: Actor | null
  request: Request
  /** the request target as received (path and query), when the transport kept it */
  target?: string
  /** epoch ms */
  timeStarted: number
  timeCompleted: number
  outcome: AuditOutcome
  /** the credential, when worked out before the request ran (it may end it: a logout) */
  credential?: ReturnType<typeof credentialOf>
}

/**
 * The most entries kept: Nexus deletes entries past a retention period; the simulator,
 * which may run for weeks on one store, drops the oldest beyond this many, looking
 * every `TRIM_EVERY` entries.
 */
export const MAX_AUDIT_LOG_ENTRIES = 10_000
const TRIM_EVERY = 256
const sinceTrim = new WeakMap<Store, number>()

function trim(store: Store) {
  const count = (sinceTrim.get(store) ?? 0) + 1
  sinceTrim.set(store, count % TRIM_EVERY)
  if (count < TRIM_EVERY) return
  const all = [...store.list('auditLog')].sort((a, b) =>
    a.time_completed.localeCompare(b.time_completed),
  )
  for (const old of all.slice(0, Math.max(0, all.length - MAX_AUDIT_LOG_ENTRIES))) {
    store.remove('auditLog', old.id)
  }
}

/** Records one completed entry in the audit log and returns it */
export function recordAuditEntry(store: Store, entry: AuditRequest): AuditLogRecord {
  const login = LOGINS.has(baseName(entry.operationId))
  const actor = login ? null : entry.actor
  const url = new URL(entry.request.url)
  const userAgent = entry.request.headers.get('user-agent')
  const { status, error } = entry.outcome
  const record: AuditLogRecord = {
    id: uuid(),
    request_id: error?.request_id ?? uuid(),
    operation_id: snake(entry.operationId),
    // an HTTP/1.1 request's path and query, as Nexus records it
    request_uri: truncateBytes(entry.target ?? `${url.pathname}${url.search}`, 512),
    source_ip: clientAddress(entry.request) ?? UNKNOWN_SOURCE_IP,
    user_agent: userAgent === null ? null : truncateBytes(userAgent, 256),
    actor: actor
      ? { kind: 'silo_user', silo_id: actor.silo.id, silo_user_id: actor.user.id }
      : { kind: 'unauthenticated' },
    ...(login
      ? credentialOf(store, null, entry.request)
      : (entry.credential ?? credentialOf(store, actor, entry.request))),
    result:
      status < 400
        ? { kind: 'success', http_status_code: status }
        : {
            kind: 'error',
            http_status_code: status,
            error_code: error?.error_code ?? null,
            error_message: error?.message ?? '',
          },
    time_started: new Date(entry.timeStarted).toISOString(),
    time_completed: new Date(entry.timeCompleted).toISOString(),
  }
  return store.transaction(() => {
    trim(store)
    return store.insert('auditLog', record)
  })
}

/** The status of a handler's answer (a body is a 200) and, for a refusal, its error body */
async function outcomeOf(answer: unknown): Promise<AuditOutcome> {
  if (typeof answer === 'number') return { status: answer }
  if (!(answer instanceof Response)) return { status: 200 }
  if (answer.status < 400) return { status: answer.status }
  let error: AuditOutcome['error']
  try {
    const body: unknown = await answer.clone().json()
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      const { error_code, request_id } = body as { error_code?: unknown; request_id?: unknown }
      error = {
        message: body.message,
        error_code: typeof error_code === 'string' ? error_code : null,
        ...(typeof request_id === 'string' && { request_id }),
      }
    }
  } catch {
    // not Nexus's error shape (an OAuth answer): the status alone
  }
  return { status: answer.status, error }
}

/**
 * Runs `answer` (the operation's handler, as the door runs it) and records what came of
 * it when Nexus would (`isAudited`): the answer, or the refusal thrown, which is thrown on.
 * Anything else thrown is recorded as Nexus's 500.
 */
export async function withAuditLog<T>(
  store: Store,
  request: {
    operationId: string
    method: string
    actor: Actor | null
    request: Request
    target?: string
    now: () => number
  },
  answer: () => T | Promise<T>,
): Promise<T> {
  if (!isAudited(request.operationId, request.method)) return answer()
  const timeStarted = request.now()
  const credential = request.actor ? credentialOf(store, request.actor, request.request) : undefined
  const record = (outcome: AuditOutcome) =>
    recordAuditEntry(store, {
      ...request,
      timeStarted,
      timeCompleted: Math.max(timeStarted, request.now()),
      outcome,
      credential,
    })
  let result: T
  try {
    result = await answer()
  } catch (thrown) {
    record(
      thrown instanceof Response
        ? await outcomeOf(thrown)
        : { status: 500, error: { error_code: 'Internal', message: 'Internal Server Error' } },
    )
    throw thrown
  }
  record(await outcomeOf(result))
  return result
}
