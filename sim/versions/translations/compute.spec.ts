// The door's translations of instances, disks, network interfaces, external IPs, probes,
// OxQL results, users, groups, policies and silos: each operation called at INITIAL, at
// the version the 2026 Oxide console sends and at the newest, its answer in that version's
// shape and a body in that version's words working end to end.
import { describe, expect, it } from 'vitest'
import { call, setup, type CallOptions } from '../../testing/test-utils'
import { shapeProblems } from '../../testing/response-shape'
import { ipPoolIds, sledIds } from '../../seed'
import { snapshotIds } from '../../seed'
import type { Sim } from '../../index'
import { servedVersions, type ServedVersion } from '../served'

const INITIAL = '2025112000.0.0'
const CONSOLE = '2026081700.0.0'
const NEWEST = '2026081901.0.0'
const ALL = [INITIAL, CONSOLE, NEWEST]
const GiB = 1024 ** 3

const versionOf = (text: string): ServedVersion => servedVersions.find((v) => v.text === text)!

/** A current rack whose fleet lets instances opt in to jumbo frames */
async function jumboRack(): Promise<Sim> {
  const sim = setup({ release: 'current' })
  const reply = await call(sim, 'PUT', '/v1/system/networking/settings', {
    as: 'admin',
    body: { external_jumbo_frames_opt_in_enabled: true },
  })
  expect(reply.status).toBe(200)
  return sim
}

/* eslint-disable @typescript-eslint/no-explicit-any -- answers of many versions */
/** A call at `version`, whose answer must be in that version's shape */
async function at(
  sim: Sim,
  version: string,
  method: string,
  path: string,
  opts: CallOptions & { status?: number } = {},
): Promise<any> {
  const reply = await call(sim, method, path, { as: 'admin', version, ...opts })
  if (opts.status !== undefined) expect(reply.status, JSON.stringify(reply.json)).toBe(opts.status)
  else expect(reply.status, JSON.stringify(reply.json)).toBeLessThan(300)
  if (reply.status < 300) {
    const v = versionOf(version)
    const found = v.route(method, path.split('?', 1)[0])
    if ('refusal' in found) throw new Error(`no route for ${method} ${path}`)
    expect(shapeProblems(v, found.op, reply.json), `${method} ${path} @${version}`).toEqual([])
  }
  return reply.json
}

const P = 'project=demo-project'
/** a window of the demo metrics (as sim/handlers/metrics.spec.ts reads them) */
const WINDOW = 'timestamp >= @2025-02-01T00:00:00.000 && timestamp < @2025-02-01T00:10:00.000'

/** An instance body in the newest words, with its boot disk and a local disk */
const newestInstance = (name: string, extra: object = {}) => ({
  name,
  description: 'made in the newest words',
  hostname: name,
  ncpus: 2,
  memory: 4 * GiB,
  boot_disk: {
    type: 'create',
    name: `${name}-boot`,
    description: 'boot',
    size: 20 * GiB,
    disk_backend: {
      type: 'distributed',
      disk_source: { type: 'snapshot', snapshot_id: snapshotIds.db1BootBase, read_only: true },
    },
  },
  disks: [
    {
      type: 'create',
      name: `${name}-scratch`,
      description: 'scratch',
      size: 10 * GiB,
      disk_backend: { type: 'local' },
    },
  ],
  external_ips: [{ type: 'ephemeral', pool_selector: { type: 'auto', ip_version: 'v4' } }],
  cpu_platform: 'amd_turin',
  enable_jumbo_frames: true,
  start: false,
  ...extra,
})

/** An instance body in INITIAL's words */
const initialInstance = (name: string) => ({
  name,
  description: 'made in INITIAL words',
  hostname: name,
  ncpus: 1,
  memory: 2 * GiB,
  boot_disk: {
    type: 'create',
    name: `${name}-boot`,
    description: 'boot',
    size: 20 * GiB,
    disk_source: { type: 'snapshot', snapshot_id: snapshotIds.db1BootBase },
  },
  network_interfaces: { type: 'default' },
  external_ips: [{ type: 'ephemeral', pool: 'default' }],
  start: false,
})

/** A plain instance in `version`'s words: INITIAL's, or the newest's */
const instanceIn = (version: string, name: string, extra: object = {}) =>
  version === INITIAL
    ? { ...initialInstance(name), ...extra }
    : {
        ...newestInstance(name, extra),
        disks: [],
        external_ips: [{ type: 'ephemeral', pool_selector: { type: 'explicit', pool: 'default' } }],
        enable_jumbo_frames: false,
        network_interfaces: { type: 'default_ipv4' },
        ...extra,
      }

describe('instances', () => {
  it('creates an instance from the newest words: boot disk, local disk, dual-stack NIC, pool selection', async () => {
    for (const version of [CONSOLE, NEWEST]) {
      const sim = await jumboRack()
      const made = await at(sim, version, 'POST', `/v1/instances?${P}`, {
        body: newestInstance('web'),
        status: 201,
      })
      expect(made).toMatchObject({
        name: 'web',
        cpu_platform: 'amd_turin',
        enable_jumbo_frames: true,
      })
      expect(made.boot_disk_id).toBeTruthy()

      const disks = await at(sim, version, 'GET', `/v1/instances/web/disks?${P}`)
      const byName = Object.fromEntries(disks.items.map((d: any) => [d.name, d]))
      expect(byName['web-boot']).toMatchObject({ disk_type: 'distributed', read_only: true })
      expect(byName['web-scratch']).toMatchObject({
        disk_type: 'local',
        read_only: false,
        block_size: 4096,
      })

      // no `network_interfaces`: the newest default, one dual-stack interface
      const nics = await at(sim, version, 'GET', `/v1/network-interfaces?${P}&instance=web`)
      expect(nics.items).toHaveLength(1)
      const stack = nics.items[0].ip_stack
      expect(stack.type).toBe('dual_stack')
      expect(stack.value.v4.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/)
      expect(stack.value.v6.ip).toContain(':')

      const ips = await at(sim, version, 'GET', `/v1/instances/web/external-ips?${P}`)
      expect(ips.items).toEqual([
        expect.objectContaining({ kind: 'ephemeral', ip_pool_id: ipPoolIds.default }),
      ])

      const view = await at(sim, version, 'GET', `/v1/instances/web?${P}`)
      expect(view.enable_jumbo_frames).toBe(true)
      const list = await at(sim, version, 'GET', `/v1/instances?${P}`)
      expect(list.items.some((i: any) => i.name === 'web')).toBe(true)
    }
  })

  it('creates an instance from INITIAL’s words, with an IPv4 interface it can show', async () => {
    const sim = await jumboRack()
    const made = await at(sim, INITIAL, 'POST', `/v1/instances?${P}`, {
      body: initialInstance('old'),
      status: 201,
    })
    expect(made).toMatchObject({ name: 'old', cpu_platform: null })
    expect(made).not.toHaveProperty('enable_jumbo_frames')
    const nics = await at(sim, INITIAL, 'GET', `/v1/network-interfaces?${P}&instance=old`)
    expect(nics.items[0].ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/)
    const disks = await at(sim, INITIAL, 'GET', `/v1/instances/old/disks?${P}`)
    expect(disks.items[0]).toMatchObject({ name: 'old-boot', disk_type: 'crucible' })
    // the same instance at the newest version: an IPv4-only interface, jumbo frames off
    const newest = await at(sim, NEWEST, 'GET', `/v1/network-interfaces?${P}&instance=old`)
    expect(newest.items[0].ip_stack.type).toBe('v4')
    const view = await at(sim, NEWEST, 'GET', `/v1/instances/old?${P}`)
    expect(view.enable_jumbo_frames).toBe(false)
  })

  it('refuses to show an older version what it cannot say, as Nexus does', async () => {
    const sim = await jumboRack()
    await at(sim, NEWEST, 'POST', `/v1/instances?${P}`, {
      body: newestInstance('new', { cpu_platform: 'amd_turin_v2' }),
      status: 201,
    })
    const view = await call(sim, 'GET', `/v1/instances/new?${P}`, { as: 'admin', version: CONSOLE })
    expect(view.status).toBe(200)
    const old = await call(sim, 'GET', `/v1/instances/new?${P}`, { as: 'admin', version: INITIAL })
    expect(old.status).toBe(406)
    const nics = await call(sim, 'GET', `/v1/network-interfaces?${P}&instance=new`, {
      as: 'admin',
      version: INITIAL,
    })
    expect(nics.status).toBe(400)
    expect((nics.json as any).message).toMatch(/is a dual-stack NIC/)
    const disk = await call(sim, 'GET', `/v1/disks/new-scratch?${P}`, {
      as: 'admin',
      version: INITIAL,
    })
    expect(disk.status).toBe(406)
    expect(disk.json).toMatchObject({
      message: 'disk type variant not supported for client version',
    })
  })

  it('refuses jumbo frames until the fleet opts in, as Nexus does', async () => {
    const sim = setup({ release: 'current' })
    const reply = await call(sim, 'POST', `/v1/instances?${P}`, {
      as: 'admin',
      version: NEWEST,
      body: newestInstance('jumbo'),
    })
    expect(reply.status).toBe(400)
    expect(reply.json).toMatchObject({
      message:
        'enable_jumbo_frames may only be set on an instance when the fleet-wide jumbo-frames opt-in is enabled by a fleet administrator',
    })
  })

  it('joins the multicast groups named at create, in each version’s words', async () => {
    const sim = await jumboRack()
    await at(sim, NEWEST, 'POST', `/v1/instances?${P}`, {
      body: newestInstance('tv', { multicast_groups: [{ group: 'telemetry' }] }),
      status: 201,
    })
    const joined = await call(sim, 'GET', `/v1/instances/tv/multicast-groups?${P}`, {
      as: 'admin',
      version: NEWEST,
    })
    expect((joined.json as any).items).toEqual([
      expect.objectContaining({ instance_id: expect.any(String) }),
    ])
    await at(sim, INITIAL, 'POST', `/v1/instances?${P}`, {
      body: { ...initialInstance('tv-old'), multicast_groups: ['telemetry'] },
      status: 201,
    })
    const old = await call(sim, 'GET', `/v1/instances/tv-old/multicast-groups?${P}`, {
      as: 'admin',
      version: NEWEST,
    })
    expect((old.json as any).items).toHaveLength(1)
  })

  it('updates, starts, stops and reboots in every version’s shape', async () => {
    for (const version of ALL) {
      const sim = await jumboRack()
      await at(sim, version, 'POST', `/v1/instances?${P}`, {
        body: instanceIn(version, 'box'),
        status: 201,
      })
      const update: any = {
        ncpus: 2,
        memory: 4 * GiB,
        boot_disk: 'box-boot',
        auto_restart_policy: null,
        cpu_platform: 'amd_milan',
      }
      if (version !== INITIAL) update.enable_jumbo_frames = true
      const updated = await at(sim, version, 'PUT', `/v1/instances/box?${P}`, { body: update })
      expect(updated).toMatchObject({ ncpus: 2, cpu_platform: 'amd_milan' })
      if (version !== INITIAL) expect(updated.enable_jumbo_frames).toBe(true)
      const started = await at(sim, version, 'POST', `/v1/instances/box/start?${P}`, {
        status: 202,
      })
      expect(started.run_state).toBe('starting')
      const stopped = await at(sim, version, 'POST', `/v1/instances/box/stop?${P}`, {
        status: 202,
      })
      expect(stopped.name).toBe('box')
    }
  })

  it('reboots a running instance in every version’s shape', async () => {
    for (const version of ALL) {
      const sim = await jumboRack()
      const reply = await call(sim, 'POST', `/v1/instances/db1/reboot?${P}`, {
        as: 'admin',
        version,
      })
      if (reply.status === 202) {
        const v = versionOf(version)
        expect(shapeProblems(v, 'instanceReboot', reply.json)).toEqual([])
      } else {
        expect(reply.status).toBe(400) // db1 not running in this seed
      }
    }
  })
})

describe('disks', () => {
  it('creates, lists and shows disks in every version’s shape', async () => {
    for (const version of ALL) {
      const sim = await jumboRack()
      const body: any =
        version === INITIAL
          ? {
              name: 'blank',
              description: 'b',
              size: 10 * GiB,
              disk_source: { type: 'blank', block_size: 512 },
            }
          : {
              name: 'blank',
              description: 'b',
              size: 10 * GiB,
              disk_backend: {
                type: 'distributed',
                disk_source: { type: 'blank', block_size: 512 },
              },
            }
      const made = await at(sim, version, 'POST', `/v1/disks?${P}`, { body, status: 201 })
      expect(made).toMatchObject({ name: 'blank', block_size: 512, state: { state: 'creating' } })
      expect(made.disk_type).toBe(version === INITIAL ? 'crucible' : 'distributed')
      const view = await at(sim, version, 'GET', `/v1/disks/blank?${P}`)
      expect(view.state.state).toBe('detached')
      const list = await at(sim, version, 'GET', `/v1/disks?${P}`)
      expect(list.items.map((d: any) => d.name)).toContain('blank')
    }
  })

  it('keeps a read-only disk and a local disk made at the newest version', async () => {
    const sim = await jumboRack()
    const ro = await at(sim, NEWEST, 'POST', `/v1/disks?${P}`, {
      body: {
        name: 'ro',
        description: 'read-only',
        size: 20 * GiB,
        disk_backend: {
          type: 'distributed',
          disk_source: { type: 'snapshot', snapshot_id: snapshotIds.db1BootBase, read_only: true },
        },
      },
      status: 201,
    })
    expect(ro).toMatchObject({ read_only: true, disk_type: 'distributed' })
    const local = await at(sim, NEWEST, 'POST', `/v1/disks?${P}`, {
      body: {
        name: 'fast',
        description: 'local',
        size: 2 * 1024 * GiB,
        disk_backend: { type: 'local' },
      },
      status: 201,
    })
    // a local disk is not bound by a distributed disk's 1 TiB
    expect(local).toMatchObject({ disk_type: 'local', read_only: false, block_size: 4096 })
    // READ_ONLY_DISKS requires `read_only` on a source; LOCAL_STORAGE has no such field
    const v = '2026013001.0.0'
    const strict = await at(sim, v, 'POST', `/v1/disks?${P}`, {
      body: {
        name: 'ro2',
        description: 'read-only',
        size: 20 * GiB,
        disk_backend: {
          type: 'distributed',
          disk_source: { type: 'snapshot', snapshot_id: snapshotIds.db1BootBase, read_only: true },
        },
      },
      status: 201,
    })
    expect(strict.read_only).toBe(true)
    const before = await at(sim, '2025120300.0.0', 'GET', `/v1/disks/ro?${P}`)
    expect(before).not.toHaveProperty('read_only')
    expect(before.disk_type).toBe('distributed')
  })

  it('attaches and detaches in every version’s shape', async () => {
    for (const version of ALL) {
      const sim = await jumboRack()
      await at(sim, version, 'POST', `/v1/instances?${P}`, {
        body: instanceIn(version, 'host'),
        status: 201,
      })
      const body =
        version === INITIAL
          ? {
              name: 'd',
              description: 'd',
              size: 10 * GiB,
              disk_source: { type: 'blank', block_size: 4096 },
            }
          : {
              name: 'd',
              description: 'd',
              size: 10 * GiB,
              disk_backend: {
                type: 'distributed',
                disk_source: { type: 'blank', block_size: 4096 },
              },
            }
      await at(sim, version, 'POST', `/v1/disks?${P}`, { body, status: 201 })
      const attached = await at(sim, version, 'POST', `/v1/instances/host/disks/attach?${P}`, {
        body: { disk: 'd' },
        status: 202,
      })
      expect(attached.state.state).toBe('attached')
      const detached = await at(sim, version, 'POST', `/v1/instances/host/disks/detach?${P}`, {
        body: { disk: 'd' },
        status: 202,
      })
      expect(detached.state.state).toBe('detached')
    }
  })
})

describe('network interfaces', () => {
  it('creates IPv6 and dual-stack interfaces from `ip_config`, and updates them', async () => {
    const sim = await jumboRack()
    await at(sim, NEWEST, 'POST', `/v1/instances?${P}`, {
      body: newestInstance('nics', { network_interfaces: { type: 'none' } }),
      status: 201,
    })
    const subnets = await at(sim, NEWEST, 'GET', `/v1/vpc-subnets?${P}&vpc=default`)
    const subnet = subnets.items.find((s: any) => s.name === 'default')
    const prefix = subnet.ipv6_block.split('::')[0]
    const v6 = await at(sim, NEWEST, 'POST', `/v1/network-interfaces?${P}&instance=nics`, {
      body: {
        name: 'v6',
        description: 'v6 only',
        vpc_name: 'default',
        subnet_name: 'default',
        ip_config: { type: 'v6', value: { ip: { type: 'explicit', value: `${prefix}::99` } } },
      },
      status: 201,
    })
    expect(v6.ip_stack).toEqual({ type: 'v6', value: { ip: `${prefix}::99`, transit_ips: [] } })
    const view = await at(sim, CONSOLE, 'GET', `/v1/network-interfaces/v6?${P}&instance=nics`)
    expect(view.ip_stack.type).toBe('v6')
    // INITIAL can show an IPv6-only interface: its one address
    const old = await at(sim, INITIAL, 'GET', `/v1/network-interfaces/v6?${P}&instance=nics`)
    expect(old.ip).toBe(`${prefix}::99`)
    const updated = await at(sim, NEWEST, 'PUT', `/v1/network-interfaces/v6?${P}&instance=nics`, {
      body: { name: 'v6', description: 'renamed' },
    })
    expect(updated.description).toBe('renamed')
    const inSubnet = await at(
      sim,
      NEWEST,
      'GET',
      `/v1/vpc-subnets/default/network-interfaces?${P}&vpc=default`,
    )
    expect(inSubnet.items.some((n: any) => n.name === 'v6')).toBe(true)
    const oldList = await at(
      sim,
      INITIAL,
      'GET',
      `/v1/vpc-subnets/default/network-interfaces?${P}&vpc=default`,
    )
    expect(oldList.items.length).toBeGreaterThan(0)
  })

  it('creates an interface from INITIAL’s words', async () => {
    const sim = await jumboRack()
    await at(sim, INITIAL, 'POST', `/v1/instances?${P}`, {
      body: { ...initialInstance('legacy'), network_interfaces: { type: 'none' } },
      status: 201,
    })
    const nic = await at(sim, INITIAL, 'POST', `/v1/network-interfaces?${P}&instance=legacy`, {
      body: { name: 'n0', description: 'n', vpc_name: 'default', subnet_name: 'default' },
      status: 201,
    })
    expect(nic.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/)
    const viewed = await at(sim, NEWEST, 'GET', `/v1/network-interfaces/n0?${P}&instance=legacy`)
    expect(viewed.ip_stack).toEqual({ type: 'v4', value: { ip: nic.ip, transit_ips: [] } })
  })
})

describe('external IPs', () => {
  it('attaches and detaches an ephemeral IP in every version’s words', async () => {
    for (const version of ALL) {
      const sim = await jumboRack()
      await at(sim, version, 'POST', `/v1/instances?${P}`, {
        body: instanceIn(version, 'eip', { external_ips: [] }),
        status: 201,
      })
      const body =
        version === INITIAL
          ? { pool: 'default' }
          : { pool_selector: { type: 'explicit', pool: 'default' } }
      const ip = await at(sim, version, 'POST', `/v1/instances/eip/external-ips/ephemeral?${P}`, {
        body,
        status: 202,
      })
      expect(ip).toMatchObject({ kind: 'ephemeral', ip_pool_id: ipPoolIds.default })
      const list = await at(sim, version, 'GET', `/v1/instances/eip/external-ips?${P}`)
      expect(list.items).toHaveLength(1)
      const query = version === INITIAL ? '' : '&ip_version=v4'
      const gone = await call(
        sim,
        'DELETE',
        `/v1/instances/eip/external-ips/ephemeral?${P}${query}`,
        {
          as: 'admin',
          version,
        },
      )
      expect(gone.status).toBe(204)
    }
  })

  it('creates floating IPs from every version’s words', async () => {
    const sim = await jumboRack()
    const bodies: [string, object][] = [
      [INITIAL, { name: 'f-initial', description: 'f', pool: 'default' }],
      ['2025122300.0.0', { name: 'f-version', description: 'f', ip_version: 'v4' }],
      [
        '2026010500.0.0',
        { name: 'f-selector', description: 'f', address_selector: { type: 'auto' } },
      ],
      [
        CONSOLE,
        {
          name: 'f-console',
          description: 'f',
          address_allocator: { type: 'auto', pool_selector: { type: 'explicit', pool: 'default' } },
        },
      ],
      [NEWEST, { name: 'f-newest', description: 'f' }],
    ]
    for (const [version, body] of bodies) {
      const made = await at(sim, version, 'POST', `/v1/floating-ips?${P}`, { body, status: 201 })
      expect(made.ip_pool_id).toBe(ipPoolIds.default)
    }
  })
})

describe('probes', () => {
  it('creates probes and shows their interface in every version’s shape', async () => {
    for (const version of ALL) {
      const sim = await jumboRack()
      const body: any = { name: 'watch', description: 'w', sled: sledIds.bay14 }
      if (version !== INITIAL) body.pool_selector = { type: 'explicit', pool: 'default' }
      else body.ip_pool = 'default'
      await at(sim, version, 'POST', `/experimental/v1/probes?${P}`, { body, status: 201 })
      const probe = await at(sim, version, 'GET', `/experimental/v1/probes/watch?${P}`)
      if (version === INITIAL) expect(probe.interface.ip).toBeTruthy()
      else expect(probe.interface.ip_config.type).toBe('v4')
      const list = await at(sim, version, 'GET', `/experimental/v1/probes?${P}`)
      expect(list.items).toHaveLength(1)
    }
  })
})

describe('images', () => {
  it('answers image operations in every version’s shape', async () => {
    for (const version of ALL) {
      const sim = await jumboRack()
      const image = await at(sim, version, 'POST', `/v1/images?${P}`, {
        body: {
          name: 'next',
          description: 'next',
          os: 'ubuntu',
          version: '1',
          source: { type: 'snapshot', id: snapshotIds.db1BootBase },
        },
        status: 201,
      })
      expect(image.block_size).toBe(4096)
      await at(sim, version, 'GET', `/v1/images?${P}`)
      await at(sim, version, 'GET', `/v1/images/next?${P}`)
      await at(sim, version, 'POST', `/v1/images/next/promote?${P}`, { status: 202 })
      await at(sim, version, 'POST', `/v1/images/next/demote?project=demo-project`, {
        status: 202,
      })
    }
  })
})

describe('metrics', () => {
  it('answers OxQL queries with arrays of timeseries', async () => {
    for (const version of ALL) {
      const sim = await jumboRack()
      const result = await at(sim, version, 'POST', '/v1/system/timeseries/query', {
        body: { query: `get virtual_disk:bytes_read | filter ${WINDOW} | last 1` },
      })
      expect(Array.isArray(result.tables[0].timeseries)).toBe(true)
      const silo = await at(sim, version, 'POST', `/v1/timeseries/query?${P}`, {
        body: { query: `get virtual_disk:bytes_read | filter ${WINDOW} | last 1` },
      })
      expect(Array.isArray(silo.tables[0].timeseries)).toBe(true)
      await at(sim, version, 'GET', '/v1/system/timeseries/schemas')
    }
  })

  it('gives a distribution’s quantiles as their estimates', async () => {
    const sim = await jumboRack()
    const result = await at(sim, NEWEST, 'POST', '/v1/system/timeseries/query', {
      body: { query: `get virtual_disk:io_latency | filter ${WINDOW} | last 1` },
    })
    const series = result.tables[0]?.timeseries ?? []
    for (const s of series) {
      for (const v of s.points.values) {
        for (const d of v.values.values ?? []) {
          if (d && d.p50 !== undefined)
            expect(d.p50 === null || typeof d.p50 === 'number').toBe(true)
        }
      }
    }
  })
})

describe('users, groups and policies', () => {
  it('shows users and groups with their times from ADD_TIME_FIELDS_TO_USERS', async () => {
    for (const version of ALL) {
      const sim = await jumboRack()
      const me = await at(sim, version, 'GET', '/v1/me')
      expect(me).toMatchObject({ fleet_viewer: true, silo_admin: true })
      if (version === INITIAL) expect(me).not.toHaveProperty('time_created')
      else expect(me.time_created).toBeTruthy()
      await at(sim, version, 'GET', '/v1/me/groups')
      const groups = await at(sim, version, 'GET', '/v1/groups')
      if (groups.items[0]) await at(sim, version, 'GET', `/v1/groups/${groups.items[0].id}`)
      const users = await at(sim, version, 'GET', '/v1/users')
      await at(sim, version, 'GET', `/v1/system/users?silo=${me.silo_id}`)
      await at(sim, version, 'GET', `/v1/system/users/${users.items[0].id}?silo=${me.silo_id}`)
    }
  })

  it('keeps a limited collaborator in silo and project policies', async () => {
    for (const version of ALL) {
      const sim = await jumboRack()
      const me = await at(sim, version, 'GET', '/v1/me')
      const policy = await at(sim, version, 'GET', '/v1/policy')
      const limited = {
        identity_id: '00000000-0000-4000-8000-000000000001',
        identity_type: 'silo_user',
        role_name: 'limited_collaborator',
      }
      const body = { role_assignments: [...policy.role_assignments, limited] }
      const updated = await at(sim, version, 'PUT', '/v1/policy', { body })
      expect(updated.role_assignments).toContainEqual(limited)
      await at(sim, version, 'GET', `/v1/system/silos/${me.silo_id}/policy`)
      await at(sim, version, 'PUT', `/v1/system/silos/${me.silo_id}/policy`, { body })
      await at(sim, version, 'GET', '/v1/projects/demo-project/policy')
      const project = await at(sim, version, 'PUT', '/v1/projects/demo-project/policy', {
        body: { role_assignments: [limited] },
      })
      expect(project.role_assignments).toEqual([limited])
    }
  })

  it('creates silos with SCIM identity and shows them in every version’s shape', async () => {
    for (const version of ALL) {
      const sim = await jumboRack()
      const silo = await at(sim, version, 'POST', '/v1/system/silos', {
        body: {
          name: 'scim',
          description: 'scim',
          discoverable: true,
          identity_mode: 'saml_scim',
          admin_group_name: 'scim-admins',
          quotas: { cpus: 4, memory: 8 * GiB, storage: 100 * GiB },
          tls_certificates: [],
        },
        status: 201,
      })
      expect(silo.identity_mode).toBe('saml_scim')
      await at(sim, version, 'GET', '/v1/system/silos')
      await at(sim, version, 'GET', '/v1/system/silos/scim')
      // a local user, in a silo of local users
      await at(sim, version, 'POST', '/v1/system/silos', {
        body: {
          name: 'locals',
          description: 'local users',
          discoverable: true,
          identity_mode: 'local_only',
          quotas: { cpus: 4, memory: 8 * GiB, storage: 100 * GiB },
          tls_certificates: [],
        },
        status: 201,
      })
      const user = await at(
        sim,
        version,
        'POST',
        '/v1/system/identity-providers/local/users?silo=locals',
        {
          body: { external_id: 'ann', password: { mode: 'login_disallowed' } },
          status: 201,
        },
      )
      if (version !== INITIAL) expect(user.time_created).toBeTruthy()
    }
  })
})

describe('device login', () => {
  const CLIENT = '5d3f5e8a-6a4b-4d6e-9a51-3c3c7f0f9e11'
  const begin = (sim: Sim, version: string, ttl?: number) =>
    call(sim, 'POST', '/device/auth', {
      version,
      form: `client_id=${CLIENT}${ttl === undefined ? '' : `&ttl_seconds=${ttl}`}`,
    })

  it('grants a token with the lifetime asked for, within the silo’s maximum', async () => {
    for (const version of ALL) {
      const sim = setup({ release: 'current' })
      const started = await begin(sim, version, 600)
      expect(started.status).toBe(200)
      const { user_code } = started.json as { user_code: string }
      const confirmed = await call(sim, 'POST', '/device/confirm', {
        as: 'admin',
        version,
        body: { user_code },
      })
      expect(confirmed.status).toBe(204)
      const token = sim.store.list('deviceAccessTokens').find((t) => t.client_id === CLIENT)!
      const lifetime = Date.parse(token.time_expires!) - Date.parse(token.time_created)
      expect(lifetime).toBe(600_000)
    }
  })

  it('refuses a lifetime longer than the silo allows, keeping the request', async () => {
    const sim = setup({ release: 'current' })
    const set = await call(sim, 'PUT', '/v1/auth-settings', {
      as: 'admin',
      body: { device_token_max_ttl_seconds: 300 },
    })
    expect(set.status).toBe(200)
    const { user_code } = (await begin(sim, NEWEST, 600)).json as { user_code: string }
    const refused = await call(sim, 'POST', '/device/confirm', { as: 'admin', body: { user_code } })
    expect(refused.status).toBe(400)
    expect(refused.json).toMatchObject({
      message: 'Requested TTL 600 seconds exceeds maximum allowed TTL for this silo of 300 seconds',
    })
    expect(sim.store.get('deviceAuthRequests', user_code)).toBeDefined()
  })
})

describe('every served version', () => {
  /** An instance with a boot disk from a snapshot and an ephemeral IP, in `v`'s words */
  function instanceFor(v: ServedVersion, name: string) {
    const source: any = { type: 'snapshot', snapshot_id: snapshotIds.db1BootBase }
    if (v.atLeast('READ_ONLY_DISKS')) source.read_only = false
    const boot: any = { type: 'create', name: `${name}-boot`, description: 'boot', size: 20 * GiB }
    if (v.atLeast('LOCAL_STORAGE')) boot.disk_backend = { type: 'distributed', disk_source: source }
    else boot.disk_source = source
    const ephemeral = v.atLeast('POOL_SELECTION_ENUMS')
      ? { type: 'ephemeral', pool_selector: { type: 'explicit', pool: 'default' } }
      : { type: 'ephemeral', pool: 'default' }
    return {
      name,
      description: 'every version',
      hostname: name,
      ncpus: 1,
      memory: 2 * GiB,
      boot_disk: boot,
      external_ips: [ephemeral],
      network_interfaces: { type: v.atLeast('DUAL_STACK_NICS') ? 'default_ipv4' : 'default' },
      start: false,
    }
  }

  it('creates an instance and shows it, its disks, interfaces and addresses in each one’s shape', async () => {
    const sim = setup({ release: 'current' })
    for (const v of servedVersions) {
      const name = `i-${v.index}`
      await at(sim, v.text, 'POST', `/v1/instances?${P}`, {
        body: instanceFor(v, name),
        status: 201,
      })
      await at(sim, v.text, 'GET', `/v1/instances/${name}?${P}`)
      const disks = await at(sim, v.text, 'GET', `/v1/instances/${name}/disks?${P}`)
      expect(disks.items).toHaveLength(1)
      await at(sim, v.text, 'GET', `/v1/disks/${name}-boot?${P}`)
      const nics = await at(sim, v.text, 'GET', `/v1/network-interfaces?${P}&instance=${name}`)
      expect(nics.items).toHaveLength(1)
      const ips = await at(sim, v.text, 'GET', `/v1/instances/${name}/external-ips?${P}`)
      expect(ips.items).toHaveLength(1)
    }
  })
})
