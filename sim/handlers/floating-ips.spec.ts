import { describe, expect, it } from 'vitest'
import { floatingIpIds, instanceIds, ipPoolIds } from '../seed'
import { failInstance } from '../compute/run-states'
import { timedSim, type TimedSim } from '../testing/test-clock'
import { call, expectError, schema } from '../testing/test-utils'

const P = 'project=demo-project'

function as(sim: TimedSim, user = 'admin') {
  const token = sim.createSession(user)
  return (method: string, path: string, body?: unknown) =>
    call(sim, method, path, { as: { token }, body })
}

describe('floatingIpList and View', () => {
  it("lists a project's floating IPs", async () => {
    const reply = await as(timedSim(), 'viewer')('GET', `/v1/floating-ips?${P}`)
    const page = schema.FloatingIpResultsPage.parse(reply.json)
    expect(page.items).toMatchObject([
      { name: 'ingress', ip: '203.0.113.11', ipPoolId: ipPoolIds.default, instanceId: null },
    ])
  })

  it('finds one by name with its project, or by id alone', async () => {
    const get = as(timedSim(), 'viewer')
    const byName = schema.FloatingIp.parse((await get('GET', `/v1/floating-ips/ingress?${P}`)).json)
    const byId = schema.FloatingIp.parse(
      (await get('GET', `/v1/floating-ips/${floatingIpIds.ingress}`)).json,
    )
    expect(byId).toEqual(byName)
    expectError(
      await get('GET', '/v1/floating-ips/ingress'),
      400,
      'InvalidRequest',
      'Floating IP should either be UUID or project should be specified',
    )
    expectError(
      await get('GET', `/v1/floating-ips/nope?${P}`),
      404,
      'ObjectNotFound',
      'not found: floating-ip with name "nope"',
    )
  })
})

describe('floatingIpCreate', () => {
  it('takes the next free address of the default pool', async () => {
    const reply = await as(timedSim())('POST', `/v1/floating-ips?${P}`, {
      name: 'web-ip',
      description: 'for the web tier',
    })
    expect(reply.status).toBe(201)
    expect(schema.FloatingIp.parse(reply.json)).toMatchObject({
      name: 'web-ip',
      ip: '203.0.113.12',
      ipPoolId: ipPoolIds.default,
      instanceId: null,
    })
  })

  it('takes a requested address of a named pool if it is free', async () => {
    const post = as(timedSim())
    const ok = await post('POST', `/v1/floating-ips?${P}`, {
      name: 'fixed',
      description: '',
      pool: 'default',
      ip: '203.0.113.200',
    })
    expect(schema.FloatingIp.parse(ok.json).ip).toBe('203.0.113.200')
    for (const ip of ['203.0.113.200', '203.0.113.10', '198.51.100.1']) {
      expectError(
        await post('POST', `/v1/floating-ips?${P}`, { name: `x${ip.length}`, description: '', ip }),
        400,
        'InvalidRequest',
        'Requested external IP address not available',
      )
    }
    expectError(
      await post('POST', `/v1/floating-ips?${P}`, { name: 'y', description: '', pool: 'nope' }),
      404,
      'ObjectNotFound',
      'not found: ip-pool with name "nope"',
    )
  })

  it('answers 507 when the pool is exhausted', async () => {
    const sim = timedSim()
    const range = sim.store.list('ipPoolRanges')[0]
    sim.store.update('ipPoolRanges', {
      ...range,
      range: { first: '203.0.113.10', last: '203.0.113.11' },
    })
    expectError(
      await as(sim)('POST', `/v1/floating-ips?${P}`, { name: 'z', description: '' }),
      507,
      'InsufficientCapacity',
      'Insufficient capacity: No external IP addresses available',
    )
  })

  it('refuses a taken name, and fails for the e2e sentinel', async () => {
    const post = as(timedSim())
    expectError(
      await post('POST', `/v1/floating-ips?${P}`, { name: 'ingress', description: '' }),
      400,
      'ObjectAlreadyExists',
      'already exists: floating-ip "ingress"',
    )
    expectError(
      await post('POST', `/v1/floating-ips?${P}`, {
        name: 'floating-ip-create-500',
        description: '',
      }),
      500,
      'Internal',
    )
  })

  it('needs a collaborator', async () => {
    expectError(
      await as(timedSim(), 'viewer')('POST', `/v1/floating-ips?${P}`, {
        name: 'v',
        description: '',
      }),
      403,
      'Forbidden',
    )
  })
})

describe('floatingIpUpdate and Delete', () => {
  it('renames and redescribes', async () => {
    const req = as(timedSim())
    const reply = await req('PUT', `/v1/floating-ips/ingress?${P}`, {
      name: 'lb',
      description: 'load balancer',
    })
    expect(schema.FloatingIp.parse(reply.json)).toMatchObject({
      name: 'lb',
      description: 'load balancer',
    })
    expect((await req('GET', `/v1/floating-ips/ingress?${P}`)).status).toBe(404)
  })

  it('deletes a detached floating IP, not an attached one', async () => {
    const sim = timedSim()
    const req = as(sim)
    await req('POST', `/v1/floating-ips/ingress/attach?${P}`, { kind: 'instance', parent: 'db1' })
    expectError(
      await req('DELETE', `/v1/floating-ips/ingress?${P}`),
      400,
      'InvalidRequest',
      'Floating IP cannot be deleted while attached to an instance',
    )
    await req('POST', `/v1/floating-ips/ingress/detach?${P}`)
    expect((await req('DELETE', `/v1/floating-ips/ingress?${P}`)).status).toBe(204)
    expect(sim.store.list('floatingIps')).toEqual([])
  })
})

describe('floatingIpAttach and Detach', () => {
  it('attaches to an instance of its project (202) and shows up in its external IPs', async () => {
    const req = as(timedSim())
    const attach = await req('POST', `/v1/floating-ips/ingress/attach?${P}`, {
      kind: 'instance',
      parent: 'db1',
    })
    expect(attach.status).toBe(202)
    expect(schema.FloatingIp.parse(attach.json).instanceId).toBe(instanceIds.db1)
    const ips = schema.ExternalIpResultsPage.parse(
      (await req('GET', `/v1/instances/db1/external-ips?${P}`)).json,
    )
    expect(ips.items.map((ip) => ip.ip)).toEqual(['203.0.113.10', '203.0.113.11'])

    expectError(
      await req('POST', `/v1/floating-ips/ingress/attach?${P}`, {
        kind: 'instance',
        parent: instanceIds.db1,
      }),
      400,
      'InvalidRequest',
      'floating IP cannot be attached to one instance while still attached to another',
    )

    const detach = await req('POST', `/v1/floating-ips/ingress/detach?${P}`)
    expect(detach.status).toBe(202)
    expect(schema.FloatingIp.parse(detach.json).instanceId).toBeNull()
    expectError(
      await req('POST', `/v1/floating-ips/ingress/detach?${P}`),
      400,
      'InvalidRequest',
      'Floating IP is not attached to an instance',
    )
  })

  it('refuses an instance in transition or failed, or one that does not exist', async () => {
    const sim = timedSim()
    const req = as(sim)
    await req('POST', `/v1/instances/db1/stop?${P}`)
    const attach = () =>
      req('POST', `/v1/floating-ips/ingress/attach?${P}`, { kind: 'instance', parent: 'db1' })
    // a VMM in a transient state: Nexus asks for a retry
    expectError(await attach(), 503, 'ServiceNotAvailable', 'Service Unavailable')
    failInstance(sim.store, sim.store.get('instances', instanceIds.db1)!, sim.now())
    expectError(
      await attach(),
      400,
      'InvalidRequest',
      'cannot attach floating IP to instance in failed state',
    )
    expectError(
      await req('POST', `/v1/floating-ips/ingress/attach?${P}`, {
        kind: 'instance',
        parent: 'nope',
      }),
      404,
      'ObjectNotFound',
      'not found: instance with name "nope"',
    )
  })
})
