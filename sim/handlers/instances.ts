import { projectRole, requireRole } from '../authz'
import type { SimHandlers } from '../context'
import { simError } from '../errors'
import { lookupProject } from '../lookup'
import { paginate } from '../pagination'

export const instances = {
  // Nexus scopes instances by project; listing without one is a bad request
  instanceList({ query }, { store, actor }) {
    if (!query.project) throw simError.invalid('project is required to list instances')
    const project = lookupProject(store, actor, query.project)
    requireRole(projectRole(store, actor, project), 'viewer')
    return paginate(store.list('instances'), query, { include: (i) => i.project_id === project.id })
  },
} satisfies Partial<SimHandlers>
