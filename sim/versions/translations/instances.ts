// Instances and what hangs off them (network interfaces, external IPs, probes) between a
// served version's shapes and v14's. Requests are read in any version's words (the
// versions' fields do not collide: `pool` or `pool_selector`, `ip` or `ip_config`,
// `default` or `default_ipv4`, …) and turned into v14's, with what v14 cannot say kept
// beside (../extras.ts); answers are written in the newest shape and then taken back to
// the version's, as Nexus's conversions do.
/* eslint-disable @typescript-eslint/no-explicit-any -- the shapes of many versions */
import { errorResponse, simError } from '../../answers/errors'
import type { NetworkInterfaceRecord, Store } from '../../store/types'
import { withExtras, type InstanceExtras, type IpAssign, type NicExtras } from '../extras'
import type { TranslateCtx, Translation, Translations } from '../translation'
import { diskAttachmentRequest } from './disks'

const notAcceptable = (message: string) => errorResponse(406, 'Not Acceptable', message)

// ---- instances ----

/** An instance answer (v14's) in `ctx.version`'s shape */
export function instanceAnswer(body: any, ctx: TranslateCtx): any {
  const record = ctx.store.get('instances', body.id)
  const platform = record?.cpu_platform ?? null
  const out: any = { ...body, cpu_platform: platform }
  if (platform === 'amd_turin_v2' && !ctx.version.atLeast('INSTANCE_CPU_TYPE_TURIN_V2')) {
    throw notAcceptable('CPU platform amd_turin_v2 not supported for client version')
  }
  if (ctx.version.atLeast('EXTERNAL_JUMBO_FRAMES')) {
    out.enable_jumbo_frames = record?.enable_jumbo_frames ?? false
  }
  return out
}

const instanceTranslation: Translation = { response: instanceAnswer }

const pageOf = (item: (body: any, ctx: TranslateCtx) => any) => (page: any, ctx: TranslateCtx) => ({
  ...page,
  items: page.items.map((i: any) => item(i, ctx)),
})

/** The IP stack of an interface to create, in v14's words plus its extras */
function nicCreateRequest(nic: any, ctx: TranslateCtx): any {
  const { ip_config, ip, transit_ips, ...rest } = nic
  if (ip_config !== undefined) return nicFromStack(rest, ip_config)
  // DUAL_STACK_NICS on: left out, `ip_config` is dual-stack with both addresses assigned
  if (ctx.version.atLeast('DUAL_STACK_NICS')) {
    return nicFromStack(rest, {
      type: 'dual_stack',
      value: { v4: { ip: { type: 'auto' } }, v6: { ip: { type: 'auto' } } },
    })
  }
  // before DUAL_STACK_NICS: one address, IPv4 or IPv6, and transit IPs of its family
  const nets: string[] = transit_ips ?? []
  const v4 = nets.filter((n) => !n.includes(':'))
  const v6 = nets.filter((n) => n.includes(':'))
  if (v4.length > 0 && v6.length > 0) {
    throw simError.invalid('Cannot specify both IPv4 and IPv6 transit IPs')
  }
  if (ip && ip.includes(':')) {
    if (v4.length > 0) {
      throw simError.invalid('Cannot specify IPv4 transit IPs with an IPv6 address')
    }
    return nicFromStack(rest, { type: 'v6', value: { ip: explicit(ip), transit_ips: v6 } })
  }
  if (ip && v6.length > 0) {
    throw simError.invalid('Cannot specify IPv6 transit IPs with an IPv4 address')
  }
  if (!ip && v6.length > 0) {
    return nicFromStack(rest, { type: 'v6', value: { ip: { type: 'auto' }, transit_ips: v6 } })
  }
  return nicFromStack(rest, {
    type: 'v4',
    value: { ip: ip ? explicit(ip) : { type: 'auto' }, transit_ips: v4 },
  })
}

const explicit = (value: string): IpAssign => ({ type: 'explicit', value })

function nicFromStack(rest: any, config: any): any {
  const stack = config.type as NicExtras['stack']
  const v4 = stack === 'v4' ? config.value : stack === 'dual_stack' ? config.value.v4 : null
  const v6 = stack === 'v6' ? config.value : stack === 'dual_stack' ? config.value.v6 : null
  const v4Ip: IpAssign | undefined = v4?.ip
  const extras: NicExtras = {
    stack,
    ...(v6 && { v6: v6.ip }),
    transit_ips_v4: v4?.transit_ips ?? [],
    transit_ips_v6: v6?.transit_ips ?? [],
  }
  return withExtras({ ...rest, ip: v4Ip?.type === 'explicit' ? v4Ip.value : null }, extras)
}

/** A create body's interfaces, read in `ctx.version`'s words */
function nicsRequest(nics: any, ctx: TranslateCtx): { v14: any; stack?: NicExtras['stack'] } {
  const newest = ctx.version.atLeast('DUAL_STACK_NICS')
  if (nics === undefined) {
    return newest ? { v14: { type: 'default' }, stack: 'dual_stack' } : { v14: undefined }
  }
  switch (nics.type) {
    case 'default':
    case 'default_ipv4':
      return { v14: { type: 'default' }, stack: 'v4' }
    case 'default_ipv6':
      return { v14: { type: 'default' }, stack: 'v6' }
    case 'default_dual_stack':
      return { v14: { type: 'default' }, stack: 'dual_stack' }
    case 'create':
      return {
        v14: {
          type: 'create',
          params: nics.params.map((p: any) => nicCreateRequest(p, ctx)),
        },
      }
    default:
      return { v14: nics }
  }
}

/** An ephemeral IP's pool, from `pool_selector` or the flat `pool` / `ip_version` */
function poolRequest(body: any): { pool: string | null; ip_version: 'v4' | 'v6' | null } {
  if (body.pool_selector !== undefined) {
    const s = body.pool_selector
    return s.type === 'explicit'
      ? { pool: s.pool, ip_version: null }
      : { pool: null, ip_version: s.ip_version ?? null }
  }
  const pool = body.pool ?? null
  const version = body.ip_version ?? null
  if (pool !== null && version !== null) {
    throw simError.invalid(
      'cannot specify both `pool` and `ip_version`; `ip_version` is only used when allocating from the default pool',
    )
  }
  return { pool, ip_version: version }
}

function externalIpRequest(ip: any): any {
  if (ip.type !== 'ephemeral') return ip
  const { pool, ip_version } = poolRequest(ip)
  return withExtras({ type: 'ephemeral', pool }, { ip_version })
}

function instanceCreateRequest(body: any, ctx: TranslateCtx): any {
  const {
    cpu_platform,
    enable_jumbo_frames,
    multicast_groups,
    network_interfaces,
    external_ips,
    disks,
    boot_disk,
    ...rest
  } = body
  const out: any = { ...rest }
  if (boot_disk !== undefined) out.boot_disk = boot_disk && diskAttachmentRequest(boot_disk)
  if (disks !== undefined) out.disks = disks.map(diskAttachmentRequest)
  if (external_ips !== undefined) out.external_ips = external_ips.map(externalIpRequest)
  const nics = nicsRequest(network_interfaces, ctx)
  if (nics.v14 !== undefined) out.network_interfaces = nics.v14
  const extras: InstanceExtras = {
    cpu_platform: cpu_platform ?? null,
    enable_jumbo_frames: enable_jumbo_frames ?? false,
    ...(multicast_groups !== undefined && { multicast_groups }),
    ...(nics.stack && { default_nic_stack: nics.stack }),
  }
  return withExtras(out, extras)
}

function instanceUpdateRequest(body: any): any {
  const { cpu_platform, enable_jumbo_frames, multicast_groups, ...rest } = body
  const extras: InstanceExtras = {
    // every version's update replaces the platform; one before EXTERNAL_JUMBO_FRAMES
    // turns jumbo frames off, as Nexus's conversion does
    cpu_platform: cpu_platform ?? null,
    enable_jumbo_frames: enable_jumbo_frames ?? false,
    // null or absent: the groups stay as they are
    ...(multicast_groups != null && { multicast_groups }),
  }
  return withExtras(rest, extras)
}

// ---- network interfaces ----

const isV6 = (text: string) => text.includes(':')

/** An interface's IP stack, newest's `PrivateIpStack` */
function ipStackOf(nic: NetworkInterfaceRecord | undefined, body: any): any {
  const ip: string = body.ip
  const transit: string[] = body.transit_ips ?? []
  const ipv6 = nic?.ipv6
  if (ipv6) {
    return {
      type: 'dual_stack',
      value: {
        v4: { ip, transit_ips: transit.filter((n) => !isV6(n)) },
        v6: { ip: ipv6, transit_ips: transit.filter(isV6) },
      },
    }
  }
  return { type: isV6(ip) ? 'v6' : 'v4', value: { ip, transit_ips: transit } }
}

/** An interface answer (v14's) in `ctx.version`'s shape */
function nicAnswer(body: any, ctx: TranslateCtx): any {
  const nic = ctx.store.get('networkInterfaces', body.id)
  if (ctx.version.atLeast('DUAL_STACK_NICS')) {
    const out = { ...body, ip_stack: ipStackOf(nic, body) }
    delete out.ip
    delete out.transit_ips
    return out
  }
  if (nic?.ipv6) throw dualStackRefusal(body.id, body.ip, nic.ipv6)
  return { ...body, transit_ips: body.transit_ips ?? [] }
}

/** Nexus's refusal to show a dual-stack interface to a version that has one address */
const dualStackRefusal = (id: string, v4: string, v6: string) =>
  simError.invalid(
    `The network interface with ID '${id}' is a dual-stack NIC, with IPv4 address '${v4}' ` +
      `and IPv6 address '${v6}'. However, the version of the client being used is unable ` +
      'to fully represent both IPv4 and IPv6 addresses. Update your client and retry the request.',
  )

const nicTranslation: Translation = { response: nicAnswer }
const nicPageTranslation: Translation = { response: pageOf(nicAnswer) }

// ---- external IPs ----

/** An external IP answer (v14's `ExternalIp`) in `ctx.version`'s shape */
function externalIpAnswer(ip: any, store: Store, instanceId?: string): any {
  if (ip.kind !== 'ephemeral') return ip
  const record = store
    .list('ephemeralIps')
    .find((e) => e.ip === ip.ip && (instanceId === undefined || e.instance_id === instanceId))
  return { ...ip, ip_pool_id: record?.ip_pool_id ?? null }
}

// ---- probes ----

/** A probe's answer (v14's `ProbeInfo`) in `ctx.version`'s shape */
function probeAnswer(body: any, ctx: TranslateCtx): any {
  if (!ctx.version.atLeast('DUAL_STACK_NICS')) return body
  const { ip, subnet, transit_ips, ...iface } = body.interface
  const transit = transit_ips ?? []
  const config = isV6(ip)
    ? { type: 'v6', value: { ip, subnet, transit_ips: transit } }
    : { type: 'v4', value: { ip, subnet, transit_ips: transit } }
  return { ...body, interface: { ...iface, ip_config: config } }
}

export const instanceTranslations: Translations = {
  instanceCreate: {
    request: (params, ctx) => ({ ...params, body: instanceCreateRequest(params.body, ctx) }),
    response: instanceAnswer,
  },
  instanceUpdate: {
    request: (params) => ({ ...params, body: instanceUpdateRequest(params.body) }),
    response: instanceAnswer,
  },
  instanceList: { response: pageOf(instanceAnswer) },
  instanceView: instanceTranslation,
  instanceStart: instanceTranslation,
  instanceStop: instanceTranslation,
  instanceReboot: instanceTranslation,

  instanceNetworkInterfaceCreate: {
    request: (params, ctx) => ({ ...params, body: nicCreateRequest(params.body, ctx) }),
    response: nicAnswer,
  },
  instanceNetworkInterfaceList: nicPageTranslation,
  instanceNetworkInterfaceView: nicTranslation,
  instanceNetworkInterfaceUpdate: nicTranslation,
  vpcSubnetListNetworkInterfaces: nicPageTranslation,

  instanceEphemeralIpAttach: {
    request: (params) => {
      const { pool, ip_version } = poolRequest(params.body)
      return { ...params, body: withExtras({ pool }, { ip_version }) }
    },
    response: (body, ctx) => externalIpAnswer(body, ctx.store),
  },
  instanceEphemeralIpDetach: {
    // `ip_version` names which of a dual-stack instance's ephemeral IPs to detach; an
    // instance of the simulator has at most one
    request: (params) => {
      const query = { ...params.query }
      delete query.ip_version
      return { ...params, query }
    },
  },
  instanceExternalIpList: {
    response: (page, ctx) => ({
      ...page,
      items: page.items.map((ip: any) => externalIpAnswer(ip, ctx.store)),
    }),
  },

  floatingIpCreate: {
    request: (params) => {
      const body: any = params.body
      // `address_selector` (POOL_SELECTION_ENUMS), renamed `address_allocator`, whose
      // explicit form later lost its `pool`; or the flat `ip`, `pool` and `ip_version`
      const { address_allocator, address_selector, ip_version, ...rest } = body
      const allocator = address_allocator ?? address_selector
      if (allocator === undefined && rest.pool === undefined && ip_version === undefined) {
        return params
      }
      if (allocator?.type === 'explicit') {
        const ip = { ip: allocator.ip, pool: allocator.pool ?? null }
        return { ...params, body: { ...rest, ...ip } }
      }
      const { pool } = poolRequest(allocator ?? { pool: rest.pool, ip_version })
      return {
        ...params,
        body: { name: rest.name, description: rest.description, ip: rest.ip ?? null, pool },
      }
    },
  },

  probeCreate: {
    request: (params) => {
      const { pool_selector, ...rest } = params.body as any
      if (pool_selector === undefined) return params
      const { pool } = poolRequest({ pool_selector })
      return { ...params, body: { ...rest, ip_pool: pool } }
    },
  },
  probeList: { response: pageOf(probeAnswer) },
  probeView: { response: probeAnswer },
}
