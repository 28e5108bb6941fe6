import type { Dataset } from '../store/types'
import {
  affinityGroupMembers,
  affinityGroups,
  antiAffinityGroupMembers,
  antiAffinityGroups,
} from './affinity-groups'
import { disks } from './disks'
import { ephemeralIps, floatingIps } from './external-ips'
import { groupMembers } from './group-members'
import { groups } from './groups'
import { images } from './images'
import { instances } from './instances'
import { ipPoolRanges, ipPools, ipPoolSilos } from './ip-pools'
import { networkInterfaces } from './network-interfaces'
import { policies } from './policies'
import { projects } from './projects'
import { siloQuotas } from './quotas'
import { silos } from './silos'
import { RACK_SET_UP, targetReleases } from './target-release'
import { provisioningHistory } from '../compute/provisioning-history'
import { samlIdentityProviders } from './identity-providers'
import { sleds } from './sleds'
import { physicalDisks } from './physical-disks'
import { racks } from './racks'
import { sledInventory } from './sled-inventory'
import { switches } from './switches'
import { snapshots } from './snapshots'
import { supportBundles } from './support-bundles'
import { instanceSshKeys, sshKeys } from './ssh-keys'
import { users } from './users'
import { vmms } from './vmms'
import {
  firewallRules,
  internetGatewayIpPools,
  internetGateways,
  routerRoutes,
  vpcRouters,
  vpcSubnets,
} from './vpc-networking'
import { vpcs } from './vpcs'
import { addressLotBlocks, addressLots } from './address-lots'
import { addressLotReservations } from './address-lot-reservations'
import { allowLists } from './allow-list'
import { bfdSessions } from './bfd-sessions'
import { bgpAnnouncements, bgpAnnounceSets } from './bgp-announce-sets'
import { bgpConfigs } from './bgp-configs'
import { switchPorts } from './switch-ports'
import { switchPortSettings } from './switch-port-settings'
import { uplinkNeighbors } from './uplink-neighbors'
import { multicastGroups, multicastMembers, multicastPools } from './multicast'
import { externalSubnets, subnetPoolMembers, subnetPools, subnetPoolSilos } from './subnet-pools'
import { deviceAccessTokens } from './access-tokens'
import { auditLog } from './audit-log'
import { scimTokens } from './scim-tokens'
import {
  alertGlobs,
  alertReceivers,
  alerts,
  alertSubscriptions,
  webhookDeliveries,
  webhookSecrets,
} from './alerts'
import { inventoryDisks, rackMemberships, trustRoots, tufRepos } from './system-update'

export { FLEET_ID, defaultSilo } from './silos'
export { userIds } from './users'
export { groupIds } from './groups'
export { projectIds } from './projects'
export { instanceIds } from './instances'
export { diskIds } from './disks'
export { vpcIds } from './vpcs'
export { vpcSubnetIds } from './vpc-networking'
export { RACK_ID, sledIds } from './sleds'
export { switchIds } from './switches'
export { addressLotIds } from './address-lots'
export { bgpConfigIds } from './bgp-configs'
export { switchPortSettingsIds } from './switch-port-settings'
export { ipPoolIds } from './ip-pools'
export { imageIds } from './images'
export { snapshotIds } from './snapshots'
export { supportBundleIds } from './support-bundles'
export { sshKeyIds } from './ssh-keys'
export { floatingIpIds } from './external-ips'
export { multicastGroupIds, multicastPoolIds } from './multicast'
export { antiAffinityGroupIds } from './affinity-groups'

/**
 * The demo data, fresh arrays each call (the records themselves are frozen
 * once stored, so sharing them between stores is safe). Ids are fixed so
 * tests and URLs are repeatable.
 */
export function seed(): Dataset {
  const history = provisioningHistory(
    { silos, projects, vmms, instances, disks, images, snapshots },
    RACK_SET_UP,
  )
  return {
    silos: [...silos],
    users: [...users],
    groups: [...groups],
    groupMembers: [...groupMembers],
    projects: [...projects],
    policies: [...policies],
    sessions: [],
    userPasswords: [],
    samlIdentityProviders: [...samlIdentityProviders],
    deviceAuthRequests: [],
    deviceAccessTokens: deviceAccessTokens(),
    targetReleases: [...targetReleases],
    certificates: [],
    provisioningSamples: history.samples,
    provisioningLatest: history.latest,
    instances: [...instances],
    disks: [...disks],
    vpcs: [...vpcs],
    vpcSubnets: [...vpcSubnets],
    vpcRouters: [...vpcRouters],
    routerRoutes: [...routerRoutes],
    internetGateways: [...internetGateways],
    internetGatewayIpPools: [...internetGatewayIpPools],
    internetGatewayIpAddresses: [],
    firewallRules: [...firewallRules],
    sleds: [...sleds],
    racks: [...racks],
    switches: [...switches],
    physicalDisks: [...physicalDisks],
    sledInventory: [...sledInventory],
    vmms: [...vmms],
    instanceTransitions: [],
    siloQuotas: [...siloQuotas],
    ipPools: [...ipPools],
    ipPoolRanges: [...ipPoolRanges],
    ipPoolSilos: [...ipPoolSilos],
    floatingIps: [...floatingIps],
    ephemeralIps: [...ephemeralIps],
    networkInterfaces: [...networkInterfaces],
    probes: [],
    supportBundles: [...supportBundles],
    images: [...images],
    snapshots: [...snapshots],
    sshKeys: [...sshKeys],
    instanceSshKeys: [...instanceSshKeys],
    affinityGroups: [...affinityGroups],
    affinityGroupMembers: [...affinityGroupMembers],
    antiAffinityGroups: [...antiAffinityGroups],
    antiAffinityGroupMembers: [...antiAffinityGroupMembers],
    addressLots: [...addressLots],
    addressLotBlocks: [...addressLotBlocks],
    addressLotReservations: [...addressLotReservations],
    loopbackAddresses: [],
    switchPorts: [...switchPorts],
    switchPortSettings: [...switchPortSettings],
    bgpConfigs: [...bgpConfigs],
    bgpAnnounceSets: [...bgpAnnounceSets],
    bgpAnnouncements: [...bgpAnnouncements],
    bfdSessions: [...bfdSessions],
    allowLists: [...allowLists],
    uplinkNeighbors: [...uplinkNeighbors],
    tufTrustRoots: [...trustRoots],
    tufRepos: [...tufRepos],
    rackMemberships: [...rackMemberships],
    inventoryDisks: [...inventoryDisks],
    diskAdoptionRequests: [],
    alerts: [...alerts],
    alertReceivers: [...alertReceivers],
    alertGlobs: [...alertGlobs],
    alertSubscriptions: [...alertSubscriptions],
    webhookSecrets: [...webhookSecrets],
    webhookDeliveries: [...webhookDeliveries],
    scimTokens: scimTokens(),
    siloAuthSettings: [],
    auditLog: auditLog(),
    subnetPools: [...subnetPools],
    subnetPoolMembers: [...subnetPoolMembers],
    subnetPoolSilos: [...subnetPoolSilos],
    externalSubnets: [...externalSubnets],
    multicastPools: [...multicastPools],
    multicastGroups: [...multicastGroups],
    multicastMembers: [...multicastMembers],
    networkingSettings: [],
    bgpMaxPaths: [],
  }
}
