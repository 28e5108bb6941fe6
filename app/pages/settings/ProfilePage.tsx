import { queryClient } from '~/api/client'
import { currentUserGroups } from '~/api/queries/session'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { useCurrentUser } from '~/hooks/use-current-user'

export async function clientLoader() {
  await queryClient.fetchQuery(currentUserGroups)
  return null
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-4 border-b border-default px-4 py-3 last:border-b-0">
      <dt className="text-sm text-secondary">{label}</dt>
      <dd className="min-w-0 text-sm text-default">{children}</dd>
    </div>
  )
}

/** Who the console is acting as: the user, their silo and their groups. */
export default function ProfilePage() {
  const { me, isFleetViewer } = useCurrentUser()
  const { data: groups } = usePrefetchedQuery(currentUserGroups)
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold text-default">Profile</h1>
      <dl className="rounded-lg border border-default bg-raise">
        <Row label="Display name">{me.displayName}</Row>
        <Row label="User ID">
          <span className="font-mono">{me.id}</span>
        </Row>
        <Row label="Silo">{me.siloName}</Row>
        <Row label="Operator">{isFleetViewer ? 'Yes (can view the system)' : 'No'}</Row>
        <Row label="Groups">
          {groups && groups.items.length > 0
            ? groups.items.map((g) => g.displayName).join(', ')
            : 'None'}
        </Row>
      </dl>
    </>
  )
}
