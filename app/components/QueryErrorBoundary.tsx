import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Component, type ReactNode } from 'react'

import { ApiError } from '~/api/errors'

import { InlineError } from './InlineError'

/**
 * Errors that are not this part's to show: a 404 is the page's (Page not found, through
 * the route's error boundary), and a 401 is already on its way to the login page.
 */
const bubbles = (error: unknown) =>
  error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 401)

type BoundaryProps = { children: ReactNode; onReset: () => void; resetKey?: string }

class Boundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  state = { error: null as unknown, failed: false }

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true }
  }

  retry = () => {
    this.props.onReset()
    this.setState({ error: null, failed: false })
  }

  componentDidUpdate(prev: BoundaryProps) {
    // showing something else now (e.g. another project's list): start again
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.retry()
  }

  render() {
    if (!this.state.failed) return this.props.children
    // thrown from the boundary's own render, it goes on to the boundary above
    if (bubbles(this.state.error)) throw this.state.error
    return <InlineError error={this.state.error} onRetry={this.retry} />
  }
}

/**
 * Contains a failure of a secondary part of a page: a query inside that throws (e.g. with
 * `throwOnError`), or any render error, shows as an `InlineError` in the part's place, and
 * Retry resets TanStack Query's error state so the part's queries fetch again on remount.
 */
export function QueryErrorBoundary({
  children,
  resetKey,
}: {
  children: ReactNode
  /** when this changes, a failed part tries again (e.g. the query key of what it shows) */
  resetKey?: string
}) {
  const { reset } = useQueryErrorResetBoundary()
  return (
    <Boundary onReset={reset} resetKey={resetKey}>
      {children}
    </Boundary>
  )
}
