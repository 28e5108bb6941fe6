// One change to a scope's policy (add, change or remove a role), for the access pages.
import { useMutation } from '@tanstack/react-query'

import { api, callApi, invalidateAll } from './client'
import type { AccessScope } from './queries/access'
import { asFleetPolicy, type Policy } from './roles'

/** A change as a function of the policy, e.g. `(p) => deleteRole(id, p)`. */
export type PolicyChange = (policy: Policy) => Policy

/**
 * Reads the scope's policy afresh and writes it back with the change applied. The API takes
 * the whole policy, so applying the change to what the page loaded would undo whatever
 * another admin changed since; a fresh read keeps the window between read and write short.
 */
async function changePolicy(scope: AccessScope, change: PolicyChange): Promise<Policy> {
  switch (scope.kind) {
    case 'fleet': {
      const current = await callApi(api.systemPolicyView, {})
      return callApi(api.systemPolicyUpdate, { body: asFleetPolicy(change(current)) })
    }
    case 'silo': {
      const current = await callApi(api.policyView, {})
      return callApi(api.policyUpdate, { body: change(current) })
    }
    case 'project': {
      const path = { project: scope.project }
      const current = await callApi(api.projectPolicyView, { path })
      return callApi(api.projectPolicyUpdate, { path, body: change(current) })
    }
  }
}

export function usePolicyChange(scope: AccessScope, onSuccess?: () => void) {
  return useMutation({
    mutationFn: (change: PolicyChange) => changePolicy(scope, change),
    onSuccess() {
      // the policy shown, and what the signed-in user may now see: a silo role reaches every
      // project, and the fleet's policy is what makes them an operator
      invalidateAll(
        scope.kind === 'fleet'
          ? ['systemPolicyView']
          : [scope.kind === 'silo' ? 'policyView' : 'projectPolicyView', 'projectList'],
      )
      onSuccess?.()
    },
  })
}
