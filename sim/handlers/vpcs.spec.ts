import { describe, expect, it } from 'vitest'
import { vpcIds, vpcSubnetIds } from '../seed'
import { call, expectError, schema, setup } from '../testing/test-utils'
import type { Sim } from '../index'

const P = 'project=demo-project'

function as(sim: Sim, user = 'admin') {
  const token = sim.createSession(user)
  return (method: string, path: string, body?: unknown) =>
    call(sim, method, path, { as: { token }, body })
}

describe('vpcList and vpcView', () => {
  it("lists a project's VPCs to a project viewer", async () => {
    const reply = await as(setup(), 'viewer')('GET', `/v1/vpcs?${P}`)
    expect(reply.status).toBe(200)
    const page = schema.VpcResultsPage.parse(reply.json)
    expect(page.items).toMatchObject([
      {
        id: vpcIds.demoDefault,
        name: 'default',
        dnsName: 'default',
        ipv6Prefix: 'fd4e:2b1c:93a0::/48',
      },
    ])
    expect(page.nextPage).toEqual(expect.any(String)) // dropshot: a token with every non-empty page
  })

  it('needs the project, and the right to see it', async () => {
    const sim = setup()
    expectError(
      await as(sim)('GET', '/v1/vpcs'),
      400,
      'InvalidRequest',
      'unable to parse query string: missing field `project`',
    )
    // Polar `"list_children" if "viewer"` on the project fails, and so does `read`: its 404
    expectError(await as(sim, 'viewer')('GET', '/v1/vpcs?project=staging'), 404, 'ObjectNotFound')
    expectError(
      await as(sim)('GET', '/v1/vpcs?project=nope'),
      404,
      'ObjectNotFound',
      'not found: project with name "nope"',
    )
  })

  it('finds a VPC by name with its project, or by id alone', async () => {
    const get = as(setup(), 'viewer')
    const byName = schema.Vpc.parse((await get('GET', `/v1/vpcs/default?${P}`)).json)
    const byId = schema.Vpc.parse((await get('GET', `/v1/vpcs/${vpcIds.demoDefault}`)).json)
    expect(byId).toEqual(byName)
    expectError(
      await get('GET', '/v1/vpcs/default'),
      400,
      'InvalidRequest',
      'vpc should either be an ID or project should be specified',
    )
    expectError(
      await get('GET', `/v1/vpcs/${vpcIds.demoDefault}?${P}`),
      400,
      'InvalidRequest',
      'when providing vpc as an ID, project should not be specified',
    )
    expectError(
      await get('GET', `/v1/vpcs/nope?${P}`),
      404,
      'ObjectNotFound',
      'not found: vpc with name "nope"',
    )
  })
})

describe('vpcSubnetList and vpcSubnetView', () => {
  it("lists a VPC's subnets, the VPC named with its project or by id", async () => {
    const get = as(setup(), 'viewer')
    const byName = await get('GET', `/v1/vpc-subnets?${P}&vpc=default`)
    expect(byName.status).toBe(200)
    const page = schema.VpcSubnetResultsPage.parse(byName.json)
    expect(page.items).toMatchObject([
      {
        id: vpcSubnetIds.demoDefault,
        name: 'default',
        vpcId: vpcIds.demoDefault,
        ipv4Block: '172.30.0.0/22',
        ipv6Block: 'fd4e:2b1c:93a0::/64',
      },
    ])
    const byId = await get('GET', `/v1/vpc-subnets?vpc=${vpcIds.demoDefault}`)
    expect(byId.json).toEqual(byName.json)
  })

  it('needs the VPC', async () => {
    const get = as(setup())
    expectError(
      await get('GET', `/v1/vpc-subnets?${P}`),
      400,
      'InvalidRequest',
      'unable to parse query string: missing field `vpc`',
    )
    expectError(
      await get('GET', '/v1/vpc-subnets?vpc=default'),
      400,
      'InvalidRequest',
      'vpc should either be an ID or project should be specified',
    )
  })

  it('finds a subnet by name with its VPC, or by id alone', async () => {
    const get = as(setup(), 'viewer')
    const byName = schema.VpcSubnet.parse(
      (await get('GET', `/v1/vpc-subnets/default?${P}&vpc=default`)).json,
    )
    const byId = schema.VpcSubnet.parse(
      (await get('GET', `/v1/vpc-subnets/${vpcSubnetIds.demoDefault}`)).json,
    )
    expect(byId).toEqual(byName)
    const byVpcId = await get('GET', `/v1/vpc-subnets/default?vpc=${vpcIds.demoDefault}`)
    expect(schema.VpcSubnet.parse(byVpcId.json)).toEqual(byName)
    expectError(
      await get('GET', `/v1/vpc-subnets/default?${P}`),
      400,
      'InvalidRequest',
      'subnet should either be an ID or vpc should be specified',
    )
    expectError(
      await get('GET', `/v1/vpc-subnets/${vpcSubnetIds.demoDefault}?vpc=default`),
      400,
      'InvalidRequest',
      'when providing subnet as an ID, vpc and project should not be specified',
    )
    expectError(
      await get('GET', `/v1/vpc-subnets/nope?${P}&vpc=default`),
      404,
      'ObjectNotFound',
      'not found: vpc-subnet with name "nope"',
    )
  })

  it('hides subnets of projects the caller cannot see', async () => {
    const sim = setup()
    const reply = await as(sim)('POST', '/v1/projects', { name: 'private', description: '' })
    expect(reply.status).toBe(201)
    const vpc = sim.store
      .list('vpcs')
      .find((v) => v.project_id === schema.Project.parse(reply.json).id)
    // the VPC is hidden with its own 404 (Polar `"read" if "viewer"` on its project fails)
    expectError(
      await as(sim, 'viewer')('GET', `/v1/vpc-subnets?vpc=${vpc?.id}`),
      404,
      'ObjectNotFound',
      `not found: vpc with id "${vpc?.id}"`,
    )
  })
})

describe('projectCreate makes the default VPC', () => {
  it('with a default subnet, as Nexus does', async () => {
    const sim = setup()
    const post = as(sim, 'collaborator')
    expect((await post('POST', '/v1/projects', { name: 'fresh', description: '' })).status).toBe(
      201,
    )

    const vpcs = schema.VpcResultsPage.parse((await post('GET', '/v1/vpcs?project=fresh')).json)
    expect(vpcs.items).toHaveLength(1)
    const [vpc] = vpcs.items
    expect(vpc).toMatchObject({ name: 'default', description: 'Default VPC', dnsName: 'default' })
    expect(vpc.ipv6Prefix).toMatch(/^fd[0-9a-f]{2}:[0-9a-f]{1,4}:[0-9a-f]{1,4}::\/48$/)
    expect(vpc.ipv6Prefix).not.toBe('fd4e:2b1c:93a0::/48')

    const subnets = schema.VpcSubnetResultsPage.parse(
      (await post('GET', '/v1/vpc-subnets?project=fresh&vpc=default')).json,
    )
    expect(subnets.items).toHaveLength(1)
    const [subnet] = subnets.items
    expect(subnet).toMatchObject({
      name: 'default',
      description: 'The default subnet for default',
      vpcId: vpc.id,
      ipv4Block: '172.30.0.0/22',
    })
    // a /64 inside the VPC's /48
    const prefix = vpc.ipv6Prefix.replace('::/48', ':')
    expect(subnet.ipv6Block.startsWith(prefix)).toBe(true)
    expect(subnet.ipv6Block).toMatch(/:[0-9a-f]{1,4}::\/64$/)
  })

  it('so that an instance with the default interface can be created there', async () => {
    const sim = setup()
    const post = as(sim)
    await post('POST', '/v1/projects', { name: 'fresh', description: '' })
    const reply = await post('POST', '/v1/instances?project=fresh', {
      name: 'web1',
      description: '',
      hostname: 'web1',
      ncpus: 1,
      memory: 1024 ** 3,
      network_interfaces: { type: 'default' },
      start: false,
    })
    expect(reply.status, JSON.stringify(reply.json)).toBe(201)
    const nics = schema.InstanceNetworkInterfaceResultsPage.parse(
      (await post('GET', '/v1/network-interfaces?project=fresh&instance=web1')).json,
    )
    expect(nics.items).toMatchObject([{ name: 'net0', primary: true, ip: '172.30.0.5' }])
  })

  it('which keeps the project from being deleted, like Nexus', async () => {
    const sim = setup()
    const post = as(sim)
    await post('POST', '/v1/projects', { name: 'fresh', description: '' })
    expectError(
      await post('DELETE', '/v1/projects/fresh'),
      400,
      'InvalidRequest',
      'project to be deleted contains a vpc: default',
    )
  })

  it('creates nothing when the project is refused', async () => {
    const sim = setup()
    const before = sim.store.list('vpcs').length
    await as(sim)('POST', '/v1/projects', { name: 'project-create-500', description: '' })
    await as(sim)('POST', '/v1/projects', { name: 'demo-project', description: '' })
    expect(sim.store.list('vpcs')).toHaveLength(before)
    expect(sim.store.list('vpcSubnets')).toHaveLength(1)
  })
})
