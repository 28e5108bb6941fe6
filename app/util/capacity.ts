// How much the rack can hold (the console's estimate, spec §9), what a silo's quotas leave,
// and whether a request fits in that or on one of the rack's sleds. Amounts are the API's:
// vCPUs as a count, memory and storage in bytes.
import {
  estimateUsableStorageTiB,
  formatBytes,
  formatNumber,
  GiB,
  round,
  TiB,
  USABLE_STORAGE_FRACTION,
} from './format'

export type ResourceKind = 'cpus' | 'memory' | 'storage'
export type ResourceCounts = Record<ResourceKind, number>

export const RESOURCE_KINDS: readonly ResourceKind[] = ['cpus', 'memory', 'storage']

/** The words for each kind, as a label and as what a request asks for. */
export const RESOURCE_LABEL: Record<ResourceKind, string> = {
  cpus: 'vCPUs',
  memory: 'Memory',
  storage: 'Storage',
}

/** An amount for display: a count of vCPUs, or a size in binary units (spec §9) */
export const formatAmount = (kind: ResourceKind, n: number) =>
  kind === 'cpus' ? formatNumber(n) : formatBytes(n)

/**
 * spec §9: the share of the sleds' hardware the estimate counts as usable by guests. The
 * spec gives one fraction for the whole estimate; `format.ts` already applies it to disk.
 */
export const USABLE_FRACTION = USABLE_STORAGE_FRACTION

// an exact 70 must not round up to 71 because 0.7 × 100 is 70.00000000000001
const ceilClean = (n: number) => Math.ceil(round(n, 6))

type SledHardware = { usableHardwareThreads: number; usablePhysicalRam: number }

/**
 * The rack's capacity estimate from its sleds (spec §9): 70% of their usable hardware
 * threads (rounded up to a whole vCPU) and of their usable RAM (rounded up to a whole
 * GiB), and 32 TiB × 0.909 of disk per sled, 70% of it, rounded up to a whole TiB.
 */
export function rackCapacity(sleds: readonly SledHardware[]): ResourceCounts {
  let threads = 0
  let ram = 0
  for (const s of sleds) {
    threads += s.usableHardwareThreads
    ram += s.usablePhysicalRam
  }
  return {
    cpus: ceilClean(threads * USABLE_FRACTION),
    memory: ceilClean((ram * USABLE_FRACTION) / GiB) * GiB,
    storage: estimateUsableStorageTiB(sleds.length) * TiB,
  }
}

/** Adds up counts, e.g. what every silo has provisioned. */
export function sumCounts(counts: readonly ResourceCounts[]): ResourceCounts {
  const total: ResourceCounts = { cpus: 0, memory: 0, storage: 0 }
  for (const c of counts) for (const kind of RESOURCE_KINDS) total[kind] += c[kind]
  return total
}

/** A share in percent, 0 when there is nothing to share (a quota of 0). */
export const percentOf = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0)

// ---------------------------------------------------------------------------
// Quotas
// ---------------------------------------------------------------------------

type SiloUsage = { capacity: ResourceCounts; provisioned: ResourceCounts }

/**
 * What the silo's quotas leave. A quota lowered below what is already provisioned leaves
 * nothing (not a negative amount).
 */
export function quotaLeft({ capacity, provisioned }: SiloUsage): ResourceCounts {
  const left = (kind: ResourceKind) => Math.max(0, capacity[kind] - provisioned[kind])
  return { cpus: left('cpus'), memory: left('memory'), storage: left('storage') }
}

export type QuotaCheck = {
  kind: ResourceKind
  requested: number
  left: number
  /** Nexus refuses only when provisioned + requested goes past the quota */
  fits: boolean
}

/**
 * Each requested amount against what the quota leaves, in the order of `RESOURCE_KINDS`.
 * Kinds the request does not name are left out; a request of 0 always fits.
 */
export function checkQuota(request: Partial<ResourceCounts>, usage: SiloUsage): QuotaCheck[] {
  const left = quotaLeft(usage)
  return RESOURCE_KINDS.flatMap((kind) => {
    const requested = request[kind]
    if (requested === undefined) return []
    return [{ kind, requested, left: left[kind], fits: requested <= left[kind] }]
  })
}

// ---------------------------------------------------------------------------
// Sleds
// ---------------------------------------------------------------------------

/** Room a sled has for new instances: its usable threads and RAM less what runs there */
export type SledRoom = { id: string; cpus: number; memory: number }

export function sledRoom(
  sled: SledHardware & { id: string },
  running: ReadonlyArray<{ ncpus: number; memory: number }>,
): SledRoom {
  let cpus = sled.usableHardwareThreads
  let memory = sled.usablePhysicalRam
  for (const i of running) {
    cpus -= i.ncpus
    memory -= i.memory
  }
  return { id: sled.id, cpus: Math.max(0, cpus), memory: Math.max(0, memory) }
}

/** The room of an empty sled: all it could ever take */
export const emptySledRoom = (sled: SledHardware & { id: string }) => sledRoom(sled, [])

export type SledFit = {
  /** sleds with room for both the vCPUs and the memory */
  fitting: number
  /** sleds looked at */
  total: number
  /** the most free threads on any one sled, and the most free memory on any one sled */
  mostCpus: number
  mostMemory: number
}

/** Whether an instance of `cpus` and `memory` could go on any of the sleds. */
export function checkSleds(
  request: { cpus: number; memory: number },
  rooms: readonly SledRoom[],
): SledFit {
  let fitting = 0
  let mostCpus = 0
  let mostMemory = 0
  for (const room of rooms) {
    if (room.cpus >= request.cpus && room.memory >= request.memory) fitting++
    mostCpus = Math.max(mostCpus, room.cpus)
    mostMemory = Math.max(mostMemory, room.memory)
  }
  return { fitting, total: rooms.length, mostCpus, mostMemory }
}
