// The URL an operation of the generated client would fetch, without fetching it. Streamed
// answers (a support bundle's zip, its index as text) cannot go through the client, which
// reads every answer whole as JSON; building their URL here keeps the paths the contract's,
// and the contract is the rack's: an older rack's operation is translated by its adapters
// and its path built by its own generated client (v14 and the first versioned API serve
// support bundles under /experimental/v1/...).
import type { Api } from './__generated_versions__/2026081901.0.0/Api'
import { NEWEST, servedVersion, V14, VERSION_HEADER, type KnownVersion } from './rack-api'
import { newestRequest, recordedUrl, recording } from './request-recorder'

type Methods = Api['methods']

/** The newest contract's URL, e.g. `operationUrl('supportBundleDownload', { path: { bundleId } })` */
export function operationUrl<K extends keyof Methods>(
  operation: K,
  params: Parameters<Methods[K]>[0],
): string {
  const request = newestRequest(operation, params)
  if (!request) throw new Error(`The client cannot build ${operation} from these parameters`)
  return recordedUrl(request)
}

/** The URL in an older version's terms: its adapters translate, its client builds the path */
async function olderOperationUrl(
  version: Exclude<KnownVersion, typeof NEWEST>,
  operation: keyof Methods,
  params: unknown,
): Promise<string> {
  let url = ''
  const record = recording((request) => (url = recordedUrl(request)))
  const adapters =
    version === V14
      ? (await import('./adapters/v14')).v14Adapters(record)
      : (await import('./adapters/initial')).initialAdapters(record)
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
