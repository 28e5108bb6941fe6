import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import type {
  AddressLotBlockRecord,
  AddressLotRecord,
  AddressLotReservationRecord,
  AllowListRecord,
  BfdSessionRecord,
  BgpAnnounceSetRecord,
  BgpAnnouncementRecord,
  BgpConfigRecord,
  LoopbackAddressRecord,
  SwitchPortRecord,
  SwitchPortSettingsRecord,
  UplinkNeighborRecord,
} from './networking-types'

// Records are kept in their wire shape (snake_case keys, ISO date strings), so
// a handler can return one as it is. A few records carry an extra field that
// Nexus keeps in its database but does not show in the view; handlers strip
// those before answering (see `toProject`). Records are deeply frozen by the
// store: change one only through `update`.

export type SiloRecord = Json<Api.Silo>
export type UserRecord = Json<Api.User>
export type GroupRecord = Json<Api.Group>
/** Membership of a user in a group; `id` is `${group_id}/${user_id}` */
export type GroupMemberRecord = { id: string; group_id: string; user_id: string }
/** `silo_id` is not part of the `Project` view */
export type ProjectRecord = Json<Api.Project> & { silo_id: string }

export type ResourceType = 'fleet' | 'silo' | 'project'
export type RoleName = Api.FleetRole // the same three names at every scope
export type RoleAssignment = {
  identity_id: string
  identity_type: Api.IdentityType
  role_name: RoleName
}
/** The policy of one resource; `id` is the fleet, silo or project id */
export type PolicyRecord = {
  id: string
  resource_type: ResourceType
  role_assignments: RoleAssignment[]
}

/**
 * The password of a local user, `id` being the user's. `hash` is the scrypt hash
 * (sim/access/passwords.ts); null means login is disallowed. A demo user without a record
 * signs in with the simulator's configured password.
 */
export type UserPasswordRecord = { id: string; hash: string | null }
/** `silo_id` and the metadata document are not part of the view */
export type SamlIdentityProviderRecord = Json<Api.SamlIdentityProvider> & {
  silo_id: string
  /** the IdP's metadata (XML), as fetched or decoded at create time */
  idp_metadata: string
}
/** A device authorization waiting for its user; `id` is the user code (`BQPX-FGQR`) */
export type DeviceAuthRequestRecord = {
  id: string
  client_id: string
  device_code: string
  time_created: string
  time_expires: string
  /**
   * The address the request came from, as the Node server reported it (absent in mock
   * mode, and in rows written before it was kept): requests are bounded per address
   */
  client_address?: string
}
/** An access token granted by the device flow; `id` is the token (without its prefix) */
export type DeviceAccessTokenRecord = {
  id: string
  client_id: string
  device_code: string
  user_id: string
  time_created: string
  /** set when the request had expired before it was confirmed */
  time_expires: string | null
}

/** One generation of the rack's target release; `id` is the generation as text */
export type TargetReleaseRecord = Json<Api.TargetRelease> & { id: string }

/**
 * What a project, silo or the fleet (`collection_id`) had provisioned from `timestamp`
 * on: storage (`kind` disk) or CPUs and memory (`kind` cpu); `id` is
 * `${collection_id}/${kind}/${epoch ms}` (sim/compute/provisioning-history.ts)
 */
export type ProvisioningSampleRecord = {
  id: string
  collection_id: string
  kind: 'disk' | 'cpu'
  timestamp: string
  cpus: number
  memory: number
  storage: number
}
/** The last sample of each collection; `id` is the collection's */
export type ProvisioningLatestRecord = { id: string; cpus: number; memory: number; storage: number }

/** A silo's TLS certificate; the private key and `silo_id` are not part of the view */
export type CertificateRecord = Json<Api.Certificate> & { silo_id: string; key: string }

/** A console session; `id` is the session token held in the `session` cookie */
export type SessionRecord = {
  id: string
  user_id: string
  time_created: string
  /** epoch milliseconds, compared on every request */
  expires_at: number
}

export type InstanceRecord = Json<Api.Instance>
export type DiskRecord = Json<Api.Disk>
export type VpcRecord = Json<Api.Vpc>
export type VpcSubnetRecord = Json<Api.VpcSubnet>
export type VpcRouterRecord = Json<Api.VpcRouter>
export type RouterRouteRecord = Json<Api.RouterRoute>
export type InternetGatewayRecord = Json<Api.InternetGateway>
export type InternetGatewayIpPoolRecord = Json<Api.InternetGatewayIpPool>
export type InternetGatewayIpAddressRecord = Json<Api.InternetGatewayIpAddress>
/** One rule of a VPC's firewall; the whole set is replaced at once */
export type FirewallRuleRecord = Json<Api.VpcFirewallRule>

// Compute (instances and what hangs off them). Side tables that Nexus keeps
// but never shows as such (VMMs, pending run-state transitions, memberships)
// have their own small record shapes.

/** A sled of the simulated rack */
export type SledRecord = Json<Api.Sled>
// The rest of the rack's hardware, as Nexus's operator views show it
export type RackRecord = Json<Api.Rack>
export type SwitchRecord = Json<Api.Switch>
export type PhysicalDiskRecord = Json<Api.PhysicalDisk>
/**
 * A sled the rack's inventory finds in a cubby, added to the control plane or
 * not (Nexus reads these from its latest inventory collection); `id` stands
 * for Nexus's baseboard id and is not part of the `UninitializedSled` view.
 */
export type InventorySledRecord = Json<Api.UninitializedSled> & { id: string }
/**
 * The VMM of an instance that is incarnated (starting … stopping): which
 * sled it occupies. Quotas count an instance's CPUs and memory while it has one.
 */
export type VmmRecord = {
  id: string
  instance_id: string
  sled_id: string
  time_created: string
}
/**
 * The run-state change an instance is waiting for, advanced lazily at the
 * start of each request (see `sim/compute/run-states.ts`); `id` is the instance id.
 */
export type InstanceTransitionRecord = {
  id: string
  /** the state the instance moves to when the transition is due */
  next: Api.InstanceState
  /** epoch milliseconds */
  due_at: number
}
/** `id` is its own; one per silo, found by `silo_id` */
export type SiloQuotasRecord = Json<Api.SiloQuotas> & { id: string }
export type IpPoolRecord = Json<Api.IpPool>
export type IpPoolRangeRecord = Json<Api.IpPoolRange>
/** `id` is `${ip_pool_id}/${silo_id}` */
export type IpPoolSiloRecord = Json<Api.IpPoolSiloLink> & { id: string }
export type FloatingIpRecord = Json<Api.FloatingIp>
/**
 * The ephemeral IP of an instance (the view shows only `{ ip, kind }`), or of a probe:
 * `instance_id` is then the probe's id (Nexus keeps both in its one external IP table)
 */
export type EphemeralIpRecord = {
  id: string
  instance_id: string
  ip: string
  ip_pool_id: string
}
/**
 * An instance's network interface, or a probe's: `instance_id` is then the probe's id
 * (Nexus keeps both kinds in one table; only an instance's is an instance interface)
 */
export type NetworkInterfaceRecord = Json<Api.InstanceNetworkInterface>
/** An instrumentation probe; `project_id` is not part of the `Probe` view */
export type ProbeRecord = Json<Api.Probe> & { project_id: string }
/**
 * A support bundle (sim/handlers/support-bundles.ts); only the contract's fields are
 * shown. It holds the debug dataset of one U.2 disk (`physical_disk_id`, null once its
 * storage is gone), moves on when `due_at` (epoch ms) comes, and keeps what its
 * collection found, from which its zip is made (sim/formats/support-bundle-files.ts).
 */
export type SupportBundleRecord = Json<Api.SupportBundleInfo> & {
  physical_disk_id: string | null
  due_at: number | null
  collected: { sleds: SledRecord[]; silos: SiloRecord[]; log_bytes: number }
}
/** `silo_id` is not part of the `Image` view; `project_id` null = silo image */
export type ImageRecord = Json<Api.Image> & { silo_id: string }
/** `block_size` is not part of the `Snapshot` view (a disk made from the snapshot takes it) */
export type SnapshotRecord = Json<Api.Snapshot> & { block_size: number }
export type SshKeyRecord = Json<Api.SshKey>
/** A key given to an instance at creation; `id` is `${instance_id}/${ssh_key_id}` */
export type InstanceSshKeyRecord = { id: string; instance_id: string; ssh_key_id: string }
export type AffinityGroupRecord = Json<Api.AffinityGroup>
export type AntiAffinityGroupRecord = Json<Api.AntiAffinityGroup>
/** Membership of an instance in a group; `id` is `${group_id}/${instance_id}` */
export type GroupMembershipRecord = { id: string; group_id: string; instance_id: string }

export interface Tables {
  silos: SiloRecord
  users: UserRecord
  groups: GroupRecord
  groupMembers: GroupMemberRecord
  projects: ProjectRecord
  policies: PolicyRecord
  sessions: SessionRecord
  userPasswords: UserPasswordRecord
  samlIdentityProviders: SamlIdentityProviderRecord
  deviceAuthRequests: DeviceAuthRequestRecord
  deviceAccessTokens: DeviceAccessTokenRecord
  targetReleases: TargetReleaseRecord
  certificates: CertificateRecord
  provisioningSamples: ProvisioningSampleRecord
  provisioningLatest: ProvisioningLatestRecord
  instances: InstanceRecord
  disks: DiskRecord
  vpcs: VpcRecord
  vpcSubnets: VpcSubnetRecord
  vpcRouters: VpcRouterRecord
  routerRoutes: RouterRouteRecord
  internetGateways: InternetGatewayRecord
  internetGatewayIpPools: InternetGatewayIpPoolRecord
  internetGatewayIpAddresses: InternetGatewayIpAddressRecord
  firewallRules: FirewallRuleRecord
  sleds: SledRecord
  racks: RackRecord
  switches: SwitchRecord
  physicalDisks: PhysicalDiskRecord
  sledInventory: InventorySledRecord
  vmms: VmmRecord
  instanceTransitions: InstanceTransitionRecord
  siloQuotas: SiloQuotasRecord
  ipPools: IpPoolRecord
  ipPoolRanges: IpPoolRangeRecord
  ipPoolSilos: IpPoolSiloRecord
  floatingIps: FloatingIpRecord
  ephemeralIps: EphemeralIpRecord
  networkInterfaces: NetworkInterfaceRecord
  probes: ProbeRecord
  supportBundles: SupportBundleRecord
  images: ImageRecord
  snapshots: SnapshotRecord
  sshKeys: SshKeyRecord
  instanceSshKeys: InstanceSshKeyRecord
  affinityGroups: AffinityGroupRecord
  affinityGroupMembers: GroupMembershipRecord
  antiAffinityGroups: AntiAffinityGroupRecord
  antiAffinityGroupMembers: GroupMembershipRecord
  // the rack's system networking (networking-types.ts)
  addressLots: AddressLotRecord
  addressLotBlocks: AddressLotBlockRecord
  addressLotReservations: AddressLotReservationRecord
  loopbackAddresses: LoopbackAddressRecord
  switchPorts: SwitchPortRecord
  switchPortSettings: SwitchPortSettingsRecord
  bgpConfigs: BgpConfigRecord
  bgpAnnounceSets: BgpAnnounceSetRecord
  bgpAnnouncements: BgpAnnouncementRecord
  bfdSessions: BfdSessionRecord
  allowLists: AllowListRecord
  uplinkNeighbors: UplinkNeighborRecord
}

export type TableName = keyof Tables

export const tableNames = [
  'silos',
  'users',
  'groups',
  'groupMembers',
  'projects',
  'policies',
  'sessions',
  'userPasswords',
  'samlIdentityProviders',
  'deviceAuthRequests',
  'deviceAccessTokens',
  'targetReleases',
  'certificates',
  'provisioningSamples',
  'provisioningLatest',
  'instances',
  'disks',
  'vpcs',
  'vpcSubnets',
  'vpcRouters',
  'routerRoutes',
  'internetGateways',
  'internetGatewayIpPools',
  'internetGatewayIpAddresses',
  'firewallRules',
  'sleds',
  'racks',
  'switches',
  'physicalDisks',
  'sledInventory',
  'vmms',
  'instanceTransitions',
  'siloQuotas',
  'ipPools',
  'ipPoolRanges',
  'ipPoolSilos',
  'floatingIps',
  'ephemeralIps',
  'networkInterfaces',
  'probes',
  'supportBundles',
  'images',
  'snapshots',
  'sshKeys',
  'instanceSshKeys',
  'affinityGroups',
  'affinityGroupMembers',
  'antiAffinityGroups',
  'antiAffinityGroupMembers',
  'addressLots',
  'addressLotBlocks',
  'addressLotReservations',
  'loopbackAddresses',
  'switchPorts',
  'switchPortSettings',
  'bgpConfigs',
  'bgpAnnounceSets',
  'bgpAnnouncements',
  'bfdSessions',
  'allowLists',
  'uplinkNeighbors',
] as const satisfies readonly TableName[]

/** Every table's records: the shape of the demo data and of a full dump */
export type Dataset = { [T in TableName]: Tables[T][] }

/**
 * Tables of API-shaped records keyed by `id`. Reads come from memory; a
 * persistent store writes each change through before the call returns.
 * All methods are synchronous so a handler runs as one transaction.
 */
export interface Store {
  /** All records of a table in insertion order; the same array until the table changes. */
  list<T extends TableName>(table: T): readonly Readonly<Tables[T]>[]
  get<T extends TableName>(table: T, id: string): Readonly<Tables[T]> | undefined
  /** Adds a record; throws if the id is taken. Returns the stored (frozen) record. */
  insert<T extends TableName>(table: T, record: Tables[T]): Readonly<Tables[T]>
  /** Replaces the record with the same id; throws if there is none. */
  update<T extends TableName>(table: T, record: Tables[T]): Readonly<Tables[T]>
  /** Removes a record; returns whether it existed. */
  remove(table: TableName, id: string): boolean
  /**
   * Runs `fn` atomically: if it throws, every change it made is undone (in
   * memory and on disk) and the error propagates. Nests.
   */
  transaction<R>(fn: () => R): R
  /** Drops all data (sessions included) and loads the demo data again. */
  reset(): void
  /** Releases the database file, if any. The store must not be used afterwards. */
  close(): void
}
