// The URL an operation of the generated client would fetch, without fetching it. Streamed
// answers (a support bundle's zip, its index as text) cannot go through the client, which
// reads every answer whole as JSON; building their URL here keeps the paths the contract's,
// and the contract is the rack's: an older rack's operation is translated by its adapters
// and its path built by its own generated client (v14 and the first versioned API serve
// support bundles under /experimental/v1/...).
import { Api } from './__generated_versions__/2026081901.0.0/Api'
import {
  toQueryString,
  type ApiResult,
  type FullParams,
} from './__generated_versions__/2026081901.0.0/http-client'
import type { ClientMixin } from './adapters/adapter'
import { NEWEST, servedVersion, V14, VERSION_HEADER, type KnownVersion } from './rack-api'

class UrlRecorder extends Api {
  url = ''

  // The generated methods hand their path and query to `request` synchronously; keep them
  // and answer with a promise that never settles, since nothing awaits it.
  override request<Data>({ path, query, host }: FullParams): Promise<ApiResult<Data>> {
    this.url = (host || this.host) + path + toQueryString(query)
    return new Promise(() => {})
  }
}

type Methods = Api['methods']

/** The newest contract's URL, e.g. `operationUrl('supportBundleDownload', { path: { bundleId } })` */
export function operationUrl<K extends keyof Methods>(
  operation: K,
  params: Parameters<Methods[K]>[0],
): string {
  const recorder = new UrlRecorder()
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one call shape for all methods
  void (recorder.methods[operation] as any)(params)
  return recorder.url
}

/** The URL in an older version's terms: its adapters translate, its client builds the path */
async function olderOperationUrl(
  version: Exclude<KnownVersion, typeof NEWEST>,
  operation: keyof Methods,
  params: unknown,
): Promise<string> {
  let url = ''
  // a client class whose `request` records the URL and answers at once (nothing is sent)
  const recording: ClientMixin = (Base) =>
    class extends Base {
      override request<Data>({ path, query, host }: FullParams): Promise<ApiResult<Data>> {
        url = (host || this.host) + path + toQueryString(query)
        return Promise.resolve({
          type: 'client_error',
          error: new Error('not sent'),
          text: '',
        } as unknown as ApiResult<Data>)
      }
    }
  const adapters =
    version === V14
      ? (await import('./adapters/v14')).v14Adapters(recording)
      : (await import('./adapters/initial')).initialAdapters(recording)
  await adapters.call(operation, params)
  return url
}

/** The URL and header for `operation` on the rack in the version it speaks */
export async function rackOperationRequest<K extends keyof Methods>(
  operation: K,
  params: Parameters<Methods[K]>[0],
): Promise<{ url: string; headers: Record<string, string> }> {
  const version = await servedVersion()
  const url =
    version === NEWEST
      ? operationUrl(operation, params)
      : await olderOperationUrl(version, operation, params)
  return { url, headers: { [VERSION_HEADER]: version } }
}
