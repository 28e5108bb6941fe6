import { lazy, Suspense } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'

import { ApiError } from '~/api/errors'

import { AppSkeleton } from './AppSkeleton'
import { NotFoundScreen, SomethingWrongScreen } from './ErrorScreen'
import { IdpNoticeSlot } from './IdpNoticeSlot'
import { UnsupportedRackError } from './unsupported-rack-error'

const UnsupportedRack = lazy(() =>
  import('./UnsupportedRack').then((m) => ({ default: m.UnsupportedRack })),
)

/**
 * Every route error lands here instead of the framework's default screen: 404s are
 * "Page not found", everything else "Something went wrong" (spec section 8).
 */
export function RouteErrorPage() {
  const error = useRouteError()
  // the root loader found a rack the console cannot serve, or no answer from it
  if (error instanceof UnsupportedRackError) {
    return (
      <Suspense fallback={<AppSkeleton />}>
        <UnsupportedRack probe={error.probe} />
      </Suspense>
    )
  }
  if (error instanceof ApiError && error.statusCode === 401) {
    // callApi is already sending the browser to the login page
    return <AppSkeleton />
  }
  const isNotFound =
    (isRouteErrorResponse(error) && error.status === 404) ||
    (error instanceof ApiError && error.statusCode === 404)
  if (isNotFound) return <NotFoundScreen />

  if (!(error instanceof ApiError)) console.error(error)
  return (
    <SomethingWrongScreen>
      {error instanceof ApiError && error.statusCode === 403 && <IdpNoticeSlot />}
      {error instanceof ApiError && (
        <p className="rounded border border-default bg-raise px-3 py-2 font-mono text-xs text-secondary">
          {error.message}
          {error.requestId && ` (request ${error.requestId})`}
        </p>
      )}
    </SomethingWrongScreen>
  )
}
