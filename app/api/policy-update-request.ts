// A policy change as the request that writes it, for a form's "Copy as" menu: the same
// operation and body `usePolicyChange` sends for the same scope and policy.
import type { AccessScope } from './queries/access'
import { asFleetPolicy, type Policy } from './roles'

export function policyUpdateRequest(scope: AccessScope, policy: Policy) {
  switch (scope.kind) {
    case 'fleet':
      return { op: 'systemPolicyUpdate' as const, params: { body: asFleetPolicy(policy) } }
    case 'silo':
      return { op: 'policyUpdate' as const, params: { body: policy } }
    case 'project':
      return {
        op: 'projectPolicyUpdate' as const,
        params: { path: { project: scope.project }, body: policy },
      }
  }
}
