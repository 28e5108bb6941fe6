import type { BfdSessionRecord } from '../store/networking-types'
import { RACK_NETWORK_SET_UP, uplinks } from './rack-uplinks'

/** One BFD session, to switch0's upstream router, alongside its BGP session */
export const bfdSessions: BfdSessionRecord[] = [
  {
    id: '3f8c2b07-d19e-4a56-8e41-c7b0a5f3d218',
    local: null,
    remote: uplinks[0].router,
    detection_threshold: 3,
    required_rx: 300000,
    switch: uplinks[0].switch,
    mode: 'single_hop',
    time_created: RACK_NETWORK_SET_UP,
    time_modified: RACK_NETWORK_SET_UP,
  },
]
