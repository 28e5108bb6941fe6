// Why the signed-in user may not change a project's resources (`what`), or false. For
// external subnets, Nexus lets a limited collaborator (and anyone stronger) create,
// attach, detach, edit and delete them
// (`InProjectLimited` in its authz): a project viewer may only look. The role is the
// strongest of the user's and their groups' assignments on the project and what their silo
// role gives every project. Until the policies are read, or if they cannot be, nothing is
// disabled: the API refuses anyway, in its own words.
import { useQuery } from '@tanstack/react-query'

import { currentUserGroupPicker, projectPolicyView, siloPolicyView } from '~/api/queries/access'
import { myRole, projectRoleFromSilo, roleIn, roleLabel } from '~/api/roles'
import { useCurrentUser } from '~/hooks/use-current-user'

const quiet = { throwOnError: false } as const

export function useProjectChangeReason(project: string, what: string): string | false {
  const { me } = useCurrentUser()
  const groups = useQuery({ ...currentUserGroupPicker, ...quiet })
  const siloPolicy = useQuery({ ...siloPolicyView, ...quiet })
  const projectPolicy = useQuery({ ...projectPolicyView(project), ...quiet })
  if (!groups.data || !siloPolicy.data || !projectPolicy.data) return false
  const myIds = new Set([me.id, ...groups.data.items.map((g) => g.id)])
  const role = myRole(projectPolicy.data, {
    myIds,
    inherited: projectRoleFromSilo(roleIn(siloPolicy.data, myIds)),
  })
  if (role && role !== 'viewer') return false
  return role
    ? `Your role on this project (${roleLabel(role)}) cannot change ${what}`
    : `You have no role on this project that can change ${what}`
}
