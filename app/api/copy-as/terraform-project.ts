// Terraform for the project's resources (terraform-provider-oxide's names and attributes).
import { label, project, projectId, str, type Block, type Mapping } from './terraform-blocks'

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
    const vpcLabel = label(vpc)
    return [
      {
        kind: 'data',
        type: 'oxide_vpc',
        label: vpcLabel,
        attributes: [
          ['project_name', str(query.project)],
          ['name', vpc],
        ],
      },
      {
        kind: 'resource',
        type: 'oxide_vpc_subnet',
        label: label(body.name),
        attributes: [
          ['vpc_id', { ref: `data.oxide_vpc.${vpcLabel}.id` }],
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
    const vpcLabel = label(vpc)
    return [
      {
        kind: 'data',
        type: 'oxide_vpc',
        label: vpcLabel,
        attributes: [
          ['project_name', str(query.project)],
          ['name', vpc],
        ],
      },
      {
        kind: 'resource',
        type: 'oxide_vpc_router',
        label: label(body.name),
        attributes: [
          ['vpc_id', { ref: `data.oxide_vpc.${vpcLabel}.id` }],
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

// what the menu says where a project request has no resource block to give
export const PROJECT_REASONS: Record<string, string> = {
  instanceStart: 'No Terraform resource for starting an instance',
  instanceStop: 'No Terraform resource for stopping an instance',
  instanceReboot: 'No Terraform resource for rebooting an instance',
}
