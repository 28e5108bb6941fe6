// Terraform for the project's resources (terraform-provider-oxide's names and attributes).
import {
  label,
  project,
  projectId,
  str,
  type Attributes,
  type Block,
  type Mapping,
  type Params,
  type Value,
} from './terraform-blocks'
import { instanceBlocks } from './terraform-instance'

const vpcLookup = (projectName: unknown, vpc: string): Block => ({
  kind: 'data',
  type: 'oxide_vpc',
  label: label(vpc),
  attributes: [
    ['project_name', str(projectName)],
    ['name', vpc],
  ],
})
const vpcId = (vpc: string) => ({ ref: `data.oxide_vpc.${label(vpc)}.id` })

/** `{ type, value }`, as a route's ends and a rule's targets and hosts read in both */
const typeValue = (tv: { type: string; value?: unknown } | undefined): Value | undefined =>
  tv && {
    object: [
      ['type', tv.type],
      ['value', tv.value === undefined ? undefined : String(tv.value)],
    ],
  }

// the API's firewall protocol, `{ type: 'icmp', value: { icmpType, code } }`, flattened
function protocol(p: { type: string; value?: { icmpType: number; code?: string | null } | null }) {
  return {
    object: [
      ['type', p.type],
      ['icmp_type', p.value?.icmpType],
      ['icmp_code', str(p.value?.code)],
    ] as Attributes,
  }
}

/** The provider's `rules` map: the rule's name is its key */
type RuleBody = {
  name: string
  description: string
  status: string
  direction: string
  action: string
  priority: number
  targets: { type: string; value: string }[]
  filters: {
    hosts?: { type: string; value: string }[] | null
    ports?: string[] | null
    protocols?: Parameters<typeof protocol>[0][] | null
  }
}
const ruleObject = (r: RuleBody): [string, Value] => [
  r.name,
  {
    object: [
      ['action', r.action],
      ['description', r.description],
      ['direction', r.direction],
      [
        'filters',
        {
          object: [
            ['hosts', r.filters.hosts?.map((h) => typeValue(h)!)],
            ['ports', r.filters.ports ?? undefined],
            ['protocols', r.filters.protocols?.map(protocol)],
          ],
        },
      ],
      ['priority', r.priority],
      ['status', r.status],
      ['targets', r.targets.map((t) => typeValue(t)!)],
    ],
  },
]

// An edit in Terraform is the resource's block changed: the create's block for the body the
// edit sends, labeled by the name the resource had (its address in the configuration)
const EDITED = 'the block after this change; attributes this form does not change keep their values'
const asEdited =
  (create: Mapping, pathKey: string): Mapping =>
  (p: Params) => {
    const blocks = create({ query: p.query, body: p.body })
    const resource = blocks.at(-1)!
    blocks[blocks.length - 1] = {
      ...resource,
      label: label(String(p.path?.[pathKey])),
      note: EDITED,
    }
    return blocks
  }

export const PROJECT_MAPPINGS: Record<string, Mapping> = {
  projectCreate: ({ body = {} }) => [
    {
      kind: 'resource',
      type: 'oxide_project',
      label: label(body.name),
      attributes: [
        ['name', body.name],
        ['description', body.description],
      ],
    },
  ],
  diskCreate: ({ query = {}, body = {} }) => {
    const p = String(query.project)
    const source = body.diskBackend?.diskSource ?? body.diskSource ?? {}
    return [
      project(p),
      {
        kind: 'resource',
        type: 'oxide_disk',
        label: label(body.name),
        attributes: [
          ['project_id', projectId(p)],
          ['name', body.name],
          ['description', body.description],
          ['size', body.size],
          ['block_size', source.type === 'blank' ? source.blockSize : undefined],
          ['source_image_id', source.type === 'image' ? source.imageId : undefined],
          ['source_snapshot_id', source.type === 'snapshot' ? source.snapshotId : undefined],
          ['read_only', source.readOnly ? true : undefined],
        ],
      },
    ]
  },
  vpcCreate: ({ query = {}, body = {} }) => {
    const p = String(query.project)
    return [
      project(p),
      {
        kind: 'resource',
        type: 'oxide_vpc',
        label: label(body.name),
        attributes: [
          ['project_id', projectId(p)],
          ['name', body.name],
          ['description', body.description],
          ['dns_name', body.dnsName],
          ['ipv6_prefix', str(body.ipv6Prefix)],
        ],
      },
    ]
  },
  vpcSubnetCreate: ({ query = {}, body = {} }) => {
    const vpc = String(query.vpc)
    return [
      vpcLookup(query.project, vpc),
      {
        kind: 'resource',
        type: 'oxide_vpc_subnet',
        label: label(body.name),
        attributes: [
          ['vpc_id', vpcId(vpc)],
          ['name', body.name],
          ['description', body.description],
          ['ipv4_block', body.ipv4Block],
          ['ipv6_block', str(body.ipv6Block)],
        ],
      },
    ]
  },
  // terraform-provider-oxide docs/resources/oxide_vpc_router.md: vpc_id, name, description
  vpcRouterCreate: ({ query = {}, body = {} }) => {
    const vpc = String(query.vpc)
    return [
      vpcLookup(query.project, vpc),
      {
        kind: 'resource',
        type: 'oxide_vpc_router',
        label: label(body.name),
        attributes: [
          ['vpc_id', vpcId(vpc)],
          ['name', body.name],
          ['description', body.description],
        ],
      },
    ]
  },
  floatingIpCreate: ({ query = {}, body = {} }) => {
    const p = String(query.project)
    const allocator = body.addressAllocator ?? {}
    const selector = allocator.poolSelector ?? {}
    const pool: string | undefined =
      str(body.pool) ?? (selector.type === 'explicit' ? str(selector.pool) : undefined)
    const blocks: Block[] = [project(p)]
    if (pool) {
      blocks.push({
        kind: 'data',
        type: 'oxide_ip_pool',
        label: label(pool),
        attributes: [['name', pool]],
      })
    }
    blocks.push({
      kind: 'resource',
      type: 'oxide_floating_ip',
      label: label(body.name),
      attributes: [
        ['project_id', projectId(p)],
        ['name', body.name],
        ['description', body.description],
        ['ip', str(body.ip) ?? (allocator.type === 'explicit' ? str(allocator.ip) : undefined)],
        ['ip_pool_id', pool ? { ref: `data.oxide_ip_pool.${label(pool)}.id` } : undefined],
        ['ip_version', selector.type === 'auto' ? str(selector.ipVersion) : undefined],
      ],
    })
    return blocks
  },
  snapshotCreate: ({ query = {}, body = {} }) => {
    const p = String(query.project)
    const disk = String(body.disk)
    return [
      project(p),
      {
        kind: 'data',
        type: 'oxide_disk',
        label: label(disk),
        attributes: [
          ['project_name', p],
          ['name', disk],
        ],
      },
      {
        kind: 'resource',
        type: 'oxide_snapshot',
        label: label(body.name),
        attributes: [
          ['project_id', projectId(p)],
          ['disk_id', { ref: `data.oxide_disk.${label(disk)}.id` }],
          ['name', body.name],
          ['description', body.description],
        ],
      },
    ]
  },
  instanceCreate: ({ query = {}, body = {} }) => instanceBlocks(String(query.project), body),
  antiAffinityGroupCreate: ({ query = {}, body = {} }) => {
    const p = String(query.project)
    return [
      project(p),
      {
        kind: 'resource',
        type: 'oxide_anti_affinity_group',
        label: label(body.name),
        attributes: [
          ['project_id', projectId(p)],
          ['name', body.name],
          ['description', body.description],
          ['policy', body.policy],
        ],
      },
    ]
  },
  imageCreate: ({ query = {}, body = {} }) => {
    const p = String(query.project)
    return [
      project(p),
      {
        kind: 'resource',
        type: 'oxide_image',
        label: label(body.name),
        attributes: [
          ['project_id', projectId(p)],
          ['name', body.name],
          ['description', body.description],
          ['os', body.os],
          ['version', body.version],
          ['source_snapshot_id', body.source?.type === 'snapshot' ? body.source.id : undefined],
        ],
      },
    ]
  },
  internetGatewayCreate: ({ query = {}, body = {} }) => {
    const vpc = String(query.vpc)
    return [
      vpcLookup(query.project, vpc),
      {
        kind: 'resource',
        type: 'oxide_vpc_internet_gateway',
        label: label(body.name),
        attributes: [
          ['vpc_id', vpcId(vpc)],
          ['name', body.name],
          ['description', body.description],
        ],
      },
    ]
  },
  vpcRouterRouteCreate: ({ query = {}, body = {} }) => {
    const router = String(query.router)
    return [
      {
        kind: 'data',
        type: 'oxide_vpc_router',
        label: label(router),
        attributes: [
          ['project_name', str(query.project)],
          ['vpc_name', str(query.vpc)],
          ['name', router],
        ],
      },
      {
        kind: 'resource',
        type: 'oxide_vpc_router_route',
        label: label(body.name),
        attributes: [
          ['vpc_router_id', { ref: `data.oxide_vpc_router.${label(router)}.id` }],
          ['name', body.name],
          ['description', body.description],
          ['destination', typeValue(body.destination)],
          ['target', typeValue(body.target)],
        ],
      },
    ]
  },
  externalSubnetCreate: ({ query = {}, body = {} }) => {
    const p = String(query.project)
    const allocator = body.allocator ?? {}
    const selector = allocator.poolSelector ?? {}
    const pool = selector.type === 'explicit' ? str(selector.pool) : undefined
    const blocks: Block[] = [project(p)]
    if (pool) {
      blocks.push({
        kind: 'data',
        type: 'oxide_subnet_pool',
        label: label(pool),
        attributes: [['name', pool]],
      })
    }
    blocks.push({
      kind: 'resource',
      type: 'oxide_external_subnet',
      label: label(body.name),
      attributes: [
        ['project_id', projectId(p)],
        ['name', body.name],
        ['description', body.description],
        ['subnet', allocator.type === 'explicit' ? str(allocator.subnet) : undefined],
        ['prefix_len', allocator.type === 'auto' ? allocator.prefixLength : undefined],
        ['subnet_pool_id', pool ? { ref: `data.oxide_subnet_pool.${label(pool)}.id` } : undefined],
        ['ip_version', selector.type === 'auto' ? str(selector.ipVersion) : undefined],
      ],
    })
    return blocks
  },
  // the provider looks neither an instance nor an external subnet up by name: both as
  // resources of the same configuration
  externalSubnetAttach: ({ path = {}, body = {} }) => [
    {
      kind: 'resource',
      type: 'oxide_external_subnet_attachment',
      label: label(`${path.externalSubnet}-${body.instance}`),
      note: 'the subnet and the instance as resources of this configuration (no lookup by name)',
      attributes: [
        [
          'external_subnet_id',
          { ref: `oxide_external_subnet.${label(String(path.externalSubnet))}.id` },
        ],
        ['instance_id', { ref: `oxide_instance.${label(String(body.instance))}.id` }],
      ],
    },
  ],
  // Nexus keeps a VPC's rules as one list, the provider as one resource: the whole list
  vpcFirewallRulesUpdate: ({ query = {}, body = {} }) => {
    const vpc = String(query.vpc)
    return [
      vpcLookup(query.project, vpc),
      {
        kind: 'resource',
        type: 'oxide_vpc_firewall_rules',
        label: label(vpc),
        attributes: [
          ['vpc_id', vpcId(vpc)],
          ['rules', { object: ((body.rules ?? []) as RuleBody[]).map(ruleObject) }],
        ],
      },
    ]
  },
  currentUserSshKeyCreate: ({ body = {} }) => [
    {
      kind: 'resource',
      type: 'oxide_ssh_key',
      label: label(body.name),
      attributes: [
        ['name', body.name],
        ['description', body.description],
        ['public_key', body.publicKey],
      ],
    },
  ],
}

// the edits of the kinds above: the create's block as it reads after the change
Object.assign(PROJECT_MAPPINGS, {
  projectUpdate: asEdited(PROJECT_MAPPINGS.projectCreate, 'project'),
  vpcUpdate: asEdited(PROJECT_MAPPINGS.vpcCreate, 'vpc'),
  vpcSubnetUpdate: asEdited(PROJECT_MAPPINGS.vpcSubnetCreate, 'subnet'),
  vpcRouterUpdate: asEdited(PROJECT_MAPPINGS.vpcRouterCreate, 'router'),
  vpcRouterRouteUpdate: asEdited(PROJECT_MAPPINGS.vpcRouterRouteCreate, 'route'),
  floatingIpUpdate: asEdited(PROJECT_MAPPINGS.floatingIpCreate, 'floatingIp'),
  antiAffinityGroupUpdate: asEdited(PROJECT_MAPPINGS.antiAffinityGroupCreate, 'antiAffinityGroup'),
  externalSubnetUpdate: asEdited(PROJECT_MAPPINGS.externalSubnetCreate, 'externalSubnet'),
} satisfies Record<string, Mapping>)

// what the menu says where a project request has no resource block to give
export const PROJECT_REASONS: Record<string, string> = {
  instanceStart: 'No Terraform resource for starting an instance',
  instanceStop: 'No Terraform resource for stopping an instance',
  instanceReboot: 'No Terraform resource for rebooting an instance',
  instanceDiskAttach: "In Terraform a disk is attached in its instance's disk_attachments",
  instanceNetworkInterfaceCreate:
    "In Terraform an interface is one of its instance's network_interfaces",
  instanceNetworkInterfaceUpdate:
    "In Terraform an interface is one of its instance's network_interfaces",
  instanceEphemeralIpAttach: "In Terraform an ephemeral IP is one of its instance's external_ips",
  floatingIpAttach: "In Terraform a floating IP is attached in its instance's external_ips",
  antiAffinityGroupMemberInstanceAdd:
    'In Terraform an instance joins a group in its anti_affinity_groups',
  internetGatewayIpPoolCreate: 'No Terraform resource for an internet gateway’s IP pools',
  internetGatewayIpAddressCreate: 'No Terraform resource for an internet gateway’s IP addresses',
}
