import { useQuery } from '@tanstack/react-query'

import { siloSubnetPoolPicker } from '~/api/queries/external-subnets'

/**
 * The name of the silo's subnet pool a subnet came from. A user who may not list the
 * silo's pools (a role on one project only) sees a dash, as before they are read.
 */
export function SubnetPoolName({ id }: { id: string }) {
  const { data } = useQuery(siloSubnetPoolPicker)
  const name = data?.items.find((p) => p.id === id)?.name
  return name ?? <span className="text-tertiary">—</span>
}
