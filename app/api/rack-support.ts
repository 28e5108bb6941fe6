// What the rack's API offers: an operation the console's model has may be missing from an
// older rack's API (added later) and a feature may be gone from a newer one (removed). Pages
// ask here before offering a feature and say why when it is not there.
import type { NowOp } from './adapters/adapter'
import { adaptersFor } from './call'
import { type KnownVersion, NEWEST, rackApi, V14 } from './rack-api'
import { isRetired, type RetiredOp } from './retired'

/** How the about box and the reasons name an API version */
export function versionLabel(version: KnownVersion) {
  return version === V14 ? 'release v14 (unversioned API)' : `API version ${version}`
}

export type Support = { available: true } | { available: false; reason: string }

/**
 * Whether the rack's API has `op`; when not, the sentence saying so, naming `feature`
 * ("Access tokens") and the version the rack speaks.
 */
export async function operationSupport(op: NowOp | RetiredOp, feature: string): Promise<Support> {
  const answer = await rackApi()
  if (!answer.supported)
    return { available: false, reason: `${feature} need a rack this console supports` }
  const { version } = answer
  if (version === NEWEST) {
    if (!isRetired(op)) return { available: true }
    return {
      available: false,
      reason: `${feature} are done otherwise on this rack: its ${versionLabel(version)} retired them`,
    }
  }
  if ((await adaptersFor(version)).has(op)) return { available: true }
  return {
    available: false,
    reason: `${feature} need a newer rack: its ${versionLabel(version)} does not have them`,
  }
}
