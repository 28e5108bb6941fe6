// Reads about the signed-in user: who they are, their groups, and what they may do.
import { queryOptions } from '@tanstack/react-query'

import type { NowOp } from '../adapters/adapter'
import { api, apiQuery, apiQueryErrorsAllowed } from '../client'
import { rackApi } from '../rack-api'
import { operationSupport } from '../rack-support'

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
export const rackSupport = (op: NowOp, feature: string) =>
  queryOptions({
    queryKey: ['rackSupport', op, feature],
    queryFn: () => operationSupport(op, feature),
    staleTime: Infinity,
  })
