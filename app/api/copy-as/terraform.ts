// A create request as the Oxide Terraform provider's resource block (its names and
// attributes as terraform-provider-oxide documents them). The provider takes IDs where the
// API takes names, so a name the form chose becomes a `data` lookup of its ID.

/** HCL string literal: JSON's escapes, plus `$${` and `%%{` so nothing interpolates */
export const hclString = (text: string) =>
  JSON.stringify(text).replace(/([$%])\{/g, (_, sign: string) => `${sign}${sign}{`)

type Value = string | number | boolean | { ref: string }
type Block = {
  kind: 'resource' | 'data'
  type: string
  label: string
  attributes: [string, Value | undefined][]
}

const hclValue = (v: Value) =>
  typeof v === 'string' ? hclString(v) : typeof v === 'object' ? v.ref : String(v)

function render(block: Block) {
  const shown = block.attributes.filter((a): a is [string, Value] => a[1] !== undefined)
  const width = Math.max(...shown.map(([k]) => k.length))
  const lines = shown.map(([k, v]) => `  ${k.padEnd(width)} = ${hclValue(v)}`)
  return `${block.kind} "${block.type}" ${hclString(block.label)} {\n${lines.join('\n')}\n}`
}

// a label Terraform takes: letters, digits, _ and -, not starting with a digit
const label = (name: string) => (/^[A-Za-z_]/.test(name) ? name : `_${name}`)

const project = (name: string): Block => ({
  kind: 'data',
  type: 'oxide_project',
  label: label(name),
  attributes: [['name', name]],
})
const projectId = (name: string) => ({ ref: `data.oxide_project.${label(name)}.id` })

type Params = {
  path?: Record<string, unknown>
  query?: Record<string, unknown>
  // the bodies' shapes differ per operation; each mapping reads the fields it knows
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body?: Record<string, any>
}

type Mapping = (p: Params) => Block[]
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)

const MAPPINGS: Record<string, Mapping> = {
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

// what the menu says where there is no resource block to give
const REASONS: Record<string, string> = {
  instanceStart: 'No Terraform resource for starting an instance',
  instanceStop: 'No Terraform resource for stopping an instance',
  instanceReboot: 'No Terraform resource for rebooting an instance',
}

/** The Terraform for a request, or why there is none */
export function toTerraform(op: string, params: Params): string | { reason: string } {
  const mapping = MAPPINGS[op]
  if (mapping) return mapping(params).map(render).join('\n\n')
  if (REASONS[op]) return { reason: REASONS[op] }
  if (op.endsWith('Delete')) {
    return { reason: 'In Terraform a delete is removing the resource block' }
  }
  // the provider may have a resource this console does not map yet: say so, not "none"
  if (/(Create|Update)$/.test(op)) return { reason: 'Terraform for this form is not offered yet' }
  return { reason: 'No Terraform resource for this request' }
}
