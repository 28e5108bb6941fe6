// Reads of the fleet's support bundles (experimental API; operators only, as the System
// layout already requires). The index is text, so it is fetched raw, not through the client.
import { queryOptions } from '@tanstack/react-query'

import { api, listQuery } from '../client'
import { operationUrl } from '../operation-url'
import { fetchRaw } from '../stream-download'
import { parseBundleIndex } from '../support-bundle-rules'

export const supportBundleList = listQuery(api.supportBundleList, {})

/** The files in an active bundle, one per line of its index */
export const supportBundleIndex = (supportBundle: string) =>
  queryOptions({
    queryKey: ['supportBundleIndex', { path: { supportBundle } }] as const,
    queryFn: async ({ signal }) => {
      const url = operationUrl('supportBundleIndex', { path: { supportBundle } })
      const response = await fetchRaw('supportBundleIndex', url, signal)
      return parseBundleIndex(await response.text())
    },
  })
