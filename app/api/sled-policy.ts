// The sled rules Nexus enforces that the console mirrors: which sleds take new instances
// and which may have their provision policy changed, with the sentence saying why not.
import type { Sled, SledProvisionPolicy } from './__generated_versions__/2026081901.0.0/Api'

type SledPolicyFields = Pick<Sled, 'policy' | 'state'>

/** A sled's policy in one word: its provision policy while in service, else `expunged` */
export type SledPolicyKind = SledProvisionPolicy | 'expunged'

export const sledPolicyKind = ({ policy }: Pick<Sled, 'policy'>): SledPolicyKind =>
  policy.kind === 'expunged' ? 'expunged' : policy.provisionPolicy

/**
 * Nexus places new instances only on active sleds in service whose provision policy is
 * `provisionable` (its reservation's sled filter).
 */
export const isProvisionable = (sled: SledPolicyFields) =>
  sled.state === 'active' && sledPolicyKind(sled) === 'provisionable'

/**
 * Why the sled's provision policy cannot be changed, or `false` when it can: Nexus answers
 * 409 for a sled that is expunged or no longer active.
 */
export function provisionPolicyDisabledReason(sled: SledPolicyFields): string | false {
  if (sled.policy.kind === 'expunged') return 'An expunged sled has no provision policy to change'
  if (sled.state !== 'active') return 'Only an active sled has a provision policy to change'
  return false
}

/** The policy the sled's "Mark …" action moves it to */
export const otherProvisionPolicy = (sled: Pick<Sled, 'policy'>): SledProvisionPolicy =>
  sledPolicyKind(sled) === 'provisionable' ? 'non_provisionable' : 'provisionable'

export const PROVISION_POLICY_LABEL: Record<SledProvisionPolicy, string> = {
  provisionable: 'provisionable',
  non_provisionable: 'non-provisionable',
}
