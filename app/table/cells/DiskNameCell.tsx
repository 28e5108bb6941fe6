import { useQuery } from '@tanstack/react-query'

import { api, apiQueryErrorsAllowed } from '~/api/client'

/**
 * The name of a disk given its id, e.g. a snapshot's source disk. The disk may have been
 * deleted since, which is an answer here rather than an error page.
 */
export function DiskNameCell({ id }: { id: string }) {
  const { data } = useQuery(apiQueryErrorsAllowed(api.diskView, { path: { disk: id } }))
  if (!data) return null
  if (data.type === 'error') return <span className="text-tertiary">Deleted disk</span>
  return <span>{data.data.name}</span>
}
