// The policy and state of the rack's sleds and physical disks. A policy is what the
// operator decided; a state is what Nexus finds. Both are shown as words, the colour only
// reinforcing them.
import type { PhysicalDisk, Sled } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { PROVISION_POLICY_LABEL, sledPolicyKind, type SledPolicyKind } from '~/api/sled-policy'
import { Badge, type BadgeColor } from '~/ui/Badge'

const sledPolicyColor: Record<SledPolicyKind, BadgeColor> = {
  provisionable: 'accent',
  non_provisionable: 'notice',
  expunged: 'destructive',
}

const sledPolicyLabel: Record<SledPolicyKind, string> = {
  ...PROVISION_POLICY_LABEL,
  expunged: 'expunged',
}

/** Whether new instances may be placed on the sled, or that it left service for good */
export function SledPolicyBadge({ policy }: Pick<Sled, 'policy'>) {
  const kind = sledPolicyKind({ policy })
  return <Badge color={sledPolicyColor[kind]}>{sledPolicyLabel[kind]}</Badge>
}

// active sleds and disks hold resources; decommissioned ones are gone for good
const hardwareStateColor: Record<Sled['state'] | PhysicalDisk['state'], BadgeColor> = {
  active: 'accent',
  decommissioned: 'default',
}

export function HardwareStateBadge({ state }: { state: Sled['state'] | PhysicalDisk['state'] }) {
  return <Badge color={hardwareStateColor[state]}>{state}</Badge>
}

const diskPolicyLabel: Record<PhysicalDisk['policy']['kind'], string> = {
  in_service: 'in service',
  expunged: 'expunged',
}

export function PhysicalDiskPolicyBadge({ policy }: Pick<PhysicalDisk, 'policy'>) {
  return (
    <Badge color={policy.kind === 'in_service' ? 'accent' : 'destructive'}>
      {diskPolicyLabel[policy.kind]}
    </Badge>
  )
}
