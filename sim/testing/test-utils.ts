// Helpers for the sim's specs: requests go through the simulator's one door
// (`request/entry.ts`), so request checks, status codes and bodies are exactly
// what a client sees.
import { expect } from 'vitest'
import * as schema from '../../app/api/__generated__/validate'
import { createSim, type Release, type Sim } from '../index'
import { memoryStore } from '../store/memory'

export { schema }

/** A simulator on demo data; `release: 'current'` serves the versioned API (sim/versions/) */
export function setup({ release }: { release?: Release } = {}): Sim {
  // the specs reach the error paths through the failure sentinels
  return createSim({ store: memoryStore(), failureSentinels: true, release })
}

export type CallOptions = {
  /** a demo username to sign in as (a session is created), or `{ token }` */
  as?: string | { token: string }
  body?: unknown
  /** a form-encoded body (the device flow, SAML login), sent instead of `body` */
  form?: string
  /** raw Cookie header, overrides `as` */
  cookie?: string
  /** the `api-version` header to send (a versioned simulator answers the newest without it) */
  version?: string
}

export type Reply = {
  status: number
  headers: Headers
  /** parsed JSON body, undefined when empty or not JSON */
  json: unknown
}

export async function call(
  sim: Sim,
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<Reply> {
  const headers = new Headers()
  const token =
    typeof opts.as === 'string' ? sim.createSession(opts.as) : opts.as ? opts.as.token : undefined
  if (opts.cookie !== undefined) headers.set('cookie', opts.cookie)
  else if (token) headers.set('cookie', `session=${token}`)
  if (opts.version !== undefined) headers.set('api-version', opts.version)
  if (opts.form !== undefined) headers.set('content-type', 'application/x-www-form-urlencoded')
  else if (opts.body !== undefined) headers.set('content-type', 'application/json')
  const request = new Request(`http://localhost${path}`, {
    method,
    headers,
    body: opts.form ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  })
  const response = await sim.fetch(request, { target: path })
  const text = await response.text()
  // a download (a zip, a bundle's index) is not JSON: its body is left unparsed
  const type = response.headers.get('content-type')
  const isJson = type === null || type.includes('json')
  return {
    status: response.status,
    headers: response.headers,
    json: text && isJson ? JSON.parse(text) : undefined,
  }
}

/** Asserts an error reply: status, code, message, and the contract's `Error` shape */
export function expectError(
  reply: Reply,
  status: number,
  /** undefined for Dropshot's own refusals, which carry none */
  errorCode: string | undefined,
  message?: string | RegExp,
) {
  expect(reply.status).toBe(status)
  const body = schema.Error.parse(reply.json)
  expect(body.errorCode).toBe(errorCode)
  expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/)
  if (typeof message === 'string') expect(body.message).toBe(message)
  else if (message) expect(body.message).toMatch(message)
}

/** Names of a project page, in order */
export const names = (json: unknown) =>
  schema.ProjectResultsPage.parse(json).items.map((p) => p.name)

/** Signs in as `user` and returns a caller bound to that session */
export function signedIn(sim: Sim, user = 'admin') {
  const token = sim.createSession(user)
  return (method: string, path: string, body?: unknown) =>
    call(sim, method, path, { as: { token }, body })
}

/**
 * Checks an OxQL answer against the contract's schema. The contract lets
 * `start_times` be null (gauges have none, and Nexus sends null), but the
 * generated validator takes it only as optional: null ones are left out
 * before the check.
 */
export function checkOxqlResult(json: unknown) {
  const copy = structuredClone(json) as {
    tables: Array<{ timeseries: Record<string, { points: Record<string, unknown> }> }>
  }
  for (const table of copy.tables ?? []) {
    for (const ts of Object.values(table.timeseries ?? {})) {
      if (ts.points?.start_times === null) delete ts.points.start_times
    }
  }
  return schema.OxqlQueryResult.parse(copy)
}

/**
 * A firewall rule checked against the contract's schema. Its filters' `hosts`, `ports`
 * and `protocols` may be null in the contract (Nexus sends null for a filter not given),
 * but the generated validator takes them only as optional: null ones are left out first.
 */
export function checkFirewallRule(json: unknown) {
  const rule = structuredClone(json) as { filters?: Record<string, unknown> }
  for (const [key, value] of Object.entries(rule.filters ?? {})) {
    if (value === null) delete rule.filters![key]
  }
  return schema.VpcFirewallRule.parse(rule)
}
