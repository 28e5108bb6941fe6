import type { SwitchLinkState } from '~/api/__generated_versions__/2026081901.0.0/Api'

/**
 * A port's link state ("up", "down") from the switch's report. The contract leaves the
 * report's shape open (Dendrite's own), so it is read with care: nothing when it has none.
 */
export function linkStateOf(status: SwitchLinkState): string | null {
  const link = status.link
  if (typeof link !== 'object' || link === null) return null
  const state = (link as Record<string, unknown>).linkState
  return typeof state === 'string' ? state : null
}
