import type * as Api from '../../app/api/__generated_versions__/2026081901.0.0/Api'
import type { Json } from '../../app/api/__generated_versions__/2026081901.0.0/msw-handlers'
import { authorizeFleet } from '../access/authz'
import { authorizeFleetChild } from '../access/lookup'
import { clockOf, iso, nowIso } from '../clock'
import type { Actor, NewHandlers } from '../context'
import { errorResponse, simError } from '../answers/errors'
import {
  badPageToken,
  decodePageStart,
  DEFAULT_LIMIT,
  encodePageStart,
  MAX_LIMIT,
  paginate,
} from '../answers/pagination'
import { created, noContent } from '../answers/responses'
import { loadRepo, RepoError, rootRoleProblem } from '../formats/tuf-repo'
import type { TufRepoRecord, TufTrustRootRecord } from '../store/system-update-types'
import type { Store, TargetReleaseRecord } from '../store/types'
import { uuid } from '../util'
import { diskAdoption } from './disk-adoption'
import { ipPoolsNew } from './ip-pools'
import { rackMembership } from './rack-membership'
import { supportBundlesNew } from './support-bundles'
import { compareSemver, current } from './target-release'

// The rack's system software updates (nexus/src/app/update.rs, the datastore's update.rs,
// nexus/src/app/deployment.rs): the updates trust store, the uploaded TUF repositories,
// and the update status, which follows the target release of sim/handlers/target-release.ts.
// Trust roots and repositories are the fleet's: viewers read them, admins change them.
//
// The simulated update: once a target release names a version, the rack's components
// move to it one by one, in the order Nexus updates them (the boards' service processors,
// roots of trust, their bootloaders and the sleds' host phase 1 first, then every sled's
// zones and host OS), one each transition time of the simulator. Nothing in the
// simulator recovers a rack by hand ("mupdate") or breaks one, so updates are never
// suspended and never call for support.

// --- update status ---------------------------------------------------------------

/** How a component's software reads before any target release has moved it */
type Initial = 'install dataset' | 'unknown'

/** The control plane's zones a sled of the first three runs besides crucible and NTP */
const CONTROL_PLANE_ZONES = 6
/** A rack's power shelf controllers, which the simulator keeps no record of */
const POWER_SHELF_CONTROLLERS = 2

/**
 * The rack's updatable components, in update order, by how they read before any
 * target release: zones and the host OS run from the install dataset, while the
 * firmware of service processors, roots of trust and their bootloaders, and host phase
 * 1 match no repository.
 */
function components(store: Store): Initial[] {
  const sleds = store
    .list('sleds')
    .filter((s) => s.policy.kind === 'in_service' && s.state === 'active')
    .sort((a, b) => (a.id < b.id ? -1 : 1))
  const boards = sleds.length + store.list('switches').length + POWER_SHELF_CONTROLLERS
  // each board's SP, RoT and RoT bootloader, and each sled's host phase 1
  const firmware: Initial[] = Array(boards * 3 + sleds.length).fill('unknown')
  const software = sleds.flatMap((sled, i) => {
    const crucible = store
      .list('physicalDisks')
      .filter((d) => d.sled_id === sled.id && d.policy.kind === 'in_service').length
    const zones = crucible + 1 + (i < 3 ? CONTROL_PLANE_ZONES : 0)
    // its zones and its host OS (phase 2)
    return Array<Initial>(zones + 1).fill('install dataset')
  })
  return [...firmware, ...software]
}

const generationOf = (store: Store, generation: number) =>
  store.list('targetReleases').find((r) => r.generation === generation)

/** How many components a target release had moved by `at` (all when transitions are instant) */
function moved(store: Store, release: TargetReleaseRecord, total: number, at: number) {
  if (release.release_source.type !== 'system_version') return 0
  const step = clockOf(store).transitionMs
  if (step === 0) return total
  const elapsed = at - Date.parse(release.time_requested)
  return Math.max(0, Math.min(total, Math.floor(elapsed / step)))
}

/**
 * Each component's version at `at` under target release `release`: the release's own
 * version once moved, or what it ran when the release was set. Nexus names only the
 * current and previous releases' versions; anything older reads `unknown`.
 */
function versionsAt(
  store: Store,
  release: TargetReleaseRecord,
  initial: Initial[],
  at: number,
): string[] {
  if (release.release_source.type !== 'system_version') return initial
  const version = release.release_source.version
  const previous = generationOf(store, release.generation - 1)
  const before = previous
    ? versionsAt(store, previous, initial, Date.parse(release.time_requested))
    : initial
  const prevVersion =
    previous?.release_source.type === 'system_version' ? previous.release_source.version : null
  const done = moved(store, release, initial.length, at)
  return before.map((v, i) =>
    i < done
      ? version
      : v === prevVersion || v === 'install dataset' || v === 'unknown'
        ? v
        : 'unknown',
  )
}

function updateStatus(store: Store): Json<Api.UpdateStatus> {
  const now = clockOf(store).now()
  const release = current(store)
  const initial = components(store)
  const counts: Record<string, number> = {}
  for (const v of versionsAt(store, release, initial, now)) counts[v] = (counts[v] ?? 0) + 1
  const done = moved(store, release, initial.length, now)
  const step = clockOf(store).transitionMs
  const source = release.release_source
  return {
    target_release:
      source.type === 'system_version'
        ? { version: source.version, time_requested: release.time_requested }
        : null,
    components_by_release_version: counts,
    // the planner's last step: setting the target, then each component moved
    time_last_step_planned: iso(Date.parse(release.time_requested) + done * step),
    suspended: false,
    contact_support: false,
  }
}

// --- repositories ------------------------------------------------------------------

const repoView = ({ id: _id, ...repo }: TufRepoRecord): Json<Api.TufRepo> => repo

const repoNotFound = (version: string) =>
  errorResponse(404, 'ObjectNotFound', `not found: tuf-repo with id "${version}"`)

type VersionSort = 'version_ascending' | 'version_descending'

/** One page of repositories by semantic version (newest first unless asked otherwise) */
function repoPage(
  store: Store,
  query: { limit?: number | null; pageToken?: string | null; sortBy?: VersionSort },
) {
  let mode: VersionSort = query.sortBy ?? 'version_descending'
  let lastSeen: string | undefined
  if (query.pageToken) {
    const start = decodePageStart(query.pageToken)
    if (
      typeof start !== 'object' ||
      start === null ||
      !('sort_by' in start) ||
      !('last_seen' in start) ||
      (start.sort_by !== 'version_ascending' && start.sort_by !== 'version_descending') ||
      typeof start.last_seen !== 'string'
    ) {
      throw badPageToken()
    }
    mode = start.sort_by
    lastSeen = start.last_seen
  }
  const dir = mode === 'version_ascending' ? 1 : -1
  const sorted = [...store.list('tufRepos')].sort(
    (a, b) => dir * compareSemver(a.system_version, b.system_version),
  )
  const after = lastSeen
  const rest =
    after === undefined
      ? sorted
      : sorted.filter((r) => dir * compareSemver(r.system_version, after) > 0)
  const items = rest.slice(0, Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)).map(repoView)
  const last = items.at(-1)
  return {
    items,
    next_page: last ? encodePageStart({ sort_by: mode, last_seen: last.system_version }) : null,
  }
}

// --- trust roots -------------------------------------------------------------------

const trustRootNotFound = (id: string) => () => simError.notFound('tuf-trust-root', { id })

/** A root role of the trust store by id, once `action` is allowed (a fleet child's rule) */
function lookupTrustRoot(store: Store, actor: Actor, id: string, action: 'read' | 'modify') {
  const notFound = trustRootNotFound(id)
  authorizeFleetChild(store, actor, 'read', notFound)
  const root = store.get('tufTrustRoots', id)
  if (!root) throw notFound()
  if (action === 'modify') authorizeFleetChild(store, actor, 'modify', notFound)
  return root
}

const updates = {
  systemUpdateStatus(_params, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    return updateStatus(store)
  },

  systemUpdateRepositoryList({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    return repoPage(store, query)
  },

  systemUpdateRepositoryView({ path }, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    const repo = store.get('tufRepos', path.systemVersion)
    if (!repo) throw repoNotFound(path.systemVersion)
    return repoView(repo)
  },

  // The archive is read and checked before the repository is stored, outside the
  // request's transaction (a read is asynchronous); the insert is its own transaction.
  async systemUpdateRepositoryUpload({ query, req }, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    const roots = store.list('tufTrustRoots').map((r) => r.root_role)
    let loaded
    try {
      loaded = await loadRepo(new Uint8Array(await req.arrayBuffer()), roots)
    } catch (err) {
      if (err instanceof RepoError) throw errorResponse(400, undefined, err.message)
      throw err
    }
    return store.transaction(() => {
      authorizeFleet(store, actor, 'modify')
      const { systemVersion, hash } = loaded
      const existing = store.get('tufRepos', systemVersion)
      if (existing && existing.hash !== hash) {
        throw simError.conflict(
          `Uploaded repository with system version ${systemVersion} has SHA256 hash ${hash}, but existing repository has SHA256 hash ${existing.hash}.`,
        )
      }
      // an upload of a repository the rack holds moves it to the back of the pruning queue
      const repo = existing
        ? store.update('tufRepos', { ...existing, time_created: nowIso(store) })
        : store.insert('tufRepos', {
            id: systemVersion,
            system_version: systemVersion,
            file_name: query.fileName,
            hash,
            time_created: nowIso(store),
          })
      const status: Json<Api.TufRepoUploadStatus> = existing ? 'already_exists' : 'inserted'
      return { repo: repoView(repo), status }
    })
  },

  systemUpdateTrustRootList({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    return paginate(store.list('tufTrustRoots'), query, { modes: ['id_ascending'] })
  },

  systemUpdateTrustRootCreate(params, { store, actor }) {
    // the body is any JSON to the contract; Nexus reads it as a self-signed root role
    const body: unknown = 'body' in params ? params.body : undefined
    const problem = rootRoleProblem(body)
    if (problem) throw errorResponse(400, undefined, `unable to parse JSON body: ${problem}`)
    authorizeFleet(store, actor, 'modify')
    const root = store.insert('tufTrustRoots', {
      id: uuid(),
      root_role: body as TufTrustRootRecord['root_role'],
      time_created: nowIso(store),
    })
    return created(root)
  },

  systemUpdateTrustRootView: ({ path }, { store, actor }) =>
    lookupTrustRoot(store, actor, path.trustRootId, 'read'),

  // Nexus does not check whether a repository it holds would lose its trust
  systemUpdateTrustRootDelete({ path }, { store, actor }) {
    lookupTrustRoot(store, actor, path.trustRootId, 'modify')
    store.remove('tufTrustRoots', path.trustRootId)
    return noContent()
  },

  // Recovery clears a mupdate, which the simulator never has: with a target release set
  // there is nothing to recover from; without one, it sets the first, as an update would
  systemUpdateRecoveryFinish({ body }, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    const now = current(store)
    if (now.release_source.type === 'system_version') {
      throw simError.invalid(
        'Target release cannot be changed: no evidence a mupdate has occurred - recovery not needed',
      )
    }
    const requested = body.system_version
    if (!store.get('tufRepos', requested)) throw repoNotFound(requested)
    authorizeFleet(store, actor, 'modify')
    store.insert('targetReleases', {
      id: String(now.generation + 1),
      generation: now.generation + 1,
      release_source: { type: 'system_version', version: requested },
      time_requested: nowIso(store),
    })
    return noContent()
  },
} satisfies Partial<NewHandlers>

/**
 * The versioned API's operations on the rack's software and hardware lifecycle, registered
 * together in sim/index.ts: updates (above), trust quorum membership, disk adoption,
 * support bundle comments and IP pool assignment
 */
export const systemUpdate = {
  ...updates,
  ...rackMembership,
  ...diskAdoption,
  ...supportBundlesNew,
  ...ipPoolsNew,
} satisfies Partial<NewHandlers>
