// The silo's users, a page at a time; each name opens why that user has access.
import type { User } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { userList } from '~/api/queries/users'
import { actionsColumn } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { EmptyState } from '~/ui/EmptyState'
import { pb } from '~/util/path-builder'

import { identityColumns } from './directory-columns'

export async function clientLoader() {
  await queryClient.fetchQuery(userList.firstPage())
  return null
}

const columns = [
  ...identityColumns<User>((id) => pb.directoryUser({ userId: id })),
  actionsColumn<User>(() => []),
]

export default function UsersTab() {
  return (
    <QueryTable
      label="Users"
      query={userList}
      columns={columns}
      getRowId={(u) => u.id}
      emptyState={
        <EmptyState
          title="No users"
          body="Users appear here once they are created in the silo or first sign in through its identity provider."
        />
      }
    />
  )
}
