import { clockOf, iso } from '../clock'
import { lookup, poolForSilo, lookupInQuery } from '../access/lookup'
import type { SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { CREATE_FAILS, failOnPurpose } from '../sentinels'
import { allocateIp, attachFloatingIp } from '../network/external-ips'
import { assertStateAllows } from '../compute/instance-rules'
import { paginate } from '../answers/pagination'
import { accepted, created } from '../answers/responses'
import type { Store } from '../store/types'
import { isUuid, uuid } from '../util'

// Floating IPs (`/v1/floating-ips`): project resources holding one address
// of a pool linked to the silo (the silo's default pool unless one is
// named), attached to at most one instance at a time.

const assertNameFree = (store: Store, projectId: string, name: string) => {
  if (store.list('floatingIps').some((f) => f.project_id === projectId && f.name === name)) {
    throw simError.alreadyExists('floating-ip', name)
  }
}

export const floatingIps = {
  floatingIpList({ query }, { store, actor }) {
    const project = lookupInQuery(store, actor, 'project', query, 'list_children').record
    return paginate(store.list('floatingIps'), query, {
      include: (f) => f.project_id === project.id,
    })
  },

  floatingIpCreate({ query, body }, { store, actor }) {
    const project = lookupInQuery(store, actor, 'project', query, 'create_child').record
    assertNameFree(store, project.id, body.name)
    failOnPurpose(store, body.name === CREATE_FAILS.floatingIpCreate)
    const pool = poolForSilo(store, project.silo_id, body.pool)
    const now = iso(clockOf(store).now())
    const ip = store.insert('floatingIps', {
      id: uuid(),
      name: body.name,
      description: body.description,
      project_id: project.id,
      ip: allocateIp(store, pool, body.ip),
      ip_pool_id: pool.id,
      instance_id: null,
      time_created: now,
      time_modified: now,
    })
    return created(ip)
  },

  floatingIpView({ path, query }, { store, actor }) {
    return lookup(store, actor, 'floatingIp', path.floatingIp, 'read', query).record
  },

  floatingIpUpdate({ path, query, body }, { store, actor }) {
    const { record: floatingIp } = lookup(
      store,
      actor,
      'floatingIp',
      path.floatingIp,
      'modify',
      query,
    )
    if (body.name && body.name !== floatingIp.name) {
      assertNameFree(store, floatingIp.project_id, body.name)
    }
    return store.update('floatingIps', {
      ...floatingIp,
      name: body.name ?? floatingIp.name,
      description: body.description ?? floatingIp.description,
      time_modified: iso(clockOf(store).now()),
    })
  },

  floatingIpDelete({ path, query }, { store, actor }) {
    const { record: floatingIp } = lookup(
      store,
      actor,
      'floatingIp',
      path.floatingIp,
      'modify',
      query,
    )
    if (floatingIp.instance_id) {
      throw simError.invalid('Floating IP cannot be deleted while attached to an instance')
    }
    store.remove('floatingIps', floatingIp.id)
    return 204
  },

  // A named instance is looked up in the floating IP's project
  floatingIpAttach({ path, query, body }, { store, actor }) {
    const { record: floatingIp, project } = lookup(
      store,
      actor,
      'floatingIp',
      path.floatingIp,
      'modify',
      query,
    )
    const { record: instance } = lookup(store, actor, 'instance', body.parent, 'modify', {
      project: isUuid(body.parent) ? undefined : project.id,
    })
    if (instance.project_id !== project.id) {
      throw simError.invalid('floating IP must be in the same project as the instance')
    }
    assertStateAllows('attachFloatingIp', instance)
    return accepted(attachFloatingIp(store, floatingIp, instance, iso(clockOf(store).now())))
  },

  floatingIpDetach({ path, query }, { store, actor }) {
    const { record: floatingIp } = lookup(
      store,
      actor,
      'floatingIp',
      path.floatingIp,
      'modify',
      query,
    )
    if (!floatingIp.instance_id) {
      throw simError.invalid('Floating IP is not attached to an instance')
    }
    const instance = store.get('instances', floatingIp.instance_id)
    if (instance) assertStateAllows('detachFloatingIp', instance)
    const detached = store.update('floatingIps', {
      ...floatingIp,
      instance_id: null,
      time_modified: iso(clockOf(store).now()),
    })
    return accepted(detached)
  },
} satisfies Partial<SimHandlers>
