// Reads of subnet pools for operators (/system/networking/subnet-pools): every pool, one
// pool with its members, silo links and utilization, and the pools linked to a silo.
import type { NowOp } from '../adapters/adapter'
import { api, apiQuery, listQuery, PICKER_PAGE_SIZE } from '../client'

/**
 * The gate (`RackFeature`) of every subnet pool page, form and tab: racks before the
 * newest API have no subnet pools
 */
export const subnetPoolsFeature = {
  op: 'systemSubnetPoolList',
  name: 'Subnet pools',
} satisfies { op: NowOp; name: string }

export const subnetPoolList = listQuery(api.systemSubnetPoolList, {})

export const subnetPoolView = (pool: string) =>
  apiQuery(api.systemSubnetPoolView, { path: { pool } })

/** How many addresses the pool's members hold and how many are not yet taken */
export const subnetPoolUtilizationView = (pool: string) =>
  apiQuery(api.systemSubnetPoolUtilizationView, { path: { pool } })

/** The pool's members (subnets), by subnet */
export const subnetPoolMemberList = (pool: string) =>
  listQuery(api.systemSubnetPoolMemberList, { path: { pool } })

/** The silos the pool is linked to (by silo id), one page at a time */
export const subnetPoolSiloList = (pool: string) =>
  listQuery(api.systemSubnetPoolSiloList, { path: { pool } })

/** Every link of the pool at once, so the link form offers only the silos not linked yet */
export const subnetPoolSiloPicker = (pool: string) =>
  subnetPoolSiloList(pool).page(undefined, PICKER_PAGE_SIZE)

/** The subnet pools linked to a silo, with which are its defaults (one per IP version) */
export const siloSubnetPoolList = (silo: string) =>
  listQuery(api.siloSubnetPoolList, { path: { silo } })

/** Every pool linked to a silo, to learn its default before replacing it */
export const siloSubnetPoolPicker = (silo: string) =>
  siloSubnetPoolList(silo).page(undefined, PICKER_PAGE_SIZE)
