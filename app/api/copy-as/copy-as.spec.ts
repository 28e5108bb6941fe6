import { describe, expect, it } from 'vitest'

import { INITIAL, NEWEST, V14 } from '../rack-api'
import { toCli } from './cli'
import { toCurl } from './curl'
import { sentRequest } from './request'
import { heredocDelimiter, shellQuote } from './shell'
import { hclString, toTerraform } from './terraform'

const diskCreate = {
  op: 'diskCreate' as const,
  params: {
    query: { project: 'demo-project' },
    body: {
      name: 'data',
      description: "Bob's disk",
      size: 10 * 1024 ** 3,
      diskBackend: {
        type: 'distributed' as const,
        diskSource: { type: 'blank' as const, blockSize: 4096 as const },
      },
    },
  },
}

describe('shell quoting', () => {
  it('keeps text literal, single quotes included', () => {
    expect(shellQuote("it's $HOME")).toBe(`'it'\\''s $HOME'`)
  })
  it('picks a heredoc end that is not a line of the text', () => {
    expect(heredocDelimiter('a\nEOF\nb')).toBe('EOF_')
  })
})

describe('sentRequest', () => {
  it('records method, URL with query, version header and the snake_case body', async () => {
    const sent = await sentRequest(diskCreate)
    expect(sent.method).toBe('POST')
    expect(sent.path).toBe('/v1/disks?project=demo-project')
    expect(sent.headers['api-version']).toBe(NEWEST)
    expect(JSON.parse(sent.body!)).toMatchObject({
      name: 'data',
      disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
    })
  })
  it('has no body for an action', async () => {
    const sent = await sentRequest({
      op: 'instanceStop',
      params: { path: { instance: 'db1' }, query: { project: 'p' } },
    })
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/instances/db1/stop?project=p' })
    expect(sent.body).toBeUndefined()
  })
  it("translates for an older rack, in its version's header", async () => {
    const v14 = await sentRequest(diskCreate, V14)
    expect(v14.headers['api-version']).toBe(V14)
    expect(v14.body).not.toContain('disk_backend')
    const initial = await sentRequest(diskCreate, INITIAL)
    expect(initial.headers['api-version']).toBe(INITIAL)
  })
})

describe('toCurl', () => {
  it('writes the request with the token as a variable and the body quoted', async () => {
    const curl = toCurl(await sentRequest(diskCreate), 'https://rack.example')
    expect(curl).toContain(`curl -X POST 'https://rack.example/v1/disks?project=demo-project'`)
    expect(curl).toContain(`-H "Authorization: Bearer $OXIDE_TOKEN"`)
    expect(curl).toContain(`-H 'api-version: ${NEWEST}'`)
    expect(curl).toContain(`-H 'content-type: application/json'`)
    expect(curl).toContain(`"description":"Bob'\\''s disk"`)
  })
})

describe('toCli', () => {
  it("uses the CLI's subcommand on the newest API, the body on stdin", async () => {
    const cli = toCli(await sentRequest(diskCreate), true)
    expect(cli).toMatch(
      /^oxide disk create --project 'demo-project' --json-body \/dev\/stdin <<'EOF'\n\{/,
    )
    expect(cli.endsWith('\nEOF')).toBe(true)
  })
  it('names path parameters as flags', async () => {
    const sent = await sentRequest({
      op: 'instanceStop',
      params: { path: { instance: 'db1' }, query: { project: 'p' } },
    })
    expect(toCli(sent, true)).toBe(`oxide instance stop --instance 'db1' --project 'p'`)
  })
  it('falls back to `oxide api` on an older rack', async () => {
    const cli = toCli(await sentRequest(diskCreate, V14), false)
    expect(cli).toMatch(
      /^oxide api '\/v1\/disks\?project=demo-project' --method POST --input - <<'EOF'/,
    )
  })
})

describe('toTerraform', () => {
  it('maps a disk to oxide_disk with the project looked up by name', () => {
    const tf = toTerraform('diskCreate', diskCreate.params) as string
    expect(tf).toContain('data "oxide_project" "demo-project" {')
    expect(tf).toContain('project_id  = data.oxide_project.demo-project.id')
    expect(tf).toContain('block_size  = 4096')
    expect(tf).toContain(`description = "Bob's disk"`)
    expect(tf).not.toContain('source_image_id')
  })
  it('maps a floating IP pool to a lookup of its ID', () => {
    const tf = toTerraform('floatingIpCreate', {
      query: { project: 'p' },
      body: {
        name: 'ip',
        description: '',
        addressAllocator: { type: 'auto', poolSelector: { type: 'explicit', pool: 'default' } },
      },
    }) as string
    expect(tf).toContain('ip_pool_id  = data.oxide_ip_pool.default.id')
  })
  it('maps a router to oxide_vpc_router in a VPC looked up by name', () => {
    const tf = toTerraform('vpcRouterCreate', {
      query: { project: 'p', vpc: 'web' },
      body: { name: 'edge', description: '' },
    }) as string
    expect(tf).toContain('data "oxide_vpc" "web" {')
    expect(tf).toContain('resource "oxide_vpc_router" "edge" {')
    expect(tf).toContain('vpc_id      = data.oxide_vpc.web.id')
    expect(tf).toContain('description = ""')
  })
  it('says why an action has none', () => {
    expect(toTerraform('instanceStart', {})).toEqual({
      reason: 'No Terraform resource for starting an instance',
    })
  })
  it('escapes interpolation in strings', () => {
    expect(hclString('a ${b} %{c}')).toBe('"a $${b} %%{c}"')
  })
})

const GiB = 1024 ** 3

describe('toTerraform: instances', () => {
  const body = {
    name: 'db1',
    description: 'the db',
    hostname: 'db1',
    ncpus: 2,
    memory: 8 * GiB,
    bootDisk: {
      type: 'create',
      name: 'db1-boot',
      description: 'boot',
      size: 10 * GiB,
      diskBackend: { type: 'distributed', diskSource: { type: 'image', imageId: 'img-1' } },
    },
    disks: [
      { type: 'attach', name: 'data' },
      {
        type: 'create',
        name: 'scratch',
        description: '',
        size: GiB,
        diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 4096 } },
      },
    ],
    networkInterfaces: {
      type: 'create',
      params: [
        {
          name: 'nic0',
          description: '',
          vpcName: 'web',
          subnetName: 'front',
          ipConfig: { type: 'v4', value: { ip: { type: 'explicit', value: '172.30.0.9' } } },
        },
      ],
    },
    externalIps: [
      { type: 'ephemeral', poolSelector: { type: 'explicit', pool: 'pool-1' } },
      { type: 'floating', floatingIp: 'rootbeer' },
    ],
    sshPublicKeys: ['laptop'],
    userData: '',
    start: false,
    autoRestartPolicy: null,
    antiAffinityGroups: ['romulus'],
  }
  const tf = toTerraform('instanceCreate', { query: { project: 'p' }, body }) as string

  it('makes each disk the create makes an oxide_disk, and boots from the first', () => {
    expect(tf).toContain('resource "oxide_disk" "db1-boot" {')
    expect(tf).toContain('source_image_id = "img-1"')
    expect(tf).toContain('block_size  = 4096')
    expect(tf).toContain('boot_disk_id     = oxide_disk.db1-boot.id')
    expect(tf).toContain(
      'disk_attachments = [oxide_disk.db1-boot.id, data.oxide_disk.data.id, oxide_disk.scratch.id]',
    )
  })
  it('looks up by name what the form chose by name', () => {
    expect(tf).toContain('data "oxide_vpc_subnet" "web-front" {')
    expect(tf).toContain('vpc_id      = data.oxide_vpc_subnet.web-front.vpc_id')
    expect(tf).toContain('ip = "172.30.0.9"')
    expect(tf).toContain('pool_id = data.oxide_ip_pool.pool-1.id')
    expect(tf).toContain('id = data.oxide_floating_ip.rootbeer.id')
    expect(tf).toContain('ssh_public_keys      = [data.oxide_ssh_key.laptop.id]')
    expect(tf).toContain('anti_affinity_groups = [data.oxide_anti_affinity_group.romulus.id]')
  })
  it('keeps the choices the provider has attributes for, and no empty ones', () => {
    expect(tf).toContain('start_on_create      = false')
    expect(tf).toMatch(
      /resource "oxide_instance" "db1" \{\n {2}project_id {7}= data\.oxide_project\.p\.id/,
    )
    expect(tf).not.toContain('user_data')
    expect(tf).not.toContain('auto_restart_policy')
  })
  it("writes out the API's default interface, and an empty key list as no keys", () => {
    const plain = toTerraform('instanceCreate', {
      query: { project: 'p' },
      body: {
        name: 'a',
        description: '',
        hostname: 'a',
        ncpus: 1,
        memory: GiB,
        sshPublicKeys: [],
        networkInterfaces: { type: 'default_ipv4' },
      },
    }) as string
    expect(plain).toContain("# the API's default interface")
    expect(plain).toContain('name        = "net0"')
    expect(plain).toContain('ip = "auto"')
    expect(plain).toContain('ssh_public_keys = []')
    const none = toTerraform('instanceCreate', {
      query: { project: 'p' },
      body: {
        name: 'a',
        description: '',
        hostname: 'a',
        ncpus: 1,
        memory: GiB,
        networkInterfaces: { type: 'none' },
      },
    }) as string
    expect(none).not.toContain('network_interfaces')
  })
})

describe('toTerraform: VPC pieces and edits', () => {
  it('writes the whole rule list as oxide_vpc_firewall_rules, a rule by its name', () => {
    const tf = toTerraform('vpcFirewallRulesUpdate', {
      query: { project: 'p', vpc: 'default' },
      body: {
        rules: [
          {
            name: 'allow-icmp',
            description: '',
            status: 'enabled',
            direction: 'inbound',
            action: 'allow',
            priority: 65534,
            targets: [{ type: 'vpc', value: 'default' }],
            filters: { protocols: [{ type: 'icmp', value: { icmpType: 8, code: '0' } }] },
          },
          {
            name: 'ssh',
            description: '',
            status: 'disabled',
            direction: 'inbound',
            action: 'deny',
            priority: 10,
            targets: [{ type: 'subnet', value: 'web' }],
            filters: { hosts: [{ type: 'ip_net', value: '10.0.0.0/8' }], ports: ['22'] },
          },
        ],
      },
    }) as string
    expect(tf).toContain('resource "oxide_vpc_firewall_rules" "default" {')
    expect(tf).toContain('vpc_id = data.oxide_vpc.default.id')
    expect(tf).toContain('"allow-icmp" = {')
    expect(tf).toContain('ssh = {')
    expect(tf).toMatch(/icmp_type = 8\n\s+icmp_code = "0"/)
    expect(tf).toContain('ports = ["22"]')
    expect(tf).toMatch(/type {2}= "ip_net"\n\s+value = "10\.0\.0\.0\/8"/)
  })
  it('maps a route to oxide_vpc_router_route in a router looked up by name', () => {
    const tf = toTerraform('vpcRouterRouteCreate', {
      query: { project: 'p', vpc: 'v', router: 'rt' },
      body: {
        name: 'out',
        description: '',
        destination: { type: 'ip_net', value: '0.0.0.0/0' },
        target: { type: 'internet_gateway', value: 'default' },
      },
    }) as string
    expect(tf).toContain('data "oxide_vpc_router" "rt" {')
    expect(tf).toContain('vpc_router_id = data.oxide_vpc_router.rt.id')
    expect(tf).toMatch(/target = \{\n\s+type {2}= "internet_gateway"\n\s+value = "default"/)
  })
  it('shows an edit as the block after it, under the name the resource had', () => {
    const tf = toTerraform('projectUpdate', {
      path: { project: 'old' },
      body: { name: 'new', description: 'now' },
    }) as string
    expect(tf).toMatch(/^# the block after this change.*\nresource "oxide_project" "old" \{/)
    expect(tf).toContain('name        = "new"')
    const route = toTerraform('vpcRouterRouteUpdate', {
      path: { route: 'r1' },
      query: { project: 'p', vpc: 'v', router: 'rt' },
      body: { destination: { type: 'ip', value: '1.1.1.1' }, target: { type: 'drop' } },
    }) as string
    expect(route).toContain('resource "oxide_vpc_router_route" "r1" {')
    expect(route.slice(route.indexOf('resource'))).not.toMatch(/\n\s+name\s+=/)
    for (const op of ['vpcUpdate', 'vpcSubnetUpdate', 'vpcRouterUpdate', 'floatingIpUpdate']) {
      const key = {
        vpcUpdate: 'vpc',
        vpcSubnetUpdate: 'subnet',
        vpcRouterUpdate: 'router',
        floatingIpUpdate: 'floatingIp',
      }[op]!
      const edited = toTerraform(op, {
        path: { [key]: 'before' },
        query: { project: 'p', vpc: 'v' },
        body: { name: 'after', description: '' },
      })
      expect(edited).toContain('"before" {')
      expect(edited).toContain('"after"')
    }
  })
  it('maps groups, images, gateways and external subnets', () => {
    expect(
      toTerraform('antiAffinityGroupCreate', {
        query: { project: 'p' },
        body: { name: 'g', description: '', policy: 'fail', failureDomain: 'sled' },
      }),
    ).toContain('policy      = "fail"')
    expect(
      toTerraform('imageCreate', {
        query: { project: 'p' },
        body: {
          name: 'i',
          description: '',
          os: 'debian',
          version: '12',
          source: { type: 'snapshot', id: 's-1' },
        },
      }),
    ).toContain('source_snapshot_id = "s-1"')
    expect(
      toTerraform('internetGatewayCreate', {
        query: { project: 'p', vpc: 'v' },
        body: { name: 'gw', description: '' },
      }),
    ).toContain('resource "oxide_vpc_internet_gateway" "gw" {')
    const subnet = toTerraform('externalSubnetCreate', {
      query: { project: 'p' },
      body: {
        name: 'e',
        description: '',
        allocator: {
          type: 'auto',
          prefixLength: 28,
          poolSelector: { type: 'explicit', pool: 'sp' },
        },
      },
    })
    expect(subnet).toContain('prefix_len     = 28')
    expect(subnet).toContain('subnet_pool_id = data.oxide_subnet_pool.sp.id')
    expect(
      toTerraform('externalSubnetAttach', {
        path: { externalSubnet: 'e' },
        query: { project: 'p' },
        body: { instance: 'db1' },
      }),
    ).toContain('instance_id        = oxide_instance.db1.id')
  })
  it("says where an attach lives in Terraform when it is an instance's attribute", () => {
    expect(toTerraform('instanceDiskAttach', {})).toEqual({
      reason: "In Terraform a disk is attached in its instance's disk_attachments",
    })
    expect(toTerraform('internetGatewayIpPoolCreate', {})).toHaveProperty('reason')
  })
})

describe('sentRequest: firewall rules', () => {
  it('is the PUT of the whole list', async () => {
    const sent = await sentRequest({
      op: 'vpcFirewallRulesUpdate',
      params: { query: { project: 'p', vpc: 'default' }, body: { rules: [] } },
    })
    expect(sent).toMatchObject({
      method: 'PUT',
      path: '/v1/vpc-firewall-rules?project=p&vpc=default',
    })
    expect(JSON.parse(sent.body!)).toEqual({ rules: [] })
  })
})
