import type { SimHandlers } from '../context'
import { lookupSilo } from '../lookup'

// Silos. A user may read their own silo (Polar gives every user `read` on it), which
// is how the console learns whether users are managed locally; fleet viewers read any.

export const silos = {
  siloView: ({ path }, { store, actor }) => lookupSilo(store, actor, path.silo, 'read'),
} satisfies Partial<SimHandlers>
