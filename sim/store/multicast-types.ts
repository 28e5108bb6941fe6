// Records of multicast groups, their members and the multicast IP pools they draw
// from (sim/handlers/multicast.ts), and the fleet's networking settings
// (sim/handlers/networking-settings.ts)

/**
 * A multicast IP pool. v14's IP pools have no pool type, so multicast pools are kept
 * apart from `ipPools`: one range each, linked to the silos in `silo_ids`.
 */
export type MulticastPoolRecord = {
  id: string
  name: string
  description: string
  range: { first: string; last: string }
  silo_ids: string[]
  time_created: string
  time_modified: string
}

/** A fleet-wide multicast group; it lives while it has members */
export type MulticastGroupRecord = {
  id: string
  name: string
  description: string
  multicast_ip: string
  ip_pool_id: string
  time_created: string
  time_modified: string
}

/** An instance's membership of a group, with the sources it filters on */
export type MulticastMemberRecord = {
  id: string
  group_id: string
  instance_id: string
  multicast_ip: string
  source_ips: string[]
  time_created: string
  time_modified: string
}

/** The fleet's networking settings: one record, `id` 'fleet'; absent means Nexus's defaults */
export type NetworkingSettingsRecord = {
  id: string
  inbound_icmp_enabled: boolean
  external_jumbo_frames_opt_in_enabled: boolean
}

/** A BGP configuration's maximum paths (v14's records have none); absent means 1 */
export type BgpMaxPathsRecord = { id: string; max_paths: number }
