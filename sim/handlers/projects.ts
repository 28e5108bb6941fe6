import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import type { SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { CREATE_FAILS, failOnPurpose } from '../sentinels'
import { authorizeOwnSilo, lookup } from '../access/lookup'
import { paginate } from '../answers/pagination'
import { created } from '../answers/responses'
import type { ProjectRecord, Store } from '../store/types'
import { isoNow, uuid } from '../util'
import { createDefaultVpc } from '../network/default-vpc'

/** The `Project` view of a stored project (drops `silo_id`) */
export const toProject = (p: ProjectRecord): Json<Api.Project> => ({
  id: p.id,
  name: p.name,
  description: p.description,
  time_created: p.time_created,
  time_modified: p.time_modified,
})

function assertProjectNameFree(store: Store, siloId: string, name: string) {
  if (store.list('projects').some((p) => p.silo_id === siloId && p.name === name)) {
    throw simError.alreadyExists('project', name)
  }
}

// What Nexus refuses to delete a project over, in the order it checks, with
// the noun its message uses ("project to be deleted contains an instance: db1").
const projectChildren: Array<
  [
    (
      | 'instances'
      | 'disks'
      | 'floatingIps'
      | 'images'
      | 'snapshots'
      | 'vpcs'
      | 'affinityGroups'
      | 'antiAffinityGroups'
    ),
    string,
  ]
> = [
  ['instances', 'an instance'],
  ['disks', 'a disk'],
  ['floatingIps', 'a floating_ip'],
  ['images', 'a project_image'],
  ['snapshots', 'a snapshot'],
  ['vpcs', 'a vpc'],
  ['affinityGroups', 'an affinity_group'],
  ['antiAffinityGroups', 'an anti_affinity_group'],
]

export const projects = {
  // Nexus authorizes `list_children` on the silo, which needs silo viewer:
  // anyone else (a user with roles on some projects only) gets 403, as every
  // user of the silo may read the silo itself.
  projectList({ query }, { store, actor }) {
    const silo = authorizeOwnSilo(store, actor, 'list_children')
    const page = paginate(store.list('projects'), query, {
      include: (p) => p.silo_id === silo.id,
    })
    return { items: page.items.map(toProject), next_page: page.next_page }
  },

  projectCreate({ body }, { store, actor }) {
    authorizeOwnSilo(store, actor, 'create_child')
    assertProjectNameFree(store, actor.silo.id, body.name)
    failOnPurpose(store, body.name === CREATE_FAILS.projectCreate)
    const now = isoNow()
    const project = store.insert('projects', {
      id: uuid(),
      name: body.name,
      description: body.description,
      silo_id: actor.silo.id,
      time_created: now,
      time_modified: now,
    })
    // like Nexus's project-create saga, which makes the VPC instances default to
    createDefaultVpc(store, project, now)
    return created(toProject(project))
  },

  projectView({ path }, { store, actor }) {
    return toProject(lookup(store, actor, 'project', path.project, 'read').record)
  },

  projectUpdate({ path, body }, { store, actor }) {
    // Polar: `"modify" if "admin"` on the project
    const project = lookup(store, actor, 'project', path.project, 'modify').record
    if (body.name && body.name !== project.name) {
      assertProjectNameFree(store, project.silo_id, body.name)
    }
    const updated = store.update('projects', {
      ...project,
      name: body.name ?? project.name,
      description: body.description ?? project.description,
      time_modified: isoNow(),
    })
    return toProject(updated)
  },

  projectDelete({ path }, { store, actor }) {
    const project = lookup(store, actor, 'project', path.project, 'modify').record
    for (const [table, noun] of projectChildren) {
      const child = store.list(table).find((r) => r.project_id === project.id)
      if (child) throw simError.invalid(`project to be deleted contains ${noun}: ${child.name}`)
    }
    store.remove('projects', project.id)
    store.remove('policies', project.id)
    return 204
  },
} satisfies Partial<SimHandlers>
