// Reads of the silo's groups and of who is in them. The API lists a group's members
// (`userList` with `group`) but not another user's groups, so a user's groups are found by
// reading every group's members.
import { api, apiQuery, listQuery, PICKER_PAGE_SIZE } from '../client'

export const groupList = listQuery(api.groupList, {})

export const groupView = (groupId: string) => apiQuery(api.groupView, { path: { groupId } })

/** A group's members, one page at a time. */
export const groupMemberList = (groupId: string) =>
  listQuery(api.userList, { query: { group: groupId } })

/** Every member of a group, to tell whether a user is in it. */
export const groupMemberPicker = (groupId: string) =>
  groupMemberList(groupId).page(undefined, PICKER_PAGE_SIZE)
