import type * as Api from '../../app/api/__generated_versions__/2026081901.0.0/Api'
import type { Json } from '../../app/api/__generated_versions__/2026081901.0.0/msw-handlers'
import { authorizeFleetChild } from '../access/lookup'
import { clockOf, iso } from '../clock'
import type { Actor, NewHandlers } from '../context'
import { errorResponse, simError } from '../answers/errors'
import type { RackMembershipRecord } from '../store/system-update-types'
import type { Store } from '../store/types'
import { baseboardDebug, commissionSled } from '../compute/sleds'

// The rack's trust quorum membership (nexus/src/app/trust_quorum.rs and the datastore's
// trust_quorum.rs), which replaced `sled_add` in the versioned API. Each membership
// change is a configuration with the next version; it is prepared with every member,
// commits once all of them have acknowledged it, or is aborted by the operator while
// still preparing. Only then does the control plane start the agents of the sleds it
// added, which become sleds of the rack.
//
// Nexus authorizes a rack's configurations as the rack itself: fleet viewers read them,
// fleet admins change them, anyone else is told the rack does not exist. Nexus checks
// a proposal's validity in the database and answers a broken one with a 500, keeping its
// words to itself; no request may get a 500 from the simulator, which answers 400 (or
// 409 for a change still in progress, or one committed that cannot be aborted) with
// those words (docs/sim-differences.md).
//
// Here the sleds acknowledge after the simulator's transition time, applied by the next
// request that looks (`settleMembership`), as support bundles move on.

/** Nexus's bounds on a trust quorum's size */
const MIN_MEMBERS = 3
const MAX_MEMBERS = 32

type Baseboard = Json<Api.BaseboardId>

const sameBoard = (a: Baseboard, b: Baseboard) =>
  a.part_number === b.part_number && a.serial_number === b.serial_number
/** Baseboards in `BTreeSet` order: part number, then serial */
const byBoard = (a: Baseboard, b: Baseboard) =>
  cmp(a.part_number, b.part_number) || cmp(a.serial_number, b.serial_number)
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

const toStatus = ({
  id: _id,
  last_committed: _last,
  due_at: _due,
  ...status
}: RackMembershipRecord): Json<Api.RackMembershipStatus> => status

const rackNotFound = (rackId: string) => () => simError.notFound('rack', { id: rackId })

/** Authorizes `action` on a rack's configurations, as on the rack */
function authorizeRack(store: Store, actor: Actor, rackId: string, action: 'read' | 'modify') {
  authorizeFleetChild(store, actor, action, rackNotFound(rackId))
}

const configsOf = (store: Store, rackId: string) =>
  store.list('rackMemberships').filter((c) => c.rack_id === rackId)

function latestOf(store: Store, rackId: string) {
  let latest: RackMembershipRecord | undefined
  for (const c of configsOf(store, rackId)) if (!latest || c.version > latest.version) latest = c
  return latest
}

/**
 * Commits the changes whose members have all acknowledged by now, and commissions the
 * sleds they added: the background tasks that follow a commit in Nexus
 */
export function settleMembership(store: Store, now = clockOf(store).now()) {
  const due = store
    .list('rackMemberships')
    .filter((c) => c.state === 'in_progress' && c.due_at !== null && c.due_at <= now)
  if (due.length === 0) return
  store.transaction(() => {
    for (const config of due) {
      store.update('rackMemberships', {
        ...config,
        state: 'committed',
        unacknowledged_members: [],
        time_committed: iso(config.due_at ?? now),
        due_at: null,
      })
      const inService = store.list('sleds').filter((s) => s.state === 'active')
      for (const member of config.members) {
        const board = (s: { baseboard: { part: string; serial: string } }) =>
          s.baseboard.part === member.part_number && s.baseboard.serial === member.serial_number
        if (inService.some(board)) continue
        const found = store.list('sledInventory').find(board)
        if (found) commissionSled(store, found)
      }
    }
  })
}

/** The configuration a change builds on: the latest, or the last committed one if aborted */
function lastCommitted(store: Store, rackId: string, latest: RackMembershipRecord | undefined) {
  if (!latest) {
    throw simError.invalid(
      `Missing trust quorum configurations for rack ${rackId}. Upgrade to trust quorum required.`,
    )
  }
  if (latest.state !== 'aborted') return latest
  const version = latest.last_committed
  if (version === null) {
    throw simError.invalid(`No committed trust quorum configuration for rack ${rackId}.`)
  }
  const found = store.get('rackMemberships', `${rackId}/${version}`)
  if (!found) {
    throw simError.invalid(
      `Missing expected last committed trust quorum configuration for rack ${rackId}, epoch ${version}.`,
    )
  }
  return found
}

export const rackMembership = {
  rackMembershipStatus({ path, query }, { store, actor }) {
    settleMembership(store)
    authorizeRack(store, actor, path.rackId, 'read')
    const config =
      query.version === undefined
        ? latestOf(store, path.rackId)
        : store.get('rackMemberships', `${path.rackId}/${query.version}`)
    if (!config) throw errorResponse(404, 'Not Found', 'could not find rack membership')
    return toStatus(config)
  },

  rackMembershipAddSleds({ path, body }, { store, actor }) {
    settleMembership(store)
    const rackId = path.rackId
    authorizeRack(store, actor, rackId, 'read')
    const latest = latestOf(store, rackId)
    const base = lastCommitted(store, rackId, latest)
    const wanted: Baseboard[] = []
    for (const b of body.sled_ids) if (!wanted.some((w) => sameBoard(w, b))) wanted.push(b)
    const already = wanted.filter((w) => base.members.some((m) => sameBoard(m, w))).sort(byBoard)
    if (already.length > 0) {
      const set = already.map((b) => baseboardDebug(b.part_number, b.serial_number)).join(', ')
      throw simError.invalid(
        `The following sleds are already members of the trust quorum: {${set}}.`,
      )
    }
    authorizeRack(store, actor, rackId, 'modify')
    const members = [...base.members, ...wanted].sort(byBoard)
    // what the database refuses (in Nexus a 500: see the comment at the top)
    const seen = [...store.list('sleds'), ...store.list('sledInventory')].map((s) => s.baseboard)
    const exists = (m: Baseboard) =>
      seen.some((b) => b.part === m.part_number && b.serial === m.serial_number)
    if (members.length < MIN_MEMBERS || members.length > MAX_MEMBERS) {
      throw simError.invalid(
        `Invalid Trust Quorum membership size (${members.length}): must be between ${MIN_MEMBERS} and ${MAX_MEMBERS} nodes`,
      )
    }
    if (!members.every(exists)) {
      throw simError.invalid(
        'Trust Quorum proposed configuration missing hw_baseboard_ids in database. Do all physical sleds exist in this rack?',
      )
    }
    if (latest && latest.state === 'in_progress') {
      throw simError.conflict(
        `Trust Quorum reconfiguration in progress: still preparing in epoch ${latest.version}. Configuration must be aborted to reconfigure.`,
      )
    }

    const now = clockOf(store).now()
    const version = (latest?.version ?? 1) + 1
    const config = store.insert('rackMemberships', {
      id: `${rackId}/${version}`,
      rack_id: rackId,
      version,
      state: 'in_progress',
      members,
      unacknowledged_members: members,
      time_created: iso(now),
      time_committed: null,
      time_aborted: null,
      last_committed: base.version,
      due_at: now + clockOf(store).transitionMs,
    })
    return toStatus(config)
  },

  rackMembershipAbort({ path }, { store, actor }) {
    settleMembership(store)
    const rackId = path.rackId
    authorizeRack(store, actor, rackId, 'read')
    const latest = latestOf(store, rackId)
    if (!latest) {
      throw errorResponse(404, 'Not Found', 'No trust quorum configuration exists for this rack')
    }
    authorizeRack(store, actor, rackId, 'modify')
    // aborting an aborted change does nothing; a committed one cannot be aborted
    if (latest.state === 'committed') {
      throw simError.conflict(
        'Invalid update of trust quorum abort status. Expected `Preparing`, got `Committed`',
      )
    }
    if (latest.state === 'aborted') return toStatus(latest)
    const aborted = store.update('rackMemberships', {
      ...latest,
      state: 'aborted',
      time_aborted: iso(clockOf(store).now()),
      due_at: null,
    })
    return toStatus(aborted)
  },
} satisfies Partial<NewHandlers>
