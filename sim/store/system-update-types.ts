// Records of the rack's software updates, its trust quorum membership and the disks
// waiting for adoption (sim/handlers/system-update.ts, rack-membership.ts, disk-adoption.ts)
import type * as Api from '../../app/api/__generated_versions__/2026081901.0.0/Api'
import type { Json } from '../../app/api/__generated_versions__/2026081901.0.0/msw-handlers'

/** A root role of the updates trust store */
export type TufTrustRootRecord = Json<Api.UpdatesTrustRoot>

/** An uploaded TUF repository; `id` is its system version */
export type TufRepoRecord = Json<Api.TufRepo> & { id: string }

/**
 * One trust quorum configuration of a rack; `id` is `${rack_id}/${version}`. It commits
 * when `due_at` (epoch ms) comes, its members having acknowledged it.
 */
export type RackMembershipRecord = Json<Api.RackMembershipStatus> & {
  id: string
  /** the version it builds on (Nexus's last committed epoch), null for the first */
  last_committed: number | null
  due_at: number | null
}

/** A disk the inventory found in a sled's bay; `id` is `${vendor}/${model}/${serial}` */
export type InventoryDiskRecord = Json<Api.UnadoptedPhysicalDisk> & { id: string }

/** An operator's request that the control plane adopt a disk */
export type DiskAdoptionRequestRecord = Json<Api.PhysicalDiskAdoptionRequest>
