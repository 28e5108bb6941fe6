import { describe, expect, it } from 'vitest'
import type { Sim } from '../index'
import { ipPoolIds } from '../seed'
import { call, checkFirewallRule, expectError, schema, setup } from '../testing/test-utils'

// VPCs, subnets, routers, routes, internet gateways and firewall rules, as the
// pinned Nexus answers them (see the handlers' comments for where from).

const P = 'project=demo-project'
const V = `${P}&vpc=default`

function as(sim: Sim, user = 'admin') {
  const token = sim.createSession(user)
  return async (method: string, path: string, body?: unknown) =>
    call(sim, method, path, { as: { token }, body })
}

type Json = Record<string, unknown> & { items?: Array<Record<string, unknown>> }
const json = (reply: { json: unknown }) => reply.json as Json
const names = (reply: { json: unknown }) => json(reply).items!.map((i) => i.name)

const newVpc = { name: 'web', description: 'the web tier', dns_name: 'web' }

describe('vpcCreate', () => {
  it('makes the VPC with what Nexus makes with it', async () => {
    const req = as(setup())
    const reply = await req('POST', `/v1/vpcs?${P}`, newVpc)
    expect(reply.status).toBe(201)
    const vpc = schema.Vpc.parse(reply.json)
    expect(vpc).toMatchObject({ name: 'web', dnsName: 'web', projectId: expect.any(String) })
    expect(vpc.ipv6Prefix).toMatch(/^fd[0-9a-f]{2}:[0-9a-f]{1,4}:[0-9a-f]{1,4}::\/48$/)

    const routers = json(await req('GET', `/v1/vpc-routers?${P}&vpc=web`)).items!
    expect(routers).toMatchObject([{ name: 'system', kind: 'system', id: vpc.systemRouterId }])
    const routes = json(await req('GET', `/v1/vpc-router-routes?${P}&vpc=web&router=system`)).items!
    expect(routes.map((r) => [r.name, r.kind, r.destination, r.target])).toEqual([
      [
        'default',
        'vpc_subnet',
        { type: 'subnet', value: 'default' },
        { type: 'subnet', value: 'default' },
      ],
      [
        'default-v4',
        'default',
        { type: 'ip_net', value: '0.0.0.0/0' },
        { type: 'internet_gateway', value: 'default' },
      ],
      [
        'default-v6',
        'default',
        { type: 'ip_net', value: '::/0' },
        { type: 'internet_gateway', value: 'default' },
      ],
    ])
    const [subnet] = json(await req('GET', `/v1/vpc-subnets?${P}&vpc=web`)).items!
    expect(subnet).toMatchObject({
      name: 'default',
      description: 'The default subnet for web',
      ipv4_block: '172.30.0.0/22',
      ipv6_block: vpc.ipv6Prefix.replace('/48', '/64'),
    })
    const rules = json(await req('GET', `/v1/vpc-firewall-rules?${P}&vpc=web`)).rules as Json[]
    for (const r of rules) checkFirewallRule(r)
    expect(rules.map((r) => r.name)).toEqual(['allow-icmp', 'allow-internal-inbound', 'allow-ssh'])
    expect(rules[1]).toMatchObject({
      targets: [{ type: 'vpc', value: 'web' }],
      filters: { hosts: [{ type: 'vpc', value: 'web' }], ports: null, protocols: null },
      priority: 65534,
      action: 'allow',
      direction: 'inbound',
      status: 'enabled',
    })
    expect(rules[2]).toMatchObject({ filters: { ports: ['22'], protocols: ['TCP'], hosts: null } })
    const gateways = json(await req('GET', `/v1/internet-gateways?${P}&vpc=web`)).items!
    expect(gateways).toMatchObject([
      { name: 'default', description: 'Automatically created default VPC gateway' },
    ])
    const pools = json(
      await req('GET', `/v1/internet-gateway-ip-pools?${P}&vpc=web&gateway=default`),
    ).items!
    expect(pools).toMatchObject([{ name: 'default', ip_pool_id: ipPoolIds.default }])
  })

  it('takes a unique local /48 as its prefix, and refuses others', async () => {
    const req = as(setup())
    const ok = await req('POST', `/v1/vpcs?${P}`, { ...newVpc, ipv6_prefix: 'FD12:3456:789A::/48' })
    expect(json(ok).ipv6_prefix).toBe('fd12:3456:789a::/48')
    for (const prefix of ['2000:1000::/48', 'fc00::/48', 'fd00::/56']) {
      expectError(
        await req('POST', `/v1/vpcs?${P}`, { ...newVpc, name: 'other', ipv6_prefix: prefix }),
        400,
        'InvalidRequest',
        'VPC IPv6 address prefixes must be in the Unique Local Address range `fd00::/48` (RFD 4193)',
      )
    }
  })

  it('refuses a name the project has, on create and on rename', async () => {
    const req = as(setup())
    expectError(
      await req('POST', `/v1/vpcs?${P}`, { ...newVpc, name: 'default' }),
      400,
      'ObjectAlreadyExists',
      'already exists: vpc "default"',
    )
    await req('POST', `/v1/vpcs?${P}`, newVpc)
    expectError(
      await req('PUT', `/v1/vpcs/web?${P}`, { name: 'default' }),
      400,
      'ObjectAlreadyExists',
      'already exists: vpc "default"',
    )
    const renamed = await req('PUT', `/v1/vpcs/web?${P}`, { name: 'www', dns_name: 'www' })
    expect(json(renamed)).toMatchObject({
      name: 'www',
      dns_name: 'www',
      description: 'the web tier',
    })
  })
})

describe('vpcDelete', () => {
  it('refuses while subnets exist, the default one included, then removes all of it', async () => {
    const sim = setup()
    const req = as(sim)
    await req('POST', '/v1/projects', { name: 'fresh', description: '' })
    expectError(
      await req('DELETE', '/v1/vpcs/default?project=fresh'),
      400,
      'InvalidRequest',
      'VPC cannot be deleted while VPC Subnets exist',
    )
    expect((await req('DELETE', '/v1/vpc-subnets/default?project=fresh&vpc=default')).status).toBe(
      204,
    )
    expect((await req('DELETE', '/v1/vpcs/default?project=fresh')).status).toBe(204)
    // nothing of it is left, and the project can go
    const project = sim.store.list('projects').find((p) => p.name === 'fresh')!
    expect(sim.store.list('vpcs').filter((v) => v.project_id === project.id)).toEqual([])
    expect(sim.store.list('vpcRouters')).toHaveLength(1) // demo-project's
    expect(sim.store.list('internetGateways')).toHaveLength(1)
    expect(sim.store.list('firewallRules')).toHaveLength(3)
    expect((await req('DELETE', '/v1/projects/fresh')).status).toBe(204)
  })
})

describe('subnets', () => {
  const subnet = (fields: Record<string, unknown> = {}) => ({
    name: 'db',
    description: '',
    ipv4_block: '10.1.0.0/24',
    ...fields,
  })

  it('refuses blocks Nexus refuses, in its order and words', async () => {
    const req = as(setup())
    const refused = async (fields: Record<string, unknown>, message: string) =>
      expectError(
        await req('POST', `/v1/vpc-subnets?${V}`, subnet(fields)),
        400,
        'InvalidRequest',
        message,
      )
    await refused(
      { ipv4_block: '8.8.8.0/24' },
      'VPC Subnet IPv4 address ranges must be from a private range',
    )
    await refused(
      { ipv4_block: '10.0.0.0/28' },
      'VPC Subnet IPv4 address ranges must have prefix length between 8 and 26, inclusive',
    )
    await refused(
      { ipv6_block: 'fd00:1::/64' },
      "VPC Subnet IPv6 address range 'fd00:1::/64' is not valid for VPC with IPv6 prefix 'fd4e:2b1c:93a0::/48'",
    )
    await refused(
      { ipv4_block: '172.30.1.0/24' },
      "IP address range '172.30.1.0/24' conflicts with an existing subnet",
    )
    await refused(
      { ipv6_block: 'fd4e:2b1c:93a0::/64' },
      "IP address range 'fd4e:2b1c:93a0::/64' conflicts with an existing subnet",
    )
    expectError(
      await req('POST', `/v1/vpc-subnets?${V}`, subnet({ name: 'default' })),
      400,
      'ObjectAlreadyExists',
      'already exists: vpc-subnet "default"',
    )
  })

  it('gets a free /64 of the VPC, and a route in the system router that follows it', async () => {
    const sim = setup()
    const req = as(sim)
    const created = json(await req('POST', `/v1/vpc-subnets?${V}`, subnet()))
    expect(created.ipv6_block).toMatch(/^fd4e:2b1c:93a0:[0-9a-f]{1,4}::\/64$/)
    expect(created.ipv6_block).not.toBe('fd4e:2b1c:93a0::/64')
    const routes = () => req('GET', `/v1/vpc-router-routes?${V}&router=system`).then(names)
    expect(await routes()).toContain('db')
    await req('PUT', `/v1/vpc-subnets/db?${V}`, { name: 'data' })
    expect(await routes()).toEqual(['data', 'default', 'default-v4', 'default-v6'])
    expect((await req('DELETE', `/v1/vpc-subnets/data?${V}`)).status).toBe(204)
    expect(await routes()).toEqual(['default', 'default-v4', 'default-v6'])
    // a subnet named like a default route gets a route named apart
    await req('POST', `/v1/vpc-subnets?${V}`, subnet({ name: 'default-v4' }))
    expect((await routes()).find((n) => String(n).startsWith('conflict-default-v4-'))).toBeDefined()
  })

  it('uses a custom router of its VPC; leaving it out of an update detaches it', async () => {
    const sim = setup()
    const req = as(sim)
    const router = json(
      await req('POST', `/v1/vpc-routers?${V}`, { name: 'edge', description: '' }),
    )
    const made = json(await req('POST', `/v1/vpc-subnets?${V}`, subnet({ custom_router: 'edge' })))
    expect(made.custom_router_id).toBe(router.id)
    const renamed = json(await req('PUT', `/v1/vpc-subnets/db?${V}`, { description: 'x' }))
    expect(renamed.custom_router_id).toBeNull()
    expectError(
      await req('PUT', `/v1/vpc-subnets/db?${V}`, { custom_router: 'system' }),
      400,
      'InvalidRequest',
      'cannot attach a system router to a VPC subnet',
    )
    await req('POST', `/v1/vpcs?${P}`, newVpc)
    const other = json(
      await req('POST', `/v1/vpc-routers?${P}&vpc=web`, { name: 'edge', description: '' }),
    )
    expectError(
      await req('PUT', `/v1/vpc-subnets/db?${V}`, { custom_router: other.id }),
      400,
      'InvalidRequest',
      'a router can only be attached to a subnet when both belong to the same VPC',
    )
    expectError(
      await req('PUT', `/v1/vpc-subnets/db?${V}`, { custom_router: 'nope' }),
      404,
      'ObjectNotFound',
      'not found: vpc-router with name "nope"',
    )
    // deleting the router detaches it from its subnets
    await req('PUT', `/v1/vpc-subnets/db?${V}`, { custom_router: 'edge' })
    expect((await req('DELETE', `/v1/vpc-routers/edge?${V}`)).status).toBe(204)
    expect(json(await req('GET', `/v1/vpc-subnets/db?${V}`)).custom_router_id).toBeNull()
  })

  it('cannot be deleted while interfaces use it, and lists them', async () => {
    const req = as(setup())
    const nics = await req('GET', `/v1/vpc-subnets/default/network-interfaces?${V}`)
    expect(names(nics)).toEqual(['net0'])
    expectError(
      await req('DELETE', `/v1/vpc-subnets/default?${V}`),
      400,
      'InvalidRequest',
      'VPC Subnet cannot be deleted while network interfaces in the subnet exist',
    )
  })
})

describe('routers and routes', () => {
  const route = (fields: Record<string, unknown> = {}) => ({
    name: 'to-office',
    description: '',
    destination: { type: 'ip_net', value: '192.168.0.0/16' },
    target: { type: 'ip', value: '172.30.0.9' },
    ...fields,
  })

  it('keeps the system router and its routes to what Nexus allows', async () => {
    const req = as(setup())
    const refused = async (method: string, path: string, message: string, body?: unknown) =>
      expectError(await req(method, path, body), 400, 'InvalidRequest', message)
    await refused('DELETE', `/v1/vpc-routers/system?${V}`, 'cannot delete system router')
    await refused(
      'POST',
      `/v1/vpc-router-routes?${V}&router=system`,
      'user-provided routes cannot be added to a system router',
      route(),
    )
    for (const name of ['default', 'default-v4']) {
      await refused(
        'DELETE',
        `/v1/vpc-router-routes/${name}?${V}&router=system`,
        'DELETE not allowed on system routes',
      )
    }
    await refused(
      'PUT',
      `/v1/vpc-router-routes/default?${V}&router=system`,
      'routes of type VpcSubnet within the system router are not modifiable',
      { destination: { type: 'subnet', value: 'default' }, target: { type: 'drop' } },
    )
    const v4 = { type: 'ip_net', value: '0.0.0.0/0' }
    await refused(
      'PUT',
      `/v1/vpc-router-routes/default-v4?${V}&router=system`,
      'the destination and metadata of a Default route cannot be changed',
      { description: 'mine', destination: v4, target: { type: 'drop' } },
    )
    await refused(
      'PUT',
      `/v1/vpc-router-routes/default-v4?${V}&router=system`,
      'subnets cannot be used as a target in Default routers',
      { destination: v4, target: { type: 'subnet', value: 'default' } },
    )
    // its target can change
    const dropped = await req('PUT', `/v1/vpc-router-routes/default-v4?${V}&router=system`, {
      destination: v4,
      target: { type: 'drop' },
    })
    expect(json(dropped)).toMatchObject({ name: 'default-v4', target: { type: 'drop' } })
  })

  it('takes custom routes with any target but VPCs and subnets, one IP version at a time', async () => {
    const req = as(setup())
    await req('POST', `/v1/vpc-routers?${V}`, { name: 'edge', description: '' })
    const R = `${V}&router=edge`
    const refused = async (fields: Record<string, unknown>, message: string) =>
      expectError(
        await req('POST', `/v1/vpc-router-routes?${R}`, route(fields)),
        400,
        'InvalidRequest',
        message,
      )
    await refused(
      { target: { type: 'ip', value: 'fd00::1' } },
      'cannot mix explicit IPv4 and IPv6 addresses between destination and target',
    )
    await refused(
      { destination: { type: 'vpc', value: 'default' } },
      'users cannot specify VPCs as a destination or target in Custom routes',
    )
    await refused(
      { target: { type: 'subnet', value: 'default' } },
      'subnets cannot be used as a target in Custom routers',
    )
    const targets = [
      { type: 'ip', value: '172.30.0.9' },
      { type: 'instance', value: 'made-up' },
      { type: 'internet_gateway', value: 'outbound' },
      { type: 'drop' },
    ]
    for (const [i, target] of targets.entries()) {
      const reply = await req(
        'POST',
        `/v1/vpc-router-routes?${R}`,
        route({ name: `r${i}`, target }),
      )
      expect(reply.status).toBe(201)
      expect(schema.RouterRoute.parse(reply.json)).toMatchObject({ kind: 'custom', target })
    }
    expectError(
      await req('POST', `/v1/vpc-router-routes?${R}`, route({ name: 'r0' })),
      400,
      'ObjectAlreadyExists',
      'already exists: router-route "r0"',
    )
    const updated = await req('PUT', `/v1/vpc-router-routes/r0?${R}`, {
      name: 'office',
      destination: { type: 'ip', value: '10.0.0.1' },
      target: { type: 'drop' },
    })
    expect(json(updated)).toMatchObject({
      name: 'office',
      destination: { type: 'ip', value: '10.0.0.1' },
    })
    expect((await req('DELETE', `/v1/vpc-router-routes/office?${R}`)).status).toBe(204)
    expectError(
      await req('GET', `/v1/vpc-router-routes/office?${R}`),
      404,
      'ObjectNotFound',
      'not found: router-route with name "office"',
    )
  })

  it('words selector refusals as Nexus does', async () => {
    const req = as(setup())
    // the contract requires the router of a route; Dropshot refuses its absence
    const noRouter = await req('GET', `/v1/vpc-router-routes/default-v4?${V}`)
    expect(noRouter.status).toBe(400)
    expect(json(noRouter).message).toBe('unable to parse query string: missing field `router`')
    expectError(
      await req('GET', `/v1/vpc-routers/system?${P}`),
      400,
      'InvalidRequest',
      'router should either be an ID or vpc should be specified',
    )
    const system = json(await req('GET', `/v1/vpc-routers/system?${V}`))
    expectError(
      await req('GET', `/v1/vpc-routers/${system.id}?${V}`),
      400,
      'InvalidRequest',
      'when providing router as an ID vpc and project should not be specified',
    )
  })
})

describe('internet gateways', () => {
  const G = `${V}&gateway=default`

  it('refuse a plain delete while pools or addresses are linked; a cascade takes its routes too', async () => {
    const sim = setup()
    const req = as(sim)
    expectError(
      await req('DELETE', `/v1/internet-gateways/default?${V}`),
      400,
      'InvalidRequest',
      'Ip pools referencing this gateway exist. To perform a cascading delete set the cascade option',
    )
    expect((await req('DELETE', `/v1/internet-gateways/default?${V}&cascade=true`)).status).toBe(
      204,
    )
    const routes = await req('GET', `/v1/vpc-router-routes?${V}&router=system`).then(names)
    expect(routes).toEqual(['default'])
    expect(sim.store.list('internetGatewayIpPools')).toEqual([])
  })

  it('link pools of the silo and one address', async () => {
    const req = as(setup())
    const made = await req('POST', `/v1/internet-gateways?${V}`, {
      name: 'outbound',
      description: '',
    })
    expect(made.status).toBe(201)
    const O = `${V}&gateway=outbound`
    expectError(
      await req('POST', `/v1/internet-gateway-ip-pools?${O}`, {
        name: 'p',
        description: '',
        ip_pool: 'nope',
      }),
      404,
      'ObjectNotFound',
      'not found: ip-pool with name "nope"',
    )
    const pool = await req('POST', `/v1/internet-gateway-ip-pools?${O}`, {
      name: 'p',
      description: '',
      ip_pool: 'default',
    })
    expect(schema.InternetGatewayIpPool.parse(pool.json).ipPoolId).toBe(ipPoolIds.default)
    const address = { name: 'a', description: '', address: '203.0.113.250' }
    expect((await req('POST', `/v1/internet-gateway-ip-addresses?${O}`, address)).status).toBe(201)
    expectError(
      await req('POST', `/v1/internet-gateway-ip-addresses?${O}`, { ...address, name: 'b' }),
      400,
      'ObjectAlreadyExists',
      'already exists: internet-gateway-ip-address "b"',
    )
    expectError(
      await req('DELETE', `/v1/internet-gateways/outbound?${V}`),
      400,
      'InvalidRequest',
      'Ip pools referencing this gateway exist. To perform a cascading delete set the cascade option',
    )
    expect((await req('DELETE', `/v1/internet-gateway-ip-pools/p?${O}`)).status).toBe(204)
    expectError(
      await req('DELETE', `/v1/internet-gateways/outbound?${V}`),
      400,
      'InvalidRequest',
      'Ip addresses referencing this gateway exist. To perform a cascading delete set the cascade option',
    )
  })

  it('keep a pool that routed instance addresses use, unless told to cascade', async () => {
    const req = as(setup())
    // db1's ephemeral address is in the default pool, and default-v4 routes to this gateway
    expectError(
      await req('DELETE', `/v1/internet-gateway-ip-pools/default?${G}`),
      400,
      'InvalidRequest',
      'VPC routes dependent on this IP pool. To perform a cascading delete set the cascade option',
    )
    expect(
      (await req('DELETE', `/v1/internet-gateway-ip-pools/default?${G}&cascade=true`)).status,
    ).toBe(204)
  })
})

describe('firewall rules', () => {
  const rule = (name: string, fields: Record<string, unknown> = {}) => ({
    name,
    description: '',
    status: 'enabled',
    direction: 'inbound',
    targets: [{ type: 'vpc', value: 'default' }],
    filters: { ports: ['443'], protocols: ['TCP'] },
    action: 'allow',
    priority: 100,
    ...fields,
  })

  it('are replaced as a set, listed by name, each with a new id', async () => {
    const req = as(setup())
    const before = json(await req('GET', `/v1/vpc-firewall-rules?${V}`)).rules as Json[]
    const reply = await req('PUT', `/v1/vpc-firewall-rules?${V}`, {
      rules: [
        rule('https'),
        rule('deny-all', { action: 'deny', priority: 65535, filters: {} }),
        rule('allow-ssh'),
      ],
    })
    expect(reply.status).toBe(200)
    const rules = json(reply).rules as Json[]
    for (const r of rules) checkFirewallRule(r)
    expect(rules.map((r) => r.name)).toEqual(['allow-ssh', 'deny-all', 'https'])
    expect(rules[1].filters).toEqual({ hosts: null, ports: null, protocols: null })
    const oldSsh = before.find((r) => r.name === 'allow-ssh')!
    expect(rules[0].id).not.toBe(oldSsh.id)
    expect(json(await req('GET', `/v1/vpc-firewall-rules?${V}`)).rules).toEqual(rules)
  })

  it('refuse what Nexus refuses', async () => {
    const req = as(setup())
    const put = (rules: unknown[]) => req('PUT', `/v1/vpc-firewall-rules?${V}`, { rules })
    expectError(
      await put([rule('a'), rule('a'), rule('b')]),
      400,
      'InvalidValue',
      'unsupported value for "rules": Rule names must be unique. Duplicates: ["a"]',
    )
    expectError(
      await put(Array.from({ length: 1025 }, (_, i) => rule(`r${i}`))),
      400,
      'InvalidValue',
      'unsupported value for "rules": max length 1024',
    )
    const many = Array.from({ length: 257 }, () => ({ type: 'ip', value: '10.0.0.1' }))
    expectError(
      await put([rule('a', { targets: many })]),
      400,
      'InvalidValue',
      'unsupported value for "targets": max length 256',
    )
    expectError(
      await put([rule('a', { filters: { hosts: many } })]),
      400,
      'InvalidValue',
      'unsupported value for "filters.hosts": max length 256',
    )
    expectError(
      await put([rule('a', { targets: [{ type: 'vpc', value: 'other' }] })]),
      400,
      'InvalidRequest',
      'cross-VPC firewall target unsupported',
    )
    expectError(
      await put([rule('a', { filters: { hosts: [{ type: 'vpc', value: 'other' }] } })]),
      400,
      'InvalidRequest',
      'cross-VPC firewall host filter unsupported',
    )
    // an instance that does not exist is taken: Nexus resolves names later
    const ok = await put([rule('a', { targets: [{ type: 'instance', value: 'made-up' }] })])
    expect(ok.status).toBe(200)
  })
})
