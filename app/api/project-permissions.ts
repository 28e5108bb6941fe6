// Which project role each kind of change in a project takes, and the sentence saying why
// a user may not make it. Pure; `useProjectAccess` (app/hooks/use-project-access.ts) does
// the reads.
//
// Nexus's rule (omicron.polar, api_resources.rs): compute resources (instances and their
// network interfaces, disks, snapshots, project images, floating IPs, affinity groups,
// external subnets) are `InProjectLimited`: a limited collaborator and anyone stronger
// creates, changes and deletes them. Networking (VPCs and their subnets, routers, routes,
// internet gateways, firewall rules) is `InProjectFull`: a collaborator or stronger, and
// creating a VPC is `VpcList`'s `create_child`, the same. Changing the project itself or
// its policy is `modify` on the project: a project admin. A viewer changes nothing. The
// silo's images are `InSilo`: a silo limited collaborator or stronger changes them, and
// adds to them (`SiloImageList`). Fleet roles give nothing inside a silo. Release v14 has
// no limited collaborator; there the same changes take a collaborator, the next role up.
import { atLeast } from './fleet-role'
import { roleLabel, type RoleName } from './roles'

export type ProjectChange =
  | 'instances'
  | 'disks'
  | 'snapshots'
  | 'images'
  | 'floatingIps'
  | 'affinityGroups'
  | 'externalSubnets'
  | 'networkInterfaces'
  | 'serialConsole'
  | 'vpcs'
  | 'subnets'
  | 'routers'
  | 'routes'
  | 'internetGateways'
  | 'firewallRules'
  | 'project'
  | 'access'

/** The weakest project role that may make each change, and what the change is, in words */
export const PROJECT_CHANGE_NEEDS: Record<ProjectChange, { role: RoleName; words: string }> = {
  instances: { role: 'limited_collaborator', words: 'change instances' },
  disks: { role: 'limited_collaborator', words: 'change disks' },
  snapshots: { role: 'limited_collaborator', words: 'change snapshots' },
  images: { role: 'limited_collaborator', words: 'change images' },
  floatingIps: { role: 'limited_collaborator', words: 'change floating IPs' },
  affinityGroups: { role: 'limited_collaborator', words: 'change affinity groups' },
  externalSubnets: { role: 'limited_collaborator', words: 'change external subnets' },
  networkInterfaces: { role: 'limited_collaborator', words: 'change network interfaces' },
  // Nexus opens the console's stream only for `modify` on the instance (its reading, `read`)
  serialConsole: { role: 'limited_collaborator', words: 'use an instance’s serial console' },
  vpcs: { role: 'collaborator', words: 'change VPCs' },
  subnets: { role: 'collaborator', words: 'change subnets' },
  routers: { role: 'collaborator', words: 'change routers' },
  routes: { role: 'collaborator', words: 'change routes' },
  internetGateways: { role: 'collaborator', words: 'change internet gateways' },
  firewallRules: { role: 'collaborator', words: 'change firewall rules' },
  project: { role: 'admin', words: 'change or delete this project' },
  access: { role: 'admin', words: 'change who has access to this project' },
}

export type SiloChange = 'siloImages' | 'promoteImage'

export const SILO_CHANGE_NEEDS: Record<SiloChange, { role: RoleName; words: string }> = {
  siloImages: { role: 'limited_collaborator', words: 'change silo images' },
  promoteImage: { role: 'limited_collaborator', words: 'promote images to the silo' },
}

/**
 * What the console knows of the signed-in user's roles. `known` is false until every read
 * is in (or when one was refused): then nothing is refused and the API decides.
 */
export type ProjectAccess = {
  known: boolean
  /** The user's role on the project: assigned (to them or a group) or given by the silo role */
  projectRole: RoleName | null
  /** The user's role on their silo */
  siloRole: RoleName | null
  /** Whether the rack has the limited collaborator role (not release v14) */
  limitedRole: boolean
}

/** "a project collaborator or admin", "a project limited collaborator, collaborator or admin" */
function whoMay(scope: 'project' | 'silo', min: RoleName, limitedRole: boolean) {
  const roles = (['limited_collaborator', 'collaborator', 'admin'] as const)
    .filter((r) => atLeast(r, min) && (limitedRole || r !== 'limited_collaborator'))
    .map(roleLabel)
  const list = roles.length > 1 ? `${roles.slice(0, -1).join(', ')} or ${roles.at(-1)}` : roles[0]
  return `a ${scope} ${list}`
}

/** "Only a project collaborator or admin can change VPCs" */
export const projectChangeRule = (change: ProjectChange, limitedRole: boolean) => {
  const { role, words } = PROJECT_CHANGE_NEEDS[change]
  return `Only ${whoMay('project', role, limitedRole)} can ${words}`
}

export const siloChangeRule = (change: SiloChange, limitedRole: boolean) => {
  const { role, words } = SILO_CHANGE_NEEDS[change]
  return `Only ${whoMay('silo', role, limitedRole)} can ${words}`
}

const yours = (scope: 'project' | 'silo', role: RoleName | null) =>
  role ? `your role on this ${scope} is ${roleLabel(role)}` : `you have no role on this ${scope}`

/**
 * Why the user may not make `change` in the project, or `false` when they may or the
 * console cannot tell: "Only a project collaborator or admin can change VPCs; your role
 * on this project is viewer".
 */
export function projectChangeReason(access: ProjectAccess, change: ProjectChange): string | false {
  if (!access.known) return false
  if (atLeast(access.projectRole, PROJECT_CHANGE_NEEDS[change].role)) return false
  return `${projectChangeRule(change, access.limitedRole)}; ${yours('project', access.projectRole)}`
}

/** Why the user may not make `change` to the silo's images, or `false`. */
export function siloChangeReason(access: ProjectAccess, change: SiloChange): string | false {
  if (!access.known) return false
  if (atLeast(access.siloRole, SILO_CHANGE_NEEDS[change].role)) return false
  return `${siloChangeRule(change, access.limitedRole)}; ${yours('silo', access.siloRole)}`
}
