import type * as Api from '../../app/api/__generated_versions__/2026081901.0.0/Api'
import type { Json } from '../../app/api/__generated_versions__/2026081901.0.0/msw-handlers'
import { authorizeFleet } from '../access/authz'
import { clockOf, iso } from '../clock'
import type { NewHandlers } from '../context'
import { errorResponse, simError } from '../answers/errors'
import { badPageToken, decodePageStart, paginate } from '../answers/pagination'
import { created, noContent } from '../answers/responses'
import { u2Disk } from '../seed/physical-disks'
import type { InventoryDiskRecord } from '../store/system-update-types'
import type { Store } from '../store/types'
import { uuid } from '../util'

// Disks the inventory finds in a sled that the control plane has not adopted
// (nexus/src/app/sled.rs, the datastore's physical_disk.rs). An expunged disk put back,
// or any disk an operator wants used, waits until an operator asks for its adoption;
// the control plane's background task then makes it a physical disk of its sled and
// the request is done. Here that task runs once the simulator's transition time has
// passed since the request, applied by the next request that looks (`settleAdoption`).
// All of it is the fleet's: viewers read, admins change.

type Identity = Json<Api.PhysicalDiskManufacturerIdentity>

const sameDisk = (a: Identity, b: Identity) =>
  a.vendor === b.vendor && a.model === b.model && a.serial === b.serial

/** A physical disk not expunged with this identity, on `sledId` if given */
function activeDisk(store: Store, disk: Identity, sledId?: string) {
  return store
    .list('physicalDisks')
    .find(
      (d) => d.policy.kind !== 'expunged' && sameDisk(d, disk) && (!sledId || d.sled_id === sledId),
    )
}

/** Whether the inventory disk sits in a sled in service (Nexus's `SledFilter::InService`) */
function inServiceSled(store: Store, disk: InventoryDiskRecord) {
  const sled = store.get('sleds', disk.sled_id)
  return sled?.policy.kind === 'in_service' && sled.state === 'active'
}

/** Adopts the disks whose adoption request came due: the control plane's background task */
export function settleAdoption(store: Store, now = clockOf(store).now()) {
  const due = store
    .list('diskAdoptionRequests')
    .filter((r) => Date.parse(r.time_created) + clockOf(store).transitionMs <= now)
  const ready = due.flatMap((request) => {
    const found = store
      .list('inventoryDisks')
      .find((d) => d.variant === 'u2' && sameDisk(d.disk_id, request.disk_id))
    return found && inServiceSled(store, found) ? [{ request, found }] : []
  })
  if (ready.length === 0) return
  store.transaction(() => {
    for (const { request, found } of ready) {
      if (!activeDisk(store, found.disk_id)) {
        const at = iso(now)
        store.insert('physicalDisks', {
          ...u2Disk(uuid(), found.sled_id, found.disk_id.serial, at),
          vendor: found.disk_id.vendor,
          model: found.disk_id.model,
        })
      }
      store.remove('diskAdoptionRequests', request.id)
    }
  })
}

/** This list is one page: a token for a next page is refused once Dropshot has read it */
function refuseNextPage(token: string): Response {
  const start = decodePageStart(token)
  if (typeof start !== 'string') return badPageToken()
  return simError.invalidValue(start, 'pagination currently unsupported')
}

export const diskAdoption = {
  physicalDiskListUnadopted({ query }, { store, actor }) {
    if (query.pageToken) throw refuseNextPage(query.pageToken)
    settleAdoption(store)
    authorizeFleet(store, actor, 'read')
    const requested = store.list('diskAdoptionRequests')
    const items = store
      .list('inventoryDisks')
      .filter(
        (d) =>
          d.variant === 'u2' &&
          inServiceSled(store, d) &&
          !activeDisk(store, d.disk_id, d.sled_id) &&
          !requested.some((r) => sameDisk(r.disk_id, d.disk_id)),
      )
      .map(({ id: _id, ...disk }): Json<Api.UnadoptedPhysicalDisk> => disk)
    return { items, next_page: null }
  },

  physicalDiskListAdoptionRequests({ query }, { store, actor }) {
    settleAdoption(store)
    authorizeFleet(store, actor, 'read')
    return paginate(store.list('diskAdoptionRequests'), query, { modes: ['id_ascending'] })
  },

  // Asking again for a disk already requested answers the request there is
  physicalDiskEnableAdoption({ body }, { store, actor }) {
    settleAdoption(store)
    authorizeFleet(store, actor, 'modify')
    if (activeDisk(store, body)) {
      throw simError.conflict(
        `physical disk already adopted: ${body.vendor}:${body.model}:${body.serial}`,
      )
    }
    const existing = store.list('diskAdoptionRequests').find((r) => sameDisk(r.disk_id, body))
    if (existing) return created(existing)
    const disk_id = { vendor: body.vendor, model: body.model, serial: body.serial }
    return created(
      store.insert('diskAdoptionRequests', {
        id: uuid(),
        disk_id,
        time_created: iso(clockOf(store).now()),
      }),
    )
  },

  physicalDiskDisableAdoption({ path }, { store, actor }) {
    settleAdoption(store)
    authorizeFleet(store, actor, 'modify')
    const id = path.physicalDiskAdoptionReqId
    if (!store.remove('diskAdoptionRequests', id)) {
      throw errorResponse(404, 'Not Found', `No active adoption request found for id: ${id}`)
    }
    return noContent()
  },
} satisfies Partial<NewHandlers>
