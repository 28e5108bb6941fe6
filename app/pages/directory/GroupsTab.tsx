// The silo's groups, a page at a time; each name opens the group and its members.
import type { Group } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { queryClient } from '~/api/client'
import { groupList } from '~/api/queries/groups'
import { actionsColumn } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { EmptyState } from '~/ui/EmptyState'
import { pb } from '~/util/path-builder'

import { identityColumns } from './directory-columns'

export async function clientLoader() {
  await queryClient.fetchQuery(groupList.firstPage())
  return null
}

const columns = [
  ...identityColumns<Group>((id) => pb.directoryGroup({ groupId: id })),
  actionsColumn<Group>(() => []),
]

export default function GroupsTab() {
  return (
    <QueryTable
      label="Groups"
      query={groupList}
      columns={columns}
      getRowId={(g) => g.id}
      emptyState={
        <EmptyState
          title="No groups"
          body="This silo has no groups. A role given to a group is given to everyone in it."
        />
      }
    />
  )
}
