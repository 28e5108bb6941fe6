// Reads of floating IPs.
import { api, listQuery, PICKER_PAGE_SIZE } from '../client'

/** Every floating IP of the project, for a select (attaching one to an instance). */
export const floatingIpPicker = (project: string) =>
  listQuery(api.floatingIpList, { query: { project } }).page(undefined, PICKER_PAGE_SIZE)
