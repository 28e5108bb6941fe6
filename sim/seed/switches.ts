import type { SwitchRecord } from '../store/types'
import { RACK_HARDWARE_SEEN, RACK_ID } from './sleds'

// A rack has two Sidecar switches, in switch slots 0 and 1
export const switchIds = {
  switch0: '8f4d2b61-3c7e-4a95-b0d8-6e1f2a9c7b30',
  switch1: '0b7e9c24-5d18-4f63-a2c9-3e8d7f1b6a41',
} as const

const sidecar = (id: string, serial: string): SwitchRecord => ({
  id,
  rack_id: RACK_ID,
  baseboard: { part: '913-0000006', revision: 4, serial },
  time_created: RACK_HARDWARE_SEEN,
  time_modified: RACK_HARDWARE_SEEN,
})

export const switches: SwitchRecord[] = [
  sidecar(switchIds.switch0, 'BRM44220001'),
  sidecar(switchIds.switch1, 'BRM44220004'),
]
