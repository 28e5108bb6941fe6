import { authorizeFleet } from '../access/authz'
import type { SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { authorizeFleetChild, lookup, lookupSiloGroup, lookupInQuery } from '../access/lookup'
import { paginate } from '../answers/pagination'
import { defaultSilo } from '../seed/silos'
import { isUuid } from '../util'

/** When the simulated rack was set up: its built-in records date from then */
const RACK_SET_UP = defaultSilo.time_created

// Any signed-in user may list the users and groups of their own silo (Nexus:
// every user can read their silo, and that is what these need). Nexus's own
// built-in users are the operator's to see.

/** Nexus's built-in users (nexus/db-fixed-data user_builtin.rs), made when the rack was set up */
const BUILTIN_USERS = (
  [
    ['001de000-05e4-4000-8000-000000000001', 'db-init', 'used for seeding initial database data'],
    [
      '001de000-05e4-4000-8000-00000000bac3',
      'service-balancer',
      'used for Nexus-driven service balancing',
    ],
    [
      '001de000-05e4-4000-8000-000000000002',
      'internal-api',
      'used by Nexus when handling internal API requests',
    ],
    [
      '001de000-05e4-4000-8000-000000004ead',
      'internal-read',
      'used by Nexus to read privileged control plane data',
    ],
    [
      '001de000-05e4-4000-8000-000000003a8a',
      'saga-recovery',
      'used by Nexus when recovering sagas',
    ],
    [
      '001de000-05e4-4000-8000-000000000003',
      'external-authn',
      'used by Nexus when authenticating external requests',
    ],
  ] as const
).map(([id, name, description]) => ({
  id,
  name,
  description,
  time_created: RACK_SET_UP,
  time_modified: RACK_SET_UP,
}))

export const usersGroups = {
  userList({ query }, { store, actor }) {
    const siloId = actor.silo.id
    let members: Set<string> | undefined
    if (query.group) {
      const group = lookupSiloGroup(store, actor, query.group)
      members = new Set()
      for (const m of store.list('groupMembers'))
        if (m.group_id === group.id) members.add(m.user_id)
    }
    return paginate(store.list('users'), query, {
      modes: ['id_ascending'],
      include: (u) => u.silo_id === siloId && (!members || members.has(u.id)),
    })
  },

  groupList: ({ query }, { store, actor }) =>
    paginate(store.list('groups'), query, {
      modes: ['id_ascending'],
      include: (g) => g.silo_id === actor.silo.id,
    }),

  groupView: ({ path }, { store, actor }) => lookupSiloGroup(store, actor, path.groupId),

  // Nexus's own users (not people): listing is `list_children` on the fleet (fleet
  // viewer, others 403); one of them, a child of the fleet, others do not see
  userBuiltinList({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'list_children')
    return paginate(BUILTIN_USERS, query, { modes: ['name_ascending', 'name_descending'] })
  },

  userBuiltinView({ path }, { store, actor }) {
    const byId = isUuid(path.user)
    const user = BUILTIN_USERS.find((u) => (byId ? u.id : u.name) === path.user)
    const notFound = () =>
      simError.notFound('user-builtin', byId ? { id: path.user } : { name: path.user })
    if (!user) throw notFound()
    authorizeFleetChild(store, actor, 'read', notFound)
    return user
  },

  // A silo's users for the operator (`/v1/system/users?silo=`): whoever may read the silo
  // (its users, fleet viewers); by id, as Nexus pages them
  siloUserList({ query }, { store, actor }) {
    const silo = lookupInQuery(store, actor, 'silo', query, 'read').record
    return paginate(store.list('users'), query, {
      modes: ['id_ascending'],
      include: (u) => u.silo_id === silo.id,
    })
  },

  siloUserView({ path, query }, { store, actor }) {
    const silo = lookup(store, actor, 'silo', query.silo, 'read').record
    const user = store.get('users', path.userId)
    if (!user || user.silo_id !== silo.id) {
      throw simError.notFound('silo-user', { id: path.userId })
    }
    return user
  },
} satisfies Partial<SimHandlers>
