// Reads of instances and of what hangs off one: the list, the instance page and its tabs
// share these, so each is fetched once and a mutation invalidates it by operation name.
import { api, apiQuery, apiQueryErrorsAllowed, listQuery, PICKER_PAGE_SIZE } from '../client'

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
