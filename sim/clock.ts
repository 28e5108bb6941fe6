// The simulator's time and settings per store: how long transitions last, what `now` is
// (tests inject a fake clock) and whether the failure sentinels are on.
import type { Store } from './store/types'

export type SimTiming = {
  /** How long each transitional state lasts, in ms (default 3000; tests use 0 or a few) */
  transitionMs?: number
  /** The time source in epoch ms (default `Date.now`); tests inject a fake clock */
  now?: () => number
}

export type SimClock = {
  readonly transitionMs: number
  now(): number
  /** Whether the failure sentinels of sim/sentinels.ts fail on purpose (test runs) */
  readonly failureSentinels: boolean
}

export const DEFAULT_TRANSITION_MS = 3000

const defaultClock: SimClock = {
  transitionMs: DEFAULT_TRANSITION_MS,
  now: () => Date.now(),
  failureSentinels: false,
}
const clocks = new WeakMap<Store, SimClock>()

/** Gives a store its clock; `createSim` calls this with its `timing` option */
export function attachClock(
  store: Store,
  timing: SimTiming = {},
  failureSentinels = false,
): SimClock {
  const clock: SimClock = {
    transitionMs: Math.max(0, timing.transitionMs ?? DEFAULT_TRANSITION_MS),
    now: timing.now ?? (() => Date.now()),
    failureSentinels,
  }
  clocks.set(store, clock)
  return clock
}

/** The clock of a store (the default real-time clock if none was attached) */
export const clockOf = (store: Store): SimClock => clocks.get(store) ?? defaultClock

export const iso = (ms: number) => new Date(ms).toISOString()

/** The simulator's now as a record's timestamp */
export const nowIso = (store: Store) => iso(clockOf(store).now())
