// One API operation from call to data or ApiError: the part of callApi that needs neither
// the page nor the query cache, so a worker can call the API the same way.
import type { Api } from './__generated__/Api'
import type { ApiResult } from './__generated__/http-client'
import { type ApiError, networkError, processServerError } from './errors'

type Methods = Api['methods']
export type ApiFn = Methods[keyof Methods]
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ParamsOf<F> = F extends (params: infer P, ...rest: any[]) => any ? P : never
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ResultOf<F> = F extends (...args: any[]) => Promise<ApiResult<infer D>> ? D : never

/**
 * Calls one operation of the generated client; resolves with its data or rejects with an
 * ApiError. `onError` sees the error first (the page uses it to go to the login page).
 */
export async function callOperation<F extends ApiFn>(
  fn: F,
  params: ParamsOf<F>,
  onError?: (operation: string, error: ApiError) => void,
): Promise<ResultOf<F>> {
  const name = fn.name
  let result: ApiResult<ResultOf<F>>
  try {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    result = await (fn as any)(params)
  } catch (e) {
    throw networkError(name, e)
  }
  if (result.type === 'success') return result.data
  const error = processServerError(name, result)
  onError?.(name, error)
  throw error
}
