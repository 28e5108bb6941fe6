// The System layout's loader, apart from its component: the check runs with the route
// table in the first visit's code, while the layout's code loads only for System pages.
import { queryClient } from '~/api/client'
import { systemPolicy } from '~/api/queries/session'

/** System pages exist only for operators; to anyone else they are not found. */
export async function systemLayoutLoader() {
  // The fleet access reads serve the System pages only, so their code is not in the
  // layout's (the first visit's) chunk: it loads here, alongside the operator check.
  const fleetAccess = import('~/hooks/use-fleet-access')
  // a failed load matters only to an operator, and then it is the loader's error below
  fleetAccess.catch(() => {})
  const policy = await queryClient.fetchQuery(systemPolicy)
  if (policy.type === 'error') throw new Response('Not found', { status: 404 })
  // the pages offer changes by the operator's fleet role (a viewer may only look)
  await (await fleetAccess).loadFleetAccess()
  return null
}
