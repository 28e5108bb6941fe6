import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import invariant from 'tiny-invariant'

import type { ApiError } from './errors'

/**
 * Reads what the route's loader has already fetched, so the page renders with its data and
 * never a spinner. The data is never `undefined`: if it is, the loader did not fetch this
 * query, and the page fails loudly here rather than rendering half a page.
 */
export function usePrefetchedQuery<Data, Key extends QueryKey>(
  options: UseQueryOptions<Data, ApiError, Data, Key>,
) {
  const result = useQuery(options)
  invariant(
    result.data !== undefined,
    `Expected the route's loader to have fetched ${JSON.stringify(options.queryKey)}`,
  )
  return { ...result, data: result.data }
}
