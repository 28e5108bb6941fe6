// Reads of VPCs and their subnets.
import { api, apiQuery, listQuery, PICKER_PAGE_SIZE } from '../client'

/** Every VPC of the project, for a select (a network interface's VPC). */
export const vpcPicker = (project: string) =>
  listQuery(api.vpcList, { query: { project } }).page(undefined, PICKER_PAGE_SIZE)

/** Every subnet of a VPC, for a select. */
export const subnetPicker = (project: string, vpc: string) =>
  listQuery(api.vpcSubnetList, { query: { project, vpc } }).page(undefined, PICKER_PAGE_SIZE)

/** By id (a network interface names its VPC and subnet by id only). */
export const vpcById = (id: string) => apiQuery(api.vpcView, { path: { vpc: id } })

export const subnetById = (id: string) => apiQuery(api.vpcSubnetView, { path: { subnet: id } })
