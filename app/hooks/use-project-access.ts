// What the signed-in user may change in a project, from the policies they can read: the
// project's and the silo's (a silo role gives a project role, `projectRoleFromSilo`),
// through their groups. The rule is in app/api/project-permissions.ts. Until every read is
// in, or if one is refused, nothing is disabled: the API decides, in its own words.
import { useQuery } from '@tanstack/react-query'

import type { ProjectAccess, ProjectChange, SiloChange } from '~/api/project-permissions'
import { currentUserGroupPicker, projectPolicyView, siloPolicyView } from '~/api/queries/access'
import {
  currentUserGroupsOrError,
  currentUserOrError,
  siloPolicyOrError,
  sinceVersionedSupport,
} from '~/api/queries/session'
import { useCurrentUser } from '~/hooks/use-current-user'
import { lazyModule, useLazyModule } from '~/ui/lazy-module'

const accessRules = lazyModule(() => import('~/api/access-rules'))

/** The role rules (`app/api/access-rules.ts`), once loaded; they start loading at once */
export const useAccessRules = () => useLazyModule(accessRules, true)

// The user's roles are the same on every page: read with the first page that asks, again
// after a write to a policy (it invalidates them) and on the next page load, but not on
// each navigation, where they were most of the requests. The API stays the judge of a
// role changed elsewhere meanwhile.
const quiet = { throwOnError: false, refetchOnMount: false } as const

/** The same words as the role form's question, so both share one read */
const LIMITED_ROLE = 'The limited collaborator role'

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
  const rules = useAccessRules()
  const known =
    !!rules &&
    !!groups.data &&
    !!siloPolicy.data &&
    !!limited.data &&
    (!project || !!projectPolicy.data)
  if (!known || !rules || !groups.data || !siloPolicy.data) {
    return { known: false, projectRole: null, siloRole: null, limitedRole: true }
  }
  const myIds = new Set([me.id, ...groups.data.items.map((g) => g.id)])
  const { myRole, projectRoleFromSilo, roleIn } = rules
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
  const rules = useAccessRules()
  return {
    access,
    changeReason: (change: ProjectChange) => !!rules && rules.projectChangeReason(access, change),
    siloChangeReason: (change: SiloChange) => !!rules && rules.siloChangeReason(access, change),
  }
}

/** What the signed-in user may change in their silo outside projects: its images */
export function useSiloAccess() {
  const access = useRoleReads()
  const rules = useAccessRules()
  return {
    siloChangeReason: (change: SiloChange) => !!rules && rules.siloChangeReason(access, change),
  }
}

/**
 * Why the user may not create a project (their silo role, through their groups), or
 * `false` when they may or while the reads are not in
 */
export function useProjectCreateReason() {
  const me = useQuery(currentUserOrError).data
  const groups = useQuery(currentUserGroupsOrError).data
  const policy = useQuery(siloPolicyOrError).data
  const rules = useAccessRules()
  if (!rules) return false
  const { roleIn, projectCreateReason } = rules
  if (me?.type !== 'success' || groups?.type !== 'success' || !policy) return false
  if (policy.type === 'error' && policy.error.statusCode !== 403) return false
  // a user refused the silo's policy holds no role on the silo
  const siloRole =
    policy.type === 'success'
      ? roleIn(policy.data, new Set([me.data.id, ...groups.data.items.map((g) => g.id)]))
      : null
  return projectCreateReason(siloRole)
}
