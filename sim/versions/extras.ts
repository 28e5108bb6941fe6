// What a request of a newer version says that v14's request shape cannot: the door's
// translation (translations/*.ts) writes it beside the v14 body under a symbol, which no
// JSON body can carry, so a v14 request never reaches it; the handler reads it with
// `extrasOf` and keeps it in extra columns of its records (sim/store/types.ts).

const EXTRAS = Symbol('sim.versionedExtras')

/** A disk to create: its backend and whether it is read-only (READ_ONLY_DISKS) */
export type DiskExtras = {
  disk_type?: 'distributed' | 'local'
  read_only?: boolean
}

/** An address to assign: the next free one (`auto`) or the one named */
export type IpAssign = { type: 'auto' } | { type: 'explicit'; value: string }

/**
 * A network interface's IP stack (DUAL_STACK_NICS). The v14 body's `ip` holds the IPv4
 * assignment of a `v4` or `dual_stack` interface; a `v6` interface has none.
 */
export type NicExtras = {
  stack: 'v4' | 'v6' | 'dual_stack'
  v6?: IpAssign
  transit_ips_v4: string[]
  transit_ips_v6: string[]
}

/** An instance's fields after v14 */
export type InstanceExtras = {
  cpu_platform?: string | null
  enable_jumbo_frames?: boolean
  multicast_groups?: unknown[] | null
  /** the IP stack of the default interface (`default_ipv4`, `default_ipv6`, …) */
  default_nic_stack?: NicExtras['stack']
}

/** A device authorization request's token lifetime, in seconds */
export type DeviceAuthExtras = { ttl_seconds?: number | null }

/** An ephemeral IP's pool selection when no pool is named (POOL_SELECTION_ENUMS) */
export type EphemeralIpExtras = { ip_version?: 'v4' | 'v6' | null }

/** `value` with `extras` attached (a new object: the original is left alone) */
export function withExtras<T extends object>(value: T, extras: object): T {
  return Object.assign({ ...value }, { [EXTRAS]: extras })
}

/** The extras a translation attached to `value`, if any */
export function extrasOf<E>(value: unknown): E | undefined {
  if (!value || typeof value !== 'object') return undefined
  return (value as { [EXTRAS]?: E })[EXTRAS]
}
