// Reads of the fleet's support bundles (experimental API; operators only, as the System
// layout already requires). The index is text, so it is fetched raw, not through the client.
import { queryOptions } from '@tanstack/react-query'

import { api, listQuery } from '../client'
import { fetchRaw } from '../stream-download'
import { parseBundleIndex } from '../support-bundle-rules'

export const supportBundleList = listQuery(api.supportBundleList, {})

/** The files in an active bundle, one per line of its index */
export const supportBundleIndex = (bundleId: string) =>
  queryOptions({
    queryKey: ['supportBundleIndex', { path: { bundleId } }] as const,
    queryFn: async ({ signal }) => {
      const response = await fetchRaw(
        { operation: 'supportBundleIndex', params: { path: { bundleId } } },
        signal,
      )
      return parseBundleIndex(await response.text())
    },
  })
