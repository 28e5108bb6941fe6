// The lists the create form chooses from. A select needs every choice at once, so each is
// one page as large as a project realistically holds, not the 25 rows of a list page.
import { api, listQuery } from '~/api/client'

/** One page this large stands for "all of them" in a select. */
export const ALL_ISH = 1000

const all = <Q extends { page: (token?: string, limit?: number) => unknown }>(q: Q) =>
  q.page(undefined, ALL_ISH) as ReturnType<Q['page']>

export const formQueries = (project: string) => ({
  projectImages: all(listQuery(api.imageList, { query: { project } })),
  // without a project, the image list is the silo's images
  siloImages: all(listQuery(api.imageList, {})),
  disks: all(listQuery(api.diskList, { query: { project } })),
  floatingIps: all(listQuery(api.floatingIpList, { query: { project } })),
  antiAffinityGroups: all(listQuery(api.antiAffinityGroupList, { query: { project } })),
  sshKeys: all(listQuery(api.currentUserSshKeyList, {})),
  ipPools: all(listQuery(api.projectIpPoolList, {})),
  vpcs: all(listQuery(api.vpcList, { query: { project } })),
})

export const subnetsQuery = (project: string, vpc: string) =>
  all(listQuery(api.vpcSubnetList, { query: { project, vpc } }))
