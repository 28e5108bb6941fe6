// Users, groups, silos, identity providers and policies in this version's terms.
//
// The first versioned API reports no creation or change time for users and groups (they
// came with ADD_TIME_FIELDS_TO_USERS); everything else of this area has the newest shape.
// Nothing is invented for the times: see `notReported`.
import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type * as Old from '../../__generated_versions__/2025112000.0.0/Api'
import type { InitialTable } from './table'

/**
 * An old answer as the newest type although fields the newest requires are missing: the
 * old API cannot tell them (a user's creation time), so they stay absent rather than made
 * up. No page shows them.
 */
export const notReported = <T>(data: object) => data as T

/** No creation or change time: this version does not report them */
export const userUp = (u: Old.User) => notReported<Now.User>({ ...u })
export const groupUp = (g: Old.Group) => notReported<Now.Group>({ ...g })
export const currentUserUp = (u: Old.CurrentUser) => notReported<Now.CurrentUser>({ ...u })

export const userPageUp = (p: Old.UserResultsPage): Now.UserResultsPage => ({
  ...p,
  items: p.items.map(userUp),
})
export const groupPageUp = (p: Old.GroupResultsPage): Now.GroupResultsPage => ({
  ...p,
  items: p.items.map(groupUp),
})

export const identity: InitialTable = {
  currentUserView: { response: currentUserUp },
  currentUserGroups: { response: groupPageUp },
  userList: { response: userPageUp },
  siloUserList: { response: userPageUp },
  siloUserView: { response: userUp },
  localIdpUserCreate: { response: userUp },
  groupList: { response: groupPageUp },
  groupView: { response: groupUp },
}
