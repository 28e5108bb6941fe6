// Reads of the rack's hardware, for operators: sleds, the instances on a sled, the physical
// disks, and the sleds found in the rack but not yet added.
import { api, apiQuery, listQuery, PICKER_PAGE_SIZE } from '../client'

/** The sleds in service (provisionable or not), a page at a time */
export const sledList = listQuery(api.sledList, {})

/**
 * Every sled in service at once: the capacity preview adds up the provisionable ones, and
 * the disks list names each disk's sled by its serial. A rack holds 32 sleds, so one page
 * of `PICKER_PAGE_SIZE` is all of them.
 */
export const sledPicker = sledList.page(undefined, PICKER_PAGE_SIZE)

export const sledView = (sledId: string) => apiQuery(api.sledView, { path: { sledId } })

/** The instances with a VMM on the sled, a page at a time */
export const sledInstanceList = (sledId: string) =>
  listQuery(api.sledInstanceList, { path: { sledId } })

/**
 * Every instance on the sled at once, to count them and add up their vCPUs and memory. A
 * sled's 128 threads bound how many instances it can run far below this page size.
 */
export const sledInstancePicker = (sledId: string) =>
  sledInstanceList(sledId).page(undefined, PICKER_PAGE_SIZE)

/** The rack's physical disks in service, a page at a time */
export const physicalDiskList = listQuery(api.physicalDiskList, {})

/**
 * The sleds the rack's inventory finds that are not part of the control plane yet. Nexus
 * answers them on one page and refuses any page token, so the first page is all of them.
 */
export const uninitializedSledList = listQuery(api.sledListUninitialized, {}).firstPage()
