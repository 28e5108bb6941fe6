// Where the rack's software update stands, from Nexus's update status: which release the
// rack is moving to, how many of its components run it, and which releases the rest run.
// Nexus counts components by the release they run and says whether automatic update is
// suspended; "in progress" and "done" follow from those counts.
import type { UpdateStatus } from '~/api/__generated_versions__/2026081901.0.0/Api'

import { compareVersions } from './versions'

/**
 * `unset`: no target release was ever set, so nothing manages the software versions;
 * `paused`: automatic update is suspended after a manual (support) change;
 * `updating`: some components do not run the target release yet; `done`: they all do.
 */
export type UpdateState = 'unset' | 'paused' | 'updating' | 'done'

/** What Nexus reports for a component whose software matches no uploaded release */
export const UNKNOWN = 'unknown'
/** What Nexus reports for a component still on the software the rack was installed with */
export const INSTALL_DATASET = 'install dataset'

export type VersionCount = { version: string; count: number; isTarget: boolean }

export type UpdateSummary = {
  state: UpdateState
  /** Every component Nexus counted */
  total: number
  /** Those running the target release (0 with no target) */
  atTarget: number
  /** One line per release the components run: the target first, then newest to oldest */
  versions: VersionCount[]
}

/** The two words Nexus uses in place of a version, after every real version */
const rank = (version: string) => (version === INSTALL_DATASET ? 1 : version === UNKNOWN ? 2 : 0)

function byRelease(a: VersionCount, b: VersionCount) {
  if (a.isTarget !== b.isTarget) return a.isTarget ? -1 : 1
  const r = rank(a.version) - rank(b.version)
  if (r !== 0) return r
  return compareVersions(b.version, a.version)
}

export function summarizeUpdate(
  status: Pick<UpdateStatus, 'componentsByReleaseVersion' | 'suspended' | 'targetRelease'>,
): UpdateSummary {
  const target = status.targetRelease?.version ?? null
  const versions = Object.entries(status.componentsByReleaseVersion)
    .filter(([, count]) => count > 0)
    .map(([version, count]) => ({ version, count, isTarget: version === target }))
    .sort(byRelease)
  const total = versions.reduce((sum, v) => sum + v.count, 0)
  const atTarget = versions.find((v) => v.isTarget)?.count ?? 0
  const state: UpdateState =
    target === null
      ? 'unset'
      : status.suspended
        ? 'paused'
        : atTarget === total
          ? 'done'
          : 'updating'
  return { state, total, atTarget, versions }
}

/** A release as the breakdown names it: the two words Nexus uses, said plainly */
export function releaseLabel(version: string) {
  if (version === INSTALL_DATASET) return 'Install-time software'
  if (version === UNKNOWN) return 'Unknown (matches no uploaded release)'
  return version
}
