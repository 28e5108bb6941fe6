import type { PhysicalDiskRecord } from '../store/types'
import { RACK_HARDWARE_SEEN, sledIds } from './sleds'

// Each Gimlet has ten U.2 NVMe bays, all filled on a real rack: Western
// Digital Ultrastar drives (the vendor is the PCI vendor id, as Nexus records
// it). Only U.2 drives are the control plane's physical disks; the two M.2
// boot drives of a sled are not.

export const U2_BAYS_PER_SLED = 10

/** One of a sled's U.2 drives, in service */
export const u2Disk = (
  id: string,
  sledId: string,
  serial: string,
  at: string,
): PhysicalDiskRecord => ({
  id,
  sled_id: sledId,
  vendor: '1b96',
  model: 'WUS5EA138ESP7E1',
  serial,
  form_factor: 'u2',
  policy: { kind: 'in_service' },
  state: 'active',
  time_created: at,
  time_modified: at,
})

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0')

// fixed ids and serials, distinct per sled cubby and bay
const diskId = (cubby: number, bay: number) =>
  `${hex(0x5a2e0000 + cubby * 0x100 + bay, 8)}-c1a2-4b7e-9d35-0f8e${hex(cubby, 2)}${hex(bay, 6)}`
const diskSerial = (cubby: number, bay: number) =>
  `A0${hex(0x3e7a10 + cubby * 0x100 + bay * 0x13, 6).toUpperCase()}`

const sledsByCubby: Array<[number, string]> = [
  [14, sledIds.bay14],
  [15, sledIds.bay15],
  [16, sledIds.bay16],
  [17, sledIds.bay17],
]

export const physicalDisks: PhysicalDiskRecord[] = sledsByCubby.flatMap(([cubby, sledId]) =>
  Array.from({ length: U2_BAYS_PER_SLED }, (_, bay) =>
    u2Disk(diskId(cubby, bay), sledId, diskSerial(cubby, bay), RACK_HARDWARE_SEEN),
  ),
)
