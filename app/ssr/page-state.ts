// What a server-rendered page hands to the browser: the router's loader data and errors,
// the query cache its loaders filled, and which API the rack speaks. It travels in a
// `<script type="application/json">` element, which the browser never runs, so the
// Content Security Policy needs no inline script. Read by `main.tsx` before hydrating.
import {
  type createBrowserRouter,
  isRouteErrorResponse,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
} from 'react-router-dom'
import type { DehydratedState } from '@tanstack/react-query'

import { ApiError } from '~/api/errors'
import type { RackApi } from '~/api/rack-api'

export const PAGE_STATE_ID = 'page-state'

/** The router's state to start from (the package does not export its name) */
export type RouterHydration = NonNullable<
  NonNullable<Parameters<typeof createBrowserRouter>[1]>['hydrationData']
>

export interface PageState {
  router: RouterHydration
  queries: DehydratedState
  rackApi: RackApi
  /** The moment the server rendered at (ms), which the hydration takes as now */
  renderedAt: number
}

/** An ApiError's fields as JSON (its `message` is no enumerable property) */
type ApiErrorJson = { message: string; errorCode?: string; statusCode?: number; requestId?: string }

const apiErrorToJson = ({ message, errorCode, statusCode, requestId }: ApiError): ApiErrorJson => ({
  message,
  errorCode,
  statusCode,
  requestId,
})

const apiErrorFromJson = ({ message, errorCode, statusCode, requestId }: ApiErrorJson) =>
  new ApiError(String(message), { errorCode, statusCode, requestId })

/** A route error as JSON, or null for one that cannot travel (the page then renders in the browser) */
export type SerializedError =
  | ({ kind: 'api' } & ApiErrorJson)
  | { kind: 'response'; status: number; statusText: string; data: unknown; internal: boolean }

export function serializeRouteError(error: unknown): SerializedError | null {
  if (error instanceof ApiError) return { kind: 'api', ...apiErrorToJson(error) }
  if (isRouteErrorResponse(error)) {
    const { status, statusText, data } = error
    const internal = (error as { internal?: boolean }).internal ?? false
    return { kind: 'response', status, statusText, data: data as unknown, internal }
  }
  return null
}

export function deserializeRouteError(error: SerializedError): unknown {
  if (error.kind === 'api') return apiErrorFromJson(error)
  return new ErrorResponseImpl(error.status, error.statusText, error.data, error.internal)
}

/**
 * Dates in API data (the generated client parses them) and the errors of failed reads
 * would come back as strings and empty objects from plain JSON, so they travel tagged.
 * API objects have camel-case keys, never `$date` or `$apiError`.
 */
function tag(this: Record<string, unknown>, key: string, value: unknown) {
  const raw = this[key]
  if (raw instanceof Date) return { $date: Number.isNaN(raw.getTime()) ? null : raw.toISOString() }
  if (raw instanceof ApiError) return { $apiError: apiErrorToJson(raw) }
  return value
}

function untag(_key: string, value: unknown) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value)
    if (keys.length === 1 && keys[0] === '$date') {
      const iso = (value as { $date: unknown }).$date
      return new Date(typeof iso === 'string' ? iso : NaN)
    }
    if (keys.length === 1 && keys[0] === '$apiError') {
      return apiErrorFromJson((value as { $apiError: ApiErrorJson }).$apiError)
    }
  }
  return value
}

/**
 * Characters that could end the script element or open an HTML comment (`</script>`,
 * `<!--`), or that some parsers take for line ends, written as JSON escapes: the text means
 * the same to JSON.parse and holds nothing the HTML parser acts on.
 */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g
const escapeChar = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`

/** The state as the text of a JSON script element, safe whatever names and descriptions hold */
export function stringifyPageState(state: PageState): string {
  return JSON.stringify(state, tag).replace(UNSAFE_IN_SCRIPT, escapeChar)
}

export function parsePageState(text: string): PageState {
  return JSON.parse(text, untag) as PageState
}
