import { lookupProject, lookupVpc, lookupVpcSubnet, requireQuery } from '../lookup'
import type { SimHandlers } from '../context'
import { paginate } from '../pagination'

// VPCs and their subnets, read-only for now (create, update and delete come
// with the VPC pages). Reading needs viewer on the project, as in Nexus.

export const vpcs = {
  vpcList({ query }, { store, actor }) {
    const key = requireQuery(query.project, 'project')
    const project = lookupProject(store, actor, key, 'list_children')
    return paginate(store.list('vpcs'), query, { include: (v) => v.project_id === project.id })
  },

  vpcView({ path, query }, { store, actor }) {
    return lookupVpc(store, actor, path.vpc, query.project, 'read').vpc
  },

  vpcSubnetList({ query }, { store, actor }) {
    const key = requireQuery(query.vpc, 'vpc')
    const { vpc } = lookupVpc(store, actor, key, query.project, 'list_children')
    return paginate(store.list('vpcSubnets'), query, { include: (s) => s.vpc_id === vpc.id })
  },

  vpcSubnetView({ path, query }, { store, actor }) {
    return lookupVpcSubnet(store, actor, path.subnet, query, 'read').subnet
  },
} satisfies Partial<SimHandlers>
