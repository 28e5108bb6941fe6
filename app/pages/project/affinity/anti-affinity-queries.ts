// Reads of anti-affinity groups shared by the affinity page, the group page and their forms.
import { api, apiQuery, listQuery } from '~/api/client'
import { ANTI_AFFINITY_GROUP_MEMBER_LIMIT } from '~/api/util'

type GroupParams = { project: string; antiAffinityGroup: string }

export const antiAffinityGroupList = (project: string) =>
  listQuery(api.antiAffinityGroupList, { query: { project } })

export const antiAffinityGroupView = ({ project, antiAffinityGroup }: GroupParams) =>
  apiQuery(api.antiAffinityGroupView, { path: { antiAffinityGroup }, query: { project } })

/** The members table, one page at a time. */
export const antiAffinityGroupMemberList = ({ project, antiAffinityGroup }: GroupParams) =>
  listQuery(api.antiAffinityGroupMemberList, { path: { antiAffinityGroup }, query: { project } })

/**
 * Every member at once: a group holds at most ANTI_AFFINITY_GROUP_MEMBER_LIMIT instances, so
 * one page of that size is complete. Gives the member count and the instances not in it.
 */
export const allAntiAffinityGroupMembers = (params: GroupParams) =>
  antiAffinityGroupMemberList(params).page(undefined, ANTI_AFFINITY_GROUP_MEMBER_LIMIT)
