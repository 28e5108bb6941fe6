// Users, groups, silos, identity providers and policies in this version's terms.
//
// Release v14 (and v15..v17) reports no creation or change time for users and groups, does
// not say in the signed-in user's answer whether they are a fleet viewer or a silo admin,
// has no `limited_collaborator` role on silos and projects, no SCIM silos, does not echo a
// silo's admin group, and finds a SAML identity provider only within a named silo.
// Nothing is invented for what it does not report: see `notReported`.
import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type * as Old from '../../__generated__/Api'
import { Unexpressible } from '../unexpressible'
import type { V14Table } from './table'

/**
 * An old answer as the newest type although fields the newest requires are missing: the
 * old release cannot tell them (a user's creation time), so they stay absent rather than
 * made up. No page shows them.
 */
export const notReported = <T>(data: object) => data as T

// ---- users and groups -------------------------------------------------------------------

/** No creation or change time: v14 does not report them */
export const userUp = (u: Old.User) => notReported<Now.User>({ ...u })
export const groupUp = (g: Old.Group) => notReported<Now.Group>({ ...g })

export const userPageUp = (p: Old.UserResultsPage): Now.UserResultsPage => ({
  ...p,
  items: p.items.map(userUp),
})
export const groupPageUp = (p: Old.GroupResultsPage): Now.GroupResultsPage => ({
  ...p,
  items: p.items.map(groupUp),
})

/**
 * No times, and v14 does not say whether the user is a fleet viewer or a silo admin (the
 * console learns its roles from the policies, never from these two fields)
 */
export const currentUserUp = (u: Old.CurrentUser) => notReported<Now.CurrentUser>({ ...u })

// ---- policies ---------------------------------------------------------------------------

type NowRole = Now.SiloRole | Now.ProjectRole

/** v14's silo and project roles are the newest's without `limited_collaborator` */
export function roleDown(role: NowRole): Old.SiloRole & Old.ProjectRole {
  if (role === 'limited_collaborator') throw new Unexpressible('the limited collaborator role')
  return role
}

export function policyDown(
  p: Now.SiloRolePolicy | Now.ProjectRolePolicy,
): Old.SiloRolePolicy & Old.ProjectRolePolicy {
  return {
    roleAssignments: p.roleAssignments.map((a) => ({ ...a, roleName: roleDown(a.roleName) })),
  }
}

/** Every v14 role is a newest one */
export const policyUp = (
  p: Old.SiloRolePolicy | Old.ProjectRolePolicy,
): Now.SiloRolePolicy & Now.ProjectRolePolicy => ({
  roleAssignments: p.roleAssignments.map((a) => ({ ...a })),
})

// ---- silos ------------------------------------------------------------------------------

/**
 * v14's silo does not report its admin group; the newest makes it optional, and absent it
 * stays (it may have one: `null` would say it has none)
 */
export const siloUp = (s: Old.Silo): Now.Silo => ({ ...s })

export function identityModeDown(mode: Now.SiloIdentityMode): Old.SiloIdentityMode {
  if (mode === 'saml_scim') throw new Unexpressible('a silo whose users SCIM provisions')
  return mode
}

export const siloCreateDown = (body: Now.SiloCreate): Old.SiloCreate => ({
  ...body,
  identityMode: identityModeDown(body.identityMode),
})

// ---- the table --------------------------------------------------------------------------

export const identity: V14Table = {
  currentUserView: { response: currentUserUp },
  currentUserGroups: { response: groupPageUp },
  userList: { response: userPageUp },
  siloUserList: { response: userPageUp },
  siloUserView: { response: userUp },
  localIdpUserCreate: { response: userUp },
  groupList: { response: groupPageUp },
  groupView: { response: groupUp },

  policyView: { response: policyUp },
  policyUpdate: {
    request: ({ body }) => ({ body: policyDown(body) }),
    response: policyUp,
  },
  siloPolicyView: { response: policyUp },
  siloPolicyUpdate: {
    request: ({ path, body }) => ({ path, body: policyDown(body) }),
    response: policyUp,
  },
  projectPolicyView: { response: policyUp },
  projectPolicyUpdate: {
    request: ({ path, body }) => ({ path, body: policyDown(body) }),
    response: policyUp,
  },

  siloList: { response: (p) => ({ ...p, items: p.items.map(siloUp) }) },
  siloView: { response: siloUp },
  siloCreate: {
    request: ({ body }) => ({ body: siloCreateDown(body) }),
    response: siloUp,
  },

  samlIdentityProviderView: {
    request: ({ path, query }) => {
      // v14 finds a provider only within its silo; the console always names it
      if (!query?.silo) throw new Unexpressible('an identity provider without its silo')
      return { path, query: { silo: query.silo } }
    },
  },
}
