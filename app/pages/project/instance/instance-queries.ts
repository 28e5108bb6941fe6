// Reads the instance page and its tabs share, so each is fetched once and a mutation can
// invalidate it by its operation name.
import { api, apiQuery, listQuery } from '~/api/client'

type InstanceSelector = { project: string; instance: string }

export const instanceView = ({ project, instance }: InstanceSelector) =>
  apiQuery(api.instanceView, { path: { instance }, query: { project } })

/**
 * The instance's disks. Nexus attaches at most 12 disks to an instance, so the first page
 * (25) holds all of them: the boot disk and the other disks are both found in it.
 */
export const instanceDisks = ({ project, instance }: InstanceSelector) =>
  listQuery(api.instanceDiskList, { path: { instance }, query: { project } }).firstPage()
