// Request bodies encoded ahead of the call, as the JSON bytes the generated client would
// send. The client turns a body into a JSON string and fetch turns that string into UTF-8:
// for half a MiB of base64 (an image upload's bulk write) the second step alone costs the
// browser several ms, more than encoding the bytes straight into a buffer. The rest of the
// call (path, query, headers, reading the answer) stays the generated client's.
import { Api } from './__generated_versions__/2026081901.0.0/Api'
import type { ApiResult, FullParams } from './__generated_versions__/2026081901.0.0/http-client'
import {
  handleResponse,
  mergeParams,
  toQueryString,
} from './__generated_versions__/2026081901.0.0/http-client'
import type { Requesting } from './adapters/adapter'
import { callOperation, type ParamsOf, type ResultOf } from './call'

/** The JSON of a body of type `T`, as UTF-8 bytes. */
export type EncodedBody<T> = Uint8Array<ArrayBuffer> & { readonly encodes?: T }

/**
 * A generated client (of any version) that sends a body already encoded as bytes unchanged,
 * and any other body as the client itself would.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor takes anything
export function withEncodedBodies<C extends new (...args: any[]) => Requesting>(Base: C) {
  return class extends Base {
    override async request<Data>(params: FullParams): Promise<ApiResult<Data>> {
      const { body, path, query, host, ...fetchParams } = params
      if (!(body instanceof Uint8Array)) return super.request<Data>(params)
      const url = (host || this.host) + path + toQueryString(query)
      return handleResponse<Data>(
        await fetch(url, {
          ...mergeParams(this.baseParams, fetchParams),
          body: body as EncodedBody<unknown>,
        }),
      )
    }
  }
}

const EncodedBodyApi = withEncodedBodies(Api)

const methods = new EncodedBodyApi().methods
type Methods = typeof methods
type BodyOf<P> = P extends { body: infer B } ? B : never
type WithEncodedBody<P> = Omit<P, 'body'> & { body: EncodedBody<BodyOf<P>> }

/** callOperation for an operation whose body is already encoded. */
export function callWithEncodedBody<K extends keyof Methods>(
  operation: K,
  params: WithEncodedBody<ParamsOf<Methods[K]>>,
): Promise<ResultOf<Methods[K]>> {
  // the bytes stand for the body they encode; EncodedBodyApi sends them unchanged
  return callOperation(methods[operation], params as unknown as ParamsOf<Methods[K]>)
}
