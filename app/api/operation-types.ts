// The parameters and the answer of a generated client's operation, as types.
import type { Api } from './__generated_versions__/2026081901.0.0/Api'
import type { ApiResult } from './__generated_versions__/2026081901.0.0/http-client'

type Methods = Api['methods']
export type ApiFn = Methods[keyof Methods]
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ParamsOf<F> = F extends (params: infer P, ...rest: any[]) => any ? P : never
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ResultOf<F> = F extends (...args: any[]) => Promise<ApiResult<infer D>> ? D : never
