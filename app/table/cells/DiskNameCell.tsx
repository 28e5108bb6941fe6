import { useQuery } from '@tanstack/react-query'

import { diskByIdOrError } from '~/api/queries/disks'

/**
 * The name of a disk given its id, e.g. a snapshot's source disk. The disk may have been
 * deleted since, which is an answer here rather than an error page.
 */
export function DiskNameCell({ id }: { id: string }) {
  const { data } = useQuery(diskByIdOrError(id))
  if (!data) return null
  if (data.type === 'error') return <span className="text-tertiary">Deleted disk</span>
  return <span>{data.data.name}</span>
}
