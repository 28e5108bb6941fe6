import { projectRole, requireRole } from '../authz'
import { lookupVpc, lookupVpcSubnet, requireQuery } from '../compute-lookup'
import type { SimHandlers } from '../context'
import { lookupProject } from '../lookup'
import { paginate } from '../pagination'

// VPCs and their subnets, read-only for now (create, update and delete come
// with the VPC pages). Reading needs viewer on the project, as in Nexus.

export const vpcs = {
  vpcList({ query }, { store, actor }) {
    const project = lookupProject(store, actor, requireQuery(query.project, 'project'))
    requireRole(projectRole(store, actor, project), 'viewer')
    return paginate(store.list('vpcs'), query, { include: (v) => v.project_id === project.id })
  },

  vpcView({ path, query }, { store, actor }) {
    const { vpc, project } = lookupVpc(store, actor, path.vpc, query.project)
    requireRole(projectRole(store, actor, project), 'viewer')
    return vpc
  },

  vpcSubnetList({ query }, { store, actor }) {
    const key = requireQuery(query.vpc, 'vpc')
    const { vpc, project } = lookupVpc(store, actor, key, query.project)
    requireRole(projectRole(store, actor, project), 'viewer')
    return paginate(store.list('vpcSubnets'), query, { include: (s) => s.vpc_id === vpc.id })
  },

  vpcSubnetView({ path, query }, { store, actor }) {
    const { subnet, project } = lookupVpcSubnet(store, actor, path.subnet, query)
    requireRole(projectRole(store, actor, project), 'viewer')
    return subnet
  },
} satisfies Partial<SimHandlers>
