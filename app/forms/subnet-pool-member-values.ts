// The rules of a subnet pool's member, checked before the API sees it: a network (spec §5's
// words) of the pool's IP version, written as its first address (the host bits zero, as
// Nexus requires), and the prefix lengths that may be allocated from it, each optional
// (Nexus then takes the subnet's own width and the version's full width), both between
// the subnet's width and the version's, the smallest not above the largest.
import { z } from 'zod'

import type {
  IpVersion,
  SubnetPoolMemberAdd,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { addressValue, ipNetProblem, isIpv4 } from '~/util/ip'

/** How many bits an address of the version has: the widest prefix */
export const versionBits = (version: IpVersion) => (version === 'v4' ? 32 : 128)

const VERSION_NAME: Record<IpVersion, string> = { v4: 'IPv4', v6: 'IPv6' }

export type ParsedNet = { version: IpVersion; width: number; network: string | null }

/**
 * A network's version, width and the network it names written with its host bits zero
 * (null when it already is, or when the address has an IPv4 tail that only the API reads);
 * null for anything that is not a network.
 */
export function parseNet(text: string): ParsedNet | null {
  if (ipNetProblem(text)) return null
  const [address, widthText] = text.split('/')
  const width = Number(widthText)
  const version: IpVersion = isIpv4(address) ? 'v4' : 'v6'
  const value = addressValue(address)
  if (!value) return { version, width, network: null }
  const bits = BigInt(versionBits(version))
  const hostBits = bits - BigInt(width)
  const first = (value.n >> hostBits) << hostBits
  return {
    version,
    width,
    network: first === value.n ? null : `${formatAddress(first, version)}/${width}`,
  }
}

/** An address as text: dotted IPv4, or IPv6 with its longest run of zero groups as `::` */
export function formatAddress(n: bigint, version: IpVersion): string {
  if (version === 'v4') return [24n, 16n, 8n, 0n].map((s) => String((n >> s) & 255n)).join('.')
  const groups = Array.from({ length: 8 }, (_, i) => Number((n >> BigInt(112 - 16 * i)) & 0xffffn))
  // the longest run of two or more zero groups, the first of equals (RFC 5952)
  let best = { start: -1, length: 0 }
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++
      continue
    }
    let j = i
    while (j < 8 && groups[j] === 0) j++
    if (j - i > best.length && j - i > 1) best = { start: i, length: j - i }
    i = j
  }
  const hex = (gs: number[]) => gs.map((g) => g.toString(16)).join(':')
  if (best.start < 0) return hex(groups)
  return `${hex(groups.slice(0, best.start))}::${hex(groups.slice(best.start + best.length))}`
}

/** What is wrong with the subnet for a pool of `version`, or undefined */
export function memberSubnetProblem(text: string, version: IpVersion): string | undefined {
  const problem = ipNetProblem(text)
  if (problem) return problem
  const net = parseNet(text)
  if (!net) return undefined
  if (net.version !== version) return `Must be an ${VERSION_NAME[version]} network, as the pool is`
  if (net.network) return `Must be the network’s first address: ${net.network}`
}

export type PrefixBounds = { min: number; max: number }

/**
 * The prefix lengths a member may allow: from the subnet's width (a larger allocation
 * than the subnet itself cannot be) to the version's full width. Without a valid subnet,
 * the version's whole range.
 */
export function prefixBounds(subnet: string, version: IpVersion): PrefixBounds {
  const net = parseNet(subnet.trim())
  const max = versionBits(version)
  return { min: net && net.version === version ? net.width : 0, max }
}

// a prefix length left empty is NaN in the form (NumberField): Nexus picks it then
const prefixLength = z.number().int('Must be a whole number').or(z.nan())

export const memberSchema = (version: IpVersion) =>
  z
    .object({ subnet: z.string(), minPrefixLength: prefixLength, maxPrefixLength: prefixLength })
    .superRefine((values, ctx) => {
      const subnet = values.subnet.trim()
      const subnetProblem = memberSubnetProblem(subnet, version)
      if (subnetProblem) {
        ctx.addIssue({ code: 'custom', message: subnetProblem, path: ['subnet'] })
        return
      }
      const { min, max } = prefixBounds(subnet, version)
      const check = (field: 'minPrefixLength' | 'maxPrefixLength', value: number) => {
        if (Number.isNaN(value)) return true
        const message =
          value < min
            ? `Must be at least ${min}, the subnet’s width`
            : value > max
              ? `Must be at most ${max}`
              : undefined
        if (message) ctx.addIssue({ code: 'custom', message, path: [field] })
        return !message
      }
      const minOk = check('minPrefixLength', values.minPrefixLength)
      const maxOk = check('maxPrefixLength', values.maxPrefixLength)
      // with one left empty, Nexus's default for it stands in
      const lowest = Number.isNaN(values.minPrefixLength) ? min : values.minPrefixLength
      const highest = Number.isNaN(values.maxPrefixLength) ? max : values.maxPrefixLength
      if (minOk && maxOk && lowest > highest) {
        ctx.addIssue({
          code: 'custom',
          message: `Must not be below the smallest prefix length (${lowest})`,
          path: ['maxPrefixLength'],
        })
      }
    })

export type MemberValues = z.infer<ReturnType<typeof memberSchema>>

/** The API's body: the subnet as typed (trimmed), an empty prefix length left to Nexus */
export const memberBody = (values: MemberValues): SubnetPoolMemberAdd => ({
  subnet: values.subnet.trim(),
  minPrefixLength: Number.isNaN(values.minPrefixLength) ? null : values.minPrefixLength,
  maxPrefixLength: Number.isNaN(values.maxPrefixLength) ? null : values.maxPrefixLength,
})
