import { describe, expect, it } from 'vitest'
import type { Sim } from '../index'
import { instanceIds, projectIds } from '../seed'
import { instances } from '../seed/instances'
import { networkInterfaces } from '../seed/network-interfaces'
import { externalSubnetIds, subnetPoolIds, subnetPoolMemberIds } from '../seed/subnet-pools'
import { servedVersion, shapeProblems } from '../testing/response-shape'
import { call, expectError, setup, type Reply } from '../testing/test-utils'

const NEWEST = '2026081901.0.0'
const S = '/v1/external-subnets'
const Q = '?project=demo-project'

const current = () => setup({ release: 'current' })

function client(sim: Sim, user = 'admin') {
  const token = sim.createSession(user)
  return (method: string, path: string, body?: unknown) =>
    call(sim, method, path, { as: { token }, body })
}

type Subnet = {
  id: string
  name: string
  subnet: string
  subnet_pool_id: string
  subnet_pool_member_id: string
  instance_id?: string | null
}
type Page<T> = { items: T[]; next_page: string | null }

function shaped<T>(reply: Reply, op: string): T {
  expect(reply.status).toBeLessThan(300)
  expect(shapeProblems(servedVersion(NEWEST), op, reply.json)).toEqual([])
  return reply.json as T
}

const create = (api: ReturnType<typeof client>, name: string, allocator: unknown) =>
  api('POST', `${S}${Q}`, { name, description: '', allocator })

const auto = (prefixLength: number, poolSelector?: unknown) => ({
  type: 'auto',
  prefix_length: prefixLength,
  ...(poolSelector ? { pool_selector: poolSelector } : {}),
})

/** Another instance of demo-project, in the state given, with no network interface */
function addInstance(sim: Sim, name: string, runState: string) {
  const id = crypto.randomUUID()
  sim.store.insert('instances', {
    ...instances[0],
    id,
    name,
    hostname: name,
    run_state: runState as 'running',
    boot_disk_id: null,
  })
  return id
}

describe('listing and viewing', () => {
  it("lists a project's subnets and views one by name or id", async () => {
    const api = client(current(), 'viewer')
    const page = shaped<Page<Subnet>>(await api('GET', `${S}${Q}`), 'externalSubnetList')
    expect(page.items).toEqual([
      expect.objectContaining({
        id: externalSubnetIds.db1,
        name: 'db1-routed',
        subnet: '198.51.100.128/28',
        project_id: projectIds.demoProject,
        subnet_pool_id: subnetPoolIds.v4,
        subnet_pool_member_id: subnetPoolMemberIds.v4a,
        instance_id: instanceIds.db1,
      }),
    ])
    const byName = shaped(await api('GET', `${S}/db1-routed${Q}`), 'externalSubnetView')
    expect(shaped(await api('GET', `${S}/${externalSubnetIds.db1}`), 'externalSubnetView')).toEqual(
      byName,
    )
  })

  it("refuses Nexus's selectors and hides a project's subnets from strangers", async () => {
    const sim = current()
    const api = client(sim)
    expectError(
      await api('GET', `${S}/${externalSubnetIds.db1}${Q}`),
      400,
      'InvalidRequest',
      'when providing external subnet as an ID project should not be specified',
    )
    expectError(
      await api('GET', `${S}/db1-routed`),
      400,
      'InvalidRequest',
      'external subnet should either be a UUID or project should be specified',
    )
    const nobody = client(sim, 'nobody')
    expectError(
      await nobody('GET', `${S}/${externalSubnetIds.db1}`),
      404,
      'ObjectNotFound',
      `not found: external-subnet with id "${externalSubnetIds.db1}"`,
    )
    expectError(await nobody('GET', `${S}${Q}`), 404, 'ObjectNotFound')
  })

  it('pages by name', async () => {
    const api = client(current())
    for (const name of ['b-subnet', 'c-subnet']) {
      expect((await create(api, name, auto(30))).status).toBe(201)
    }
    const first = shaped<Page<Subnet>>(await api('GET', `${S}${Q}&limit=2`), 'externalSubnetList')
    expect(first.items.map((s) => s.name)).toEqual(['b-subnet', 'c-subnet'])
    const rest = shaped<Page<Subnet>>(
      await api('GET', `${S}${Q}&limit=2&page_token=${first.next_page}`),
      'externalSubnetList',
    )
    expect(rest.items.map((s) => s.name)).toEqual(['db1-routed'])
  })
})

describe('creating', () => {
  it('takes an explicit subnet from the member of a linked pool that holds it', async () => {
    const sim = current()
    const api = client(sim, 'collaborator')
    const reply = await create(api, 'explicit', { type: 'explicit', subnet: '198.51.100.192/27' })
    expect(reply.status).toBe(201)
    expect(shaped<Subnet>(reply, 'externalSubnetCreate')).toMatchObject({
      name: 'explicit',
      subnet: '198.51.100.192/27',
      subnet_pool_id: subnetPoolIds.v4,
      subnet_pool_member_id: subnetPoolMemberIds.v4a,
      instance_id: null,
    })
    // taking a subnet touches the pool
    expect(sim.store.get('subnetPools', subnetPoolIds.v4)?.time_modified).not.toBe(
      '2025-01-06T10:10:00.000Z',
    )
  })

  it('refuses an explicit subnet outside the linked pools, of a length they refuse, or taken', async () => {
    const api = client(current())
    const notContained =
      'The requested IP subnet is not contained in any subnet pool available in the current silo.'
    expectError(
      await create(api, 'x', { type: 'explicit', subnet: '10.0.0.0/24' }),
      400,
      'InvalidRequest',
      notContained,
    )
    // the /25 member allows /26 to /30
    expectError(
      await create(api, 'x', { type: 'explicit', subnet: '198.51.100.128/25' }),
      400,
      'InvalidRequest',
      notContained,
    )
    expectError(
      await create(api, 'x', { type: 'explicit', subnet: '198.51.100.136/29' }),
      400,
      'InvalidRequest',
      'The requested IP subnet overlaps with an existing external subnet',
    )
  })

  it("allocates the lowest aligned gap of the silo's default pool", async () => {
    const api = client(current())
    const subnets: string[] = []
    for (const [name, prefix] of [
      ['a', 28],
      ['b', 28],
      ['c', 26],
    ] as const) {
      subnets.push(
        shaped<Subnet>(await create(api, name, auto(prefix)), 'externalSubnetCreate').subnet,
      )
    }
    // 192.0.2.192/26 allows /27 to /32; 198.51.100.128/25 (its first /28 taken) /26 to /30
    expect(subnets).toEqual(['192.0.2.192/28', '192.0.2.208/28', '198.51.100.192/26'])
  })

  it('allocates from a named pool, or the default of a version', async () => {
    const sim = current()
    const api = client(sim)
    const named = await create(api, 'six', auto(56, { type: 'explicit', pool: 'routed-v6' }))
    expect(shaped<Subnet>(named, 'externalSubnetCreate').subnet).toBe('2001:db8:1000::/56')
    expectError(
      await create(api, 'x', auto(64, { type: 'auto', ip_version: 'v6' })),
      400,
      'InvalidRequest',
      'Must specify a subnet pool, as there is no linked default pool for the current silo',
    )
    await api('PUT', `/v1/system/subnet-pools/routed-v6/silos/demo-silo`, { is_default: true })
    expectError(
      await create(api, 'x', auto(64)),
      400,
      'InvalidRequest',
      'Must specify an IP version when there is more than one default subnet pool for the silo',
    )
    const v6 = await create(api, 'v6', auto(64, { type: 'auto', ip_version: 'v6' }))
    expect(shaped<Subnet>(v6, 'externalSubnetCreate').subnet).toBe('2001:db8:1000:100::/64')
  })

  it('refuses a pool not linked to the silo as missing, and says which pool is exhausted', async () => {
    const sim = current()
    const api = client(sim)
    await api('POST', '/v1/system/subnet-pools', {
      name: 'lonely',
      description: '',
      ip_version: 'v4',
    })
    expectError(
      await create(api, 'x', auto(28, { type: 'explicit', pool: 'lonely' })),
      404,
      'ObjectNotFound',
      'not found: subnet-pool with name "lonely"',
    )
    // no member of routed-v4 allows a /24
    expectError(
      await create(api, 'x', auto(24)),
      400,
      'InvalidRequest',
      'Could not allocate a /24 subnet from the default subnet pool for the current silo',
    )
    expectError(
      await create(api, 'x', auto(24, { type: 'auto', ip_version: 'v4' })),
      400,
      'InvalidRequest',
      'Could not allocate a /24 subnet from the default IPv4 subnet pool for the current silo',
    )
    expectError(
      await create(api, 'x', auto(24, { type: 'explicit', pool: subnetPoolIds.v4 })),
      400,
      'InvalidRequest',
      `Could not allocate a /24 subnet from the subnet pool with ID '${subnetPoolIds.v4}'`,
    )
  })

  it('refuses a taken name once a subnet is found, and strangers and viewers', async () => {
    const sim = current()
    expectError(
      await create(client(sim), 'db1-routed', auto(30)),
      400,
      'ObjectAlreadyExists',
      'already exists: external-subnet "db1-routed"',
    )
    expectError(await create(client(sim, 'viewer'), 'x', auto(30)), 403, 'Forbidden')
    expectError(
      await create(client(sim, 'nobody'), 'x', auto(30)),
      404,
      'ObjectNotFound',
      'not found: project with name "demo-project"',
    )
  })

  it('counts in the pool utilization', async () => {
    const api = client(current())
    await create(api, 'a', auto(27))
    const use = shaped<{ capacity: number; remaining: number }>(
      await api('GET', '/v1/system/subnet-pools/routed-v4/utilization'),
      'systemSubnetPoolUtilizationView',
    )
    expect(use).toEqual({ capacity: 192, remaining: 192 - 16 - 32 })
  })
})

describe('changing and deleting', () => {
  it('renames a subnet, refusing a taken name', async () => {
    const api = client(current(), 'collaborator')
    await create(api, 'other', auto(30))
    const renamed = await api('PUT', `${S}/db1-routed${Q}`, { name: 'db1-replicas' })
    expect(shaped<Subnet>(renamed, 'externalSubnetUpdate').name).toBe('db1-replicas')
    expectError(
      await api('PUT', `${S}/other${Q}`, { name: 'db1-replicas' }),
      400,
      'ObjectAlreadyExists',
      'already exists: external-subnet "db1-replicas"',
    )
    expectError(
      await client(current(), 'viewer')('PUT', `${S}/db1-routed${Q}`, { description: 'x' }),
      403,
      'Forbidden',
    )
  })

  it('deletes a subnet once detached, freeing its addresses and its pool link', async () => {
    const api = client(current())
    expectError(
      await api('DELETE', `${S}/db1-routed${Q}`),
      400,
      'InvalidRequest',
      'Cannot delete external subnet while it is attached to an instance. Detach it and try again.',
    )
    expect((await api('POST', `${S}/db1-routed/detach${Q}`)).status).toBe(202)
    expect((await api('DELETE', `${S}/db1-routed${Q}`)).status).toBe(204)
    expect((await api('DELETE', '/v1/system/subnet-pools/routed-v4/silos/demo-silo')).status).toBe(
      204,
    )
  })
})

describe('attaching and detaching', () => {
  it('attaches a subnet to an instance of its project, and lists it there', async () => {
    const sim = current()
    const api = client(sim, 'collaborator')
    const made = shaped<Subnet>(await create(api, 'more', auto(30)), 'externalSubnetCreate')
    const reply = await api('POST', `${S}/more/attach${Q}`, { instance: 'db1' })
    expect(reply.status).toBe(202)
    expect(shaped<Subnet>(reply, 'externalSubnetAttach').instance_id).toBe(instanceIds.db1)
    // again: the subnet as it is
    expect((await api('POST', `${S}/more/attach${Q}`, { instance: instanceIds.db1 })).status).toBe(
      202,
    )
    const listed = shaped<Page<Subnet>>(
      await client(sim, 'viewer')('GET', `/v1/instances/db1/external-subnets${Q}`),
      'instanceExternalSubnetList',
    )
    expect(listed.items.map((s) => s.id)).toEqual([externalSubnetIds.db1, made.id].sort())
    expect(listed.next_page).toBeNull()
    expectError(
      await client(sim, 'nobody')('GET', `/v1/instances/db1/external-subnets${Q}`),
      404,
      'ObjectNotFound',
      'not found: instance with name "db1"',
    )
  })

  it("refuses in Nexus's order: elsewhere, the instance's state, its IP stack", async () => {
    const sim = current()
    const api = client(sim)
    addInstance(sim, 'web2', 'stopped')
    addInstance(sim, 'fresh', 'creating')
    addInstance(sim, 'booting', 'starting')
    expectError(
      await api('POST', `${S}/db1-routed/attach${Q}`, { instance: 'web2' }),
      400,
      'InvalidRequest',
      'External subnets cannot be attached to one instance while still attached to another',
    )
    await create(api, 'spare', auto(30))
    expectError(
      await api('POST', `${S}/spare/attach${Q}`, { instance: 'fresh' }),
      400,
      'InvalidRequest',
      'Cannot attach subnet to instance in creating state',
    )
    expectError(
      await api('POST', `${S}/spare/attach${Q}`, { instance: 'booting' }),
      503,
      'ServiceNotAvailable',
    )
    // web2 has no network interface, db1's is IPv4 only
    expectError(
      await api('POST', `${S}/spare/attach${Q}`, { instance: 'web2' }),
      400,
      'InvalidRequest',
      'Cannot attach an IPv4 external subnet to an instance that does not have a matching IP stack',
    )
    await create(api, 'six', auto(64, { type: 'explicit', pool: 'routed-v6' }))
    expectError(
      await api('POST', `${S}/six/attach${Q}`, { instance: 'db1' }),
      400,
      'InvalidRequest',
      'Cannot attach an IPv6 external subnet to an instance that does not have a matching IP stack',
    )
    expectError(
      await api('POST', `${S}/spare/attach${Q}`, { instance: 'nope' }),
      404,
      'ObjectNotFound',
      'not found: instance with name "nope"',
    )
  })

  it('attaches an IPv6 subnet to an instance whose primary interface is dual-stack', async () => {
    const sim = current()
    const api = client(sim)
    const id = addInstance(sim, 'dual', 'stopped')
    sim.store.insert('networkInterfaces', {
      ...networkInterfaces[0],
      id: crypto.randomUUID(),
      name: 'dual-nic',
      instance_id: id,
      ip: '172.30.0.9',
      ipv6: 'fd00:1122::9',
    })
    await create(api, 'six', auto(64, { type: 'explicit', pool: 'routed-v6' }))
    const reply = await api('POST', `${S}/six/attach${Q}`, { instance: 'dual' })
    expect(shaped<Subnet>(reply, 'externalSubnetAttach').instance_id).toBe(id)
  })

  it('detaches an attached subnet only', async () => {
    const sim = current()
    const api = client(sim)
    const reply = await api('POST', `${S}/db1-routed/detach${Q}`)
    expect(reply.status).toBe(202)
    expect(shaped<Subnet>(reply, 'externalSubnetDetach').instance_id).toBeNull()
    expectError(
      await api('POST', `${S}/db1-routed/detach${Q}`),
      400,
      'InvalidRequest',
      'External subnet is not attached to an instance',
    )
    expectError(
      await client(sim, 'viewer')('POST', `${S}/db1-routed/attach${Q}`, { instance: 'db1' }),
      403,
      'Forbidden',
    )
  })

  it("counts a subnet whose instance is gone as detached, as Nexus's instance delete leaves it", async () => {
    const sim = current()
    sim.store.remove('instances', instanceIds.db1)
    const subnet = shaped<Subnet>(
      await client(sim)('GET', `${S}/${externalSubnetIds.db1}`),
      'externalSubnetView',
    )
    expect(subnet.instance_id).toBeNull()
  })
})
