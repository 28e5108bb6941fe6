// A simulator on a fake clock, for the specs of the run-state machine:
// nothing moves until the test moves time.
import { createSim, type Release, type Sim } from '../index'
import { memoryStore } from '../store/memory'

export const T0 = Date.parse('2025-03-03T12:00:00.000Z')

export type TimedSim = Sim & {
  /** moves the clock forward */
  tick(ms: number): void
  now(): number
}

export function timedSim(transitionMs = 1000, { release }: { release?: Release } = {}): TimedSim {
  let t = T0
  const sim = createSim({
    store: memoryStore(),
    timing: { transitionMs, now: () => t },
    failureSentinels: true,
    release,
  })
  return {
    ...sim,
    tick: (ms) => {
      t += ms
    },
    now: () => t,
  }
}
