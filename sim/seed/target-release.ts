import type { TargetReleaseRecord } from '../store/types'
import { defaultSilo } from './silos'

/** When the simulated rack was set up */
export const RACK_SET_UP = defaultSilo.time_created

/**
 * The system versions whose TUF repositories the simulated rack holds (uploaded by an
 * operator, which the contract has no call for): the ones a target release may name.
 */
export const TUF_REPO_VERSIONS = ['13.0.0', '14.0.0', '14.1.0-rc.1'] as const

/** Rack setup makes the first target release, naming no version */
export const targetReleases: TargetReleaseRecord[] = [
  {
    id: '1',
    generation: 1,
    release_source: { type: 'unspecified' },
    time_requested: RACK_SET_UP,
  },
]
