// What the signed-in user may change in a project, from the policies they can read: the
// project's and the silo's (a silo role gives a project role, `projectRoleFromSilo`),
// through their groups. The rule is in app/api/project-permissions.ts. Until every read is
// in, or if one is refused, nothing is disabled: the API decides, in its own words.
//
// The reads start in the loaders of the pages that judge by them (`startRoleReads`), not
// after the first render: a page rendered on the server then has them in the state it
// sends, renders its disabled actions in its HTML, and the browser takes it over without
// reading them again or rendering twice.
import { useQuery, type QueryClient } from '@tanstack/react-query'

import { projectCreateReason } from '~/api/project-create-reason'
import type { ProjectAccess, ProjectChange, SiloChange } from '~/api/project-permissions'
import { projectChangeReason, siloChangeReason } from '~/api/project-permissions'
import { currentUserGroupPicker, projectPolicyView, siloPolicyView } from '~/api/queries/access'
import {
  currentUserGroupsOrError,
  currentUserOrError,
  siloPolicyOrError,
  sinceVersionedSupport,
} from '~/api/queries/session'
import { myRole, projectRoleFromSilo, roleIn } from '~/api/roles'
import { useCurrentUser } from '~/hooks/use-current-user'

// The user's roles are the same on every page: read with the first page that asks, again
// after a write to a policy (it invalidates them) and on the next page load, but not on
// each navigation, where they were most of the requests. The API stays the judge of a
// role changed elsewhere meanwhile.
const quiet = { throwOnError: false, refetchOnMount: false } as const

/** The same words as the role form's question, so both share one read */
const LIMITED_ROLE = 'The limited collaborator role'

// `ensureQueryData`, not `prefetchQuery`: a read that is in stays, however old (`quiet`)
const ignore = () => {}

/**
 * Starts the reads `useProjectAccess(project)` (or, without `project`, `useSiloAccess()`)
 * judges by, unless they are in already, without waiting for them: the loader's page shows
 * its rows meanwhile. A refused read is the hook's to handle (nothing disabled).
 */
export function startRoleReads(client: QueryClient, project?: string) {
  client.ensureQueryData(currentUserGroupPicker).catch(ignore)
  client.ensureQueryData(siloPolicyView).catch(ignore)
  client.ensureQueryData(sinceVersionedSupport(LIMITED_ROLE)).catch(ignore)
  if (project) client.ensureQueryData(projectPolicyView(project)).catch(ignore)
}

/** Starts the reads `useProjectCreateReason` judges by, as `startRoleReads` does */
export function startProjectCreateReads(client: QueryClient) {
  client.ensureQueryData(currentUserOrError).catch(ignore)
  client.ensureQueryData(currentUserGroupsOrError).catch(ignore)
  client.ensureQueryData(siloPolicyOrError).catch(ignore)
}

/** The user's roles on their silo and (when `project` is given) on that project */
export function useRoleReads(project?: string): ProjectAccess {
  const { me } = useCurrentUser()
  const groups = useQuery({ ...currentUserGroupPicker, ...quiet })
  const siloPolicy = useQuery({ ...siloPolicyView, ...quiet })
  const projectPolicy = useQuery({
    ...projectPolicyView(project ?? ''),
    ...quiet,
    enabled: !!project,
  })
  const limited = useQuery({ ...sinceVersionedSupport(LIMITED_ROLE), ...quiet })
  const known =
    !!groups.data && !!siloPolicy.data && !!limited.data && (!project || !!projectPolicy.data)
  if (!known || !groups.data || !siloPolicy.data) {
    return { known: false, projectRole: null, siloRole: null, limitedRole: true }
  }
  const myIds = new Set([me.id, ...groups.data.items.map((g) => g.id)])
  const siloRole = roleIn(siloPolicy.data, myIds)
  const inherited = projectRoleFromSilo(siloRole)
  return {
    known,
    siloRole,
    projectRole: projectPolicy.data ? myRole(projectPolicy.data, { myIds, inherited }) : inherited,
    limitedRole: limited.data?.available !== false,
  }
}

/**
 * What the signed-in user may change in `project`: `changeReason('vpcs')` is `false` or
 * the sentence saying who may ("Only a project collaborator or admin can change VPCs; …").
 * Combine it with a state's reason role first: `firstReason(changeReason(…), stateReason)`.
 */
export function useProjectAccess(project: string) {
  const access = useRoleReads(project)
  return {
    access,
    changeReason: (change: ProjectChange) => projectChangeReason(access, change),
    siloChangeReason: (change: SiloChange) => siloChangeReason(access, change),
  }
}

/** What the signed-in user may change in their silo outside projects: its images */
export function useSiloAccess() {
  const access = useRoleReads()
  return { siloChangeReason: (change: SiloChange) => siloChangeReason(access, change) }
}

/**
 * Why the user may not create a project (their silo role, through their groups), or
 * `false` when they may or while the reads are not in
 */
export function useProjectCreateReason() {
  const me = useQuery(currentUserOrError).data
  const groups = useQuery(currentUserGroupsOrError).data
  const policy = useQuery(siloPolicyOrError).data
  if (me?.type !== 'success' || groups?.type !== 'success' || !policy) return false
  if (policy.type === 'error' && policy.error.statusCode !== 403) return false
  // a user refused the silo's policy holds no role on the silo
  const siloRole =
    policy.type === 'success'
      ? roleIn(policy.data, new Set([me.data.id, ...groups.data.items.map((g) => g.id)]))
      : null
  return projectCreateReason(siloRole)
}
