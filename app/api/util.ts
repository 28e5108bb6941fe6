// Backend rules the console mirrors, each with its source.
import type { InstanceState } from './__generated__/Api'

/** spec section 4: a spinner is shown on these instance states */
export const TRANSITIONAL_INSTANCE_STATES: ReadonlySet<InstanceState> = new Set([
  'creating',
  'starting',
  'rebooting',
  'migrating',
  'stopping',
])

export const isTransitional = (state: InstanceState) => TRANSITIONAL_INSTANCE_STATES.has(state)
