import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import type {
  DiskRecord,
  FirewallRuleRecord,
  ImageRecord,
  InstanceRecord,
  IpPoolRecord,
  NetworkInterfaceRecord,
  SnapshotRecord,
} from '../store/types'

// Views of stored records that keep columns the contract's views do not have.

/** The `Image` view of a stored image (drops `silo_id`) */
export const toImage = ({ silo_id: _silo, ...image }: ImageRecord): Json<Api.Image> => image

/** The `Snapshot` view of a stored snapshot (drops `block_size`) */
export const toSnapshot = ({
  block_size: _blockSize,
  ...snapshot
}: SnapshotRecord): Json<Api.Snapshot> => snapshot

/** The `VpcFirewallRule` view of a stored rule (drops a versioned request's `protocol_detail`) */
export const toFirewallRule = ({
  protocol_detail: _detail,
  ...rule
}: FirewallRuleRecord): Json<Api.VpcFirewallRule> => rule

/** The `IpPool` view of a stored pool (drops `ip_version`, `pool_type` and `assignment`) */
export const toIpPool = ({
  ip_version: _version,
  pool_type: _type,
  assignment: _assignment,
  ...pool
}: IpPoolRecord): Json<Api.IpPool> => pool

/** The `Instance` view of a stored instance (drops the columns of later versions) */
export const toInstance = ({
  cpu_platform: _platform,
  enable_jumbo_frames: _jumbo,
  multicast_groups: _groups,
  ...instance
}: InstanceRecord): Json<Api.Instance> => instance

/** The `Disk` view of a stored disk (drops `disk_type` and `read_only`) */
export const toDisk = ({
  disk_type: _type,
  read_only: _readOnly,
  ...disk
}: DiskRecord): Json<Api.Disk> => disk

/** The `InstanceNetworkInterface` view of a stored interface (drops `ipv6`) */
export const toNetworkInterface = ({
  ipv6: _ipv6,
  ...nic
}: NetworkInterfaceRecord): Json<Api.InstanceNetworkInterface> => nic
