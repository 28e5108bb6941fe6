// Reads about the signed-in user: who they are, their groups, and what they may do.
import { queryOptions } from '@tanstack/react-query'

import type { NowOp } from '../adapters/adapter'
import type { RetiredOp } from '../retired'
import { api, apiQuery, apiQueryErrorsAllowed } from '../client'
import { rackApi, V14 } from '../rack-api'
import { operationSupport, type Support, versionLabel } from '../rack-support'

export const currentUser = apiQuery(api.currentUserView, {})
export const currentUserGroups = apiQuery(api.currentUserGroups, {})

/** Spec section 1: a user is an operator (fleet viewer) when this call succeeds. */
export const systemPolicy = apiQueryErrorsAllowed(api.systemPolicyView, {})

/** The silo's policy; reading it needs a silo role, so a refusal is an answer here. */
export const siloPolicyOrError = apiQueryErrorsAllowed(api.policyView, {})

// the notice about a misconfigured identity provider reads these where a failure must not
// take the page down
export const currentUserOrError = apiQueryErrorsAllowed(api.currentUserView, {})
export const currentUserGroupsOrError = apiQueryErrorsAllowed(api.currentUserGroups, {})

/** The API the rack speaks, as learned before the first call (never refetched) */
export const rackApiQuery = queryOptions({
  queryKey: ['rackApi'],
  queryFn: rackApi,
  staleTime: Infinity,
})

/** Whether the rack's API has `op`, with the reason when not; see `operationSupport` */
export const rackSupport = (op: NowOp | RetiredOp, feature: string) =>
  queryOptions({
    queryKey: ['rackSupport', op, feature],
    queryFn: () => operationSupport(op, feature),
    staleTime: Infinity,
  })

/**
 * Whether the rack's API has a value of the newest model that release v14 lacks (a role
 * such as `limited_collaborator`, the `saml_scim` identity mode), with the reason when not.
 * Every versioned API has them. `feature` names it: "The limited collaborator role".
 */
export const sinceVersionedSupport = (feature: string) =>
  queryOptions({
    queryKey: ['rackSupport', 'sinceVersioned', feature],
    queryFn: async (): Promise<Support> => {
      const answer = await rackApi()
      if (!answer.supported)
        return { available: false, reason: `${feature} needs a rack this console supports` }
      if (answer.version !== V14) return { available: true }
      return {
        available: false,
        reason: `${feature} needs a newer rack: its ${versionLabel(V14)} does not have it`,
      }
    },
    staleTime: Infinity,
  })
