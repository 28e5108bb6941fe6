// Reads of floating IPs.
import { api, apiQuery, listQuery, PICKER_PAGE_SIZE } from '../client'

export const floatingIpList = (project: string) =>
  listQuery(api.floatingIpList, { query: { project } })

/** Every floating IP of the project, for a select (attaching one to an instance). */
export const floatingIpPicker = (project: string) =>
  floatingIpList(project).page(undefined, PICKER_PAGE_SIZE)

export const floatingIpView = ({ project, floatingIp }: { project: string; floatingIp: string }) =>
  apiQuery(api.floatingIpView, { path: { floatingIp }, query: { project } })
