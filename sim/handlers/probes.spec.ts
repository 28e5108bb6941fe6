import { describe, expect, it } from 'vitest'
import type { Sim } from '../index'
import { guestRange, parseIpv4 } from '../network/ip'
import { FLEET_ID, ipPoolIds, projectIds, sledIds, vpcIds, vpcSubnetIds } from '../seed'
import { call, expectError, schema, setup, signedIn } from '../testing/test-utils'

const PROBES = '/experimental/v1/probes'
const P = 'project=demo-project'
const create = (name: string, extra: object = {}) => ({
  name,
  description: `probe ${name}`,
  sled: sledIds.bay14,
  ...extra,
})

/** Gives a demo user a fleet role on top of theirs */
function grantFleet(sim: Sim, username: string, role: 'admin' | 'viewer') {
  const user = sim.store.list('users').find((u) => u.display_name === username)!
  const policy = sim.store.get('policies', FLEET_ID)!
  sim.store.transaction(() =>
    sim.store.update('policies', {
      ...policy,
      role_assignments: [
        ...policy.role_assignments,
        { identity_id: user.id, identity_type: 'silo_user', role_name: role },
      ],
    }),
  )
}

const probeIps = (sim: Sim, probeId: string) =>
  sim.store.list('ephemeralIps').filter((e) => e.instance_id === probeId)

describe('probes', () => {
  it('creates a probe with an interface in the default subnet and an ephemeral address', async () => {
    const sim = setup()
    const api = signedIn(sim)
    const reply = await api('POST', `${PROBES}?${P}`, create('watch'))
    expect(reply.status).toBe(201)
    const probe = schema.Probe.parse(reply.json)
    expect(probe).toMatchObject({ name: 'watch', description: 'probe watch', sled: sledIds.bay14 })
    expect(Object.keys(reply.json as object).sort()).toEqual([
      'description',
      'id',
      'name',
      'sled',
      'time_created',
      'time_modified',
    ])

    const view = await api('GET', `${PROBES}/watch?${P}`)
    expect(view.status).toBe(200)
    const info = schema.ProbeInfo.parse(view.json)
    const subnet = sim.store.get('vpcSubnets', vpcSubnetIds.demoDefault)!
    expect(info).toMatchObject({
      id: probe.id,
      name: 'watch',
      sled: sledIds.bay14,
      externalIps: [{ kind: 'ephemeral', firstPort: 0, lastPort: 65535 }],
      interface: {
        kind: { type: 'probe', id: probe.id },
        name: 'watch',
        primary: true,
        slot: 0,
        subnet: subnet.ipv4_block,
        transitIps: [],
      },
    })
    // a guest address of the subnet no instance holds, a guest MAC, a guest VNI
    const range = guestRange(subnet.ipv4_block)!
    const n = parseIpv4(info.interface.ip)!
    expect(n >= range.first && n <= range.last).toBe(true)
    const instanceIps = sim.store
      .list('networkInterfaces')
      .filter((i) => i.instance_id !== probe.id)
    expect(instanceIps.map((i) => i.ip)).not.toContain(info.interface.ip)
    expect(info.interface.mac).toMatch(/^A8:40:25:F[0-E]:[0-9A-F]{2}:[0-9A-F]{2}$/)
    expect(info.interface.vni).toBeGreaterThanOrEqual(1024)
    expect(info.interface.vni).toBeLessThan(2 ** 24)
    // from the silo's default pool, an address no one else holds
    const [eip] = probeIps(sim, probe.id)
    expect(eip).toMatchObject({ ip: info.externalIps[0].ip, ip_pool_id: ipPoolIds.default })
    const others = sim.store.list('ephemeralIps').filter((e) => e.id !== eip.id)
    expect([...others, ...sim.store.list('floatingIps')].map((e) => e.ip)).not.toContain(eip.ip)
    // the same VNI for every interface of the VPC, each time
    await api('POST', `${PROBES}?${P}`, create('second'))
    const second = schema.ProbeInfo.parse((await api('GET', `${PROBES}/second?${P}`)).json)
    expect(second.interface.vni).toBe(info.interface.vni)
    expect(second.interface.ip).not.toBe(info.interface.ip)
  })

  it('finds a probe by id, and lists the project’s probes by name or id', async () => {
    const api = signedIn(setup())
    const ids: string[] = []
    for (const name of ['b-probe', 'a-probe', 'c-probe']) {
      ids.push(((await api('POST', `${PROBES}?${P}`, create(name))).json as { id: string }).id)
    }
    expect((await api('GET', `${PROBES}/${ids[0]}?${P}`)).json).toMatchObject({ name: 'b-probe' })
    const names = async (query: string) =>
      schema.ProbeInfoResultsPage.parse((await api('GET', `${PROBES}?${P}${query}`)).json).items
    expect((await names('')).map((p) => p.name)).toEqual(['a-probe', 'b-probe', 'c-probe'])
    expect((await names('&sort_by=name_descending')).map((p) => p.name)).toEqual([
      'c-probe',
      'b-probe',
      'a-probe',
    ])
    expect((await names('&sort_by=id_ascending')).map((p) => p.id)).toEqual([...ids].sort())
    const first = await api('GET', `${PROBES}?${P}&limit=2`)
    const token = (first.json as { next_page: string }).next_page
    expect((await names(`&page_token=${token}`)).map((p) => p.name)).toEqual(['c-probe'])
    // another project's probes are not there
    expect((await api('GET', `${PROBES}?project=web-frontend`)).json).toMatchObject({ items: [] })
  })

  it('deletes a probe and its interface; its ephemeral address stays, as in Nexus', async () => {
    const sim = setup()
    const api = signedIn(sim)
    const { id } = (await api('POST', `${PROBES}?${P}`, create('gone'))).json as { id: string }
    expect((await api('DELETE', `${PROBES}/gone?${P}`)).status).toBe(204)
    expectError(
      await api('GET', `${PROBES}/gone?${P}`),
      404,
      'ObjectNotFound',
      'not found: probe with name "gone"',
    )
    // Nexus answers 500 for a deleted probe's id; the simulator 404
    expectError(
      await api('GET', `${PROBES}/${id}?${P}`),
      404,
      'ObjectNotFound',
      `not found: probe with id "${id}"`,
    )
    expect(sim.store.list('networkInterfaces').some((n) => n.instance_id === id)).toBe(false)
    expect(probeIps(sim, id)).toHaveLength(1)
    // the name is free again
    expect((await api('POST', `${PROBES}?${P}`, create('gone'))).status).toBe(201)
  })

  it('keeps its interface out of the subnet’s list, and the subnet while it is there', async () => {
    const sim = setup()
    const api = signedIn(sim)
    await api('POST', `${PROBES}?${P}`, create('watch'))
    const listed = await api('GET', `/v1/vpc-subnets/default/network-interfaces?${P}&vpc=default`)
    const nics = (listed.json as { items: { name: string }[] }).items
    expect(nics.map((n) => n.name)).not.toContain('watch')
    expect(nics.length).toBeGreaterThan(0)
    // the subnet holds the probe's interface (Nexus checks every kind)
    const empty = sim.store.list('networkInterfaces').filter((n) => n.name !== 'watch')
    sim.store.transaction(() => {
      for (const n of empty) sim.store.remove('networkInterfaces', n.id)
    })
    expectError(
      await api('DELETE', `/v1/vpc-subnets/default?${P}&vpc=default`),
      400,
      'InvalidRequest',
      'VPC Subnet cannot be deleted while network interfaces in the subnet exist',
    )
  })

  it('takes a named pool only if it is linked to the silo', async () => {
    const api = signedIn(setup())
    expectError(
      await api('POST', `${PROBES}?${P}`, create('p', { ip_pool: 'corp-pool' })),
      404,
      'ObjectNotFound',
      'not found: ip-pool with name "corp-pool"',
    )
    expectError(
      await api('POST', `${PROBES}?${P}`, create('p', { ip_pool: 'no-such-pool' })),
      404,
      'ObjectNotFound',
      'not found: ip-pool with name "no-such-pool"',
    )
    const reply = await api('POST', `${PROBES}?${P}`, create('p', { ip_pool: ipPoolIds.default }))
    expect(reply.status).toBe(201)
  })

  it('answers 507 when the pool has no address left, keeping nothing', async () => {
    const sim = setup()
    const range = sim.store.list('ipPoolRanges').find((r) => r.ip_pool_id === ipPoolIds.default)!
    // the demo's instance and floating IP hold the first two addresses
    sim.store.transaction(() =>
      sim.store.update('ipPoolRanges', {
        ...range,
        range: { first: '203.0.113.10', last: '203.0.113.11' },
      }),
    )
    const before = sim.store.list('ephemeralIps').length
    expectError(
      await signedIn(sim)('POST', `${PROBES}?${P}`, create('p')),
      507,
      'InsufficientCapacity',
      'Insufficient capacity: No external IP addresses available',
    )
    expect(sim.store.list('ephemeralIps')).toHaveLength(before)
    expect(sim.store.list('probes')).toHaveLength(0)
  })

  it('keeps the address when the project has no default VPC, as Nexus does', async () => {
    const sim = setup()
    const before = sim.store.list('ephemeralIps').length
    expectError(
      await signedIn(sim)('POST', `${PROBES}?project=web-frontend`, create('p')),
      404,
      'ObjectNotFound',
      'not found: vpc with name "default"',
    )
    expect(sim.store.list('ephemeralIps')).toHaveLength(before + 1)
    expect(sim.store.list('probes')).toHaveLength(0)
  })

  it('keeps the probe when its sled is not found, as Nexus does', async () => {
    const sim = setup()
    const api = signedIn(sim)
    const sled = '0e0d6a4f-5c1b-4d39-9a1f-2b7c8d9e0f10'
    expectError(
      await api('POST', `${PROBES}?${P}`, create('lost', { sled })),
      404,
      'ObjectNotFound',
      `not found: sled with id "${sled}"`,
    )
    expect((await api('GET', `${PROBES}/lost?${P}`)).json).toMatchObject({ name: 'lost', sled })
  })

  it('refuses a name any probe has, in any project, keeping nothing', async () => {
    const sim = setup()
    const api = signedIn(sim)
    expect((await api('POST', `${PROBES}?${P}`, create('taken'))).status).toBe(201)
    const before = sim.store.list('ephemeralIps').length
    // demo-project's VPC, copied into another project so a create there gets as far
    const vpc = sim.store.get('vpcs', vpcIds.demoDefault)!
    const subnet = sim.store.get('vpcSubnets', vpcSubnetIds.demoDefault)!
    sim.store.transaction(() => {
      sim.store.insert('vpcs', {
        ...vpc,
        id: 'a9d1c0de-0000-4000-8000-000000000001',
        project_id: projectIds.webFrontend,
      })
      sim.store.insert('vpcSubnets', {
        ...subnet,
        id: 'a9d1c0de-0000-4000-8000-000000000002',
        vpc_id: 'a9d1c0de-0000-4000-8000-000000000001',
      })
    })
    expectError(
      await api('POST', `${PROBES}?project=web-frontend`, create('taken')),
      400,
      'ObjectAlreadyExists',
      'already exists: probe "taken"',
    )
    expect(sim.store.list('ephemeralIps')).toHaveLength(before)
    expect((await api('POST', `${PROBES}?project=web-frontend`, create('other'))).status).toBe(201)
  })

  it('refuses a probe of another project, named or by id', async () => {
    const api = signedIn(setup())
    const { id } = (await api('POST', `${PROBES}?${P}`, create('mine'))).json as { id: string }
    expectError(
      await api('GET', `${PROBES}/${id}?project=web-frontend`),
      404,
      'ObjectNotFound',
      `not found: probe with id "${id}"`,
    )
    expectError(
      await api('DELETE', `${PROBES}/mine?project=web-frontend`),
      404,
      'ObjectNotFound',
      'not found: probe with name "mine"',
    )
  })

  it('needs a fleet role first, then the project’s (viewing takes create_child)', async () => {
    const sim = setup()
    await signedIn(sim)('POST', `${PROBES}?${P}`, create('watch'))
    // collaborator: a silo collaborator, no fleet role
    const collaborator = signedIn(sim, 'collaborator')
    expectError(await collaborator('GET', `${PROBES}?${P}`), 403, 'Forbidden')
    expectError(await collaborator('POST', `${PROBES}?${P}`, create('x')), 403, 'Forbidden')
    // viewer: viewer of demo-project only; as a fleet viewer too, lists but may not view
    grantFleet(sim, 'viewer', 'viewer')
    const viewer = signedIn(sim, 'viewer')
    expect((await viewer('GET', `${PROBES}?${P}`)).status).toBe(200)
    expectError(await viewer('GET', `${PROBES}/watch?${P}`), 403, 'Forbidden')
    expectError(await viewer('DELETE', `${PROBES}/watch?${P}`), 403, 'Forbidden')
    // nobody, a fleet admin without a role in the silo: the project is not found
    grantFleet(sim, 'nobody', 'admin')
    expectError(
      await signedIn(sim, 'nobody')('POST', `${PROBES}?${P}`, create('x')),
      404,
      'ObjectNotFound',
      'not found: project with name "demo-project"',
    )
  })

  it('needs the project to list, as Dropshot reads the first page', async () => {
    const reply = await call(setup(), 'GET', PROBES, { as: 'admin' })
    expectError(
      reply,
      400,
      'InvalidRequest',
      'unable to parse query string: missing field `project`',
    )
  })
})
