import type { GroupMemberRecord } from '../store/types'
import { groupIds } from './groups'
import { userIds } from './users'

const member = (groupId: string, userId: string): GroupMemberRecord => ({
  id: `${groupId}/${userId}`,
  group_id: groupId,
  user_id: userId,
})

// `viewer` and `nobody` are in no group, so their roles are exactly what the
// demo promises (viewer on demo-project; nothing at all).
export const groupMembers: GroupMemberRecord[] = [
  member(groupIds.platformTeam, userIds.admin),
  member(groupIds.platformTeam, userIds.hannahOkafor),
  member(groupIds.platformTeam, userIds.tomaszNowak),
  member(groupIds.webDevs, userIds.collaborator),
  member(groupIds.webDevs, userIds.marcoBianchi),
  member(groupIds.webDevs, userIds.sofiaAlvarez),
  member(groupIds.dataScience, userIds.priyaRaman),
  member(groupIds.dataScience, userIds.weiChen),
  member(groupIds.sreOncall, userIds.hannahOkafor),
  member(groupIds.sreOncall, userIds.weiChen),
  member(groupIds.sreOncall, userIds.tomaszNowak),
]
