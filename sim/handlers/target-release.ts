import { authorizeFleet } from '../access/authz'
import { nowIso } from '../clock'
import type { SimHandlers } from '../context'
import { errorResponse } from '../answers/errors'
import { created } from '../answers/responses'
import type { Store } from '../store/types'

// The rack's target release (nexus/db-queries/src/db/datastore/target_release.rs):
// each change is a new generation; the first, made at rack setup, names no version.
// Fleet viewers read it, fleet admins set it, to a system version whose TUF repository
// the rack holds (`tufRepos`: uploaded, or the demo's), never older than the
// current one.

/** The rack's target release now: its latest generation */
export function current(store: Store) {
  let latest = store.list('targetReleases')[0]
  for (const r of store.list('targetReleases')) if (r.generation > latest.generation) latest = r
  return latest
}

const view = ({ generation, release_source, time_requested }: ReturnType<typeof current>) => ({
  generation,
  release_source,
  time_requested,
})

/** Semantic version precedence (semver.org §11): -1, 0 or 1 */
export function compareSemver(a: string, b: string): number {
  const parse = (v: string) => {
    const core = v.split('+')[0]
    const dash = core.indexOf('-')
    const main = (dash < 0 ? core : core.slice(0, dash)).split('.').map(BigInt)
    return { main, pre: dash < 0 ? [] : core.slice(dash + 1).split('.') }
  }
  const x = parse(a)
  const y = parse(b)
  for (let i = 0; i < 3; i++) if (x.main[i] !== y.main[i]) return x.main[i] < y.main[i] ? -1 : 1
  if (x.pre.length === 0 || y.pre.length === 0) {
    return x.pre.length === y.pre.length ? 0 : x.pre.length === 0 ? 1 : -1
  }
  for (let i = 0; i < Math.min(x.pre.length, y.pre.length); i++) {
    const [p, q] = [x.pre[i], y.pre[i]]
    if (p === q) continue
    const [pn, qn] = [/^\d+$/.test(p), /^\d+$/.test(q)]
    if (pn && qn) return BigInt(p) < BigInt(q) ? -1 : 1
    if (pn !== qn) return pn ? -1 : 1
    return p < q ? -1 : 1
  }
  return Math.sign(x.pre.length - y.pre.length)
}

export const targetRelease = {
  targetReleaseView(_params, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    return view(current(store))
  },

  targetReleaseUpdate({ body }, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    const now = current(store)
    const requested = body.system_version
    if (now.release_source.type === 'system_version') {
      const { version } = now.release_source
      if (compareSemver(version, requested) > 0) {
        throw errorResponse(
          400,
          undefined,
          `The requested target system release (${requested}) is older than the current target system release (${version}). This is not supported.`,
        )
      }
    }
    // the repositories uploaded (sim/handlers/system-update.ts), found by their exact version
    if (!store.get('tufRepos', requested)) {
      throw errorResponse(404, 'ObjectNotFound', `not found: tuf-repo with id "${requested}"`)
    }
    authorizeFleet(store, actor, 'modify')
    const next = store.insert('targetReleases', {
      id: String(now.generation + 1),
      generation: now.generation + 1,
      release_source: { type: 'system_version', version: requested },
      time_requested: nowIso(store),
    })
    return created(view(next))
  },
} satisfies Partial<SimHandlers>
