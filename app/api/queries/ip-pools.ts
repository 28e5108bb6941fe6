// Reads of IP pools: the ones linked to the user's silo, and the operator's view of every
// pool with its ranges, silo links and utilization.
import { queryOptions } from '@tanstack/react-query'

import type { SystemIpPoolListQueryParams } from '../__generated_versions__/2026081901.0.0/Api'

import { api, apiQuery, emptyIfForbidden, listQuery, PICKER_PAGE_SIZE } from '../client'
import { rackApi, V14 } from '../rack-api'
import { type Support, versionLabel } from '../rack-support'

/**
 * Every pool, for a select. Listing them needs a role on the silo; without one the list is
 * empty and the silo's default pool is used.
 */
export const ipPoolPicker = emptyIfForbidden(
  listQuery(api.ipPoolList, {}).page(undefined, PICKER_PAGE_SIZE),
)

// --- the operator's pages (/system/networking/ip-pools) ---------------------------------

/**
 * Every pool of the rack but the ones its own services use (the newest list shows them too
 * unless asked for the silos' pools; older racks' lists never did)
 */
export const ipPoolList = listQuery(api.systemIpPoolList, {
  query: { assignment: 'silos' } satisfies SystemIpPoolListQueryParams,
})

export const ipPoolView = (pool: string) => apiQuery(api.systemIpPoolView, { path: { pool } })

/** How many addresses the pool holds and how many of them are still free */
export const ipPoolUtilizationView = (pool: string) =>
  apiQuery(api.systemIpPoolUtilizationView, { path: { pool } })

/** The pool's ranges, by first address */
export const ipPoolRangeList = (pool: string) =>
  listQuery(api.systemIpPoolRangeList, { path: { pool } })

/** The silos the pool is linked to (by silo id), one page at a time */
export const ipPoolSiloList = (pool: string) =>
  listQuery(api.systemIpPoolSiloList, { path: { pool } })

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

/**
 * Whether pools on this rack have an IP version and a type (unicast or multicast), chosen
 * when a pool is made: the first versioned API has them; before it every pool was IPv4
 * unicast. Never refetched, as the rack's API is learned once.
 */
export const ipPoolKindsSupport = queryOptions({
  queryKey: ['rackSupport', 'ipPoolKinds'],
  async queryFn(): Promise<Support> {
    const answer = await rackApi()
    if (answer.supported && answer.version !== V14) return { available: true }
    const on = answer.supported ? `its ${versionLabel(answer.version)}` : 'this rack'
    return {
      available: false,
      reason: `IPv6 and multicast pools need a newer rack: on ${on} every pool is IPv4 unicast`,
    }
  },
  staleTime: Infinity,
})
