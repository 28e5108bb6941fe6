// Who may create a project, and the sentence saying why not. Nexus's rule (omicron.polar,
// `resource Silo`): a project is a child of the silo, and `create_child` on a silo takes
// the silo's collaborator role (its admin holds it too). A limited collaborator, a viewer
// or a fleet role alone may not; a project role does not count.
import { atLeast } from './fleet-role'
import { roleLabel, type RoleName } from './roles'

export const PROJECT_CREATE_RULE = 'Only a silo collaborator or admin can create projects'

/**
 * Why the user may not create a project, or `false` when they may or the console cannot
 * tell (`siloRole` undefined: the reads are not in, or were refused; the API decides).
 */
export function projectCreateReason(siloRole: RoleName | null | undefined): string | false {
  if (siloRole === undefined) return false
  if (atLeast(siloRole, 'collaborator')) return false
  const yours = siloRole
    ? `your role on this silo is ${roleLabel(siloRole)}`
    : 'you have no role on this silo'
  return `${PROJECT_CREATE_RULE}; ${yours}`
}
