// Reads of affinity and anti-affinity groups and their members.
import { api, apiQuery, listQuery, PICKER_PAGE_SIZE } from '../client'
import { ANTI_AFFINITY_GROUP_MEMBER_LIMIT } from '../util'

type GroupSelector = { project: string; antiAffinityGroup: string }

export const antiAffinityGroupList = (project: string) =>
  listQuery(api.antiAffinityGroupList, { query: { project } })

/** Every group of the project, for a select (an instance joining one). */
export const antiAffinityGroupPicker = (project: string) =>
  antiAffinityGroupList(project).page(undefined, PICKER_PAGE_SIZE)

/** The project's affinity groups (the console shows them only where they hold up a delete) */
export const affinityGroupPicker = (project: string) =>
  listQuery(api.affinityGroupList, { query: { project } }).page(undefined, PICKER_PAGE_SIZE)

export const antiAffinityGroupView = ({ project, antiAffinityGroup }: GroupSelector) =>
  apiQuery(api.antiAffinityGroupView, { path: { antiAffinityGroup }, query: { project } })

/** The members table, one page at a time. */
export const antiAffinityGroupMemberList = ({ project, antiAffinityGroup }: GroupSelector) =>
  listQuery(api.antiAffinityGroupMemberList, { path: { antiAffinityGroup }, query: { project } })

/**
 * Every member at once: a group holds at most ANTI_AFFINITY_GROUP_MEMBER_LIMIT instances, so
 * one page of that size is complete. Gives the member count and the instances not in it.
 */
export const allAntiAffinityGroupMembers = (group: GroupSelector) =>
  antiAffinityGroupMemberList(group).page(undefined, ANTI_AFFINITY_GROUP_MEMBER_LIMIT)
