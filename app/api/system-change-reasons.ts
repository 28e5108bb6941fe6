// Why a System page change is off for the signed-in operator: who may make it, in one
// sentence from the same table that decides it. Apart from action-reasons.ts, which the
// first page needs, while only the System pages need this (and the fleet roles it reads).
import {
  SYSTEM_CHANGE_NEEDS,
  systemChangeRefused,
  type FleetAccess,
  type SystemChange,
} from './fleet-role'

// What each System page change does, as the end of "Only a fleet admin can …"; a change to
// one silo says "this silo", since its admins may make it too
const SYSTEM_CHANGE_PHRASES: Record<SystemChange, string> = {
  createSilo: 'create silos',
  mapFleetRoles: 'create a silo that confers fleet roles',
  deleteSilo: 'delete this silo',
  editQuotas: 'change this silo’s quotas',
  changeSiloAccess: 'change who has access to this silo',
  addSiloUser: 'add users to this silo',
  addIdentityProvider: 'add identity providers to this silo',
  manageScimTokens: 'see or change this silo’s SCIM tokens',
  changeIpPools: 'change IP pools',
  changeSubnetPools: 'change subnet pools',
  addSled: 'add sleds to the rack',
  changeSledPolicy: 'change a sled’s provision policy',
  changeSupportBundles: 'create or delete support bundles',
  editAllowList: 'change the allow list',
  setTargetRelease: 'change the target release',
}

/**
 * "Only a fleet admin can change IP pools", "Only a fleet collaborator or admin, or an
 * admin of this silo, can delete this silo": who may make the change, from the same table
 * that decides it (`SYSTEM_CHANGE_NEEDS`).
 */
export function systemChangeRule(change: SystemChange) {
  const { fleet, siloAdmin } = SYSTEM_CHANGE_NEEDS[change]
  const phrase = SYSTEM_CHANGE_PHRASES[change]
  if (fleet === 'admin') {
    return `Only a fleet admin${siloAdmin ? ' or an admin of this silo' : ''} can ${phrase}`
  }
  // a weaker fleet role: the ones above it may too
  const fleetWho = `a fleet ${fleet} or admin`
  return siloAdmin
    ? `Only ${fleetWho}, or an admin of this silo, can ${phrase}`
    : `Only ${fleetWho} can ${phrase}`
}

/**
 * Why the signed-in user may not make `change` (to the silo with id `siloId`, for a change
 * to one silo), or `false` when they may or the console cannot tell.
 */
export const systemChangeDisabledReason = (
  access: FleetAccess,
  change: SystemChange,
  siloId?: string,
): string | false => systemChangeRefused(access, change, siloId) && systemChangeRule(change)
