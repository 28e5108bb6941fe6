import type {
  AffinityGroupRecord,
  AntiAffinityGroupRecord,
  GroupMembershipRecord,
} from '../store/types'
import { instanceIds } from './instances'
import { projectIds } from './projects'

export const antiAffinityGroupIds = { dbSpread: 'f8ebb42c-a347-4502-923d-b0b81e3986e1' } as const

// Database replicas should never share a sled; db1 is the first member
export const antiAffinityGroups: AntiAffinityGroupRecord[] = [
  {
    id: antiAffinityGroupIds.dbSpread,
    name: 'db-spread',
    description: 'Keep database replicas on different sleds',
    project_id: projectIds.demoProject,
    failure_domain: 'sled',
    policy: 'allow',
    time_created: '2025-01-06T09:40:00.000Z',
    time_modified: '2025-01-06T09:40:00.000Z',
  },
]

export const antiAffinityGroupMembers: GroupMembershipRecord[] = [
  {
    id: `${antiAffinityGroupIds.dbSpread}/${instanceIds.db1}`,
    group_id: antiAffinityGroupIds.dbSpread,
    instance_id: instanceIds.db1,
  },
]

export const affinityGroups: AffinityGroupRecord[] = []
export const affinityGroupMembers: GroupMembershipRecord[] = []
