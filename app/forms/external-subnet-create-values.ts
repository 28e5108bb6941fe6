// The create form's values and what they send: an external subnet is taken either from a
// pool (the rack picks the first free subnet of the prefix length asked) or named exactly
// (the rack finds the linked pool holding it). Checked before the API sees them.
import { z } from 'zod'

import type {
  ExternalSubnetAllocator,
  ExternalSubnetCreate,
  IpVersion,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { addressValue, ipNetProblem, isIpv4 } from '~/util/ip'

import { descriptionSchema, nameSchema } from './schemas'

export type Allocation = 'pool' | 'explicit'

/** The longest prefix of a version: a single address */
export const versionBits = (version: IpVersion) => (version === 'v4' ? 32 : 128)

/**
 * A first guess at the prefix length for a pool of the version: a small block (16
 * addresses, or a /64 the size of one IPv6 network); the pool's members decide what fits.
 */
export const suggestedPrefix = (version: IpVersion | undefined) => (version === 'v6' ? 64 : 28)

/** The IPv4 network the address lies in, written from its first address */
function ipv4Network(address: string, width: number) {
  const n = addressValue(address)!.n
  const host = BigInt(32 - width)
  const first = (n >> host) << host
  const dotted = [24n, 16n, 8n, 0n].map((s) => String((first >> s) & 255n)).join('.')
  return `${dotted}/${width}`
}

/**
 * What is wrong with a subnet typed for an explicit allocation, or undefined: a network
 * (spec §5's words), written from its first address, the host bits zero, as a subnet is
 */
export function explicitSubnetProblem(text: string): string | undefined {
  if (text === '') return 'Subnet is required'
  const problem = ipNetProblem(text)
  if (problem) return problem
  const [address, widthText] = text.split('/')
  const width = Number(widthText)
  const value = addressValue(address)
  // an IPv6 address with an IPv4 tail is left for the rack to read
  if (!value) return undefined
  const host = BigInt(versionBits(value.v6 ? 'v6' : 'v4') - width)
  if ((value.n >> host) << host === value.n) return undefined
  return isIpv4(address)
    ? `Must start at the network's first address: ${ipv4Network(address, width)}`
    : "Must start at the network's first address (its host bits zero)"
}

export const createSchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    allocation: z.enum(['pool', 'explicit']),
    pool: z.string(),
    /** The chosen pool's IP version, kept beside it so the prefix is checked against it */
    poolVersion: z.enum(['v4', 'v6']).optional(),
    // NaN while the input is empty: the check below says it is missing
    prefixLength: z.union([z.number(), z.nan()]),
    subnet: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.allocation === 'explicit') {
      const problem = explicitSubnetProblem(v.subnet.trim())
      if (problem) ctx.addIssue({ code: 'custom', path: ['subnet'], message: problem })
      return
    }
    if (v.pool === '') {
      ctx.addIssue({ code: 'custom', path: ['pool'], message: 'Subnet pool is required' })
    }
    const max = versionBits(v.poolVersion ?? 'v6')
    const p = v.prefixLength
    const message = Number.isNaN(p)
      ? 'Prefix length is required'
      : !Number.isInteger(p)
        ? 'Must be a whole number'
        : p < 1
          ? 'Must be at least 1'
          : p > max
            ? `Must be at most ${max} for an ${v.poolVersion === 'v4' ? 'IPv4' : 'IPv6'} pool`
            : undefined
    if (message) ctx.addIssue({ code: 'custom', path: ['prefixLength'], message })
  })

export type CreateValues = z.infer<typeof createSchema>

/** The form's first values: from a pool, the silo's default one if it has one */
export function createDefaults(defaultPool?: { name: string; ipVersion: IpVersion }): CreateValues {
  return {
    name: '',
    description: '',
    allocation: 'pool',
    pool: defaultPool?.name ?? '',
    poolVersion: defaultPool?.ipVersion,
    prefixLength: suggestedPrefix(defaultPool?.ipVersion),
    subnet: '',
  }
}

/** The allocator the values ask for; the pool is always named, as the form shows it chosen */
export function toAllocator(v: CreateValues): ExternalSubnetAllocator {
  if (v.allocation === 'explicit') return { type: 'explicit', subnet: v.subnet.trim() }
  return {
    type: 'auto',
    prefixLength: v.prefixLength,
    poolSelector: { type: 'explicit', pool: v.pool },
  }
}

export const toCreateBody = (v: CreateValues): ExternalSubnetCreate => ({
  name: v.name,
  description: v.description,
  allocator: toAllocator(v),
})
