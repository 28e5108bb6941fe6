// Reads of who has access: the fleet's, the silo's and a project's policy, and the users
// and groups that name the identities in them.
import { api, apiQuery, callApi, listQuery, PICKER_PAGE_SIZE, type PageQuery } from '../client'
import type { Policy } from '../roles'

/** The signed-in user's silo's policy (`/v1/policy`); every user of the silo may read it. */
export const siloPolicyView = apiQuery(api.policyView, {})

export const projectPolicyView = (project: string) =>
  apiQuery(api.projectPolicyView, { path: { project } })

/** The fleet's policy; only operators (fleet viewers) may read it. */
export const systemPolicyView = apiQuery(api.systemPolicyView, {})

/** Every user of the silo, to name assignments and offer new ones. */
export const userPicker = listQuery(api.userList, {}).page(undefined, PICKER_PAGE_SIZE)

/** Every group of the silo, to name assignments and offer new ones. */
export const groupPicker = listQuery(api.groupList, {}).page(undefined, PICKER_PAGE_SIZE)

/** Every group the signed-in user is in: a role given to one of them is theirs too. */
export const currentUserGroupPicker = listQuery(api.currentUserGroups, {}).page(
  undefined,
  PICKER_PAGE_SIZE,
)

/** Whose access a page shows: the fleet's, the signed-in user's silo's or a project's. */
export type AccessScope =
  { kind: 'fleet' } | { kind: 'silo' } | { kind: 'project'; project: string }

/**
 * The policy of a scope, under the same key as its own view above. The three views answer
 * the same shape with their own role type; typed as a plain `Policy`, one page shows any.
 */
export function policyViewOf(scope: AccessScope): PageQuery<Policy> {
  switch (scope.kind) {
    case 'fleet':
      return {
        queryKey: systemPolicyView.queryKey,
        queryFn: () => callApi(api.systemPolicyView, {}),
      }
    case 'silo':
      return { queryKey: siloPolicyView.queryKey, queryFn: () => callApi(api.policyView, {}) }
    case 'project': {
      const { queryKey } = projectPolicyView(scope.project)
      const path = { project: scope.project }
      return { queryKey, queryFn: () => callApi(api.projectPolicyView, { path }) }
    }
  }
}
