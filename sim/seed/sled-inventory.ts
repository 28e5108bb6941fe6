import type { InventorySledRecord } from '../store/types'
import { GIMLET_BOARD, RACK_ID } from './sleds'

// Every sled the rack's inventory finds in a cubby (its service processor
// answers), added to the control plane or not. The four seeded sleds are
// here too; cubbies 20 and 21 hold two sleds not added yet, which
// `GET /v1/system/hardware/sleds-uninitialized` lists and `sledAdd` adds.

const inCubby = (id: string, cubby: number, serial: string): InventorySledRecord => ({
  id,
  rack_id: RACK_ID,
  cubby,
  baseboard: { ...GIMLET_BOARD, serial },
})

export const sledInventory: InventorySledRecord[] = [
  inCubby('0e6c1f3a-7b42-4d8e-a915-2c7d4b6e8f10', 14, 'BRM42220014'),
  inCubby('4a9d2e7b-1c35-4f68-b2a4-9e0c3d5f7a21', 15, 'BRM42220015'),
  inCubby('7c3b5a1d-9e24-4b7f-8d06-1a4e6c8b2f32', 16, 'BRM42220016'),
  inCubby('b5e8d4c2-6a13-4e9b-9f27-3d5a7c1e4b43', 17, 'BRM42220017'),
  inCubby('d2f6a9e4-3b58-4c1a-8e7d-5b9c2a4f6e54', 20, 'BRM44220011'),
  inCubby('f9a1c7b3-2d64-4e8f-a3b5-7c1d9e2f5a65', 21, 'BRM44220012'),
]
