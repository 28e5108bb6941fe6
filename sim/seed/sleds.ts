import type { SledRecord } from '../store/types'

/** The one simulated rack */
export const RACK_ID = '2553b8bf-103c-4c59-80c4-eca1d34989c0'

export const sledIds = {
  bay14: '42323d6e-9d60-4a81-96f0-985b9a826249',
  bay15: 'e9aeb092-d62e-463f-84b9-5edd64125f49',
  bay16: 'bcaeebaa-c0c6-43b5-ad7b-5e9ee6bff1bd',
  bay17: 'c162c37d-631c-4415-9315-442867325b91',
} as const

const GiB = 1024 ** 3

/** When the rack's control plane first saw its sleds, switches and disks */
export const RACK_HARDWARE_SEEN = '2025-01-06T08:00:00.000Z'

/** A Gimlet compute sled's board: its part number and revision */
export const GIMLET_BOARD = { part: '913-0000019', revision: 6 } as const

// One 64-core CPU (128 hardware threads) and 1 TiB of DRAM, of which the
// control plane keeps some for itself: what every sled of the rack reports,
// an added one too.
export const GIMLET_CAPACITY = {
  usable_hardware_threads: 128,
  usable_physical_ram: 1000 * GiB,
} as const

const sled = (id: string, serial: string): SledRecord => ({
  id,
  rack_id: RACK_ID,
  baseboard: { ...GIMLET_BOARD, serial },
  policy: { kind: 'in_service', provision_policy: 'provisionable' },
  state: 'active',
  ...GIMLET_CAPACITY,
  time_created: RACK_HARDWARE_SEEN,
  time_modified: RACK_HARDWARE_SEEN,
})

/** A small rack: instances are placed on these (see `sim/compute/placement.ts`) */
export const sleds: SledRecord[] = [
  sled(sledIds.bay14, 'BRM42220014'),
  sled(sledIds.bay15, 'BRM42220015'),
  sled(sledIds.bay16, 'BRM42220016'),
  sled(sledIds.bay17, 'BRM42220017'),
]
