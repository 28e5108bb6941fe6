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
import type {
  ExternalSubnetRecord,
  SubnetPoolMemberRecord,
  SubnetPoolRecord,
  SubnetPoolSiloRecord,
} from './subnet-pool-types'
import type { AuditLogRecord, ScimTokenRecord, SiloAuthSettingsRecord } from './access-types'
export type { AuditLogRecord, ScimTokenRecord, SiloAuthSettingsRecord } from './access-types'
import type {
  BgpMaxPathsRecord,
  MulticastGroupRecord,
  MulticastMemberRecord,
  MulticastPoolRecord,
  NetworkingSettingsRecord,
} from './multicast-types'
import type {
  AlertGlobRecord,
  AlertReceiverRecord,
  AlertRecord,
  AlertSubscriptionRecord,
  WebhookDeliveryRecord,
  WebhookSecretRecord,
} from './alert-types'
import type {
  DiskAdoptionRequestRecord,
  InventoryDiskRecord,
  RackMembershipRecord,
  TufRepoRecord,
  TufTrustRootRecord,
} from './system-update-types'

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
  /** `limited_collaborator`: a silo or project role of later versions (sim/versions/) */
  role_name: RoleName | 'limited_collaborator'
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
  /** the token lifetime asked for (a versioned request's `ttl_seconds`), in seconds */
  token_ttl_seconds?: number
}
/** An access token granted by the device flow; `id` is the token (without its prefix) */
export type DeviceAccessTokenRecord = {
  id: string
  client_id: string
  device_code: string
  user_id: string
  time_created: string
  /** set when the request had expired before it was confirmed, or by the silo's max TTL */
  time_expires: string | null
  /** the id the API shows (never the token), given on first need (sim/access/credential-ids.ts) */
  public_id?: string
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
  /** the id the API shows (never the token), given on first need (sim/access/credential-ids.ts) */
  public_id?: string
}

// Columns of later API versions (sim/versions/): absent on records that v14's requests
// made, and not part of v14's views (sim/answers/views.ts)
/** CPU platform and jumbo frames, and the multicast groups asked for at create */
export type InstanceRecord = Json<Api.Instance> & {
  cpu_platform?: 'amd_milan' | 'amd_turin' | 'amd_turin_v2' | null
  enable_jumbo_frames?: boolean
  multicast_groups?: unknown[] | null
}
/** `disk_type` absent means distributed (Crucible); `read_only` absent means false */
export type DiskRecord = Json<Api.Disk> & {
  disk_type?: 'distributed' | 'local'
  read_only?: boolean
}
export type VpcRecord = Json<Api.Vpc>
export type VpcSubnetRecord = Json<Api.VpcSubnet>
export type VpcRouterRecord = Json<Api.VpcRouter>
export type RouterRouteRecord = Json<Api.RouterRoute>
export type InternetGatewayRecord = Json<Api.InternetGateway>
export type InternetGatewayIpPoolRecord = Json<Api.InternetGatewayIpPool>
export type InternetGatewayIpAddressRecord = Json<Api.InternetGatewayIpAddress>
/**
 * One rule of a VPC's firewall; the whole set is replaced at once. `protocol_detail`:
 * the protocol filter as a versioned request wrote it (ICMP type and code, ICMPv6), which
 * v14's `protocols` cannot say; absent for rules written in v14's words. Not in v14's view.
 */
export type FirewallRuleRecord = Json<Api.VpcFirewallRule> & {
  protocol_detail?: FirewallProtocol[] | null
}
/** A firewall rule's protocol filter in the versioned API's words */
export type FirewallProtocol =
  | { type: 'tcp' }
  | { type: 'udp' }
  | { type: 'icmp' | 'icmp6'; value: { icmp_type: number; code?: string | null } | null }

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
/**
 * Columns of later versions, absent on pools made in v14's words: `ip_version` (v4 when
 * absent), `pool_type` (unicast when absent), `assignment` (the service pool serves the
 * rack's services, every other pool silos, when absent). Not in v14's view.
 */
export type IpPoolRecord = Json<Api.IpPool> & {
  ip_version?: 'v4' | 'v6'
  pool_type?: 'unicast' | 'multicast'
  assignment?: 'silos' | 'system_services'
}
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
export type NetworkInterfaceRecord = Json<Api.InstanceNetworkInterface> & {
  /**
   * The IPv6 address of a dual-stack interface (`ip` is then its IPv4 one); an IPv6-only
   * interface keeps its address in `ip`. `transit_ips` holds both families.
   */
  ipv6?: string
}
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
  /** the operator's comment (the versioned API's `supportBundleUpdate`); v14's view has none */
  user_comment?: string | null
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
  // software updates, trust quorum membership, disk adoption (system-update-types.ts)
  tufTrustRoots: TufTrustRootRecord
  tufRepos: TufRepoRecord
  rackMemberships: RackMembershipRecord
  inventoryDisks: InventoryDiskRecord
  diskAdoptionRequests: DiskAdoptionRequestRecord
  // alerts and their receivers (alert-types.ts)
  alerts: AlertRecord
  alertReceivers: AlertReceiverRecord
  alertGlobs: AlertGlobRecord
  alertSubscriptions: AlertSubscriptionRecord
  webhookSecrets: WebhookSecretRecord
  webhookDeliveries: WebhookDeliveryRecord
  // SCIM tokens, silo auth settings, the audit log (access-types.ts)
  scimTokens: ScimTokenRecord
  siloAuthSettings: SiloAuthSettingsRecord
  auditLog: AuditLogRecord
  // subnet pools and external subnets (subnet-pool-types.ts)
  subnetPools: SubnetPoolRecord
  subnetPoolMembers: SubnetPoolMemberRecord
  subnetPoolSilos: SubnetPoolSiloRecord
  externalSubnets: ExternalSubnetRecord
  // multicast groups and pools, fleet networking settings (multicast-types.ts)
  multicastPools: MulticastPoolRecord
  multicastGroups: MulticastGroupRecord
  multicastMembers: MulticastMemberRecord
  networkingSettings: NetworkingSettingsRecord
  bgpMaxPaths: BgpMaxPathsRecord
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
  'tufTrustRoots',
  'tufRepos',
  'rackMemberships',
  'inventoryDisks',
  'diskAdoptionRequests',
  'alerts',
  'alertReceivers',
  'alertGlobs',
  'alertSubscriptions',
  'webhookSecrets',
  'webhookDeliveries',
  'scimTokens',
  'siloAuthSettings',
  'auditLog',
  'subnetPools',
  'subnetPoolMembers',
  'subnetPoolSilos',
  'externalSubnets',
  'multicastPools',
  'multicastGroups',
  'multicastMembers',
  'networkingSettings',
  'bgpMaxPaths',
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
