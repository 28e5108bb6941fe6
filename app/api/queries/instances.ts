// Reads of instances and of what hangs off one: the list, the instance page and its tabs
// share these, so each is fetched once and a mutation invalidates it by operation name.
import { queryOptions } from '@tanstack/react-query'

import { api, apiQuery, apiQueryErrorsAllowed, listQuery, PICKER_PAGE_SIZE } from '../client'
import { NEWEST, rackApi } from '../rack-api'
import { type Support, versionLabel } from '../rack-support'

type InstanceSelector = { project: string; instance: string }

export const instanceList = (project: string) => listQuery(api.instanceList, { query: { project } })

/** Every instance of the project, for a select (e.g. adding one to a group). */
export const instancePicker = (project: string) =>
  instanceList(project).page(undefined, PICKER_PAGE_SIZE)

export const instanceView = ({ project, instance }: InstanceSelector) =>
  apiQuery(api.instanceView, { path: { instance }, query: { project } })

/** By id alone, which needs no project: the lookup routes resolve an instance this way. */
export const instanceById = (id: string) => apiQuery(api.instanceView, { path: { instance: id } })

/** By id in a table cell, where a deleted or forbidden instance is an answer, not an error. */
export const instanceByIdOrError = (id: string) =>
  apiQueryErrorsAllowed(api.instanceView, { path: { instance: id } })

/**
 * The instance's disks. Nexus attaches at most 12 disks to an instance, so the first page
 * (25) holds all of them: the boot disk and the other disks are both found in it.
 */
export const instanceDisks = ({ project, instance }: InstanceSelector) =>
  listQuery(api.instanceDiskList, { path: { instance }, query: { project } }).firstPage()

/** An instance has at most eight network interfaces: the first page holds them all. */
export const instanceNics = ({ project, instance }: InstanceSelector) =>
  listQuery(api.instanceNetworkInterfaceList, { query: { project, instance } }).firstPage()

/** Not paginated: the API answers every external IP of the instance at once. */
export const instanceExternalIps = ({ project, instance }: InstanceSelector) =>
  apiQuery(api.instanceExternalIpList, { path: { instance }, query: { project } })

/** The anti-affinity groups the instance belongs to, a page at a time. */
export const instanceAntiAffinityGroups = ({ project, instance }: InstanceSelector) =>
  listQuery(api.instanceAntiAffinityGroupList, { path: { instance }, query: { project } })

/**
 * Whether the rack has a feature only the newest API has (an older rack's API is spoken in
 * its own version, which lacks it), with the reason when not; `feature` names it as the
 * reason's subject ("Dual-stack ephemeral IPs").
 */
export async function newestApiSupport(feature: string): Promise<Support> {
  const answer = await rackApi()
  if (!answer.supported) return { available: false, reason: answer.reason }
  if (answer.version === NEWEST) return { available: true }
  return {
    available: false,
    reason: `${feature} need a newer rack: its ${versionLabel(answer.version)} does not have them`,
  }
}

export const newestApiFeature = (feature: string) =>
  queryOptions({
    queryKey: ['rackFeature', feature],
    queryFn: () => newestApiSupport(feature),
    staleTime: Infinity,
  })

/**
 * Dual-stack ephemeral IPs: an instance may hold one IPv4 and one IPv6 ephemeral address,
 * each from a pool of its version (an older rack's instance has one, from a pool chosen by
 * name alone).
 */
export const dualStackEphemeral = newestApiFeature('Dual-stack ephemeral IPs')

/** The IP version of an address */
export const ipVersionOf = (ip: string): 'v4' | 'v6' => (ip.includes(':') ? 'v6' : 'v4')
