// An instance create as Terraform. The API makes the boot disk, new disks, the interface
// and the ephemeral IPs inside the one create; the provider's oxide_instance takes IDs of
// disks that exist, so each disk the create would make is an oxide_disk of its own, and
// everything chosen by name (disks, keys, groups, floating IPs, pools, the subnet) is a
// `data` lookup of its ID.
import { label, project, projectId, str, type Block, type Value } from './terraform-blocks'

// The body's shapes, as far as the mapping reads them (the newest API's InstanceCreate)
type DiskAttachment =
  | { type: 'attach'; name: string }
  | {
      type: 'create'
      name: string
      description: string
      size: number
      diskBackend?: {
        diskSource?: { type: string; imageId?: string; blockSize?: number; readOnly?: boolean }
      }
    }
type IpAssignment = { type: 'auto' } | { type: 'explicit'; value: string }
type IpStack =
  | { type: 'v4' | 'v6'; value: { ip: IpAssignment } }
  | { type: 'dual_stack'; value: { v4: { ip: IpAssignment }; v6: { ip: IpAssignment } } }
type Nic = {
  name: string
  description: string
  vpcName: string
  subnetName: string
  ipConfig?: IpStack
}
type ExternalIp =
  | {
      type: 'ephemeral'
      poolSelector?: { type: 'explicit'; pool: string } | { type: 'auto'; ipVersion?: string }
    }
  | { type: 'floating'; floatingIp: string }

const ref = (to: string) => ({ ref: to })

const ipText = (a: IpAssignment) => (a.type === 'auto' ? 'auto' : a.value)

function ipConfig(stack: IpStack | undefined): Value {
  // the API's default for an interface without one is dual-stack, both addresses automatic
  const s: IpStack = stack ?? {
    type: 'dual_stack',
    value: { v4: { ip: { type: 'auto' } }, v6: { ip: { type: 'auto' } } },
  }
  const v4 = s.type === 'v4' ? s.value : s.type === 'dual_stack' ? s.value.v4 : undefined
  const v6 = s.type === 'v6' ? s.value : s.type === 'dual_stack' ? s.value.v6 : undefined
  return {
    object: [
      ['v4', v4 && { object: [['ip', ipText(v4.ip)]] }],
      ['v6', v6 && { object: [['ip', ipText(v6.ip)]] }],
    ],
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the body as recorded
export function instanceBlocks(projectName: string, body: Record<string, any>): Block[] {
  const lookups: Block[] = [project(projectName)]
  const disks: Block[] = []
  const seen = new Set<string>()
  const lookup = (block: Block) => {
    const key = `${block.type}.${block.label}`
    if (!seen.has(key)) lookups.push(block)
    seen.add(key)
    return ref(`data.${key}.id`)
  }
  const inProject = (type: string, name: string) =>
    lookup({
      kind: 'data',
      type,
      label: label(name),
      attributes: [
        ['project_name', projectName],
        ['name', name],
      ],
    })

  /** The ID of the disk an attachment names or makes */
  function diskId(d: DiskAttachment) {
    if (d.type === 'attach') return inProject('oxide_disk', d.name)
    const source = d.diskBackend?.diskSource ?? { type: 'none' }
    disks.push({
      kind: 'resource',
      type: 'oxide_disk',
      label: label(d.name),
      attributes: [
        ['project_id', projectId(projectName)],
        ['name', d.name],
        ['description', d.description],
        ['size', d.size],
        ['block_size', source.type === 'blank' ? source.blockSize : undefined],
        ['source_image_id', source.type === 'image' ? source.imageId : undefined],
        ['read_only', source.readOnly ? true : undefined],
      ],
    })
    return ref(`oxide_disk.${label(d.name)}.id`)
  }

  const boot = body.bootDisk ? diskId(body.bootDisk as DiskAttachment) : undefined
  const others = ((body.disks ?? []) as DiskAttachment[]).map(diskId)
  const attached = boot ? [boot, ...others] : others

  // the API's default interface written out: the provider has no "default", and no
  // interfaces at all means none
  function nicsOf(attachment: { type: string; params?: Nic[] } | undefined): Nic[] {
    if (attachment?.type === 'create') return attachment.params ?? []
    const stack = DEFAULT_STACKS[attachment?.type ?? '']
    if (!stack) return []
    // as Nexus names and describes it
    const description = `default primary interface for ${body.name}`
    return [
      { name: 'net0', description, vpcName: 'default', subnetName: 'default', ipConfig: stack },
    ]
  }
  const nics = nicsOf(body.networkInterfaces).map((nic): Value => {
    const subnet = lookup({
      kind: 'data',
      type: 'oxide_vpc_subnet',
      label: label(`${nic.vpcName}-${nic.subnetName}`),
      attributes: [
        ['project_name', projectName],
        ['vpc_name', nic.vpcName],
        ['name', nic.subnetName],
      ],
    })
    return {
      object: [
        ['name', nic.name],
        ['description', nic.description],
        ['vpc_id', ref(subnet.ref.replace(/\.id$/, '.vpc_id'))],
        ['subnet_id', subnet],
        ['ip_config', ipConfig(nic.ipConfig)],
      ],
    }
  })

  const ips = (body.externalIps ?? []) as ExternalIp[]
  const ephemeral = ips.flatMap((ip): Value[] => {
    if (ip.type !== 'ephemeral') return []
    const s = ip.poolSelector
    if (s?.type === 'explicit') {
      const pool = lookup({
        kind: 'data',
        type: 'oxide_ip_pool',
        label: label(s.pool),
        attributes: [['name', s.pool]],
      })
      return [{ object: [['pool_id', pool]] }]
    }
    return [{ object: [['ip_version', str(s?.ipVersion)]] }]
  })
  const floating = ips.flatMap((ip): Value[] =>
    ip.type === 'floating'
      ? [{ object: [['id', inProject('oxide_floating_ip', ip.floatingIp)]] }]
      : [],
  )

  const keys = body.sshPublicKeys as string[] | null | undefined
  const sshKeys = keys?.map((name) =>
    lookup({
      kind: 'data',
      type: 'oxide_ssh_key',
      label: label(name),
      attributes: [['name', name]],
    }),
  )
  const groups = ((body.antiAffinityGroups ?? []) as string[]).map((name) =>
    inProject('oxide_anti_affinity_group', name),
  )

  const instance: Block = {
    kind: 'resource',
    type: 'oxide_instance',
    label: label(body.name),
    note: DEFAULT_STACKS[body.networkInterfaces?.type] ? DEFAULT_NIC_NOTE : undefined,
    attributes: [
      ['project_id', projectId(projectName)],
      ['name', body.name],
      ['description', body.description],
      ['hostname', str(body.hostname)],
      ['ncpus', body.ncpus],
      ['memory', body.memory],
      ['boot_disk_id', boot],
      ['disk_attachments', attached.length ? attached : undefined],
      ['network_interfaces', nics.length ? nics : undefined],
      [
        'external_ips',
        ephemeral.length || floating.length
          ? {
              object: [
                ['ephemeral', ephemeral.length ? ephemeral : undefined],
                ['floating', floating.length ? floating : undefined],
              ],
            }
          : undefined,
      ],
      // an empty list is "no keys"; left out, the provider sends the user's every key
      ['ssh_public_keys', sshKeys],
      ['anti_affinity_groups', groups.length ? groups : undefined],
      ['user_data', str(body.userData)],
      ['start_on_create', typeof body.start === 'boolean' ? body.start : undefined],
      ['auto_restart_policy', str(body.autoRestartPolicy)],
    ],
  }
  return [...lookups, ...disks, instance]
}

const auto = { ip: { type: 'auto' as const } }
// the API's default interfaces: `net0` in the default VPC's default subnet, of these stacks
const DEFAULT_STACKS: Record<string, IpStack> = {
  default_ipv4: { type: 'v4', value: auto },
  default_ipv6: { type: 'v6', value: auto },
  default_dual_stack: { type: 'dual_stack', value: { v4: auto, v6: auto } },
}
const DEFAULT_NIC_NOTE =
  "the API's default interface (net0 in the default VPC and subnet) written out: the provider has no default"
