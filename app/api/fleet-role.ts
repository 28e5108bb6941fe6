// The signed-in user's role on the fleet, worked out the way Nexus does it, and which of
// the System pages' changes that role allows. Pure functions over the generated types;
// `useFleetAccess` (app/hooks/use-fleet-access.ts) does the reads.
//
// How Nexus decides (omicron.polar and authz/roles.rs): a fleet role is held through the
// fleet's policy, assigned to the user or to a group they are in, or through their silo's
// `mapped_fleet_roles`, which gives fleet roles to whoever holds a silo role there. Roles
// imply the weaker ones at both ends: a silo admin is also a silo collaborator and viewer,
// so a mapping for silo collaborators reaches silo admins too, and a fleet admin is also a
// fleet collaborator and viewer. The silo role that counts is the one assigned on the
// silo itself (to the user or a group), not one inherited from the fleet.
import type { FleetRole } from './__generated_versions__/2026081901.0.0/Api'
import { roleIn, roleRank, strongestRole, type Policy, type RoleName } from './roles'

/** A silo's `mappedFleetRoles`: silo role name → the fleet roles it gives */
export type MappedFleetRoles = Record<string, FleetRole[]>

/** Whether `role` is `min` or stronger */
export const atLeast = (role: RoleName | null | undefined, min: RoleName) =>
  !!role && roleRank[role] <= roleRank[min]

const isRoleName = (name: string): name is RoleName => name in roleRank

/** The strongest fleet role a silo's mapping gives someone holding `siloRole` there. */
export function mappedFleetRole(
  mapped: MappedFleetRoles,
  siloRole: RoleName | null,
): RoleName | null {
  return strongestRole(
    Object.entries(mapped)
      .filter(([name]) => isRoleName(name) && atLeast(siloRole, name))
      .flatMap(([, fleetRoles]) => fleetRoles),
  )
}

/** What the computation reads; a read still missing or failed is `undefined`. */
export type FleetAccessReads = {
  userId: string
  siloId: string
  /** the fleet's policy, or `null` when the user may not read it: then they have no fleet role */
  fleetPolicy: Policy | null
  /** the ids of every group the user is in */
  groupIds: readonly string[] | undefined
  /** the user's own silo's policy */
  siloPolicy: Policy | undefined
  /** the user's own silo's `mappedFleetRoles` */
  mappedFleetRoles: MappedFleetRoles | undefined
}

export type FleetAccess = {
  /** The user's effective fleet role, the strongest of those found */
  role: RoleName | null
  /** The part of it the user's silo role gives through the silo's mapping */
  mappedRole: RoleName | null
  /** The user's role on their own silo */
  siloRole: RoleName | null
  siloId: string
  /**
   * Whether every read was there. When one is missing a stronger role may be unseen, so
   * nothing is refused on this basis: the API decides and its refusal shows.
   */
  complete: boolean
}

export function fleetAccessOf(reads: FleetAccessReads): FleetAccess {
  const { userId, siloId, fleetPolicy, groupIds, siloPolicy, mappedFleetRoles } = reads
  const myIds = new Set([userId, ...(groupIds ?? [])])
  const siloRole = siloPolicy ? roleIn(siloPolicy, myIds) : null
  // any fleet role, mapped or assigned, lets the user read the fleet's policy: refused, they hold none
  if (!fleetPolicy) {
    return { role: null, mappedRole: null, siloRole, siloId, complete: true }
  }
  const mappedRole = mappedFleetRoles ? mappedFleetRole(mappedFleetRoles, siloRole) : null
  return {
    role: strongestRole([roleIn(fleetPolicy, myIds), mappedRole]),
    mappedRole,
    siloRole,
    siloId,
    // the silo's policy matters only when its mapping gives something
    complete:
      groupIds !== undefined &&
      mappedFleetRoles !== undefined &&
      (siloPolicy !== undefined || Object.keys(mappedFleetRoles).length === 0),
  }
}

/** The changes the System pages offer. */
export type SystemChange =
  | 'createSilo'
  | 'mapFleetRoles'
  | 'deleteSilo'
  | 'editQuotas'
  | 'changeSiloAccess'
  | 'addSiloUser'
  | 'addIdentityProvider'
  | 'manageScimTokens'
  | 'changeIpPools'
  | 'changeSubnetPools'
  | 'addSled'
  | 'changeSledPolicy'
  | 'changeSupportBundles'
  | 'editAllowList'
  | 'setTargetRelease'

/**
 * The fleet role each change takes (omicron.polar), and whether an admin of the silo it
 * acts on may make it too. Creating a silo is `create_child` on the fleet (collaborator);
 * changing one (delete, quotas, its policy) is `modify` on the silo, which fleet
 * collaborators and the silo's admins hold; its users and identity providers take a fleet
 * admin or the silo's admin; everything under the fleet itself (IP and subnet pools,
 * sleds, support bundles, the allow list) takes a fleet admin.
 */
export const SYSTEM_CHANGE_NEEDS: Record<SystemChange, { fleet: RoleName; siloAdmin: boolean }> = {
  createSilo: { fleet: 'collaborator', siloAdmin: false },
  // a new silo's mapped fleet roles take `modify` on the fleet (Nexus's silo_create)
  mapFleetRoles: { fleet: 'admin', siloAdmin: false },
  deleteSilo: { fleet: 'collaborator', siloAdmin: true },
  editQuotas: { fleet: 'collaborator', siloAdmin: true },
  changeSiloAccess: { fleet: 'collaborator', siloAdmin: true },
  addSiloUser: { fleet: 'admin', siloAdmin: true },
  addIdentityProvider: { fleet: 'admin', siloAdmin: true },
  // a SCIM client can make anyone an admin through groups (omicron.polar)
  manageScimTokens: { fleet: 'admin', siloAdmin: true },
  changeIpPools: { fleet: 'admin', siloAdmin: false },
  changeSubnetPools: { fleet: 'admin', siloAdmin: false },
  addSled: { fleet: 'admin', siloAdmin: false },
  changeSledPolicy: { fleet: 'admin', siloAdmin: false },
  changeSupportBundles: { fleet: 'admin', siloAdmin: false },
  editAllowList: { fleet: 'admin', siloAdmin: false },
  setTargetRelease: { fleet: 'admin', siloAdmin: false },
}

/**
 * Whether the user is known not to be allowed `change` (on the silo with id `siloId`, for
 * a change to one silo). `false` when allowed or when the console cannot tell.
 */
export function systemChangeRefused(
  access: FleetAccess,
  change: SystemChange,
  siloId?: string,
): boolean {
  if (!access.complete) return false
  const needs = SYSTEM_CHANGE_NEEDS[change]
  if (atLeast(access.role, needs.fleet)) return false
  return !(needs.siloAdmin && siloId === access.siloId && access.siloRole === 'admin')
}
