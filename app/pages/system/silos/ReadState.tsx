// A part of the silo page that waits on reads of its own: their first error in place with
// a Retry, a spinner until they are all in, then the part.
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { InlineError } from '~/components/InlineError'
import { Spinner } from '~/ui/Spinner'

export function ReadState({
  reads,
  loading,
  children,
}: {
  reads: readonly UseQueryResult[]
  /** what the spinner says: "Loading quotas" */
  loading: string
  /** the part, once every read has data */
  children: () => ReactNode
}) {
  const failed = reads.filter((r) => r.error)
  if (failed.length > 0) {
    return (
      <InlineError
        error={failed[0].error}
        retrying={failed.some((r) => r.isFetching)}
        onRetry={() => failed.forEach((r) => void r.refetch())}
      />
    )
  }
  if (reads.some((r) => r.data === undefined)) return <Spinner label={loading} />
  return <>{children()}</>
}
