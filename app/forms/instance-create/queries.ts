// The lists the create form chooses from. A select needs every choice at once, so each is
// one picker-sized page, not the 25 rows of a list page.
import { api, emptyIfForbidden, listQuery, PICKER_PAGE_SIZE } from '~/api/client'

const picker = PICKER_PAGE_SIZE

export const formQueries = (project: string) => ({
  projectImages: listQuery(api.imageList, { query: { project } }).page(undefined, picker),
  // without a project, the image list is the silo's images, which need a silo role
  // (without one, a user with a project role only simply has none to choose from)
  siloImages: emptyIfForbidden(listQuery(api.imageList, {}).page(undefined, picker)),
  disks: listQuery(api.diskList, { query: { project } }).page(undefined, picker),
  floatingIps: listQuery(api.floatingIpList, { query: { project } }).page(undefined, picker),
  antiAffinityGroups: listQuery(api.antiAffinityGroupList, { query: { project } }).page(
    undefined,
    picker,
  ),
  sshKeys: listQuery(api.currentUserSshKeyList, {}).page(undefined, picker),
  // listing the silo's pools needs a silo role too; without one the default pool is used
  ipPools: emptyIfForbidden(listQuery(api.projectIpPoolList, {}).page(undefined, picker)),
  vpcs: listQuery(api.vpcList, { query: { project } }).page(undefined, picker),
})

export const subnetsQuery = (project: string, vpc: string) =>
  listQuery(api.vpcSubnetList, { query: { project, vpc } }).page(undefined, picker)
