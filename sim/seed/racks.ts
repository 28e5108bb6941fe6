import type { RackRecord } from '../store/types'
import { RACK_ID } from './sleds'

/** The one rack: set up by its service processor just before its sleds joined */
export const racks: RackRecord[] = [
  {
    id: RACK_ID,
    time_created: '2025-01-06T07:45:00.000Z',
    time_modified: '2025-01-06T07:45:00.000Z',
  },
]
