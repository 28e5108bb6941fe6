// What a form or a row action would send, described without sending it: the operation of
// the newest client and its parameters, turned into the method, URL, headers and JSON body
// the console's own call would put on the wire, in the version the rack speaks.
import { Api } from '../__generated_versions__/2026081901.0.0/Api'
import { dateReplacer, mergeParams } from '../__generated_versions__/2026081901.0.0/http-client'
import { snakeify } from '../__generated_versions__/2026081901.0.0/util'
import type { ParamsOf } from '../operation-types'
import { NEWEST, V14, type KnownVersion } from '../rack-api'
import { recordedUrl, recording } from '../request-recorder'

type Methods = Api['methods']

/** One call of the newest client, e.g. `{ op: 'diskCreate', params: { query, body } }` */
export type CopyRequest = {
  [K in keyof Methods]: { op: K; params: ParamsOf<Methods[K]> }
}[keyof Methods]

/** The request as it goes out: `path` holds the query string too */
export type SentRequest = {
  /** The newest client's operation the request came from */
  op: string
  method: string
  path: string
  headers: Record<string, string>
  /** The JSON text of the body, as the generated client encodes it */
  body?: string
  /** The parameters as given, for generators that speak in the API's terms (Terraform) */
  params: Record<string, unknown>
}

// the generated client's own encoding: snake_case keys, dates as ISO text
const encodeBody = (body: unknown) =>
  body === undefined ? undefined : JSON.stringify(snakeify(body as object), dateReplacer)

/** A client class that records what it would send, as it would go on the wire */
const recorder = (record: (sent: Omit<SentRequest, 'op' | 'params'>) => void) =>
  recording((request) => {
    const headers: Record<string, string> = {}
    new Headers(mergeParams(request.baseParams, request.init).headers).forEach((value, key) => {
      headers[key] = value
    })
    record({
      method: request.method ?? 'GET',
      path: recordedUrl(request),
      headers,
      body: encodeBody(request.body),
    })
  })

/** Thrown when the rack's API has no operation serving the request */
export class NotOnThisRack extends Error {}

/** What the console would send for `request` to a rack speaking `version` */
export async function sentRequest(
  request: CopyRequest,
  version: KnownVersion = NEWEST,
): Promise<SentRequest> {
  let sent: Omit<SentRequest, 'op' | 'params'> | undefined
  const record = recorder((s) => (sent = s))
  if (version === NEWEST) {
    const client = new (record(Api))()
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one call shape for all methods
    await (client.methods[request.op] as any)(request.params)
  } else {
    const adapters =
      version === V14
        ? (await import('../adapters/v14')).v14Adapters(record)
        : (await import('../adapters/initial')).initialAdapters(record)
    if (!adapters.has(request.op)) throw new NotOnThisRack(request.op)
    // the answer translation may choke on the unsent call's stand-in answer; the request
    // was recorded before it
    await adapters.call(request.op, request.params).catch(() => {})
  }
  if (!sent) throw new NotOnThisRack(request.op)
  return { ...sent, op: request.op, params: request.params as Record<string, unknown> }
}
