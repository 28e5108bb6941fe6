// Hard limits of Nexus that the simulator enforces, in one place. The
// contract states only the group limits; the others are Nexus constants
// (omicron `nexus/src/app/mod.rs`), as the console also copies them
// (`app/api/util.ts`). See docs/sim-differences.md.

export const GiB = 1024 ** 3

export const MAX_VCPUS_PER_INSTANCE = 64
export const MIN_MEMORY_PER_INSTANCE = GiB
export const MAX_MEMORY_PER_INSTANCE = 256 * GiB

export const MAX_DISKS_PER_INSTANCE = 12
export const MIN_DISK_SIZE = GiB
export const MAX_DISK_SIZE = 1023 * GiB

export const MAX_NICS_PER_INSTANCE = 8
export const MAX_EXTERNAL_IPS_PER_INSTANCE = 32
export const MAX_EPHEMERAL_IPS_PER_INSTANCE = 1
export const MAX_SSH_KEYS_PER_INSTANCE = 100
/** user_data, decoded */
export const MAX_USER_DATA_BYTES = 32 * 1024

/** From the contract: "Affinity Groups can contain up to 32 members" (likewise anti-affinity) */
export const MAX_GROUP_MEMBERS = 32
/** From the contract: "Instances can belong to up to 16 (anti-)affinity groups" */
export const MAX_GROUPS_PER_INSTANCE = 16

/** How long after an automatic restart another one may happen (Nexus's default) */
export const AUTO_RESTART_COOLDOWN_MS = 60 * 60 * 1000

/**
 * Byte counts as omicron's `ByteCount` displays them in messages: the
 * largest binary unit that divides the value (`1 GiB`, `256 GiB`, `1536 MiB`).
 */
export function formatBytes(bytes: number): string {
  const units: Array<[string, number]> = [
    ['TiB', 1024 ** 4],
    ['GiB', GiB],
    ['MiB', 1024 ** 2],
    ['KiB', 1024],
  ]
  for (const [unit, size] of units) {
    if (bytes >= size && bytes % size === 0) return `${bytes / size} ${unit}`
  }
  return `${bytes} B`
}

/** The most one bulk write may carry, decoded: the Crucible Pantry's chunk limit */
export const MAX_BULK_WRITE_BYTES = 512 * 1024
