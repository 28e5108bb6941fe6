import type { Sled } from '~/api/__generated__/Api'
import {
  otherProvisionPolicy,
  PROVISION_POLICY_LABEL,
  provisionPolicyDisabledReason,
} from '~/api/sled-policy'
import type { RowAction } from '~/ui/Table'

/**
 * The sled's "Mark non-provisionable" or "Mark provisionable", as a row's action and the
 * sled page's button alike; `open` shows the dialog with its capacity preview.
 */
export const sledPolicyAction = (sled: Sled, open: (sled: Sled) => void): RowAction => ({
  label: `Mark ${PROVISION_POLICY_LABEL[otherProvisionPolicy(sled)]}`,
  disabled: provisionPolicyDisabledReason(sled),
  onActivate: () => open(sled),
})
