import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { clockOf, iso } from '../clock'
import {
  cancelTransition,
  rebootInstance,
  startInstance,
  stopInstance,
} from '../compute/run-states'
import { accepted, created } from '../answers/responses'
import { joinGroup } from './affinity-groups'
import {
  authorizeDiskSource,
  diskInProject,
  lookup,
  lookupSshKey,
  poolForSilo,
  lookupInQuery,
} from '../access/lookup'
import type { Actor, SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { CREATE_FAILS, failOnPurpose } from '../sentinels'
import {
  attachEphemeralIp,
  attachFloatingIp,
  ephemeralIpOf,
  externalIpsOf,
  floatingIpsOf,
} from '../network/external-ips'
import { assertInstanceSize, assertStateAllows, isAlreadyDone } from '../compute/instance-rules'
import {
  MAX_DISKS_PER_INSTANCE,
  MAX_EPHEMERAL_IPS_PER_INSTANCE,
  MAX_EXTERNAL_IPS_PER_INSTANCE,
  MAX_NICS_PER_INSTANCE,
  MAX_SSH_KEYS_PER_INSTANCE,
} from '../limits'
import {
  assertDiskNameFree,
  checkDiskCreate,
  insertDisk,
  setDiskState,
} from '../compute/disk-create'
import { createNic, DEFAULT_NIC, nicsOf } from '../network/nics'
import { paginate } from '../answers/pagination'
import { vmmOf } from '../compute/placement'
import { assertWithinQuota } from '../compute/provisioning'
import type { DiskRecord, InstanceRecord, ProjectRecord, Store } from '../store/types'
import { isUuid, uuid } from '../util'
import { toDisk, toInstance } from '../answers/views'
import { multicast } from './multicast'
import { jumboFramesOptInEnabled } from './networking-settings'
import { extrasOf, withExtras, type InstanceExtras, type NicExtras } from '../versions/extras'

type DiskAttachment = Json<Api.InstanceDiskAttachment>
type DiskCreate = Extract<DiskAttachment, { type: 'create' }>

const disksOf = (store: Store, instanceId: string) =>
  store.list('disks').filter((d) => 'instance' in d.state && d.state.instance === instanceId)

/**
 * A disk that instance create makes and attaches: the checks of any disk
 * create, and one more, since a disk waiting for an import cannot be attached.
 */
function checkAttachedDiskCreate(
  store: Store,
  actor: Actor,
  project: ProjectRecord,
  disk: DiskCreate,
): number {
  authorizeDiskSource(store, actor, disk.disk_source)
  const blockSize = checkDiskCreate(store, project, disk)
  if (disk.disk_source.type === 'importing_blocks') {
    throw simError.invalid(`cannot attach disk "${disk.name}": invalid state import_ready`)
  }
  return blockSize
}

/** A detached disk of the project that an instance may take */
function attachableDisk(store: Store, project: ProjectRecord, name: string): DiskRecord {
  const disk = diskInProject(store, project, name)
  if ('instance' in disk.state) {
    throw simError.invalid(
      `cannot attach disk "${disk.name}": disk is attached to another instance`,
    )
  }
  if (disk.state.state !== 'detached') {
    throw simError.invalid(`cannot attach disk "${disk.name}": invalid state ${disk.state.state}`)
  }
  return disk
}

/** Everything instance create checks before it changes anything, in Nexus's order */
function validateCreate(
  store: Store,
  actor: Actor,
  project: ProjectRecord,
  body: Json<Api.InstanceCreate>,
) {
  assertInstanceSize(body.ncpus, body.memory)
  if (extrasOf<InstanceExtras>(body)?.enable_jumbo_frames && !jumboFramesOptInEnabled(store)) {
    throw simError.invalid(
      'enable_jumbo_frames may only be set on an instance when the fleet-wide jumbo-frames opt-in is enabled by a fleet administrator',
    )
  }

  const attachments: DiskAttachment[] = [
    ...(body.boot_disk ? [body.boot_disk] : []),
    ...(body.disks ?? []),
  ]
  if (attachments.length > MAX_DISKS_PER_INSTANCE) {
    throw simError.invalid(`cannot attach more than ${MAX_DISKS_PER_INSTANCE} disks to instance`)
  }
  const blockSizes = new Map<DiskCreate, number>()
  for (const a of attachments) {
    if (a.type === 'create') blockSizes.set(a, checkAttachedDiskCreate(store, actor, project, a))
  }

  const externalIps = body.external_ips ?? []
  if (externalIps.length > MAX_EXTERNAL_IPS_PER_INSTANCE) {
    throw simError.invalid(
      `An instance may not have more than ${MAX_EXTERNAL_IPS_PER_INSTANCE} external IP addresses`,
    )
  }
  if (externalIps.filter((ip) => ip.type === 'ephemeral').length > MAX_EPHEMERAL_IPS_PER_INSTANCE) {
    throw simError.invalid(
      `An instance may not have more than ${MAX_EPHEMERAL_IPS_PER_INSTANCE} ephemeral IP address`,
    )
  }

  const nics = body.network_interfaces ?? { type: 'default' }
  if (nics.type === 'create') {
    if (nics.params.length > MAX_NICS_PER_INSTANCE) {
      throw simError.invalid(
        `An instance may not have more than ${MAX_NICS_PER_INSTANCE} network interfaces`,
      )
    }
    if (new Set(nics.params.map((p) => p.vpc_name)).size > 1) {
      throw simError.invalid('All interfaces must be in the same VPC')
    }
  }

  // null or absent: every key of the user; [] none
  const keys = body.ssh_public_keys
    ? body.ssh_public_keys.map((k) => lookupSshKey(store, actor, k))
    : store.list('sshKeys').filter((k) => k.silo_user_id === actor.user.id)
  if (keys.length > MAX_SSH_KEYS_PER_INSTANCE) {
    throw simError.invalid(
      `cannot attach more than ${MAX_SSH_KEYS_PER_INSTANCE} ssh keys to the instance`,
    )
  }

  // looked up as one batch: a group named twice is joined once
  const groups = new Map(
    (body.anti_affinity_groups ?? []).map((g) => {
      const key = isUuid(g) ? undefined : project.id
      const { record: group } = lookup(store, actor, 'antiAffinityGroup', g, 'modify', {
        project: key,
      })
      return [group.id, group] as const
    }),
  )

  return { attachments, blockSizes, externalIps, nics, keys, groups: [...groups.values()] }
}

/** instanceCreate's saga, as one transaction: any failure leaves nothing behind */
function createInstance(
  store: Store,
  actor: Actor,
  project: ProjectRecord,
  body: Json<Api.InstanceCreate>,
): InstanceRecord {
  const plan = validateCreate(store, actor, project, body)
  if (store.list('instances').some((i) => i.project_id === project.id && i.name === body.name)) {
    throw simError.alreadyExists('instance', body.name)
  }
  failOnPurpose(store, body.name === CREATE_FAILS.instanceCreate)

  const clock = clockOf(store)
  const nowMs = clock.now()
  const now = iso(nowMs)
  const policy = body.auto_restart_policy ?? null
  const extras = extrasOf<InstanceExtras>(body)
  let instance = store.insert('instances', {
    id: uuid(),
    name: body.name,
    description: body.description,
    hostname: body.hostname,
    project_id: project.id,
    ncpus: body.ncpus,
    memory: body.memory,
    // the create saga leaves the instance stopped; a start follows below
    run_state: 'stopped',
    boot_disk_id: null,
    auto_restart_enabled: policy !== 'never',
    auto_restart_policy: policy,
    auto_restart_cooldown_expiration: null,
    time_last_auto_restarted: null,
    time_created: now,
    time_modified: now,
    time_run_state_updated: now,
    // what a versioned request said that v14's could not (sim/versions/extras.ts)
    ...(extras && instanceColumns(extras)),
  })

  // disks: created ones count against the storage quota, attached ones must be free
  const newStorage = plan.attachments.reduce(
    (sum, a) => sum + (a.type === 'create' ? a.size : 0),
    0,
  )
  assertWithinQuota(store, project.silo_id, { storage: newStorage })
  const seen = new Set<string>()
  let bootDiskId: string | null = null
  for (const a of plan.attachments) {
    if (seen.has(a.name)) {
      throw a.type === 'create'
        ? simError.alreadyExists('disk', a.name)
        : simError.invalid(`disk "${a.name}" is listed more than once`)
    }
    seen.add(a.name)
    let disk: DiskRecord
    if (a.type === 'create') {
      assertDiskNameFree(store, project, a.name)
      disk = insertDisk(
        store,
        project,
        a,
        plan.blockSizes.get(a) ?? 4096,
        {
          state: 'attached',
          instance: instance.id,
        },
        now,
      )
    } else {
      disk = setDiskState(store, attachableDisk(store, project, a.name), {
        state: 'attached',
        instance: instance.id,
      })
    }
    if (a === body.boot_disk) bootDiskId = disk.id
  }
  if (bootDiskId) instance = store.update('instances', { ...instance, boot_disk_id: bootDiskId })

  if (plan.nics.type !== 'none') {
    const stack = extras?.default_nic_stack
    const defaultNic = stack ? withExtras(DEFAULT_NIC, defaultStack(stack)) : DEFAULT_NIC
    const params = plan.nics.type === 'create' ? plan.nics.params : [defaultNic]
    for (const p of params) createNic(store, instance, project, p, now)
  }

  for (const ip of plan.externalIps) {
    if (ip.type === 'ephemeral') {
      attachEphemeralIp(store, instance, poolForSilo(store, project.silo_id, ip.pool))
    } else {
      // a floating IP named here is one of the instance's project
      const key = ip.floating_ip
      const fip = lookup(store, actor, 'floatingIp', key, 'modify', {
        project: isUuid(key) ? undefined : project.id,
      })
      attachFloatingIp(store, fip.record, instance, now)
    }
  }

  for (const key of plan.keys) {
    store.insert('instanceSshKeys', {
      id: `${instance.id}/${key.id}`,
      instance_id: instance.id,
      ssh_key_id: key.id,
    })
  }
  for (const group of plan.groups) joinGroup(store, 'antiAffinity', group.id, instance)
  // multicast groups named at create (a versioned request's): joined as the join
  // operation joins them, by name (made from the silo's pools when new), id or address
  for (const spec of extras?.multicast_groups ?? []) joinMulticast(store, actor, instance, spec)

  if (body.start ?? true) instance = startAfterCreate(store, instance, nowMs)
  return instance
}

/** Joins a multicast group named at create: a name, id or address, or a join spec */
function joinMulticast(store: Store, actor: Actor, instance: InstanceRecord, spec: unknown) {
  const join = typeof spec === 'string' ? { group: spec } : (spec as Record<string, unknown>)
  const params = {
    path: { instance: instance.id, multicastGroup: join.group },
    query: {},
    body: { source_ips: join.source_ips ?? null, ip_version: join.ip_version ?? null },
  }
  const handler = multicast.instanceMulticastGroupJoin as unknown as (
    params: unknown,
    ctx: { store: Store; actor: Actor },
  ) => unknown
  handler(params, { store, actor })
}

/** The instance columns of later versions that a request set */
function instanceColumns(extras: InstanceExtras): Partial<InstanceRecord> {
  const columns: Partial<InstanceRecord> = {}
  if (extras.cpu_platform !== undefined) {
    columns.cpu_platform = extras.cpu_platform as InstanceRecord['cpu_platform']
  }
  if (extras.enable_jumbo_frames !== undefined) {
    columns.enable_jumbo_frames = extras.enable_jumbo_frames
  }
  if (extras.multicast_groups !== undefined) columns.multicast_groups = extras.multicast_groups
  return columns
}

/** The interface `default_ipv6` or `default_dual_stack` makes: addresses assigned */
const defaultStack = (stack: NicExtras['stack']): NicExtras => ({
  stack,
  ...(stack !== 'v4' && { v6: { type: 'auto' } }),
  transit_ips_v4: [],
  transit_ips_v6: [],
})

/**
 * A start, as Nexus makes after its create saga: the instance exists either
 * way, so a start that finds no room (quota or sleds) leaves it stopped and
 * the create still succeeds.
 */
function startAfterCreate(store: Store, instance: InstanceRecord, nowMs: number) {
  try {
    return store.transaction(() => startInstance(store, instance, nowMs))
  } catch (e) {
    if (e instanceof Response) return instance
    throw e
  }
}

/** Everything that hangs off an instance goes with it (instance delete saga) */
function removeInstance(store: Store, instance: InstanceRecord, now: string) {
  for (const disk of disksOf(store, instance.id)) setDiskState(store, disk, { state: 'detached' })
  const ephemeral = ephemeralIpOf(store, instance.id)
  if (ephemeral) store.remove('ephemeralIps', ephemeral.id)
  for (const fip of floatingIpsOf(store, instance.id)) {
    store.update('floatingIps', { ...fip, instance_id: null, time_modified: now })
  }
  for (const nic of nicsOf(store, instance.id)) store.remove('networkInterfaces', nic.id)
  for (const table of [
    'instanceSshKeys',
    'affinityGroupMembers',
    'antiAffinityGroupMembers',
  ] as const) {
    for (const r of store.list(table)) if (r.instance_id === instance.id) store.remove(table, r.id)
  }
  cancelTransition(store, instance.id)
  const vmm = vmmOf(store, instance.id)
  if (vmm) store.remove('vmms', vmm.id)
  store.remove('instances', instance.id)
}

export const instances = {
  instanceList({ query }, { store, actor }) {
    const project = lookupInQuery(store, actor, 'project', query, 'list_children').record
    const page = paginate(store.list('instances'), query, {
      include: (i) => i.project_id === project.id,
    })
    return { items: page.items.map(toInstance), next_page: page.next_page }
  },

  instanceCreate({ query, body }, { store, actor }) {
    const project = lookupInQuery(store, actor, 'project', query, 'create_child').record
    return created(toInstance(createInstance(store, actor, project, body)))
  },

  instanceView({ path, query }, { store, actor }) {
    return toInstance(lookup(store, actor, 'instance', path.instance, 'read', query).record)
  },

  // PUT: ncpus and memory are required, boot_disk and auto_restart_policy
  // are replaced too (absent means null: no boot disk, default policy)
  instanceUpdate({ path, query, body }, { store, actor }) {
    const { record: instance, project } = lookup(
      store,
      actor,
      'instance',
      path.instance,
      'modify',
      query,
    )
    assertInstanceSize(body.ncpus, body.memory)
    const extras = extrasOf<InstanceExtras>(body)
    if (extras?.enable_jumbo_frames && !jumboFramesOptInEnabled(store)) {
      throw simError.invalid(
        'enable_jumbo_frames may only be set to true when the fleet-wide jumbo-frames opt-in is enabled by a fleet administrator',
      )
    }
    const now = iso(clockOf(store).now())

    const policy = body.auto_restart_policy ?? null
    let next: InstanceRecord = {
      ...instance,
      auto_restart_policy: policy,
      auto_restart_enabled: policy !== 'never',
      time_modified: now,
      ...(extras && instanceColumns(extras)),
    }

    if (body.ncpus !== instance.ncpus || body.memory !== instance.memory) {
      assertStateAllows('resize', instance)
      if (vmmOf(store, instance.id)) {
        assertWithinQuota(
          store,
          project.silo_id,
          { cpus: body.ncpus, memory: body.memory },
          { cpus: instance.ncpus, memory: instance.memory },
        )
      }
      next = { ...next, ncpus: body.ncpus, memory: body.memory }
    }

    const bootDisk = body.boot_disk ? diskInProject(store, project, body.boot_disk) : null
    const bootDiskId = bootDisk?.id ?? null
    if (bootDiskId !== (instance.boot_disk_id ?? null)) {
      if (bootDisk && !disksOf(store, instance.id).some((d) => d.id === bootDisk.id)) {
        throw simError.conflict('boot disk must be attached')
      }
      assertStateAllows('updateBootDisk', instance)
      next = { ...next, boot_disk_id: bootDiskId }
    }

    return toInstance(store.update('instances', next))
  },

  instanceDelete({ path, query }, { store, actor }) {
    const { record: instance } = lookup(store, actor, 'instance', path.instance, 'modify', query)
    assertStateAllows('delete', instance)
    removeInstance(store, instance, iso(clockOf(store).now()))
    return 204
  },

  instanceStart({ path, query }, { store, actor }) {
    const { record: instance } = lookup(store, actor, 'instance', path.instance, 'modify', query)
    if (isAlreadyDone('start', instance)) return accepted(toInstance(instance))
    assertStateAllows('start', instance)
    return accepted(toInstance(startInstance(store, instance, clockOf(store).now())))
  },

  instanceStop({ path, query }, { store, actor }) {
    const { record: instance } = lookup(store, actor, 'instance', path.instance, 'modify', query)
    if (isAlreadyDone('stop', instance)) return accepted(toInstance(instance))
    assertStateAllows('stop', instance)
    return accepted(toInstance(stopInstance(store, instance, clockOf(store).now())))
  },

  instanceReboot({ path, query }, { store, actor }) {
    const { record: instance } = lookup(store, actor, 'instance', path.instance, 'modify', query)
    assertStateAllows('reboot', instance)
    return accepted(toInstance(rebootInstance(store, instance, clockOf(store).now())))
  },

  instanceDiskList({ path, query }, { store, actor }) {
    const { record: instance } = lookup(store, actor, 'instance', path.instance, 'read', query)
    const page = paginate(store.list('disks'), query, {
      include: (d) => 'instance' in d.state && d.state.instance === instance.id,
    })
    return { items: page.items.map(toDisk), next_page: page.next_page }
  },

  instanceDiskAttach({ path, query, body }, { store, actor }) {
    const { record: instance, project } = lookup(
      store,
      actor,
      'instance',
      path.instance,
      'modify',
      query,
    )
    const disk = diskInProject(store, project, body.disk)
    if ('instance' in disk.state && disk.state.instance === instance.id) {
      return accepted(toDisk(disk))
    }
    if ('instance' in disk.state) {
      throw simError.invalid(
        `cannot attach disk "${disk.name}": disk is attached to another instance`,
      )
    }
    assertStateAllows('attachDisk', instance)
    if (disk.state.state !== 'detached') {
      throw simError.invalid(`cannot attach disk "${disk.name}": invalid state ${disk.state.state}`)
    }
    if (disksOf(store, instance.id).length >= MAX_DISKS_PER_INSTANCE) {
      throw simError.invalid(`cannot attach more than ${MAX_DISKS_PER_INSTANCE} disks to instance`)
    }
    return accepted(toDisk(setDiskState(store, disk, { state: 'attached', instance: instance.id })))
  },

  instanceDiskDetach({ path, query, body }, { store, actor }) {
    const { record: instance, project } = lookup(
      store,
      actor,
      'instance',
      path.instance,
      'modify',
      query,
    )
    const disk = diskInProject(store, project, body.disk)
    if (!('instance' in disk.state)) return accepted(toDisk(disk)) // already detached: nothing to do
    if (disk.state.instance !== instance.id) {
      throw simError.invalid(
        `cannot detach disk "${disk.name}": disk is attached to another instance`,
      )
    }
    assertStateAllows('detachDisk', instance)
    if (instance.boot_disk_id === disk.id) {
      throw simError.conflict('boot disk cannot be detached')
    }
    return accepted(toDisk(setDiskState(store, disk, { state: 'detached' })))
  },

  // The keys given at creation, as they are now (a deleted key is gone)
  instanceSshPublicKeyList({ path, query }, { store, actor }) {
    const { record: instance } = lookup(store, actor, 'instance', path.instance, 'read', query)
    const ids = new Set(
      store
        .list('instanceSshKeys')
        .filter((k) => k.instance_id === instance.id)
        .map((k) => k.ssh_key_id),
    )
    return paginate(store.list('sshKeys'), query, { include: (k) => ids.has(k.id) })
  },

  instanceExternalIpList({ path, query }, { store, actor }) {
    const { record: instance } = lookup(store, actor, 'instance', path.instance, 'read', query)
    return { items: externalIpsOf(store, instance.id), next_page: null }
  },

  instanceEphemeralIpAttach({ path, query, body }, { store, actor }) {
    const { record: instance, project } = lookup(
      store,
      actor,
      'instance',
      path.instance,
      'modify',
      query,
    )
    assertStateAllows('attachEphemeralIp', instance)
    const pool = poolForSilo(store, project.silo_id, body.pool)
    const ip = attachEphemeralIp(store, instance, pool)
    return accepted({ ip: ip.ip, kind: 'ephemeral' })
  },

  instanceEphemeralIpDetach({ path, query }, { store, actor }) {
    const { record: instance } = lookup(store, actor, 'instance', path.instance, 'modify', query)
    const ephemeral = ephemeralIpOf(store, instance.id)
    if (!ephemeral) throw simError.invalid('instance does not have an ephemeral IP attached')
    assertStateAllows('detachEphemeralIp', instance)
    store.remove('ephemeralIps', ephemeral.id)
    return 204
  },
} satisfies Partial<SimHandlers>
