import type { AffinityPolicy } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { Badge } from '~/ui/Badge'

/** A group's policy: "fail" is the strict one, so it stands out. */
export function AffinityGroupPolicyBadge({ policy }: { policy: AffinityPolicy }) {
  return <Badge color={policy === 'fail' ? 'notice' : 'default'}>{policy}</Badge>
}
