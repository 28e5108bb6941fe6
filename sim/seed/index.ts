import type { Dataset } from '../store/types'
import { disks } from './disks'
import { groupMembers } from './group-members'
import { groups } from './groups'
import { instances } from './instances'
import { policies } from './policies'
import { projects } from './projects'
import { silos } from './silos'
import { users } from './users'
import { vpcSubnets } from './vpc-subnets'
import { vpcs } from './vpcs'

export { FLEET_ID, defaultSilo } from './silos'
export { userIds } from './users'
export { groupIds } from './groups'
export { projectIds } from './projects'
export { instanceIds } from './instances'
export { diskIds } from './disks'
export { vpcIds } from './vpcs'
export { vpcSubnetIds } from './vpc-subnets'

/**
 * The demo data, fresh arrays each call (the records themselves are frozen
 * once stored, so sharing them between stores is safe). Ids are fixed so
 * tests and URLs are repeatable.
 */
export function seed(): Dataset {
  return {
    silos: [...silos],
    users: [...users],
    groups: [...groups],
    groupMembers: [...groupMembers],
    projects: [...projects],
    policies: [...policies],
    sessions: [],
    instances: [...instances],
    disks: [...disks],
    vpcs: [...vpcs],
    vpcSubnets: [...vpcSubnets],
  }
}
