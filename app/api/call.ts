// One API operation from call to data or ApiError: the part of callApi that needs neither
// the page nor the query cache, so a worker can call the API the same way.
import type { Api } from './__generated_versions__/2026081901.0.0/Api'
import type { ApiResult } from './__generated_versions__/2026081901.0.0/http-client'
import type { VersionAdapters } from './adapters/adapter'
import { type ApiError, networkError, processServerError } from './errors'
import type { ApiFn, ParamsOf, ResultOf } from './operation-types'
import { type KnownVersion, NEWEST, type RackApi, servedVersion, V14 } from './rack-api'

type Methods = Api['methods']
export type { ApiFn, ParamsOf, ResultOf } from './operation-types'

const adapters = new Map<KnownVersion, Promise<VersionAdapters>>()

/**
 * An older version's adapters, loaded the first time the rack is found to speak it (or
 * ahead of the first call, `preloadAdapters`); a failed load is tried again next time
 */
export function adaptersFor(version: Exclude<KnownVersion, typeof NEWEST>) {
  let loading = adapters.get(version)
  if (!loading) {
    loading = version === V14 ? loadV14() : loadInitial()
    loading.catch(() => adapters.delete(version))
    adapters.set(version, loading)
  }
  return loading
}

/**
 * Loads the adapters of the version a page was rendered for, if an older one. The server
 * made that page's calls, so the browser's first (often a link's prefetch on hover) would
 * otherwise wait for this code to download.
 */
export function preloadAdapters(answer: RackApi) {
  if (!answer.supported || answer.version === NEWEST) return
  adaptersFor(answer.version).catch((err: unknown) =>
    console.error('Could not load part of the console', err),
  )
}

// One import per function: with both in one expression, the build attached the first's
// preload list to the next lazy import in the bundle (the projects page's), so every first
// visit fetched v14's adapters.
async function loadV14() {
  const { v14Adapters } = await import('./adapters/v14')
  return v14Adapters()
}

async function loadInitial() {
  const { initialAdapters } = await import('./adapters/initial')
  return initialAdapters()
}

/**
 * Calls one operation of the generated client (the newest contract) in the version the rack
 * speaks; resolves with its data or rejects with an ApiError. `onError` sees the error first
 * (the page uses it to go to the login page).
 */
export async function callOperation<F extends ApiFn>(
  fn: F,
  params: ParamsOf<F>,
  onError?: (operation: string, error: ApiError) => void,
): Promise<ResultOf<F>> {
  const name = fn.name as keyof Methods
  let result: ApiResult<ResultOf<F>>
  try {
    const version = await servedVersion()
    result = (
      version === NEWEST
        ? // eslint-disable-next-line @typescript-eslint/no-explicit-any
          await (fn as any)(params)
        : await (await adaptersFor(version)).call(name, params)
    ) as ApiResult<ResultOf<F>>
  } catch (e) {
    throw networkError(name, e)
  }
  if (result.type === 'success') return result.data
  const error = processServerError(name, result)
  onError?.(name, error)
  throw error
}
