// A generated client builds each call's request and hands it to `request` before anything is
// sent. A client whose `request` keeps what it was handed, and sends nothing, tells the
// console what a call would put on the wire: its URL (a streamed download), its method (the
// task log tells writes from reads) or all of it (copy as a command). One recorder serves
// them all, for the newest client and, as a mixin, for an older version's adapters.
import { Api } from './__generated_versions__/2026081901.0.0/Api'
import {
  toQueryString,
  type ApiResult,
  type FetchParams,
  type FullParams,
} from './__generated_versions__/2026081901.0.0/http-client'
import type { ClientMixin, Requesting } from './adapters/adapter'

/** What a client was asked to send, with the client's own host and base fetch params */
export type RecordedRequest = Pick<FullParams, 'path' | 'query' | 'host' | 'body' | 'method'> & {
  /** The fetch params the call gave besides (its headers among them) */
  init: FetchParams
  clientHost: string
  baseParams: FetchParams
}

/** The request's full URL: host, path and query string */
export const recordedUrl = ({ host, clientHost, path, query }: RecordedRequest) =>
  (host || clientHost) + path + toQueryString(query)

/** A client class whose `request` hands what it was given to `record` and sends nothing */
export function recording(record: (request: RecordedRequest) => void): ClientMixin {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor takes anything
  return <C extends new (...args: any[]) => Requesting>(Base: C) =>
    class extends Base {
      override request<Data>({
        path,
        query,
        host,
        body,
        method,
        ...init
      }: FullParams): Promise<ApiResult<Data>> {
        const clientHost = this.host
        record({ path, query, host, body, method, init, clientHost, baseParams: this.baseParams })
        // an answer no caller reads as success: an adapter translating it back may throw,
        // after the request was recorded
        return Promise.resolve({
          type: 'client_error',
          error: new Error('not sent'),
          text: '',
        } as unknown as ApiResult<Data>)
      }
    }
}

let last: RecordedRequest | undefined
let newest: Api | undefined

/**
 * The request the newest client builds for `operation`, or `undefined` for a name it lacks
 * or parameters it cannot build a path from. Synchronous: a generated method calls
 * `request` as it is called.
 */
export function newestRequest(operation: string, params: unknown): RecordedRequest | undefined {
  newest ??= new (recording((request) => (last = request))(Api))()
  last = undefined
  try {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one call shape for all methods
    void (newest.methods as any)[operation]?.(params)
  } catch {
    // the call itself, when made, will say what is wrong
  }
  return last
}
