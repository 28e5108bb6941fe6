import type { Sled } from '~/api/__generated_versions__/2026081901.0.0/Api'
import {
  otherProvisionPolicy,
  PROVISION_POLICY_LABEL,
  provisionPolicyDisabledReason,
} from '~/api/sled-policy'
import type { RowAction } from '~/ui/RowActions'

/**
 * The sled's "Mark non-provisionable" or "Mark provisionable", as a row's action and the
 * sled page's button alike; `open` shows the dialog with its capacity preview. `notAllowed`
 * is why the user may not change any sled's policy (a fleet viewer), said before the
 * sled's own reason.
 */
export const sledPolicyAction = (
  sled: Sled,
  open: (sled: Sled) => void,
  notAllowed: string | false,
): RowAction => ({
  label: `Mark ${PROVISION_POLICY_LABEL[otherProvisionPolicy(sled)]}`,
  disabled: notAllowed || provisionPolicyDisabledReason(sled),
  onActivate: () => open(sled),
})
