// Reads of IP pools: the ones linked to the user's silo, and the operator's view of every
// pool with its ranges, silo links and utilization.
import { api, apiQuery, emptyIfForbidden, listQuery, PICKER_PAGE_SIZE } from '../client'

/**
 * Every pool, for a select. Listing them needs a role on the silo; without one the list is
 * empty and the silo's default pool is used.
 */
export const ipPoolPicker = emptyIfForbidden(
  listQuery(api.projectIpPoolList, {}).page(undefined, PICKER_PAGE_SIZE),
)

// --- the operator's pages (/system/networking/ip-pools) ---------------------------------

/** Every pool of the rack but the one its own services use */
export const ipPoolList = listQuery(api.ipPoolList, {})

export const ipPoolView = (pool: string) => apiQuery(api.ipPoolView, { path: { pool } })

/** How many addresses the pool holds and how many are taken, IPv4 and IPv6 apart */
export const ipPoolUtilizationView = (pool: string) =>
  apiQuery(api.ipPoolUtilizationView, { path: { pool } })

/** The pool's ranges, by first address */
export const ipPoolRangeList = (pool: string) => listQuery(api.ipPoolRangeList, { path: { pool } })

/** The silos the pool is linked to (by silo id), one page at a time */
export const ipPoolSiloList = (pool: string) => listQuery(api.ipPoolSiloList, { path: { pool } })

/** Every link of the pool at once: a rack has few silos, and the link form offers the rest */
export const ipPoolSiloPicker = (pool: string) =>
  ipPoolSiloList(pool).page(undefined, PICKER_PAGE_SIZE)

/**
 * Every silo a pool can be linked to (the discoverable ones, as the pool's link list
 * shows only those), to name a link's silo and to offer the silos not linked yet.
 */
export const linkableSiloPicker = listQuery(api.siloList, {}).page(undefined, PICKER_PAGE_SIZE)

/** The pools linked to a silo, with which one is its default */
export const siloIpPoolList = (silo: string) => listQuery(api.siloIpPoolList, { path: { silo } })

/** Every pool linked to a silo, to learn its default before replacing it */
export const siloIpPoolPicker = (silo: string) =>
  siloIpPoolList(silo).page(undefined, PICKER_PAGE_SIZE)
