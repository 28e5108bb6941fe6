import { useQuery } from '@tanstack/react-query'

import { PICKER_PAGE_SIZE } from '~/api/client'
import { sledInstancePicker } from '~/api/queries/hardware'
import { hasNextPage } from '~/api/util'
import { Spinner } from '~/ui/Spinner'
import { formatNumber } from '~/util/format'

/**
 * How many instances run on a sled, read when its row shows rather than by the page's
 * loader: the list appears at once and each count follows. A count that cannot be read says
 * so in its cell instead of failing the list.
 */
export function SledInstanceCount({ sledId }: { sledId: string }) {
  const { data, isError } = useQuery({ ...sledInstancePicker(sledId), throwOnError: false })
  if (isError) return <span className="text-secondary">Unknown</span>
  if (!data) return <Spinner size="sm" label="Counting instances" />
  // a sled cannot run as many as a whole page; if it ever did, say there are more
  const count = formatNumber(data.items.length)
  return <>{hasNextPage(data, PICKER_PAGE_SIZE) ? `${count}+` : count}</>
}
