import type { PolicyRecord, RoleAssignment, RoleName } from '../store/types'
import { groupIds } from './groups'
import { projectIds } from './projects'
import { defaultSilo, FLEET_ID, samlSilo } from './silos'
import { userIds } from './users'

const user = (id: string, role: RoleName): RoleAssignment => ({
  identity_id: id,
  identity_type: 'silo_user',
  role_name: role,
})
const group = (id: string, role: RoleName): RoleAssignment => ({
  identity_id: id,
  identity_type: 'silo_group',
  role_name: role,
})

export const policies: PolicyRecord[] = [
  {
    id: FLEET_ID,
    resource_type: 'fleet',
    role_assignments: [user(userIds.admin, 'admin'), group(groupIds.sreOncall, 'viewer')],
  },
  {
    id: defaultSilo.id,
    resource_type: 'silo',
    role_assignments: [
      user(userIds.admin, 'admin'),
      user(userIds.collaborator, 'collaborator'),
      group(groupIds.platformTeam, 'viewer'),
    ],
  },
  {
    // whoever corp-sso's identity provider puts in `engineers` may create projects there
    id: samlSilo.id,
    resource_type: 'silo',
    role_assignments: [group(groupIds.corpEngineers, 'collaborator')],
  },
  {
    id: projectIds.demoProject,
    resource_type: 'project',
    role_assignments: [user(userIds.viewer, 'viewer'), group(groupIds.webDevs, 'collaborator')],
  },
  {
    id: projectIds.webFrontend,
    resource_type: 'project',
    role_assignments: [
      user(userIds.marcoBianchi, 'admin'),
      group(groupIds.webDevs, 'collaborator'),
    ],
  },
  {
    id: projectIds.dataPipeline,
    resource_type: 'project',
    role_assignments: [group(groupIds.dataScience, 'collaborator')],
  },
  {
    id: projectIds.ciRunners,
    resource_type: 'project',
    role_assignments: [group(groupIds.sreOncall, 'admin'), group(groupIds.webDevs, 'viewer')],
  },
  {
    id: projectIds.mlTraining,
    resource_type: 'project',
    role_assignments: [
      user(userIds.priyaRaman, 'admin'),
      group(groupIds.dataScience, 'collaborator'),
    ],
  },
  {
    id: projectIds.staging,
    resource_type: 'project',
    role_assignments: [group(groupIds.webDevs, 'collaborator')],
  },
]
