import { authorizeFleet } from '../access/authz'
import { assertCertificateUsable } from '../network/certificates'
import { insertCertificate } from './certificates'
import { nowIso } from '../clock'
import type { SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { lookup } from '../access/lookup'
import { paginate } from '../answers/pagination'
import { siloProvisioned, siloQuotas, type ResourceCounts } from '../compute/provisioning'
import { provisionedByCollection, provisioningSources } from '../compute/provisioning-history'
import { removeUsers } from '../access/remove-users'
import { created, noContent } from '../answers/responses'
import type { SiloRecord, Store } from '../store/types'
import { uuid } from '../util'

// Silos and their quotas and utilization (nexus/src/app/silo.rs, quota.rs,
// utilization.rs). A user may read their own silo (Polar gives every user `read` on
// it), which is how the console learns whether users are managed locally; fleet viewers
// read any and list the discoverable ones; fleet collaborators create and delete them
// (and a silo's own admins may delete it); giving a silo fleet roles takes a fleet admin.

const quotasView = (store: Store, silo: SiloRecord) => {
  // every silo gets quotas when it is made (a silo put straight into a store may lack them)
  const q = siloQuotas(store, silo.id) ?? { cpus: 0, memory: 0, storage: 0 }
  return { silo_id: silo.id, cpus: q.cpus, memory: q.memory, storage: q.storage }
}

/** A silo's quotas and what it has provisioned (`provisioned`, when every silo's was counted at once) */
const utilizationOf = (store: Store, silo: SiloRecord, provisioned?: ResourceCounts) => {
  const { cpus, memory, storage } = quotasView(store, silo)
  const allocated = { cpus, memory, storage }
  return {
    silo_id: silo.id,
    silo_name: silo.name,
    provisioned: provisioned ?? siloProvisioned(store, silo.id),
    allocated,
  }
}

/** Everything of a silo that goes with it (Nexus's `silo_delete`); it holds no project */
function removeSilo(store: Store, silo: SiloRecord) {
  const users = new Set(
    store
      .list('users')
      .filter((u) => u.silo_id === silo.id)
      .map((u) => u.id),
  )
  const groups = new Set(
    store
      .list('groups')
      .filter((g) => g.silo_id === silo.id)
      .map((g) => g.id),
  )
  removeUsers(store, users)
  for (const m of store.list('groupMembers'))
    if (groups.has(m.group_id)) store.remove('groupMembers', m.id)
  for (const id of groups) store.remove('groups', id)
  for (const c of store.list('certificates'))
    if (c.silo_id === silo.id) store.remove('certificates', c.id)
  for (const p of store.list('samlIdentityProviders'))
    if (p.silo_id === silo.id) store.remove('samlIdentityProviders', p.id)
  for (const l of store.list('ipPoolSilos'))
    if (l.silo_id === silo.id) store.remove('ipPoolSilos', l.id)
  for (const i of store.list('images')) if (i.silo_id === silo.id) store.remove('images', i.id)
  for (const q of store.list('siloQuotas'))
    if (q.silo_id === silo.id) store.remove('siloQuotas', q.id)
  if (store.get('policies', silo.id)) store.remove('policies', silo.id)
  store.remove('silos', silo.id)
}

export const silos = {
  siloList({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'list_children')
    return paginate(store.list('silos'), query, { include: (s) => s.discoverable })
  },

  siloView: ({ path }, { store, actor }) => lookup(store, actor, 'silo', path.silo, 'read').record,

  siloCreate({ body }, { store, actor }) {
    authorizeFleet(store, actor, 'create_child')
    if (Object.keys(body.mapped_fleet_roles ?? {}).length > 0) {
      // conferring fleet roles is changing the fleet's policy
      authorizeFleet(store, actor, 'modify')
    }
    if (store.list('silos').some((s) => s.name === body.name)) {
      throw simError.alreadyExists('silo', body.name)
    }
    const now = nowIso(store)
    // certificates are checked for the new silo's DNS name before anything is made
    for (const c of body.tls_certificates) assertCertificateUsable(store, body, c.cert, c.key)
    const silo = store.insert('silos', {
      id: uuid(),
      name: body.name,
      description: body.description,
      discoverable: body.discoverable,
      identity_mode: body.identity_mode,
      mapped_fleet_roles: body.mapped_fleet_roles ?? {},
      time_created: now,
      time_modified: now,
    })
    if (body.admin_group_name) {
      const group = store.insert('groups', {
        id: uuid(),
        display_name: body.admin_group_name,
        silo_id: silo.id,
      })
      store.insert('policies', {
        id: silo.id,
        resource_type: 'silo',
        role_assignments: [
          { identity_id: group.id, identity_type: 'silo_group', role_name: 'admin' },
        ],
      })
    }
    for (const c of body.tls_certificates) insertCertificate(store, silo, c)
    store.insert('siloQuotas', {
      id: uuid(),
      silo_id: silo.id,
      cpus: body.quotas.cpus,
      memory: body.quotas.memory,
      storage: body.quotas.storage,
    })
    return created(silo)
  },

  siloDelete({ path }, { store, actor }) {
    const silo = lookup(store, actor, 'silo', path.silo, 'modify').record
    if (store.list('projects').some((p) => p.silo_id === silo.id)) {
      throw simError.invalid('silo to be deleted contains a project')
    }
    removeSilo(store, silo)
    return noContent()
  },

  siloQuotasView: ({ path }, { store, actor }) =>
    quotasView(store, lookup(store, actor, 'silo', path.silo, 'read').record),

  siloQuotasUpdate({ path, body }, { store, actor }) {
    const silo = lookup(store, actor, 'silo', path.silo, 'modify').record
    const current = siloQuotas(store, silo.id) ?? {
      id: uuid(),
      silo_id: silo.id,
      cpus: 0,
      memory: 0,
      storage: 0,
    }
    const updated = {
      ...current,
      cpus: body.cpus ?? current.cpus,
      memory: body.memory ?? current.memory,
      storage: body.storage ?? current.storage,
    }
    if (store.get('siloQuotas', current.id)) store.update('siloQuotas', updated)
    else store.insert('siloQuotas', updated)
    return quotasView(store, silo)
  },

  // every silo's quotas, hidden ones too, by silo id
  systemQuotasList({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'list_children')
    const page = paginate(
      store.list('siloQuotas').map((q) => ({ ...q, id: q.silo_id })),
      query,
      { modes: ['id_ascending'] },
    )
    return {
      items: page.items.map((q) => ({
        silo_id: q.silo_id,
        cpus: q.cpus,
        memory: q.memory,
        storage: q.storage,
      })),
      next_page: page.next_page,
    }
  },

  // the caller's own silo: what it may provision and what it has
  utilizationView(_params, { store, actor }) {
    const { allocated, provisioned } = utilizationOf(store, actor.silo)
    return { capacity: allocated, provisioned }
  },

  siloUtilizationView: ({ path }, { store, actor }) =>
    utilizationOf(store, lookup(store, actor, 'silo', path.silo, 'read').record),

  // discoverable silos, and hidden ones that have been given anything
  siloUtilizationList({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'list_children')
    const shown = (s: SiloRecord) => {
      if (s.discoverable) return true
      const q = siloQuotas(store, s.id)
      return !!q && (q.cpus > 0 || q.memory > 0 || q.storage > 0)
    }
    const page = paginate(store.list('silos'), query, { include: shown })
    // one pass over what runs and is stored, for the whole page
    const counts = provisionedByCollection(provisioningSources(store))
    const none = { cpus: 0, memory: 0, storage: 0 }
    return {
      items: page.items.map((s) => utilizationOf(store, s, counts.get(s.id) ?? none)),
      next_page: page.next_page,
    }
  },
} satisfies Partial<SimHandlers>
