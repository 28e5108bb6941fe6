import { seed } from '../seed'
import { createStore } from './core'
import type { Store } from './types'

/** A store held only in memory (browser mock mode, tests), seeded with the demo data. */
export function memoryStore(): Store {
  return createStore({ initial: seed(), seed })
}
