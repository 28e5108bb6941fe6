// The parameters and the answer of a generated client's operation, as types.
import type { Api } from './__generated_versions__/2026081901.0.0/Api'
import type { ApiResult } from './__generated_versions__/2026081901.0.0/http-client'
import type { RetiredMethods, RetiredOp } from './retired'

type Methods = Api['methods']
/** An operation of the newest client, or one it retired that older racks serve */
export type ApiFn = Methods[keyof Methods] | RetiredMethods[RetiredOp]
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ParamsOf<F> = F extends (params: infer P, ...rest: any[]) => any ? P : never
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ResultOf<F> = F extends (...args: any[]) => Promise<ApiResult<infer D>> ? D : never
