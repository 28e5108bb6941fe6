// What the instance create form holds, how it is checked, and how it becomes the contract's
// `InstanceCreate` body. Values mirror the screen (sizes in GiB, lists of names, one choice per
// radio group); `toInstanceCreate` is the only place that knows the API's shape.
import { z } from 'zod'

import type {
  ExternalIpCreate,
  InstanceCreate,
  InstanceDiskAttachment,
  InstanceNetworkInterfaceAttachment,
  PoolSelector,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import {
  BLOCK_SIZES,
  INSTANCE_MAX_MEMORY_GiB,
  INSTANCE_MAX_VCPUS,
  INSTANCE_MIN_MEMORY_GiB,
  INSTANCE_MIN_VCPUS,
  MAX_DISK_SIZE_GiB,
  MAX_DISKS_PER_INSTANCE,
  MAX_GROUPS_PER_INSTANCE,
  MAX_USER_DATA_BYTES,
  MIN_DISK_SIZE_GiB,
} from '~/api/util'
import { GiB } from '~/util/format'
import { generateName } from '~/util/generate-name'
import { IP_ADDRESS_MESSAGE, isIpAddress } from '~/util/ip'

import { ipConfig } from '../network-interface-values'
import { descriptionSchema, nameProblem, nameSchema, wholeNumberSchema } from '../schemas'

// ---------------------------------------------------------------------------
// Presets
// ---------------------------------------------------------------------------

export type PresetFamily = 'general' | 'highCpu' | 'highMemory'
export type Preset = { id: string; family: PresetFamily; ncpus: number; memoryGiB: number }

const family = (f: PresetFamily, memoryPerCpu: number): Preset[] =>
  [2, 4, 8, 16].map((ncpus) => ({
    id: `${f}-${ncpus}`,
    family: f,
    ncpus,
    memoryGiB: ncpus * memoryPerCpu,
  }))

/** Common shapes: 4, 2 or 8 GiB of memory per vCPU; anything else is "custom". */
export const PRESETS: readonly Preset[] = [
  ...family('general', 4),
  ...family('highCpu', 2),
  ...family('highMemory', 8),
]

export const PRESET_FAMILY_LABELS: Record<PresetFamily, string> = {
  general: 'General purpose',
  highCpu: 'High CPU',
  highMemory: 'High memory',
}

export const CUSTOM_PRESET = 'custom'

// ---------------------------------------------------------------------------
// Schema
// ---------------------------------------------------------------------------

/** A name field that may be left empty, in which case a name is generated. */
const optionalNameSchema = z.string().superRefine((name, ctx) => {
  const problem = name === '' ? undefined : nameProblem(name)
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})

// The contract's `Hostname`: dot-separated labels of letters, digits and dashes, no label
// starting or ending with a dash; at most 253 characters, RFC 1035 labels at most 63.
const HOSTNAME_LABEL = /^[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?$/
const hostnameSchema = z.string().superRefine((hostname, ctx) => {
  if (hostname === '') return // the instance's name is used
  const problem =
    hostname.length > 253
      ? 'Must be 253 characters or fewer'
      : hostname.split('.').some((label) => !HOSTNAME_LABEL.test(label))
        ? 'Must be labels of letters, numbers and dashes separated by dots, none starting or ending with a dash'
        : hostname.split('.').some((label) => label.length > 63)
          ? 'Each label must be 63 characters or fewer'
          : undefined
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})

const diskSizeSchema = wholeNumberSchema('Disk size', MIN_DISK_SIZE_GiB, MAX_DISK_SIZE_GiB, ' GiB')

const additionalDiskSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('create'),
    name: nameSchema,
    description: descriptionSchema,
    sizeGiB: diskSizeSchema,
    blockSize: z.union(BLOCK_SIZES.map((b) => z.literal(b))),
  }),
  z.object({ type: z.literal('attach'), name: z.string().min(1, 'Choose a disk') }),
])
export type AdditionalDisk = z.infer<typeof additionalDiskSchema>

export type BootDiskSource = 'project-image' | 'silo-image' | 'disk'

const baseSchema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  hostname: hostnameSchema,

  preset: z.string(),
  ncpus: wholeNumberSchema('vCPUs', INSTANCE_MIN_VCPUS, INSTANCE_MAX_VCPUS),
  memoryGiB: wholeNumberSchema('Memory', INSTANCE_MIN_MEMORY_GiB, INSTANCE_MAX_MEMORY_GiB, ' GiB'),

  bootDiskSource: z.enum(['project-image', 'silo-image', 'disk']),
  projectImageId: z.string(),
  siloImageId: z.string(),
  existingBootDisk: z.string(),
  bootDiskName: optionalNameSchema,
  bootDiskSizeGiB: diskSizeSchema,
  /** only for a boot disk made from an image; hidden (and so false) on racks without it */
  bootDiskReadOnly: z.boolean(),

  disks: z.array(additionalDiskSchema),

  networkInterfaceType: z.enum(['default', 'none', 'custom']),
  nic: z.object({
    name: z.string(),
    description: descriptionSchema,
    vpcName: z.string(),
    subnetName: z.string(),
    ip: z.string().trim(),
  }),

  /** an ephemeral IPv4 address (on a rack without dual stack: the one ephemeral IP) */
  ephemeralIp: z.boolean(),
  /** '' is the silo's default pool (for IPv4, where the rack has a pool per IP version) */
  ephemeralIpPool: z.string(),
  /** an ephemeral IPv6 address too: only where the rack has dual-stack ephemeral IPs */
  ephemeralIpv6: z.boolean(),
  /** '' is the silo's default IPv6 pool */
  ephemeralIpv6Pool: z.string(),
  floatingIps: z.array(z.string()),

  sshPublicKeys: z.array(z.string()),
  /** the chosen user data file: its contents base64-encoded as the contract requires */
  userData: z
    .object({ fileName: z.string(), size: z.number(), base64: z.string() })
    .nullable()
    .refine(
      (file) => !file || file.size <= MAX_USER_DATA_BYTES,
      `File must be ${MAX_USER_DATA_BYTES / 1024} KiB or smaller`,
    ),
  start: z.boolean(),
  /** '' leaves it to the control plane's default policy */
  autoRestartPolicy: z.enum(['', 'best_effort', 'never']),
  antiAffinityGroups: z
    .array(z.string())
    .max(MAX_GROUPS_PER_INSTANCE, `Choose at most ${MAX_GROUPS_PER_INSTANCE} groups`),
})

export type InstanceCreateValues = z.infer<typeof baseSchema>

/** Image sizes in whole GiB (rounded up), by image id: the boot disk may not be smaller. */
export type ImageSizes = ReadonlyMap<string, number>

/**
 * The form's schema. It needs the images' sizes because a boot disk made from an image must
 * hold all of it; everything else is fixed.
 */
export const instanceCreateSchema = (imageSizes: ImageSizes) =>
  baseSchema.superRefine((v, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message })

    // only the chosen boot disk source is required
    if (v.bootDiskSource === 'project-image' && !v.projectImageId)
      issue(['projectImageId'], 'Choose an image')
    if (v.bootDiskSource === 'silo-image' && !v.siloImageId)
      issue(['siloImageId'], 'Choose an image')
    if (v.bootDiskSource === 'disk' && !v.existingBootDisk)
      issue(['existingBootDisk'], 'Choose a disk')
    const imageId = bootImageId(v)
    const imageSize = imageId ? imageSizes.get(imageId) : undefined
    if (imageSize !== undefined && v.bootDiskSizeGiB < imageSize)
      issue(['bootDiskSizeGiB'], `Must be at least ${imageSize} GiB, the size of the image`)

    if (v.disks.length + 1 > MAX_DISKS_PER_INSTANCE)
      issue(['disks'], `An instance can have at most ${MAX_DISKS_PER_INSTANCE} disks`)
    // the same disk twice, or a new disk named like another: the server would refuse it
    const diskNames = [v.bootDiskSource === 'disk' ? v.existingBootDisk : v.bootDiskName]
    v.disks.forEach((d, i) => {
      if (d.name && diskNames.includes(d.name)) issue(['disks', i, 'name'], 'Disk is already used')
      diskNames.push(d.name)
    })

    if (v.networkInterfaceType === 'custom') {
      const nameProblemText = nameProblem(v.nic.name)
      if (nameProblemText) issue(['nic', 'name'], nameProblemText)
      if (!v.nic.vpcName) issue(['nic', 'vpcName'], 'Choose a VPC')
      if (!v.nic.subnetName) issue(['nic', 'subnetName'], 'Choose a subnet')
      if (v.nic.ip && !isIpAddress(v.nic.ip)) issue(['nic', 'ip'], IP_ADDRESS_MESSAGE)
    }
  })

export const DEFAULT_PRESET = PRESETS[0]

/** Complete defaults, so every input is controlled and `isDirty` means something. */
export function defaultValues(name: string): InstanceCreateValues {
  return {
    name,
    description: '',
    hostname: '',
    preset: DEFAULT_PRESET.id,
    ncpus: DEFAULT_PRESET.ncpus,
    memoryGiB: DEFAULT_PRESET.memoryGiB,
    bootDiskSource: 'silo-image',
    projectImageId: '',
    siloImageId: '',
    existingBootDisk: '',
    bootDiskName: '',
    bootDiskSizeGiB: 10,
    bootDiskReadOnly: false,
    disks: [],
    networkInterfaceType: 'default',
    nic: { name: 'net0', description: '', vpcName: '', subnetName: '', ip: '' },
    ephemeralIp: true,
    ephemeralIpPool: '',
    ephemeralIpv6: false,
    ephemeralIpv6Pool: '',
    floatingIps: [],
    sshPublicKeys: [],
    userData: null,
    start: true,
    autoRestartPolicy: '',
    antiAffinityGroups: [],
  }
}

// ---------------------------------------------------------------------------
// Values -> body
// ---------------------------------------------------------------------------

/** The image the boot disk is made from, or undefined when an existing disk boots. */
export function bootImageId(v: InstanceCreateValues): string | undefined {
  if (v.bootDiskSource === 'project-image') return v.projectImageId
  if (v.bootDiskSource === 'silo-image') return v.siloImageId
}

function bootDisk(v: InstanceCreateValues, imageName: string): InstanceDiskAttachment {
  if (v.bootDiskSource === 'disk') return { type: 'attach', name: v.existingBootDisk }
  const imageId = bootImageId(v) ?? ''
  // the field is left out unless asked for: older racks' adapters know no such field
  const readOnly = v.bootDiskReadOnly ? { readOnly: true } : {}
  return {
    type: 'create',
    name: v.bootDiskName || generateName([v.name, imageName]),
    description: `Created as the boot disk of ${v.name}`,
    size: v.bootDiskSizeGiB * GiB,
    diskBackend: { type: 'distributed', diskSource: { type: 'image', imageId, ...readOnly } },
  }
}

const toDiskAttachment = (d: AdditionalDisk): InstanceDiskAttachment =>
  d.type === 'attach'
    ? { type: 'attach', name: d.name }
    : {
        type: 'create',
        name: d.name,
        description: d.description,
        size: d.sizeGiB * GiB,
        diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: d.blockSize } },
      }

function networkInterfaces(v: InstanceCreateValues): InstanceNetworkInterfaceAttachment {
  // the default interface is the IPv4 one every release has made
  if (v.networkInterfaceType === 'default') return { type: 'default_ipv4' }
  if (v.networkInterfaceType === 'none') return { type: 'none' }
  const { name, description, vpcName, subnetName, ip } = v.nic
  return {
    type: 'create',
    params: [{ name, description, vpcName, subnetName, ipConfig: ipConfig(ip) }],
  }
}

/** A pool by name, or the silo's default pool of that IP version */
export const poolSelector = (pool: string, ipVersion: 'v4' | 'v6'): PoolSelector =>
  pool ? { type: 'explicit', pool } : { type: 'auto', ipVersion }

function externalIps(v: InstanceCreateValues): ExternalIpCreate[] {
  const ephemeral: ExternalIpCreate[] = [
    ...(v.ephemeralIp
      ? [{ type: 'ephemeral' as const, poolSelector: poolSelector(v.ephemeralIpPool, 'v4') }]
      : []),
    ...(v.ephemeralIpv6
      ? [{ type: 'ephemeral' as const, poolSelector: poolSelector(v.ephemeralIpv6Pool, 'v6') }]
      : []),
  ]
  const floating = v.floatingIps.map((floatingIp): ExternalIpCreate => ({
    type: 'floating',
    floatingIp,
  }))
  return [...ephemeral, ...floating]
}

/**
 * The contract's `InstanceCreate` from valid form values. `imageName` names the boot disk
 * when the user left its name empty (`<instance>-<image>-<hex>`, spec §5).
 */
export function toInstanceCreate(v: InstanceCreateValues, imageName = 'boot'): InstanceCreate {
  return {
    name: v.name,
    description: v.description,
    // the contract requires a hostname; the instance's name is always a valid one
    hostname: v.hostname || v.name,
    ncpus: v.ncpus,
    memory: v.memoryGiB * GiB,
    bootDisk: bootDisk(v, imageName),
    disks: v.disks.map(toDiskAttachment),
    networkInterfaces: networkInterfaces(v),
    externalIps: externalIps(v),
    // an explicit list: absent would mean "all of the user's keys"
    sshPublicKeys: v.sshPublicKeys,
    userData: v.userData?.base64 ?? '',
    start: v.start,
    autoRestartPolicy: v.autoRestartPolicy || null,
    antiAffinityGroups: v.antiAffinityGroups,
  }
}
