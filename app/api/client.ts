// Query and mutation helpers over the generated client (spec section 7).
import {
  QueryClient,
  queryOptions,
  useMutation,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query'

import { loginUrl } from '~/util/login-redirect'

import { Api } from './__generated_versions__/2026081901.0.0/Api'
import { type ApiFn, callOperation, type ParamsOf, type ResultOf } from './call'
import type { ApiError } from './errors'
import { currentScope, onServer } from './request-scope'
import { noteCall } from './task-log-hook'

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError
  }
}

/** Same-origin client: the Node server, a proxied Nexus, or the service worker answers. */
export const api = new Api().methods

export type { ApiFn, ParamsOf, ResultOf }

/** Default page size (spec section 9). */
export const PAGE_SIZE = 25

/**
 * A picker (select) needs every candidate, not a page of them: one request for up to this
 * many, the most Nexus returns in a page and far above what a project holds in practice.
 */
export const PICKER_PAGE_SIZE = 1000

// local login answers 401 for bad credentials; that is the form's error, not a sign-out
const NO_LOGIN_REDIRECT = new Set(['loginLocal'])

let isLeavingForLogin = false

/** Whether the page is unloading because the session ended (a form keeps a draft then). */
export const leavingForLogin = () => isLeavingForLogin

function sendToLogin() {
  // several reads fail at once when a session ends; one trip to the login page is enough.
  // On the server the page render answers with a redirect instead (`app/ssr/render.tsx`).
  if (isLeavingForLogin || onServer()) return
  isLeavingForLogin = true
  const { pathname, search } = window.location
  window.location.assign(loginUrl(pathname + search))
}

/** Calls one API operation; resolves with its data or rejects with an ApiError. */
export function callApi<F extends ApiFn>(fn: F, params: ParamsOf<F>): Promise<ResultOf<F>> {
  const call = callOperation(fn, params, signOutOn401)
  // every write lands in the browser's task log (`task-log-hook.ts`); reads pass untouched
  const logged = noteCall(fn.name, params)
  if (!logged) return call
  return call.then(
    (result) => (logged(result), result),
    (error: ApiError) => {
      logged(undefined, error.message)
      throw error
    },
  )
}

/** A 401 ends the session, except where it is the call's own answer (a wrong password). */
export function signOutOn401(operation: string, error: ApiError) {
  if (error.statusCode === 401 && !NO_LOGIN_REDIRECT.has(operation)) sendToLogin()
}

/** The console's query cache settings, for the browser's one cache and each server render's. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 2000, // spec section 9: reads are fresh for 2 s
        retry: false,
        refetchOnWindowFocus: false,
        // spec section 7: a 404 on a read goes to page-level error handling
        throwOnError: (error) => error.statusCode === 404,
      },
    },
  })

const browserCache = createQueryClient()

/**
 * The query cache loaders and event handlers use: the browser's one cache, or on the
 * server the cache of the page being rendered (`request-scope.ts`). Loaders import this
 * rather than taking the cache as an argument, so the same loaders run in both places.
 */
export const queryClient: QueryClient = new Proxy(browserCache, {
  get(_, property) {
    const client = currentScope()?.queryClient ?? browserCache
    const value: unknown = Reflect.get(client, property, client)
    return typeof value === 'function' ? value.bind(client) : value
  },
})

/**
 * After a rename or a delete, the read of the old name answers only 404 from now on. It is
 * marked stale, so the next visit asks the API, but neither removed nor refetched: the
 * page or form that showed it is still mounted while the navigation away runs, and must
 * keep its data until it unmounts (removing it made that render fail).
 */
export const forgetView = (queryKey: QueryKey) =>
  void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' })

/** Query options for one read; the key starts with the operation name. */
export const apiQuery = <F extends ApiFn>(fn: F, params: ParamsOf<F>) =>
  queryOptions({
    queryKey: [fn.name, params] as const,
    queryFn: () => callApi(fn, params),
  })

/** One page of a list: key and fetcher, usable by loaders and by `useQuery` alike. */
export type PageQuery<Data> = { queryKey: readonly unknown[]; queryFn: () => Promise<Data> }

/**
 * Query options for a paginated list: `page(token, limit)` fetches one page only;
 * `firstPage()` is what a route loader prefetches.
 */
export function listQuery<F extends ApiFn>(
  fn: F,
  params: Omit<ParamsOf<F>, 'query'> & { query?: object },
) {
  // `sortBy` only when a table asks (an operation that has it): without it the key is the
  // loader's, so the prefetched first page is the table's
  const page = (pageToken?: string, limit = PAGE_SIZE, sortBy?: string): PageQuery<ResultOf<F>> => {
    const query = { ...params.query, limit, pageToken, ...(sortBy && { sortBy }) }
    const pageParams = { ...params, query } as ParamsOf<F>
    return { queryKey: [fn.name, pageParams], queryFn: () => callApi(fn, pageParams) }
  }
  return { page, firstPage: () => page() }
}

/**
 * A picker's page of optional choices that answers an empty list when the user may not
 * list them (403), e.g. the silo's images or IP pools for a user with a role on one
 * project only: the form still works with what the user may use.
 */
export function emptyIfForbidden<Data extends { items: unknown[] }>(
  query: PageQuery<Data>,
): PageQuery<Data> {
  return {
    queryKey: [...query.queryKey, 'emptyIfForbidden'],
    queryFn: () =>
      query.queryFn().catch((error: unknown) => {
        if ((error as Partial<ApiError>).statusCode === 403) {
          return { items: [], nextPage: null } as unknown as Data
        }
        throw error
      }),
  }
}

/** Marks every cached read of an operation stale, e.g. `invalidateEndpoint('projectList')`. */
export const invalidateEndpoint = (operation: keyof typeof api) =>
  queryClient.invalidateQueries({ queryKey: [operation] })

type Operation = keyof typeof api

type ApiMutationOptions<F extends ApiFn> = Omit<
  UseMutationOptions<ResultOf<F>, ApiError, ParamsOf<F>>,
  'mutationFn'
> & {
  /**
   * The reads this write makes stale, by operation name: every cached page or view of each
   * is marked stale (and refetched if shown) after the write succeeds, before `onSuccess`.
   */
  invalidates?: readonly Operation[]
}

/**
 * One API write. Declare what it changes in `invalidates`, so no caller has to remember to
 * refresh the lists and views that show it.
 */
export const useApiMutation = <F extends ApiFn>(fn: F, options?: ApiMutationOptions<F>) =>
  useMutation(apiMutationOptions(fn, options))

/** What `useApiMutation` hands TanStack Query: the call, then the invalidation, then `onSuccess`. */
export function apiMutationOptions<F extends ApiFn>(
  fn: F,
  { invalidates = [], onSuccess, ...options }: ApiMutationOptions<F> = {},
): UseMutationOptions<ResultOf<F>, ApiError, ParamsOf<F>> {
  return {
    ...options,
    mutationFn: (params: ParamsOf<F>) => callApi(fn, params),
    onSuccess: (...args) => {
      invalidateAll(invalidates)
      return onSuccess?.(...args)
    },
  }
}

/** Marks every cached read of each operation stale; what is on screen refetches. */
export function invalidateAll(operations: readonly Operation[]) {
  for (const operation of operations) void invalidateEndpoint(operation)
}

export type ResultOrError<T> = { type: 'success'; data: T } | { type: 'error'; error: ApiError }

/**
 * A read whose failure is an expected answer, not an error page: e.g. the system
 * policy view, whose 403 simply means "not an operator" (spec section 1). Never throws.
 */
export const apiQueryErrorsAllowed = <F extends ApiFn>(fn: F, params: ParamsOf<F>) =>
  queryOptions({
    queryKey: [fn.name, params, 'errorsAllowed'] as const,
    queryFn: (): Promise<ResultOrError<ResultOf<F>>> =>
      callApi(fn, params).then(
        (data) => ({ type: 'success', data }),
        (error: ApiError) => ({ type: 'error', error }),
      ),
  })
