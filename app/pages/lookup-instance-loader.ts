// lookup/instances/{id} and lookup/i/{id} (spec section 2): find an instance by id
// alone, fetch its project for the name, and go to the instance's storage tab.
import { redirect, type LoaderFunctionArgs } from 'react-router-dom'

import { queryClient } from '~/api/client'
import { ApiError } from '~/api/errors'
import { instanceById } from '~/api/queries/instances'
import { projectView } from '~/api/queries/projects'
import { requireParams } from '~/hooks/use-params'
import { pb } from '~/util/path-builder'

export async function instanceLookupLoader({ params }: LoaderFunctionArgs) {
  const { instance: id } = requireParams(params, 'instance')
  try {
    // an id needs no project selector; a name without one is a 400, shown as not found too
    const instance = await queryClient.fetchQuery(instanceById(id))
    const project = await queryClient.fetchQuery(projectView(instance.projectId))
    return redirect(pb.instanceStorage({ project: project.name, instance: instance.name }))
  } catch (e) {
    // the login redirect is already under way
    if (e instanceof ApiError && e.statusCode === 401) throw e
    throw new Response(null, { status: 404 })
  }
}
