// The URL an operation of the generated client would fetch, without fetching it. Streamed
// answers (a support bundle's zip, its index as text) cannot go through the client, which
// reads every answer whole as JSON; building their URL here keeps the paths the contract's.
import { Api } from './__generated_versions__/2026081901.0.0/Api'
import { toQueryString, type ApiResult, type FullParams } from './__generated_versions__/2026081901.0.0/http-client'

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

/** e.g. `operationUrl('supportBundleDownload', { path: { supportBundle: id } })` */
export function operationUrl<K extends keyof Methods>(
  operation: K,
  params: Parameters<Methods[K]>[0],
): string {
  const recorder = new UrlRecorder()
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one call shape for all methods
  void (recorder.methods[operation] as any)(params)
  return recorder.url
}
