import { clockOf, iso } from '../clock'
import type { SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { CREATE_FAILS, failOnPurpose } from '../sentinels'
import { authorizeOwnSilo, lookup, lookupImage } from '../access/lookup'
import { toImage } from '../answers/views'
import { paginate } from '../answers/pagination'
import { assertWithinQuota } from '../compute/provisioning'
import { accepted, created } from '../answers/responses'
import type { ImageRecord, ProjectRecord, Store } from '../store/types'
import { uuid } from '../util'

// Project images (`project_id` set) are seen with project viewer and changed
// with project collaborator; silo images, as in Nexus's Polar, are seen with
// silo viewer and changed (or created, or promoted to) by silo collaborators.
// Promote and demote move an image between the two and need both.

/** Image names are unique among a project's images, and among a silo's images */
function assertImageNameFree(
  store: Store,
  siloId: string,
  project: ProjectRecord | null,
  name: string,
) {
  const taken = store
    .list('images')
    .some(
      (i) =>
        i.silo_id === siloId && (i.project_id ?? null) === (project?.id ?? null) && i.name === name,
    )
  if (taken) throw simError.alreadyExists(project ? 'project-image' : 'silo-image', name)
}

const moved = (store: Store, image: ImageRecord, projectId: string | null) =>
  store.update('images', {
    ...image,
    project_id: projectId,
    time_modified: iso(clockOf(store).now()),
  })

export const images = {
  // With `project`: that project's images; without: the silo's images
  imageList({ query }, { store, actor }) {
    let include: (i: ImageRecord) => boolean
    if (query.project) {
      const project = lookup(store, actor, 'project', query.project, 'list_children').record
      include = (i) => i.project_id === project.id
    } else {
      // the silo's image list: Polar's `"list_children" if "viewer" on "containing_silo"`
      const silo = authorizeOwnSilo(store, actor, 'list_children')
      include = (i) => i.silo_id === silo.id && !i.project_id
    }
    const page = paginate(store.list('images'), query, { include })
    return { items: page.items.map(toImage), next_page: page.next_page }
  },

  imageView({ path, query }, { store, actor }) {
    return toImage(lookupImage(store, actor, path.image, 'read', query).image)
  },

  // From a snapshot of the project; without `project`, a silo image
  imageCreate({ query, body }, { store, actor }) {
    let project: ProjectRecord | null = null
    if (query.project) {
      project = lookup(store, actor, 'project', query.project, 'create_child').record
    } else {
      // Polar: SiloImageList `"create_child" if "collaborator" on "containing_silo"`
      authorizeOwnSilo(store, actor, 'create_child')
    }
    const source = lookup(store, actor, 'snapshot', body.source.id, 'read')
    if (project && source.project.id !== project.id) {
      throw simError.invalid('snapshot does not belong to this project')
    }
    assertImageNameFree(store, actor.silo.id, project, body.name)
    assertWithinQuota(store, actor.silo.id, { storage: source.record.size })
    failOnPurpose(store, body.name === CREATE_FAILS.imageCreate)
    const now = iso(clockOf(store).now())
    const image = store.insert('images', {
      id: uuid(),
      name: body.name,
      description: body.description,
      os: body.os,
      version: body.version,
      size: source.record.size,
      block_size: source.record.block_size,
      digest: null,
      project_id: project?.id ?? null,
      silo_id: actor.silo.id,
      time_created: now,
      time_modified: now,
    })
    return created(toImage(image))
  },

  imageDelete({ path, query }, { store, actor }) {
    const { image } = lookupImage(store, actor, path.image, 'modify', query)
    store.remove('images', image.id)
    return 204
  },

  imagePromote({ path, query }, { store, actor }) {
    const { image, project } = lookupImage(store, actor, path.image, 'modify', query)
    if (!project) throw simError.invalid('Cannot promote a silo image')
    authorizeOwnSilo(store, actor, 'create_child')
    assertImageNameFree(store, image.silo_id, null, image.name)
    return accepted(toImage(moved(store, image, null)))
  },

  // `project` is where the image goes: the image itself is a silo image,
  // looked up without a project
  imageDemote({ path, query }, { store, actor }) {
    const { image, project } = lookupImage(store, actor, path.image, 'modify')
    if (project) throw simError.invalid('Cannot demote a project image')
    const target = lookup(store, actor, 'project', query.project, 'create_child').record
    assertImageNameFree(store, image.silo_id, target, image.name)
    return accepted(toImage(moved(store, image, target.id)))
  },
} satisfies Partial<SimHandlers>
