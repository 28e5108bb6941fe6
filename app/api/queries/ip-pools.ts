// Reads of the IP pools linked to the user's silo.
import { api, emptyIfForbidden, listQuery, PICKER_PAGE_SIZE } from '../client'

/**
 * Every pool, for a select. Listing them needs a role on the silo; without one the list is
 * empty and the silo's default pool is used.
 */
export const ipPoolPicker = emptyIfForbidden(
  listQuery(api.projectIpPoolList, {}).page(undefined, PICKER_PAGE_SIZE),
)
