// Nexus's 507 `InsufficientCapacity` refusals in plain words: which quota or which part of
// the rack stopped a create, and what the user can do about it. The API's own message
// stays on screen; this goes beside it.
import { formatAmount, RESOURCE_LABEL, type ResourceKind } from '~/util/capacity'

export type RefusalCause = ResourceKind | 'sleds' | 'external-ips' | 'physical-storage' | 'other'

export type CapacityRefusal = { cause: RefusalCause; explanation: string }

// Words in Nexus's messages at the contract's commit, most specific first: the quota
// messages come from its provisioning update, the sled one from its reservation, the IP
// one from address allocation, and "Not enough storage" from region allocation.
const CAUSES: Array<[RefusalCause, string]> = [
  ['cpus', 'vCPU Limit Exceeded'],
  ['memory', 'Memory Limit Exceeded'],
  ['storage', 'Storage Limit Exceeded'],
  ['sleds', 'No sleds can fit'],
  ['sleds', 'Failed to place instance'],
  ['external-ips', 'No external IP addresses available'],
  ['physical-storage', 'Not enough storage'],
]

/** The cause of a 507, read from its message; null for any other error. */
export function refusalCause(error: {
  statusCode?: number
  errorCode?: string
  message: string
}): RefusalCause | null {
  if (error.statusCode !== 507 && error.errorCode !== 'InsufficientCapacity') return null
  return CAUSES.find(([, words]) => error.message.includes(words))?.[0] ?? 'other'
}

/** What the silo's quotas and usage were, when the form knows them */
type Usage = {
  capacity: Record<ResourceKind, number>
  provisioned: Record<ResourceKind, number>
}

// who holds each kind of the quota, and how some of it is given back
const HOLDERS: Record<ResourceKind, string> = {
  cpus: 'Running instances',
  memory: 'Running instances',
  storage: "The silo's disks, snapshots and images",
}
const FREEING: Record<ResourceKind, string> = {
  cpus: 'Stop instances that are not needed',
  memory: 'Stop instances that are not needed',
  storage: 'Delete disks or snapshots that are not needed',
}

function quotaExplanation(kind: ResourceKind, usage?: Usage) {
  const noun = kind === 'cpus' ? 'vCPU' : RESOURCE_LABEL[kind].toLowerCase()
  const held = usage
    ? ` ${HOLDERS[kind]} already take ${formatAmount(kind, usage.provisioned[kind])} of its ` +
      `${formatAmount(kind, usage.capacity[kind])}.`
    : ''
  return (
    `The silo's ${noun} quota stopped it: this would take the silo past what its ` +
    `operator allows.${held} ${FREEING[kind]}, ask for less, or ask an operator to ` +
    `raise the silo's ${noun} quota.`
  )
}

const OTHER_EXPLANATIONS: Record<Exclude<RefusalCause, ResourceKind>, string> = {
  sleds:
    // Nexus picks a sled before it counts the quota, so this says nothing of the quota
    'No sled in the rack has enough free vCPUs and memory for this instance right now ' +
    '(affinity rules can rule sleds out too). A smaller instance may fit; an operator ' +
    'can make room or add sleds.',
  'external-ips':
    'The IP pool has no free external address left. Leave out the ephemeral IP, pick ' +
    'another pool, or ask an operator to add a range to the pool.',
  'physical-storage':
    "The rack's physical disks have no room left for this disk's data, whatever the " +
    "silo's quota allows. Ask an operator about the rack's storage.",
  other: 'The rack or the silo is out of something this needs.',
}

/**
 * The plain-words reason for a 507, with the silo's numbers when given; null for any
 * other error (those speak for themselves).
 */
export function explainCapacityRefusal(
  error: { statusCode?: number; errorCode?: string; message: string },
  usage?: Usage,
): CapacityRefusal | null {
  const cause = refusalCause(error)
  if (!cause) return null
  const explanation =
    cause === 'cpus' || cause === 'memory' || cause === 'storage'
      ? quotaExplanation(cause, usage)
      : OTHER_EXPLANATIONS[cause]
  return { cause, explanation }
}
