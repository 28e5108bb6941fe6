import type { VmmRecord } from '../store/types'
import { instanceIds } from './instances'
import { sledIds } from './sleds'

// db1 is running, so it has a VMM on a sled
export const vmms: VmmRecord[] = [
  {
    id: 'f318ca78-5b51-41cb-82a8-832bd06655a9',
    instance_id: instanceIds.db1,
    sled_id: sledIds.bay15,
    time_created: '2025-01-06T09:43:00.000Z',
  },
]
