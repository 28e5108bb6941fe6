import type * as Api from '../../app/api/__generated_versions__/2026081901.0.0/Api'
import type { Json } from '../../app/api/__generated_versions__/2026081901.0.0/msw-handlers'
import { lookup, lookupInQuery } from '../access/lookup'
import { simError } from '../answers/errors'
import { paginate } from '../answers/pagination'
import { accepted, created } from '../answers/responses'
import { nowIso } from '../clock'
import type { NewHandlers } from '../context'
import { parseIpv4, parseIpv6 } from '../network/ip'
import { allocate, net } from '../network/subnet-pools'
import type { ExternalSubnetRecord } from '../store/subnet-pool-types'
import type { InstanceRecord, Store } from '../store/types'
import { isUuid, uuid } from '../util'

// External subnets (`/v1/external-subnets`), as nexus/src/app/external_subnet.rs
// and the datastore's external_subnet.rs answer at omicron's HEAD: project
// resources holding a subnet of a pool linked to the project's silo, attached
// to at most one instance. Nexus attaches and detaches through a saga; here the
// saga ends within the request, so a subnet is never seen attaching or detaching.

/** Nexus's cap on the subnets attached to one instance */
export const MAX_ATTACHED_SUBNETS_PER_INSTANCE = 32

/**
 * The instance a subnet is attached to. Nexus detaches an instance's subnets when it
 * deletes the instance; here a subnet whose instance is gone counts as detached.
 */
const attachedTo = (store: Store, subnet: ExternalSubnetRecord) =>
  subnet.instance_id ? (store.get('instances', subnet.instance_id) ?? null) : null

const view = (store: Store, subnet: ExternalSubnetRecord): Json<Api.ExternalSubnet> => ({
  ...subnet,
  instance_id: attachedTo(store, subnet)?.id ?? null,
})

const assertNameFree = (store: Store, projectId: string, name: string) => {
  if (store.list('externalSubnets').some((s) => s.project_id === projectId && s.name === name)) {
    throw simError.alreadyExists('external-subnet', name)
  }
}

/**
 * Nexus attaches and detaches only with no VMM or a running one (its record
 * `NoVmm` or `Vmm`): an instance being created or failed is refused in the words of
 * its record's state, and a VMM in a transient state asks for a retry (503).
 */
function assertCanChange(verb: 'attach' | 'detach', instance: InstanceRecord) {
  const s = instance.run_state
  if (s === 'running' || s === 'rebooting' || s === 'stopped') return
  if (s === 'creating' || s === 'failed') {
    throw simError.invalid(
      verb === 'attach'
        ? `Cannot attach subnet to instance in ${s} state`
        : `Cannot detach subnet from instance in ${s} state`,
    )
  }
  throw simError.unavailable()
}

/**
 * Whether the instance's primary interface has an address of the subnet's version: in
 * `ip`, or for a dual-stack interface its IPv6 one in `ipv6`
 */
function hasMatchingStack(store: Store, instance: InstanceRecord, v6: boolean) {
  const nic = store
    .list('networkInterfaces')
    .find((n) => n.instance_id === instance.id && n.primary)
  if (!nic) return false
  const addresses = [nic.ip, nic.ipv6 ?? '']
  return addresses.some((ip) => (v6 ? parseIpv6(ip) : parseIpv4(ip)) !== null)
}

export const externalSubnets = {
  externalSubnetList({ query }, { store, actor }) {
    const project = lookupInQuery(store, actor, 'project', query, 'list_children').record
    const page = paginate(store.list('externalSubnets'), query, {
      include: (s) => s.project_id === project.id,
    })
    return { items: page.items.map((s) => view(store, s)), next_page: page.next_page }
  },

  // The subnet is found (or refused) before the name is checked, as Nexus's one
  // insert query refuses an allocation before its unique index sees the name
  externalSubnetCreate({ query, body }, { store, actor }) {
    const project = lookupInQuery(store, actor, 'project', query, 'create_child').record
    const allocation = allocate(store, project.silo_id, body.allocator)
    assertNameFree(store, project.id, body.name)
    const now = nowIso(store)
    const subnet = store.insert('externalSubnets', {
      id: uuid(),
      name: body.name,
      description: body.description,
      project_id: project.id,
      ...allocation,
      instance_id: null,
      time_created: now,
      time_modified: now,
    })
    return created(view(store, subnet))
  },

  externalSubnetView({ path, query }, { store, actor }) {
    return view(
      store,
      lookup(store, actor, 'externalSubnet', path.externalSubnet, 'read', query).record,
    )
  },

  // A taken name answers as a create does (Nexus: a 500, see docs/sim-differences.md)
  externalSubnetUpdate({ path, query, body }, { store, actor }) {
    const { record: subnet } = lookup(
      store,
      actor,
      'externalSubnet',
      path.externalSubnet,
      'modify',
      query,
    )
    if (body.name && body.name !== subnet.name) assertNameFree(store, subnet.project_id, body.name)
    const updated = store.update('externalSubnets', {
      ...subnet,
      name: body.name ?? subnet.name,
      description: body.description ?? subnet.description,
      time_modified: nowIso(store),
    })
    return view(store, updated)
  },

  externalSubnetDelete({ path, query }, { store, actor }) {
    const { record: subnet } = lookup(
      store,
      actor,
      'externalSubnet',
      path.externalSubnet,
      'modify',
      query,
    )
    if (attachedTo(store, subnet)) {
      throw simError.invalid(
        'Cannot delete external subnet while it is attached to an instance. Detach it and try again.',
      )
    }
    store.remove('externalSubnets', subnet.id)
    return 204
  },

  /**
   * A named instance is looked up in the subnet's project. Attaching again to the
   * same instance answers the subnet as it is; the rest is refused in Nexus's order:
   * attached elsewhere, the instance's state, the cap, the IP stack.
   */
  externalSubnetAttach({ path, query, body }, { store, actor }) {
    const { record: subnet, project } = lookup(
      store,
      actor,
      'externalSubnet',
      path.externalSubnet,
      'modify',
      query,
    )
    const { record: instance } = lookup(store, actor, 'instance', body.instance, 'modify', {
      project: isUuid(body.instance) ? undefined : project.id,
    })
    if (instance.project_id !== subnet.project_id) {
      throw simError.invalid('External subnet and instance must be in the same project')
    }
    const current = attachedTo(store, subnet)
    if (current?.id === instance.id) return accepted(view(store, subnet))
    if (current) {
      throw simError.invalid(
        'External subnets cannot be attached to one instance while still attached to another',
      )
    }
    assertCanChange('attach', instance)
    const attached = store
      .list('externalSubnets')
      .filter((s) => s.instance_id === instance.id).length
    if (attached >= MAX_ATTACHED_SUBNETS_PER_INSTANCE) {
      throw simError.invalid(
        `An instance may not have more than ${MAX_ATTACHED_SUBNETS_PER_INSTANCE} attached subnets`,
      )
    }
    const { v6 } = net(subnet.subnet)
    if (!hasMatchingStack(store, instance, v6)) {
      throw simError.invalid(
        `Cannot attach an IP${v6 ? 'v6' : 'v4'} external subnet to an instance that does not have a matching IP stack`,
      )
    }
    const updated = store.update('externalSubnets', {
      ...subnet,
      instance_id: instance.id,
      time_modified: nowIso(store),
    })
    return accepted(view(store, updated))
  },

  externalSubnetDetach({ path, query }, { store, actor }) {
    const { record: subnet } = lookup(
      store,
      actor,
      'externalSubnet',
      path.externalSubnet,
      'modify',
      query,
    )
    const instanceId = attachedTo(store, subnet)?.id
    if (!instanceId) throw simError.invalid('External subnet is not attached to an instance')
    const instance = lookup(store, actor, 'instance', instanceId, 'modify').record
    assertCanChange('detach', instance)
    const updated = store.update('externalSubnets', {
      ...subnet,
      instance_id: null,
      time_modified: nowIso(store),
    })
    return accepted(view(store, updated))
  },

  // At most 32 subnets, so one page without a token, by id
  instanceExternalSubnetList({ path, query }, { store, actor }) {
    const instance = lookup(store, actor, 'instance', path.instance, 'read', query).record
    const items = store
      .list('externalSubnets')
      .filter((s) => s.instance_id === instance.id)
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((s) => view(store, s))
    return { items, next_page: null }
  },
} satisfies Partial<NewHandlers>
