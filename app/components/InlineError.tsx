import { ApiError } from '~/api/errors'
import { Button } from '~/ui/Button'
import { ErrorIcon } from '~/ui/icons'

/** What a failed read shows: the API error's message (spec section 8) and its request id. */
export function errorDetail(error: unknown) {
  if (!(error instanceof ApiError)) return 'Unknown error'
  return error.requestId ? `${error.message} (request ${error.requestId})` : error.message
}

/**
 * A failed part of a page (a card, a tab, a table), shown where that part would be, with a
 * Retry that fetches it again. The rest of the page, and the layout around it, stay usable.
 */
export function InlineError({
  error,
  onRetry,
  retrying = false,
}: {
  error: unknown
  onRetry: () => void
  retrying?: boolean
}) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3"
    >
      <ErrorIcon width={16} height={16} className="mt-0.5 shrink-0 text-destructive" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm font-medium text-default">Something went wrong</p>
        <p className="font-mono text-xs break-words text-secondary">{errorDetail(error)}</p>
      </div>
      <Button size="sm" variant="secondary" loading={retrying} onClick={onRetry}>
        Retry
      </Button>
    </div>
  )
}
