import { DEFAULT_LOG_BYTES } from '../formats/support-bundle-files'
import type { SupportBundleRecord } from '../store/types'
import { physicalDisks } from './physical-disks'
import { silos } from './silos'
import { sleds } from './sleds'

// Two bundles an operator asked for earlier: one ready to download, on the debug
// dataset of the rack's first U.2 drive, and one that failed when the disk its
// dataset was on went away (a drive since replaced). At the contract's commit Nexus
// refuses to delete a bundle in that state, so it stays in the list.

export const supportBundleIds = {
  active: '5b0e1c7a-3f2d-4e8b-9a61-7c4d2e9f1a30',
  failed: 'c93a6f12-8e4b-4d07-b2f5-1a9e3c7d5b48',
} as const

export const supportBundles: SupportBundleRecord[] = [
  {
    id: supportBundleIds.active,
    time_created: '2025-02-14T16:20:00.000Z',
    reason_for_creation: 'Created by external API',
    reason_for_failure: null,
    state: 'active',
    physical_disk_id: physicalDisks[0].id,
    due_at: null,
    collected: { sleds: [...sleds], silos: [...silos], log_bytes: DEFAULT_LOG_BYTES },
  },
  {
    id: supportBundleIds.failed,
    time_created: '2025-01-20T11:00:00.000Z',
    reason_for_creation: 'Created by external API',
    // Nexus's words for a bundle whose dataset was expunged
    reason_for_failure: 'Allocated dataset no longer exists',
    state: 'failed',
    physical_disk_id: null,
    due_at: null,
    collected: { sleds: [], silos: [], log_bytes: 0 },
  },
]
