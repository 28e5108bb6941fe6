import { useQuery } from '@tanstack/react-query'

import { instanceByIdOrError } from '~/api/queries/instances'
import { PrefetchLink } from '~/components/PrefetchLink'
import { pb } from '~/util/path-builder'

/**
 * A link to an instance given its id (a disk's state names the instance only by id).
 * An instance gone meanwhile shows nothing instead of an error page.
 */
export function InstanceLinkCell({ project, id }: { project: string; id: string }) {
  const { data } = useQuery(instanceByIdOrError(id))
  if (data?.type !== 'success') return null
  const instance = data.data.name
  return (
    <PrefetchLink
      to={pb.instanceStorage({ project, instance })}
      className="text-default underline decoration-dotted underline-offset-2 hover:text-accent"
    >
      {instance}
    </PrefetchLink>
  )
}
