// The API boundary for a rack that speaks an older API than the console's model (the newest
// contract). A call names an operation of the newest client with the newest shapes; the
// version's table says which of its own operations serves it (most keep their name) and
// translates the parameters down and the answer up. The old version's generated client then
// makes the request, so its paths and encodings are that contract's, not written by hand.
import type { Api as NowApi } from '../__generated_versions__/2026081901.0.0/Api'
import type {
  ApiResult,
  FetchParams,
  FullParams,
} from '../__generated_versions__/2026081901.0.0/http-client'
import type { ParamsOf, ResultOf } from '../operation-types'
import type { KnownVersion } from '../rack-api'
import type { RetiredOp } from '../retired'
import { UnavailableOperation } from './unavailable'

export { UnavailableOperation }

export type NowMethods = NowApi['methods']
export type NowOp = keyof NowMethods

type OldOpOf<N, Renames> = N extends keyof Renames ? Renames[N] : N

/**
 * One version's translations, by newest operation. `request` turns the newest parameters
 * into the old operation's; `response` turns its answer into the newest shape (it sees the
 * parameters too: an old answer may lack what the request said). An operation left out
 * passes both unchanged (`adapters.spec.ts` checks that its shapes are the same).
 */
export type AdapterTable<OldMethods, Renames> = {
  [N in NowOp]?: OldOpOf<N, Renames> extends keyof OldMethods
    ? {
        request?: (
          params: ParamsOf<NowMethods[N]>,
        ) => ParamsOf<OldMethods[OldOpOf<N, Renames> & keyof OldMethods]>
        response?: (
          data: ResultOf<OldMethods[OldOpOf<N, Renames> & keyof OldMethods]>,
          params: ParamsOf<NowMethods[N]>,
        ) => ResultOf<NowMethods[N]>
      }
    : never
}

export type VersionAdapters = {
  version: KnownVersion
  /** Whether the version has an operation serving this newest one (or this retired one) */
  has(op: NowOp | RetiredOp): boolean
  /** The request the newest client would make, made in this version's terms */
  call(
    op: NowOp | RetiredOp,
    params: unknown,
    fetchParams?: FetchParams,
  ): Promise<ApiResult<unknown>>
}

/** What every generated client's class has, whatever its version */
export type Requesting = {
  host: string
  baseParams: FetchParams
  request<Data>(params: FullParams): Promise<ApiResult<Data>>
}

/**
 * Wraps a generated client's class (of any version) to change how it sends: the page's
 * sends encoded bodies unchanged (`withEncodedBodies`), the end-to-end tests' sends through
 * the test's own request context.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor takes anything
export type ClientMixin = <C extends new (...args: any[]) => Requesting>(Base: C) => C

type MethodTable = Record<string, (params: never, fetchParams?: FetchParams) => unknown>

export function versionAdapters<OldMethods extends object, Renames extends object>(
  version: KnownVersion,
  methods: OldMethods,
  renames: Renames,
  table: AdapterTable<OldMethods, Renames>,
): VersionAdapters {
  const oldMethods = methods as unknown as MethodTable
  const oldOp = (op: string) => (renames as Record<string, string>)[op] ?? op
  // a newest operation whose name an older one now carries (e.g. ipPoolList, once the
  // system's list, now the project's) is served only through its rename
  const renamedAway = new Set(Object.values(renames as Record<string, string>))
  const has = (op: string) =>
    op in renames ? oldOp(op) in oldMethods : op in oldMethods && !renamedAway.has(op)
  const adapters = table as Record<
    string,
    { request?: (p: unknown) => unknown; response?: (d: unknown, p: unknown) => unknown }
  >
  return {
    version,
    has: (op) => has(op),
    async call(op, params, fetchParams) {
      if (!has(op)) throw new UnavailableOperation(op, version)
      const adapter = adapters[op]
      const oldParams = adapter?.request ? adapter.request(params) : params
      const result = (await oldMethods[oldOp(op)](
        oldParams as never,
        fetchParams,
      )) as ApiResult<unknown>
      if (result.type !== 'success' || !adapter?.response) return result
      return { ...result, data: adapter.response(result.data, params) }
    },
  }
}
