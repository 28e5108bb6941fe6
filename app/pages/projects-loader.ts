// Outside the page's chunk on purpose: the router can run this loader (and start the
// list request) while the page's code is still downloading or being evaluated.
import { queryClient } from '~/api/client'
import { ApiError } from '~/api/errors'
import { projectList } from '~/api/queries/projects'
import { startProjectCreateReads } from '~/hooks/use-project-access'
import { lazyModule } from '~/ui/lazy-module'

/** The page for a user who may not list projects, fetched only for them */
export const projectsWithoutList = lazyModule(() => import('./ProjectsWithoutList'))

/**
 * Listing a silo's projects needs a role on the silo (Nexus: `list_children` on the
 * silo). A user with roles on some projects only gets 403, which is not an error
 * here: the page says so and lets them open a project by name.
 */
export async function projectsLoader(): Promise<{ canList: boolean }> {
  startProjectCreateReads(queryClient)
  try {
    await queryClient.fetchQuery(projectList.firstPage())
    return { canList: true }
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 403) {
      await projectsWithoutList.load()
      return { canList: false }
    }
    throw error
  }
}
