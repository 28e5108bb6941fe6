import { describe, expect, it } from 'vitest'
import { instanceIds, vpcIds } from '../seed'
import { timedSim, type TimedSim } from '../testing/test-clock'
import { call, expectError, schema } from '../testing/test-utils'

const BASE = '/v1/network-interfaces'
const DB1 = 'project=demo-project&instance=db1'

function as(sim: TimedSim, user = 'admin') {
  const token = sim.createSession(user)
  return (method: string, path: string, body?: unknown) =>
    call(sim, method, path, { as: { token }, body })
}

/** db1, stopped (NICs change only then), with a second subnet in its VPC */
async function stoppedDb1() {
  const sim = timedSim(1000)
  await as(sim)('POST', '/v1/instances/db1/stop?project=demo-project')
  sim.tick(1000)
  sim.store.insert('vpcSubnets', {
    id: '00000000-0000-4000-8000-00000000a001',
    name: 'backend',
    description: '',
    vpc_id: vpcIds.demoDefault,
    ipv4_block: '172.30.4.0/29',
    ipv6_block: 'fd4e:2b1c:93a0:1::/64',
    custom_router_id: null,
    time_created: '2025-01-06T09:30:00.000Z',
    time_modified: '2025-01-06T09:30:00.000Z',
  })
  return sim
}

const nic = (name: string, subnet = 'backend', extra: Record<string, unknown> = {}) => ({
  name,
  description: `${name} interface`,
  vpc_name: 'default',
  subnet_name: subnet,
  ...extra,
})

describe('instanceNetworkInterfaceList and View', () => {
  it("lists an instance's interfaces", async () => {
    const reply = await as(timedSim(), 'viewer')('GET', `${BASE}?${DB1}`)
    const page = schema.InstanceNetworkInterfaceResultsPage.parse(reply.json)
    expect(page.items).toMatchObject([
      { name: 'net0', ip: '172.30.0.5', primary: true, instanceId: instanceIds.db1 },
    ])
  })

  it('needs the instance, and finds an interface by name or by id alone', async () => {
    const get = as(timedSim())
    expectError(
      await get('GET', `${BASE}?project=demo-project`),
      400,
      'InvalidRequest',
      'unable to parse query string: missing field `instance`',
    )
    const byName = schema.InstanceNetworkInterface.parse(
      (await get('GET', `${BASE}/net0?${DB1}`)).json,
    )
    const byId = schema.InstanceNetworkInterface.parse(
      (await get('GET', `${BASE}/${byName.id}`)).json,
    )
    expect(byId).toEqual(byName)
    expectError(
      await get('GET', `${BASE}/${byName.id}?instance=db1`),
      400,
      'InvalidRequest',
      /as an id instance and project should not be specified/,
    )
    expectError(await get('GET', `${BASE}/net0?project=demo-project`), 400, 'InvalidRequest')
    expectError(
      await get('GET', `${BASE}/net9?${DB1}`),
      404,
      'ObjectNotFound',
      'not found: instance-network-interface with name "net9"',
    )
  })
})

describe('instanceNetworkInterfaceCreate', () => {
  it('adds a secondary interface with the next free address of its subnet and a MAC', async () => {
    const sim = await stoppedDb1()
    const reply = await as(sim)('POST', `${BASE}?${DB1}`, nic('net1'))
    expect(reply.status).toBe(201)
    const created = schema.InstanceNetworkInterface.parse(reply.json)
    // 172.30.4.0/29: .0-.4 reserved, .7 reserved, so guests get .5 and .6
    expect(created).toMatchObject({
      name: 'net1',
      ip: '172.30.4.5',
      primary: false,
      transitIps: [],
    })
    expect(created.mac).toMatch(/^A8:40:25:F[0-9A-E](:[0-9A-F]{2}){2}$/)
  })

  it('takes a requested address only if it is a free guest address of the subnet', async () => {
    const sim = await stoppedDb1()
    const post = as(sim)
    for (const ip of ['172.30.4.1', '172.30.4.7', '10.0.0.6']) {
      expectError(
        await post('POST', `${BASE}?${DB1}`, nic('net1', 'backend', { ip })),
        400,
        'InvalidRequest',
        `The IP address '${ip}' is not available`,
      )
    }
    const ok = await post('POST', `${BASE}?${DB1}`, nic('net1', 'backend', { ip: '172.30.4.6' }))
    expect(schema.InstanceNetworkInterface.parse(ok.json).ip).toBe('172.30.4.6')
  })

  it('refuses what Nexus refuses', async () => {
    const sim = await stoppedDb1()
    const post = as(sim)
    expectError(
      await post('POST', `${BASE}?${DB1}`, nic('net0')),
      400,
      'ObjectAlreadyExists',
      'already exists: network-interface "net0"',
    )
    expectError(
      await post('POST', `${BASE}?${DB1}`, nic('net1', 'default')),
      400,
      'InvalidRequest',
      'Each interface for an instance must be in a distinct VPC Subnet',
    )
    expectError(
      await post('POST', `${BASE}?${DB1}`, nic('net1', 'nope')),
      404,
      'ObjectNotFound',
      'not found: vpc-subnet with name "nope"',
    )
    expectError(
      await post('POST', `${BASE}?${DB1}`, { ...nic('net1'), vpc_name: 'other' }),
      404,
      'ObjectNotFound',
      'not found: vpc with name "other"',
    )
    // the /29 has two guest addresses
    await post('POST', `${BASE}?${DB1}`, nic('net1'))
    sim.store.insert('networkInterfaces', {
      ...sim.store.list('networkInterfaces')[1],
      id: '00000000-0000-4000-8000-00000000a002',
      instance_id: '00000000-0000-4000-8000-00000000a003',
      name: 'other',
      ip: '172.30.4.6',
    })
    expectError(
      await post('POST', '/v1/instances?project=demo-project', {
        name: 'full',
        description: '',
        hostname: 'full',
        ncpus: 1,
        memory: 1024 ** 3,
        network_interfaces: { type: 'create', params: [nic('eth0')] },
      }),
      400,
      'InvalidRequest',
      'No available IP addresses for interface',
    )
  })

  it('needs the instance stopped, and a collaborator', async () => {
    const sim = timedSim()
    expectError(
      await as(sim)('POST', `${BASE}?${DB1}`, nic('net1', 'default')),
      400,
      'InvalidRequest',
      'Instance must be stopped to attach a new network interface',
    )
    expectError(await as(sim, 'viewer')('POST', `${BASE}?${DB1}`, nic('net1')), 403, 'Forbidden')
  })

  it('allows at most eight interfaces', async () => {
    const sim = await stoppedDb1()
    for (let i = 1; i < 8; i++) {
      sim.store.insert('vpcSubnets', {
        ...sim.store.list('vpcSubnets')[0],
        id: `00000000-0000-4000-8000-00000000b00${i}`,
        name: `sub${i}`,
        ipv4_block: `172.30.${8 + i}.0/24`,
      })
      const reply = await as(sim)('POST', `${BASE}?${DB1}`, nic(`net${i}`, `sub${i}`))
      expect(reply.status).toBe(201)
    }
    expectError(
      await as(sim)('POST', `${BASE}?${DB1}`, nic('net8')),
      400,
      'InvalidRequest',
      'Instances may not have more than 8 network interfaces',
    )
  })
})

describe('instanceNetworkInterfaceUpdate', () => {
  it('renames, and makes a secondary the primary', async () => {
    const sim = await stoppedDb1()
    const req = as(sim)
    await req('POST', `${BASE}?${DB1}`, nic('net1'))
    const renamed = await req('PUT', `${BASE}/net1?${DB1}`, {
      name: 'backend0',
      description: 'db traffic',
    })
    expect(schema.InstanceNetworkInterface.parse(renamed.json)).toMatchObject({
      name: 'backend0',
      description: 'db traffic',
      primary: false,
    })
    const promoted = await req('PUT', `${BASE}/backend0?${DB1}`, { primary: true })
    expect(schema.InstanceNetworkInterface.parse(promoted.json).primary).toBe(true)
    const list = schema.InstanceNetworkInterfaceResultsPage.parse(
      (await req('GET', `${BASE}?${DB1}`)).json,
    )
    expect(list.items.map((n) => [n.name, n.primary])).toEqual([
      ['backend0', true],
      ['net0', false],
    ])
    // false is "no change", as in Nexus: the primary stays primary
    const unchanged = await req('PUT', `${BASE}/backend0?${DB1}`, {
      primary: false,
      description: 'still primary',
    })
    expect(schema.InstanceNetworkInterface.parse(unchanged.json)).toMatchObject({
      primary: true,
      description: 'still primary',
    })
    expectError(
      await req('PUT', `${BASE}/backend0?${DB1}`, { name: 'net0' }),
      400,
      'ObjectAlreadyExists',
      'already exists: network-interface "net0"',
    )
  })

  it('needs the instance stopped (spec §4: updateNic)', async () => {
    expectError(
      await as(timedSim())('PUT', `${BASE}/net0?${DB1}`, { description: 'x' }),
      400,
      'InvalidRequest',
      'Instance must be stopped to update its network interfaces',
    )
  })
})

describe('instanceNetworkInterfaceDelete', () => {
  it('deletes a secondary, and the primary only once it is alone', async () => {
    const sim = await stoppedDb1()
    const req = as(sim)
    await req('POST', `${BASE}?${DB1}`, nic('net1'))
    expectError(
      await req('DELETE', `${BASE}/net0?${DB1}`),
      400,
      'InvalidRequest',
      'The primary interface for an instance may not be deleted while secondary interfaces are still attached',
    )
    expect((await req('DELETE', `${BASE}/net1?${DB1}`)).status).toBe(204)
    expect((await req('DELETE', `${BASE}/net0?${DB1}`)).status).toBe(204)
    expect(sim.store.list('networkInterfaces')).toEqual([])
  })

  it('needs the instance stopped', async () => {
    expectError(
      await as(timedSim())('DELETE', `${BASE}/net0?${DB1}`),
      400,
      'InvalidRequest',
      'Instance must be stopped to delete a network interface',
    )
  })
})
