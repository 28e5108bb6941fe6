// One group (`/directory/groups/{groupId}`): its role on the silo and its members, each a
// link to why that user has access.
import { useQuery } from '@tanstack/react-query'
import { useParams, type LoaderFunctionArgs } from 'react-router-dom'

import type { User } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { queryClient } from '~/api/client'
import { siloPolicyView } from '~/api/queries/access'
import { groupMemberList, groupView } from '~/api/queries/groups'
import { roleLabel, strongestRole } from '~/api/roles'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { errorDetail } from '~/components/InlineError'
import { requireParams } from '~/hooks/use-params'
import { actionsColumn } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { Badge } from '~/ui/Badge'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { PropertiesTable } from '~/ui/PropertiesTable'
import { Section } from '~/ui/Section'
import { Spinner } from '~/ui/Spinner'
import { pb } from '~/util/path-builder'

import { identityColumns } from './directory-columns'
import { roleAllows } from './role-allows'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { groupId } = requireParams(params, 'groupId')
  // the group's role is a side note that shows its own error
  void queryClient.prefetchQuery(siloPolicyView)
  // a missing group is a 404 page, through the route's error boundary
  await Promise.all([
    queryClient.fetchQuery(groupView(groupId)),
    queryClient.fetchQuery(groupMemberList(groupId).firstPage()),
  ])
  return null
}

const columns = [
  ...identityColumns<User>((id) => pb.directoryUser({ userId: id })),
  actionsColumn<User>(() => []),
]

/** The group's own role on the silo, from the silo's policy. */
function GroupSiloRole({ groupId }: { groupId: string }) {
  const policy = useQuery({ ...siloPolicyView, throwOnError: false })
  if (policy.error) {
    return (
      <span className="text-secondary">
        Could not read the silo&apos;s policy: {errorDetail(policy.error)}
      </span>
    )
  }
  if (!policy.data) return <Spinner size="sm" label="Loading the silo's policy" />
  const role = strongestRole(
    policy.data.roleAssignments.filter((a) => a.identityId === groupId).map((a) => a.roleName),
  )
  if (!role) return <span className="text-secondary">None</span>
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge color="accent">{roleLabel(role)}</Badge>
      <span className="text-secondary">{roleAllows.silo[role]}</span>
    </span>
  )
}

export default function GroupPage() {
  const { groupId } = requireParams(useParams(), 'groupId')
  const { data: group } = usePrefetchedQuery(groupView(groupId))
  return (
    <>
      <PageHeader title={group.displayName} />
      <h2 className="sr-only">Properties</h2>
      <PropertiesTable className="mb-8">
        <PropertiesTable.Row label="Role on the silo" wide>
          <GroupSiloRole groupId={group.id} />
        </PropertiesTable.Row>
        <PropertiesTable.IdRow id={group.id} wide />
      </PropertiesTable>
      <Section
        title="Members"
        description="Every member holds the roles given to this group, on the silo and on projects."
      >
        <QueryTable
          label="Members"
          query={groupMemberList(groupId)}
          columns={columns}
          getRowId={(u) => u.id}
          emptyState={<EmptyState title="No members" body="No user is in this group." />}
        />
      </Section>
    </>
  )
}
