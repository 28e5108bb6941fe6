import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { authorizeFleet } from '../access/authz'
import { nowIso } from '../clock'
import type { SimHandlers } from '../context'
import { errorResponse, simError } from '../answers/errors'
import { lookup } from '../access/lookup'
import { paginate } from '../answers/pagination'
import { created } from '../answers/responses'
import type { InventorySledRecord, SledRecord, Store } from '../store/types'
import { settleAdoption } from './disk-adoption'
import { settleMembership } from './rack-membership'
import { baseboardDebug, commissionSled } from '../compute/sleds'

// The rack's hardware for the operator (`/v1/system/hardware/…`): racks,
// sleds, their physical disks and instances, switches, and the sleds found in
// the rack but not yet added. All of it is a child of the fleet (Polar's
// `FleetChild`): fleet viewers read and list it, fleet admins change it. A
// list is authorized on the fleet itself, so others get 403; a single record
// is not found for them (Nexus answers a refused read with the record's 404).

const ID_ONLY = { modes: ['id_ascending'] } as const

/** Nexus's `SledFilter::InService`: in service (provisionable or not) and active */
const isInService = (sled: SledRecord) =>
  sled.policy.kind === 'in_service' && sled.state === 'active'

/** How Nexus words a sled policy in its refusals (views.rs `Display for SledPolicy`) */
function policyWords(policy: Json<Api.SledPolicy>): string {
  if (policy.kind === 'expunged') return 'expunged'
  return policy.provision_policy === 'provisionable' ? 'in service' : 'not provisionable'
}

const toUninitializedSled = ({
  id: _id,
  ...sled
}: InventorySledRecord): Json<Api.UninitializedSled> => sled

const sameBoard = (a: Json<Api.Baseboard>, b: Json<Api.Baseboard>) =>
  a.serial === b.serial && a.part === b.part && a.revision === b.revision

/**
 * `sled_list_uninitialized` takes a page token only to refuse it: the list is
 * always one page. Dropshot decodes the token first (its own 400 if it cannot),
 * then Nexus refuses the page it names.
 */
function refusePageToken(token: string): Response {
  const dropshotRefusal = (why: string) =>
    errorResponse(
      400,
      undefined,
      `unable to parse query string: failed to parse pagination token: ${why}`,
    )
  if (token.length > 512) return dropshotRefusal('too large')
  let parsed: unknown
  try {
    parsed = JSON.parse(atob(token.replace(/-/g, '+').replace(/_/g, '/')))
  } catch {
    return dropshotRefusal('corrupted token')
  }
  // the page this endpoint's token would name is a plain string
  const lastSeen =
    typeof parsed === 'object' && parsed !== null && 'page_start' in parsed
      ? parsed.page_start
      : undefined
  if (typeof lastSeen !== 'string') return dropshotRefusal('corrupted token')
  return simError.invalidValue(lastSeen, 'bad page token')
}

export const hardware = {
  rackList({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    return paginate(store.list('racks'), query, ID_ONLY)
  },

  rackView: ({ path }, { store, actor }) =>
    lookup(store, actor, 'rack', path.rackId, 'read').record,

  // Decommissioned and expunged sleds are left out of the list, as Nexus leaves
  // them out; they are still found by id
  sledList({ query }, { store, actor }) {
    settleHardware(store)
    authorizeFleet(store, actor, 'list_children')
    return paginate(store.list('sleds'), query, { ...ID_ONLY, include: isInService })
  },

  sledView({ path }, { store, actor }) {
    settleHardware(store)
    return lookup(store, actor, 'sled', path.sledId, 'read').record
  },

  // Nexus changes the policy only of a sled in service and active; setting the
  // policy it already has is a no-op that answers the same old and new state
  sledSetProvisionPolicy({ path, body }, { store, actor }) {
    const sled = lookup(store, actor, 'sled', path.sledId, 'modify').record
    const wanted = body.state
    if (sled.policy.kind !== 'in_service' || sled.state !== 'active') {
      throw simError.conflict(
        `sled id ${sled.id} has current policy "${policyWords(sled.policy)}" and state ` +
          `"${sled.state}" and the transition to policy ` +
          `"${policyWords({ kind: 'in_service', provision_policy: wanted })}" is not permitted`,
      )
    }
    const old = sled.policy.provision_policy
    if (old !== wanted) {
      store.update('sleds', {
        ...sled,
        policy: { kind: 'in_service', provision_policy: wanted },
        time_modified: nowIso(store),
      })
    }
    return { old_state: old, new_state: wanted }
  },

  // The instances with a VMM on the sled (Nexus's `sled_instance` view joins the
  // instance's active VMM), with the VMM's state
  sledInstanceList({ path, query }, { store, actor }) {
    const sled = lookup(store, actor, 'sled', path.sledId, 'read').record
    authorizeFleet(store, actor, 'list_children')
    const here = new Set<string>()
    for (const vmm of store.list('vmms')) if (vmm.sled_id === sled.id) here.add(vmm.instance_id)
    const page = paginate(store.list('instances'), query, {
      ...ID_ONLY,
      include: (i) => here.has(i.id),
    })
    return {
      items: page.items.map((instance): Json<Api.SledInstance> => {
        const project = store.get('projects', instance.project_id)
        const silo = project && store.get('silos', project.silo_id)
        return {
          id: instance.id,
          name: instance.name,
          active_sled_id: sled.id,
          migration_id: null,
          silo_name: silo?.name ?? '',
          project_name: project?.name ?? '',
          state: instance.run_state,
          ncpus: instance.ncpus,
          memory: instance.memory,
          time_created: instance.time_created,
          time_modified: instance.time_modified,
        }
      }),
      next_page: page.next_page,
    }
  },

  // All of a sled's disks, whatever their policy; Nexus does not check that the
  // sled exists (an unknown one has none)
  sledPhysicalDiskList({ path, query }, { store, actor }) {
    settleHardware(store)
    authorizeFleet(store, actor, 'read')
    return paginate(store.list('physicalDisks'), query, {
      ...ID_ONLY,
      include: (d) => d.sled_id === path.sledId,
    })
  },

  // The rack's disks in service (Nexus's `DiskFilter::InService`)
  physicalDiskList({ query }, { store, actor }) {
    settleHardware(store)
    authorizeFleet(store, actor, 'read')
    return paginate(store.list('physicalDisks'), query, {
      ...ID_ONLY,
      include: (d) => d.policy.kind === 'in_service' && d.state === 'active',
    })
  },

  physicalDiskView: ({ path }, { store, actor }) =>
    lookup(store, actor, 'physicalDisk', path.diskId, 'read').record,

  switchList({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'list_children')
    return paginate(store.list('switches'), query, ID_ONLY)
  },

  switchView: ({ path }, { store, actor }) =>
    lookup(store, actor, 'switch', path.switchId, 'read').record,

  // The sleds the inventory finds whose baseboard no sled in service has, in
  // the inventory's order (part, then serial), always on one page. Reading the
  // inventory needs a fleet viewer.
  sledListUninitialized({ query }, { store, actor }) {
    if (query.pageToken) throw refusePageToken(query.pageToken)
    settleHardware(store)
    authorizeFleet(store, actor, 'read')
    const boards = store
      .list('sleds')
      .filter(isInService)
      .map((s) => s.baseboard)
    const items = store
      .list('sledInventory')
      .filter((s) => !boards.some((b) => sameBoard(b, s.baseboard)))
      .sort(
        (a, b) =>
          compare(a.baseboard.part, b.baseboard.part) ||
          compare(a.baseboard.serial, b.baseboard.serial),
      )
      .map(toUninitializedSled)
    return { items, next_page: null }
  },

  // Nexus's `sled_add`, in its order: the baseboard must be one the inventory
  // has seen (a fleet viewer may look), a sled already added with it answers
  // `already exists`, and only then does adding need a fleet admin. Nexus
  // answers once the bootstrap agent has started the new sled's agent, which
  // registers the sled moments later; its disks are adopted on the next
  // inventory collection. The simulator does all of it at once.
  sledAdd({ body }, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    const found = store
      .list('sledInventory')
      .find((s) => s.baseboard.serial === body.serial && s.baseboard.part === body.part)
    if (!found) {
      throw simError.notFound('sled', { id: baseboardDebug(body.part, body.serial) })
    }
    const commissioned = store
      .list('sleds')
      .find(
        (s) =>
          s.state === 'active' &&
          s.baseboard.serial === body.serial &&
          s.baseboard.part === body.part,
      )
    if (commissioned) {
      throw simError.alreadyExists('sled', `${body.serial} (${body.part}): ${commissioned.id}`)
    }
    authorizeFleet(store, actor, 'modify')
    const sled = commissionSled(store, found)
    return created({ id: sled.id })
  },
} satisfies Partial<SimHandlers>

/**
 * What came due in the background: sleds a committed membership change added, disks whose
 * adoption was requested (sim/handlers/rack-membership.ts, disk-adoption.ts)
 */
function settleHardware(store: Store) {
  settleMembership(store)
  settleAdoption(store)
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
