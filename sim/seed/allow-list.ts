import type { AllowListRecord } from '../store/networking-types'
import { RACK_NETWORK_SET_UP } from './rack-uplinks'

/** The id Nexus gives its one allow list (`USER_FACING_SERVICES_ALLOW_LIST_ID`) */
export const ALLOW_LIST_ID = '001de000-a110-4000-8000-000000000000'

/**
 * The address the simulator takes an API request to come from when no server tells it
 * (mock mode, the specs): an operator's workstation in the customer's network. Nexus
 * refuses an allow list that would shut out the client changing it; the Node server
 * passes the client's address (`x-console-sim-client-address`).
 */
export const SIMULATED_CLIENT_ADDRESS = '172.20.20.50'

/** As the rack starts: any source may reach its services */
export const allowLists: AllowListRecord[] = [
  {
    id: ALLOW_LIST_ID,
    allowed_ips: { allow: 'any' },
    time_created: RACK_NETWORK_SET_UP,
    time_modified: RACK_NETWORK_SET_UP,
  },
]
