// The console's own client for test setup: calls name operations of the newest contract
// with its types, and against an older rack go through the console's adapters, so one
// setup works against every release the suite runs on. Requests go through the test's
// request context (its base URL and session cookie).
import type { APIRequestContext } from '@playwright/test'

import type { VersionAdapters } from '../../app/api/adapters/adapter'
import { initialAdapters } from '../../app/api/adapters/initial'
import { v14Adapters } from '../../app/api/adapters/v14'
import { Api } from '../../app/api/__generated_versions__/2026081901.0.0/Api'
import {
  dateReplacer,
  handleResponse,
  mergeParams,
  toQueryString,
  type ApiResult,
  type FullParams,
} from '../../app/api/__generated_versions__/2026081901.0.0/http-client'
import { snakeify } from '../../app/api/__generated_versions__/2026081901.0.0/util'
import type { ParamsOf, ResultOf } from '../../app/api/call'
import { INITIAL, learnRackApi, NEWEST, type RackApi, V14 } from '../../app/api/rack-api'

type Methods = Api['methods']

/** An APIResponse as the Fetch API's Response the generated clients read */
async function asResponse(res: Awaited<ReturnType<APIRequestContext['fetch']>>) {
  const status = res.status()
  const empty = status === 204 || status === 304
  return new Response(empty ? null : new Uint8Array(await res.body()), {
    status,
    headers: res.headers(),
  })
}

/** A generated client's class that sends through `request` */
function through(request: APIRequestContext) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor takes anything
  return <C extends new (...args: any[]) => { baseParams: object }>(Base: C) =>
    class extends Base {
      async request<Data>(params: FullParams): Promise<ApiResult<Data>> {
        const { body, path, query, method, ...fetchParams } = params
        const headers = mergeParams(this.baseParams, fetchParams).headers as Headers
        const res = await request.fetch(path + toQueryString(query), {
          method: method ?? 'GET',
          headers: Object.fromEntries(headers.entries()),
          data: body === undefined ? undefined : JSON.stringify(snakeify(body), dateReplacer),
        })
        return handleResponse<Data>(await asResponse(res))
      }
    }
}

const learned = new WeakMap<APIRequestContext, Promise<RackApi>>()

function rackOf(request: APIRequestContext) {
  let answer = learned.get(request)
  if (!answer) {
    answer = learnRackApi(async (url, init) =>
      asResponse(await request.fetch(url, { headers: init?.headers as Record<string, string> })),
    )
    learned.set(request, answer)
  }
  return answer
}

type Caller = { version: string; call: VersionAdapters['call'] }

async function callerFor(request: APIRequestContext): Promise<Caller> {
  const rack = await rackOf(request)
  if (!rack.supported) throw new Error(`the rack speaks ${rack.rackApi}: ${rack.reason}`)
  const send = through(request)
  if (rack.version === V14) return v14Adapters(send as never)
  if (rack.version === INITIAL) return initialAdapters(send as never)
  const methods = new (send(Api))().methods as unknown as Record<
    string,
    (params: unknown) => Promise<ApiResult<unknown>>
  >
  return { version: NEWEST, call: (op, params) => methods[op](params) }
}

/** Calls `op` in the rack's version; the answer or the error body, with the status */
export async function callAs<K extends keyof Methods>(
  request: APIRequestContext,
  op: K,
  params: ParamsOf<Methods[K]>,
): Promise<ApiResult<ResultOf<Methods[K]>>> {
  const caller = await callerFor(request)
  return (await caller.call(op, params)) as ApiResult<ResultOf<Methods[K]>>
}

/** Calls `op` and returns its data; any refusal fails the test with the API's message */
export async function call<K extends keyof Methods>(
  request: APIRequestContext,
  op: K,
  params: ParamsOf<Methods[K]>,
): Promise<ResultOf<Methods[K]>> {
  const result = await callAs(request, op, params)
  if (result.type === 'success') return result.data
  const detail = result.type === 'error' ? result.data.message : result.text
  throw new Error(`${op} answered ${result.response.status}: ${detail}`)
}

/** The rack's version as the suite sees it, for tests whose expectations differ by release */
export const rackVersion = async (request: APIRequestContext) => (await callerFor(request)).version
