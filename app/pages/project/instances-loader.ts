// Outside the page's chunk on purpose: the router can run this loader (and start the
// list request) while the page's code is still downloading or being evaluated.
import type { LoaderFunctionArgs } from 'react-router'

import { api, listQuery, queryClient } from '~/api/client'
import { requireParams } from '~/hooks/use-params'

export const instanceList = (project: string) => listQuery(api.instanceList, { query: { project } })

export async function instancesLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(instanceList(requireParams(params, 'project').project).firstPage())
  return null
}
