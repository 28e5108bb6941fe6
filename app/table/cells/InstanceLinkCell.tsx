import { useQuery } from '@tanstack/react-query'

import { instanceByIdOrError } from '~/api/queries/instances'
import { pb } from '~/util/path-builder'

import { LinkCell } from './LinkCell'

/**
 * A link to an instance given its id (a disk's state names the instance only by id).
 * An instance gone meanwhile shows nothing instead of an error page.
 */
export function InstanceLinkCell({ project, id }: { project: string; id: string }) {
  const { data } = useQuery(instanceByIdOrError(id))
  if (data?.type !== 'success') return null
  const instance = data.data.name
  return <LinkCell to={pb.instanceStorage({ project, instance })}>{instance}</LinkCell>
}
