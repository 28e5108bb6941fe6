// Failure sentinels: names that make an operation fail on purpose, so end-to-end tests
// (and anyone by hand) can reach the console's error paths without mocking the network.
// A rack has no such thing, so they are off unless the simulator is created with
// `failureSentinels: true`: test runs (SIM_FAILURE_SENTINELS=1) and mock mode.
import { clockOf } from './clock'
import { simError } from './answers/errors'
import type { Store } from './store/types'

/** Create operations that answer 500 `Internal` for a body named so. */
export const CREATE_FAILS = {
  projectCreate: 'project-create-500',
  instanceCreate: 'instance-create-500',
  floatingIpCreate: 'floating-ip-create-500',
  diskCreate: 'disk-create-500',
  imageCreate: 'image-create-500',
  snapshotCreate: 'snapshot-create-500',
} as const

/** A disk whose name contains this fails its bulk writes (after the checks). */
export const BULK_WRITE_FAILS = 'bulk-write-500'
/** A disk whose name contains this fails to finalize, and stays `import_ready`. */
export const FINALIZE_FAILS = 'finalize-500'
/** An instance whose name ends in this goes `starting` → `failed` on every start. */
export const FAILS_TO_START_SUFFIX = '-fails-to-start'

const on = (store: Store) => clockOf(store).failureSentinels

/** Throws a 500 when sentinels are on and `hit` holds. */
export function failOnPurpose(store: Store, hit: boolean) {
  if (hit && on(store)) throw simError.internal()
}

export const failsToStart = (store: Store, name: string) =>
  on(store) && name.endsWith(FAILS_TO_START_SUFFIX)
