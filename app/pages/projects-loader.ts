// Outside the page's chunk on purpose: the router can run this loader (and start the
// list request) while the page's code is still downloading or being evaluated.
import { api, listQuery, queryClient } from '~/api/client'

export const projectList = listQuery(api.projectList, {})

export async function projectsLoader() {
  await queryClient.fetchQuery(projectList.firstPage())
  return null
}
