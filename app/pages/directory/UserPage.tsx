// One user (`/directory/users/{userId}`): why they have access. Their groups, their role on
// the silo, on each project the signed-in user can see and, to an operator, on the fleet;
// where each role comes from (assigned to them, through a group, inherited from the silo or
// given by the silo's fleet role mapping) and what it allows. Each part reads on its own
// and shows its own error; the reads within a part run in parallel.
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { useParams, type LoaderFunctionArgs } from 'react-router-dom'

import { queryClient, PICKER_PAGE_SIZE } from '~/api/client'
import { ApiError } from '~/api/errors'
import { hasNextPage } from '~/api/util'
import {
  groupPicker,
  projectPolicyView,
  siloPolicyView,
  systemPolicyView,
} from '~/api/queries/access'
import { groupMemberPicker } from '~/api/queries/groups'
import { projectPicker } from '~/api/queries/projects'
import { currentUser, systemPolicy } from '~/api/queries/session'
import { siloView } from '~/api/queries/silos'
import { siloUserView } from '~/api/queries/users'
import { roleLabel, type Identity, type RoleName } from '~/api/roles'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { InlineError } from '~/components/InlineError'
import { useCurrentUser } from '~/hooks/use-current-user'
import { requireParams } from '~/hooks/use-params'
import { PagedRowsTable } from '~/table/PagedRowsTable'
import { RowsTable } from '~/table/RowsTable'
import { Badge } from '~/ui/Badge'
import { PageHeader } from '~/ui/PageHeader'
import { PropertiesTable } from '~/ui/PropertiesTable'
import { Section } from '~/ui/Section'
import { Spinner } from '~/ui/Spinner'
import { pb } from '~/util/path-builder'
import { LinkCell } from '~/table/cells/LinkCell'

import { roleAllows, type Scope } from './role-allows'
import {
  accessSummary,
  fleetAccess,
  projectAccess,
  siloAccess,
  type Access,
  type Grant,
  type ProjectAccess,
} from '~/api/user-access'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { userId } = requireParams(params, 'userId')
  const [me, fleet] = await Promise.all([
    queryClient.fetchQuery(currentUser),
    queryClient.fetchQuery(systemPolicy),
  ])
  // Start every read the parts need now, each list's follow-up reads as soon as the list
  // is in; the parts show their own errors, so none of these holds up the page.
  void queryClient.prefetchQuery(siloPolicyView)
  if (fleet.type === 'success') {
    void queryClient.prefetchQuery(systemPolicyView)
    void queryClient.prefetchQuery(siloView(me.siloId))
  }
  void queryClient.fetchQuery(groupPicker).then(
    ({ items }) => items.forEach((g) => void queryClient.prefetchQuery(groupMemberPicker(g.id))),
    () => {},
  )
  void queryClient.fetchQuery(projectPicker).then(
    ({ items }) => items.forEach((p) => void queryClient.prefetchQuery(projectPolicyView(p.name))),
    () => {},
  )
  // a missing user is a 404 page, through the route's error boundary
  await queryClient.fetchQuery(siloUserView({ userId, silo: me.siloId }))
  return null
}

// Parts of this page show their own failures, a 404 included (a project deleted since the
// list was read), instead of sending the whole page to "Page not found".
const inPlace = { throwOnError: false } as const

/** Several reads that make one part: the first failure, a retry of all failed, and readiness. */
function combine(queries: UseQueryResult[]) {
  const failed = queries.filter((q) => q.error)
  return {
    error: failed[0]?.error ?? null,
    retrying: failed.some((q) => q.isFetching),
    retry: () => failed.forEach((q) => void q.refetch()),
    ready: queries.every((q) => q.data !== undefined),
  }
}
type Part = ReturnType<typeof combine>

/** A part's error in place, or a spinner until it is in, or the part itself. */
function PartState({
  part,
  loading,
  children,
}: {
  part: Part
  loading: string
  children: () => ReactNode
}) {
  if (part.error) {
    return <InlineError error={part.error} onRetry={part.retry} retrying={part.retrying} />
  }
  if (!part.ready) return <Spinner label={loading} />
  return <>{children()}</>
}

/** The role that counts is coloured; the roles behind it are not. */
function RoleBadge({ role, counts = false }: { role: RoleName; counts?: boolean }) {
  return <Badge color={counts ? 'accent' : 'default'}>{roleLabel(role)}</Badge>
}

function GroupLink({ group }: { group: Identity }) {
  return <LinkCell to={pb.directoryGroup({ groupId: group.id })}>{group.displayName}</LinkCell>
}

/** Where one role comes from, in words. */
function GrantSource({ grant }: { grant: Grant }) {
  const { source } = grant
  switch (source.kind) {
    case 'direct':
      return <>assigned directly</>
    case 'group':
      return (
        <>
          through group <GroupLink group={source.group} />
        </>
      )
    case 'silo':
      return <>from the silo role {source.siloRole}</>
    case 'mapping':
      return <>given by the silo to its {source.siloRole} role</>
  }
}

type ScopeRow = { id: string; place: ReactNode; access: Access }

const col = createColumnHelper<ScopeRow>()

function scopeColumns(scope: Scope) {
  return [
    col.accessor('place', {
      header: { fleet: 'Fleet', silo: 'Silo', project: 'Project' }[scope],
      cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span>,
    }),
    col.accessor((r) => r.access.role, {
      id: 'role',
      header: 'Role',
      cell: (info) => {
        const role = info.getValue()
        return role ? (
          <RoleBadge role={role} counts />
        ) : (
          <span className="text-secondary">None</span>
        )
      },
    }),
    col.accessor((r) => r.access.grants, {
      id: 'why',
      header: 'Why',
      cell: (info) => (
        <ul className="space-y-1">
          {info.getValue().map((grant, i) => (
            <li key={i} className="flex items-center gap-1.5 whitespace-nowrap">
              <RoleBadge role={grant.role} />{' '}
              <span>
                <GrantSource grant={grant} />
              </span>
            </li>
          ))}
        </ul>
      ),
    }),
    col.accessor((r) => r.access.role, {
      id: 'allows',
      header: 'What it allows',
      cell: (info) => {
        const role = info.getValue()
        return role && <span className="text-secondary">{roleAllows[scope][role]}</span>
      },
    }),
  ]
}
const fleetColumns = scopeColumns('fleet')
const siloColumns = scopeColumns('silo')
const projectColumns = scopeColumns('project')

export default function UserPage() {
  const { userId } = requireParams(useParams(), 'userId')
  const { me, isFleetViewer } = useCurrentUser()
  const { data: user } = usePrefetchedQuery(siloUserView({ userId, silo: me.siloId }))
  const name = user.displayName

  // Membership comes from the groups' side: every group's members are read, in parallel,
  // as are the projects' policies once the projects are listed.
  const groups = useQuery({ ...groupPicker, ...inPlace })
  const members = useQueries({
    queries: (groups.data?.items ?? []).map((g) => ({ ...groupMemberPicker(g.id), ...inPlace })),
  })
  const siloPolicy = useQuery({ ...siloPolicyView, ...inPlace })
  const projects = useQuery({ ...projectPicker, ...inPlace })
  const policies = useQueries({
    queries: (projects.data?.items ?? []).map((p) => ({
      ...projectPolicyView(p.name),
      ...inPlace,
    })),
  })
  // only an operator may read the fleet's policy; the silo's mapping is on its System view
  const fleetPolicy = useQuery({ ...systemPolicyView, ...inPlace, enabled: isFleetViewer })
  const ownSilo = useQuery({ ...siloView(me.siloId), ...inPlace, enabled: isFleetViewer })
  // a user without a role on the silo may not list its projects: not an error here
  const cannotListProjects = projects.error instanceof ApiError && projects.error.statusCode === 403

  // each part needs the one before it: projects need the silo role, which needs the groups
  const groupsPart = combine([groups, ...members])
  const siloPart = combine([groups, ...members, siloPolicy])
  const projectsPart = combine([groups, ...members, siloPolicy, projects, ...policies])
  const fleetPart = combine([groups, ...members, siloPolicy, fleetPolicy, ownSilo])

  const userGroups: Identity[] | undefined = groupsPart.ready
    ? groups.data!.items.filter((_, i) => members[i].data!.items.some((u) => u.id === userId))
    : undefined
  const silo = siloPart.ready ? siloAccess(siloPolicy.data!, userId, userGroups!) : undefined
  const fleet = fleetPart.ready
    ? fleetAccess(fleetPolicy.data!, userId, userGroups!, silo!, ownSilo.data!.mappedFleetRoles)
    : undefined
  const perProject: ProjectAccess[] | undefined = projectsPart.ready
    ? projects.data!.items.map((project, i) => ({
        project,
        access: projectAccess(policies[i].data!, userId, userGroups!, silo!),
      }))
    : undefined
  const withRole = perProject?.filter((p) => p.access.role) ?? []
  // a page of PICKER_PAGE_SIZE is the most one read returns
  const isCut = (page?: { items: unknown[]; nextPage?: string | null }) =>
    !!page && hasNextPage(page, PICKER_PAGE_SIZE)
  const groupsIncomplete = isCut(groups.data) || members.some((m) => isCut(m.data))

  const summary =
    silo && cannotListProjects
      ? accessSummary(name, silo, null)
      : silo && perProject
        ? accessSummary(name, silo, perProject)
        : null

  return (
    <>
      <PageHeader title={name} />
      <h2 className="sr-only">Properties</h2>
      <PropertiesTable className="mb-6">
        <PropertiesTable.IdRow id={user.id} wide />
      </PropertiesTable>

      <div className="space-y-8">
        <section aria-label="Access in short">
          <p
            className="rounded-lg border border-default bg-raise px-4 py-3 text-sm text-default"
            aria-live="polite"
          >
            {summary ?? <span className="text-secondary">Working out {name}&apos;s access…</span>}
          </p>
        </section>

        <Section
          title="Groups"
          description={`A role given to a group is given to everyone in it. No API lists another user's groups, so each group's members are read.`}
        >
          <PartState part={groupsPart} loading="Loading groups">
            {() =>
              userGroups!.length === 0 ? (
                <p className="text-sm text-secondary">{name} is in no group.</p>
              ) : (
                <ul aria-label={`Groups of ${name}`} className="flex flex-wrap gap-3 text-sm">
                  {userGroups!.map((g) => (
                    <li key={g.id}>
                      <GroupLink group={g} />
                    </li>
                  ))}
                </ul>
              )
            }
          </PartState>
          {groupsIncomplete && (
            <p className="text-sm text-secondary">
              Only the first {PICKER_PAGE_SIZE.toLocaleString()} groups, and members of each, were
              read.
            </p>
          )}
        </Section>

        <Section title="On the silo" description="A role on the silo reaches every project in it.">
          <PartState part={siloPart} loading="Loading the silo's policy">
            {() =>
              silo!.role ? (
                <RowsTable
                  label="Role on the silo"
                  rows={[{ id: me.siloId, place: me.siloName, access: silo! }]}
                  columns={siloColumns}
                  getRowId={(r) => r.id}
                />
              ) : (
                <p className="text-sm text-secondary">
                  {name} has no role on the silo, neither directly nor through a group.
                </p>
              )
            }
          </PartState>
        </Section>

        <Section title="On projects" description="Only the projects you can see are listed here.">
          {cannotListProjects ? (
            <p className="text-sm text-secondary">
              Listing the silo&apos;s projects needs a role on the silo, which you do not have, so
              {` ${name}'s`} roles on projects cannot be shown.
            </p>
          ) : (
            <PartState part={projectsPart} loading="Loading projects and their policies">
              {() => (
                <>
                  <PagedRowsTable
                    label="Roles on projects"
                    rows={withRole.map(({ project, access }) => ({
                      id: project.id,
                      place: (
                        <LinkCell to={pb.project({ project: project.name })}>
                          {project.name}
                        </LinkCell>
                      ),
                      access,
                    }))}
                    columns={projectColumns}
                    getRowId={(r) => r.id}
                    emptyState={
                      <p className="text-sm text-secondary">
                        {name} has no role on any project you can see.
                      </p>
                    }
                  />
                  {withRole.length > 0 && withRole.length < perProject!.length && (
                    <p className="text-sm text-secondary">
                      No role on the other {perProject!.length - withRole.length} projects you can
                      see.
                    </p>
                  )}
                  {isCut(projects.data) && (
                    <p className="text-sm text-secondary">
                      Only the first {PICKER_PAGE_SIZE.toLocaleString()} projects were read.
                    </p>
                  )}
                </>
              )}
            </PartState>
          )}
        </Section>

        {isFleetViewer && (
          <Section
            title="On the fleet"
            description="A fleet role reaches the whole rack, beyond any silo. Only operators see this."
          >
            <PartState part={fleetPart} loading="Loading the fleet's policy">
              {() =>
                fleet!.role ? (
                  <RowsTable
                    label="Role on the fleet"
                    rows={[{ id: 'fleet', place: 'The rack', access: fleet! }]}
                    columns={fleetColumns}
                    getRowId={(r) => r.id}
                  />
                ) : (
                  <p className="text-sm text-secondary">
                    {name} has no role on the fleet: none assigned to them or their groups, and none
                    given by the silo to their silo role.
                  </p>
                )
              }
            </PartState>
          </Section>
        )}
      </div>
    </>
  )
}
