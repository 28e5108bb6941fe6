import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { clockOf, iso } from '../clock'
import { lookup, requireQuery, lookupInQuery } from '../access/lookup'
import type { Actor, SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { MAX_GROUP_MEMBERS, MAX_GROUPS_PER_INSTANCE } from '../limits'
import { paginate, type PageQuery } from '../answers/pagination'
import { vmmOf } from '../compute/placement'
import { created } from '../answers/responses'
import type { InstanceRecord, Store } from '../store/types'
import { isUuid, uuid } from '../util'

type GroupKind = 'affinity' | 'antiAffinity'

// Affinity and anti-affinity groups (`/v1/affinity-groups`,
// `/v1/anti-affinity-groups`) and their instance members. Both kinds behave
// the same here; they differ in placement (sim/compute/placement.ts). As in Nexus, an
// instance joins a group only while it has no sled reservation (it is not
// running), a group holds at most 32 instances and an instance belongs to at
// most 16 groups of a kind.

const tables = {
  affinity: {
    kind: 'affinityGroup',
    groups: 'affinityGroups',
    members: 'affinityGroupMembers',
    noun: 'affinity-group',
    memberNoun: 'affinity-group-member',
    label: 'affinity group',
  },
  antiAffinity: {
    kind: 'antiAffinityGroup',
    groups: 'antiAffinityGroups',
    members: 'antiAffinityGroupMembers',
    noun: 'anti-affinity-group',
    memberNoun: 'anti-affinity-group-member',
    label: 'anti-affinity group',
  },
} as const

type Member = Json<Api.AffinityGroupMember>

const memberView = (instance: InstanceRecord): Member => ({
  type: 'instance',
  value: { id: instance.id, name: instance.name, run_state: instance.run_state },
})

/** The instance of a member path: named instances are in the group's project */
function memberInstance(store: Store, actor: Actor, key: string, projectId: string) {
  const { record: instance } = lookup(store, actor, 'instance', key, 'read', {
    project: isUuid(key) ? undefined : projectId,
  })
  if (instance.project_id !== projectId) throw simError.notFound('instance', { id: key })
  return instance
}

const membersOf = (store: Store, kind: GroupKind, groupId: string) =>
  store.list(tables[kind].members).filter((m) => m.group_id === groupId)

const capitalized = (s: string) => s[0].toUpperCase() + s.slice(1)

/**
 * Adds `instance` to a group as Nexus's datastore does, for member add and for
 * instance create alike: the group's size, the instance's count of groups of the
 * kind, its sled reservation, then the membership itself, in that order.
 */
export function joinGroup(
  store: Store,
  kind: GroupKind,
  groupId: string,
  instance: InstanceRecord,
) {
  const t = tables[kind]
  if (membersOf(store, kind, groupId).length >= MAX_GROUP_MEMBERS) {
    throw simError.invalid(
      `${capitalized(t.label)} already has maximum allowed members (${MAX_GROUP_MEMBERS})`,
    )
  }
  const groupsOfInstance = store.list(t.members).filter((m) => m.instance_id === instance.id)
  if (groupsOfInstance.length >= MAX_GROUPS_PER_INSTANCE) {
    throw simError.invalid(
      `Instance already belongs to maximum allowed ${t.label}s (${MAX_GROUPS_PER_INSTANCE})`,
    )
  }
  if (vmmOf(store, instance.id)) {
    throw simError.invalid(`Instance cannot be added to ${t.label} with reservation`)
  }
  const id = `${groupId}/${instance.id}`
  if (store.get(t.members, id)) throw simError.alreadyExists(t.memberNoun, instance.id)
  store.insert(t.members, { id, group_id: groupId, instance_id: instance.id })
}

function makeGroupHandlers(kind: GroupKind) {
  const t = tables[kind]
  const assertNameFree = (store: Store, projectId: string, name: string) => {
    if (store.list(t.groups).some((g) => g.project_id === projectId && g.name === name)) {
      throw simError.alreadyExists(t.noun, name)
    }
  }

  return {
    list(store: Store, actor: Actor, query: PageQuery & { project?: string }) {
      const project = lookupInQuery(store, actor, 'project', query, 'list_children').record
      return paginate(store.list(t.groups), query, { include: (g) => g.project_id === project.id })
    },

    create(
      store: Store,
      actor: Actor,
      projectKey: string | undefined,
      body: Json<Api.AffinityGroupCreate>,
    ) {
      const project = lookup(
        store,
        actor,
        'project',
        requireQuery(projectKey, 'project'),
        'create_child',
      ).record
      assertNameFree(store, project.id, body.name)
      const now = iso(clockOf(store).now())
      return created(
        store.insert(t.groups, {
          id: uuid(),
          name: body.name,
          description: body.description,
          project_id: project.id,
          failure_domain: body.failure_domain,
          policy: body.policy,
          time_created: now,
          time_modified: now,
        }),
      )
    },

    view(store: Store, actor: Actor, key: string, project?: string) {
      return lookup(store, actor, tables[kind].kind, key, 'read', { project }).record
    },

    update(
      store: Store,
      actor: Actor,
      key: string,
      project: string | undefined,
      body: Json<Api.AffinityGroupUpdate>,
    ) {
      const { record: group } = lookup(store, actor, tables[kind].kind, key, 'modify', { project })
      if (body.name && body.name !== group.name) assertNameFree(store, group.project_id, body.name)
      return store.update(t.groups, {
        ...group,
        name: body.name ?? group.name,
        description: body.description ?? group.description,
        time_modified: iso(clockOf(store).now()),
      })
    },

    // Nexus deletes a group with its memberships; the instances stay
    remove(store: Store, actor: Actor, key: string, project?: string) {
      const { record: group } = lookup(store, actor, tables[kind].kind, key, 'modify', { project })
      for (const m of membersOf(store, kind, group.id)) store.remove(t.members, m.id)
      store.remove(t.groups, group.id)
      return 204 as const
    },

    memberList(store: Store, actor: Actor, key: string, query: PageQuery & { project?: string }) {
      const { record: group } = lookup(store, actor, tables[kind].kind, key, 'read', query)
      const ids = new Set(membersOf(store, kind, group.id).map((m) => m.instance_id))
      const page = paginate(store.list('instances'), query, { include: (i) => ids.has(i.id) })
      return { items: page.items.map(memberView), next_page: page.next_page }
    },

    memberView(store: Store, actor: Actor, key: string, instanceKey: string, project?: string) {
      const { record: group } = lookup(store, actor, tables[kind].kind, key, 'read', { project })
      const instance = memberInstance(store, actor, instanceKey, group.project_id)
      if (!store.get(t.members, `${group.id}/${instance.id}`)) {
        throw simError.notFound(t.memberNoun, { id: instance.id })
      }
      return memberView(instance)
    },

    memberAdd(store: Store, actor: Actor, key: string, instanceKey: string, project?: string) {
      const { record: group } = lookup(store, actor, tables[kind].kind, key, 'modify', { project })
      const instance = memberInstance(store, actor, instanceKey, group.project_id)
      joinGroup(store, kind, group.id, instance)
      return created(memberView(instance))
    },

    memberDelete(store: Store, actor: Actor, key: string, instanceKey: string, project?: string) {
      const { record: group } = lookup(store, actor, tables[kind].kind, key, 'modify', { project })
      const instance = memberInstance(store, actor, instanceKey, group.project_id)
      if (!store.remove(t.members, `${group.id}/${instance.id}`)) {
        throw simError.notFound(t.memberNoun, { id: instance.id })
      }
      return 204 as const
    },

    /** The groups of this kind an instance belongs to */
    ofInstance(
      store: Store,
      actor: Actor,
      instanceKey: string,
      query: PageQuery & { project?: string },
    ) {
      const { record: instance } = lookup(
        store,
        actor,
        'instance',
        instanceKey,
        'list_children',
        query,
      )
      const ids = new Set(
        store
          .list(t.members)
          .filter((m) => m.instance_id === instance.id)
          .map((m) => m.group_id),
      )
      return paginate(store.list(t.groups), query, { include: (g) => ids.has(g.id) })
    },
  }
}

const affinity = makeGroupHandlers('affinity')
const anti = makeGroupHandlers('antiAffinity')

export const affinityGroups = {
  affinityGroupList: ({ query }, { store, actor }) => affinity.list(store, actor, query),
  affinityGroupCreate: ({ query, body }, { store, actor }) =>
    affinity.create(store, actor, query.project, body),
  affinityGroupView: ({ path, query }, { store, actor }) =>
    affinity.view(store, actor, path.affinityGroup, query.project),
  affinityGroupUpdate: ({ path, query, body }, { store, actor }) =>
    affinity.update(store, actor, path.affinityGroup, query.project, body),
  affinityGroupDelete: ({ path, query }, { store, actor }) =>
    affinity.remove(store, actor, path.affinityGroup, query.project),
  affinityGroupMemberList: ({ path, query }, { store, actor }) =>
    affinity.memberList(store, actor, path.affinityGroup, query),
  affinityGroupMemberInstanceView: ({ path, query }, { store, actor }) =>
    affinity.memberView(store, actor, path.affinityGroup, path.instance, query.project),
  affinityGroupMemberInstanceAdd: ({ path, query }, { store, actor }) =>
    affinity.memberAdd(store, actor, path.affinityGroup, path.instance, query.project),
  affinityGroupMemberInstanceDelete: ({ path, query }, { store, actor }) =>
    affinity.memberDelete(store, actor, path.affinityGroup, path.instance, query.project),
  instanceAffinityGroupList: ({ path, query }, { store, actor }) =>
    affinity.ofInstance(store, actor, path.instance, query),

  antiAffinityGroupList: ({ query }, { store, actor }) => anti.list(store, actor, query),
  antiAffinityGroupCreate: ({ query, body }, { store, actor }) =>
    anti.create(store, actor, query.project, body),
  antiAffinityGroupView: ({ path, query }, { store, actor }) =>
    anti.view(store, actor, path.antiAffinityGroup, query.project),
  antiAffinityGroupUpdate: ({ path, query, body }, { store, actor }) =>
    anti.update(store, actor, path.antiAffinityGroup, query.project, body),
  antiAffinityGroupDelete: ({ path, query }, { store, actor }) =>
    anti.remove(store, actor, path.antiAffinityGroup, query.project),
  antiAffinityGroupMemberList: ({ path, query }, { store, actor }) =>
    anti.memberList(store, actor, path.antiAffinityGroup, query),
  antiAffinityGroupMemberInstanceView: ({ path, query }, { store, actor }) =>
    anti.memberView(store, actor, path.antiAffinityGroup, path.instance, query.project),
  antiAffinityGroupMemberInstanceAdd: ({ path, query }, { store, actor }) =>
    anti.memberAdd(store, actor, path.antiAffinityGroup, path.instance, query.project),
  antiAffinityGroupMemberInstanceDelete: ({ path, query }, { store, actor }) =>
    anti.memberDelete(store, actor, path.antiAffinityGroup, path.instance, query.project),
  instanceAntiAffinityGroupList: ({ path, query }, { store, actor }) =>
    anti.ofInstance(store, actor, path.instance, query),
} satisfies Partial<SimHandlers>
