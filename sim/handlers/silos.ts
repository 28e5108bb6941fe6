import { authorize, fleetResource } from '../authz'
import type { SimHandlers } from '../context'
import { lookupSilo } from '../lookup'
import { paginate } from '../pagination'

// Silos. A user may read their own silo (Polar gives every user `read` on it), which
// is how the console learns whether users are managed locally; fleet viewers read any,
// and list the discoverable ones.

export const silos = {
  siloList({ query }, { store, actor }) {
    authorize(store, actor, fleetResource, 'list_children')
    return paginate(store.list('silos'), query, { include: (s) => s.discoverable })
  },

  siloView: ({ path }, { store, actor }) => lookupSilo(store, actor, path.silo, 'read'),
} satisfies Partial<SimHandlers>
