import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useEffect } from 'react'
import {
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteError,
} from 'react-router-dom'

import { ApiError } from '~/api/errors'
import { Button } from '~/ui/Button'

import { NotFoundScreen, SomethingWrongScreen } from './ErrorScreen'
import { IdpNoticeSlot } from './IdpNoticeSlot'
import { errorDetail, InlineError } from './InlineError'

function useContainedError() {
  const error = useRouteError()
  const navigate = useNavigate()
  const navigation = useNavigation()
  const { pathname, search, state } = useLocation()
  const { reset } = useQueryErrorResetBoundary()
  const isNotFound =
    (isRouteErrorResponse(error) && error.status === 404) ||
    (error instanceof ApiError && error.statusCode === 404)
  // callApi is already sending the browser to the login page
  const isSignedOut = error instanceof ApiError && error.statusCode === 401
  useEffect(() => {
    // API errors are logged where they happen (spec section 8); anything else, here
    if (!(error instanceof ApiError) && !isRouteErrorResponse(error)) console.error(error)
  }, [error])
  return {
    error,
    isNotFound,
    isSignedOut,
    retrying: navigation.state === 'loading',
    // Loads the same URL again, which runs every loader again; queries that threw to a
    // boundary fetch again when they mount. Not `revalidate()`: the router's error boundary
    // lets go of its error only when it sees the location change or a revalidation pass
    // through 'loading', and a quick revalidation rendered in a transition can skip that
    // state, leaving the error on screen over a page that loaded. A hash is left out
    // because the same URL with a hash counts as a scroll, which runs no loader.
    retry: () => {
      reset()
      void navigate({ pathname, search }, { replace: true, state, preventScrollReset: true })
    },
  }
}

/**
 * The error boundary of the routes inside a layout (spec section 8): a page whose loader or
 * component fails shows the error screen in the content pane, and the top bar, sidebar and
 * breadcrumbs stay. Page not found for a 404; otherwise Something went wrong with Retry.
 */
export function PageErrorInLayout() {
  const { error, isNotFound, isSignedOut, retry, retrying } = useContainedError()
  if (isSignedOut) return null
  if (isNotFound) return <NotFoundScreen inPage />
  return (
    <SomethingWrongScreen inPage>
      {error instanceof ApiError && error.statusCode === 403 && <IdpNoticeSlot />}
      <p className="rounded border border-default bg-raise px-3 py-2 font-mono text-xs text-secondary">
        {errorDetail(error)}
      </p>
      <Button variant="secondary" loading={retrying} onClick={retry}>
        Retry
      </Button>
    </SomethingWrongScreen>
  )
}

/**
 * The error boundary of a page's sub-routes (e.g. an instance's tabs): the failure shows
 * in the tab's place, under the page's own header and tabs. A 404 is still Page not found.
 */
export function SectionRouteError() {
  const { error, isNotFound, isSignedOut, retry, retrying } = useContainedError()
  if (isSignedOut) return null
  if (isNotFound) return <NotFoundScreen inPage />
  return <InlineError error={error} onRetry={retry} retrying={retrying} />
}
