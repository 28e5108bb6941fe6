import type { SimHandlers } from '../context'
import { lookupSiloGroup } from '../lookup'
import { paginate } from '../pagination'

// Any signed-in user may list the users and groups of their own silo (Nexus:
// every user can read their silo, and that is what these need).

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
} satisfies Partial<SimHandlers>
