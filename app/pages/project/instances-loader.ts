// Outside the page's chunk on purpose: the router can run this loader (and start the
// list request) while the page's code is still downloading or being evaluated.
import type { LoaderFunctionArgs } from 'react-router-dom'

import { queryClient } from '~/api/client'
import { instanceList } from '~/api/queries/instances'
import { requireParams } from '~/hooks/use-params'

export async function instancesLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(instanceList(requireParams(params, 'project').project).firstPage())
  return null
}
