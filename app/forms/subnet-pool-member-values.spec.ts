import { describe, expect, it } from 'vitest'

import {
  formatAddress,
  memberBody,
  memberSchema,
  memberSubnetProblem,
  parseNet,
  prefixBounds,
} from './subnet-pool-member-values'

const issues = (version: 'v4' | 'v6', values: Record<string, unknown>) => {
  const result = memberSchema(version).safeParse({
    subnet: '',
    minPrefixLength: NaN,
    maxPrefixLength: NaN,
    ...values,
  })
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('parseNet', () => {
  it('reads a network written as its first address', () => {
    expect(parseNet('10.0.0.0/8')).toEqual({ version: 'v4', width: 8, network: null })
    expect(parseNet('fd00::/48')).toEqual({ version: 'v6', width: 48, network: null })
  })
  it('names the network of an address with host bits set', () => {
    expect(parseNet('10.1.2.3/16')?.network).toBe('10.1.0.0/16')
    expect(parseNet('fd00::1/64')?.network).toBe('fd00::/64')
    expect(parseNet('2001:db8:1234:5678::/36')?.network).toBe('2001:db8:1000::/36')
  })
  it('is null for what is not a network', () => {
    expect(parseNet('10.0.0.0')).toBeNull()
    expect(parseNet('10.0.0.0/33')).toBeNull()
  })
  it('leaves an IPv6 address with an IPv4 tail to the API', () => {
    expect(parseNet('::ffff:10.0.0.1/120')).toEqual({ version: 'v6', width: 120, network: null })
  })
  it('handles the widths at both ends', () => {
    expect(parseNet('0.0.0.0/0')?.network).toBeNull()
    expect(parseNet('10.0.0.1/0')?.network).toBe('0.0.0.0/0')
    expect(parseNet('10.0.0.1/32')?.network).toBeNull()
  })
})

describe('formatAddress', () => {
  it('writes IPv4 dotted', () => {
    expect(formatAddress(0xc0000280n, 'v4')).toBe('192.0.2.128')
  })
  it('writes IPv6 with the longest zero run shortened, the last of unequal runs', () => {
    expect(formatAddress(0n, 'v6')).toBe('::')
    expect(formatAddress(1n, 'v6')).toBe('::1')
    expect(formatAddress(0x2001_0db8_0000_0000_0001_0000_0000_0000n, 'v6')).toBe('2001:db8:0:0:1::')
    // a single zero group stays
    expect(formatAddress(0x2001_0db8_0000_0001_0001_0001_0001_0001n, 'v6')).toBe(
      '2001:db8:0:1:1:1:1:1',
    )
  })
})

describe('memberSubnetProblem', () => {
  it('uses the spec’s words for what is not a network', () => {
    expect(memberSubnetProblem('10.0.0.0', 'v4')).toBe(
      'Must contain an IP address and a width, separated by a /',
    )
    expect(memberSubnetProblem('10.0.0.0/40', 'v4')).toBe('Max width for IPv4 is 32')
  })
  it('asks for the pool’s IP version', () => {
    expect(memberSubnetProblem('fd00::/48', 'v4')).toBe('Must be an IPv4 network, as the pool is')
    expect(memberSubnetProblem('10.0.0.0/8', 'v6')).toBe('Must be an IPv6 network, as the pool is')
  })
  it('asks for the network address', () => {
    expect(memberSubnetProblem('10.0.0.5/24', 'v4')).toBe(
      'Must be the network’s first address: 10.0.0.0/24',
    )
  })
  it('accepts a network of the pool’s version', () => {
    expect(memberSubnetProblem('10.0.0.0/24', 'v4')).toBeUndefined()
    expect(memberSubnetProblem('fd00:1::/48', 'v6')).toBeUndefined()
  })
})

describe('prefixBounds', () => {
  it('runs from the subnet’s width to the version’s', () => {
    expect(prefixBounds('10.0.0.0/24', 'v4')).toEqual({ min: 24, max: 32 })
    expect(prefixBounds(' fd00::/48 ', 'v6')).toEqual({ min: 48, max: 128 })
  })
  it('is the whole range without a subnet', () => {
    expect(prefixBounds('', 'v4')).toEqual({ min: 0, max: 32 })
    expect(prefixBounds('fd00::/48', 'v4')).toEqual({ min: 0, max: 32 })
  })
})

describe('memberSchema', () => {
  it('accepts a subnet alone', () => {
    expect(issues('v4', { subnet: '10.0.0.0/24' })).toEqual({})
  })
  it('checks the subnet first, and only it', () => {
    expect(issues('v4', { subnet: '', minPrefixLength: 99 })).toEqual({
      subnet: 'Must contain an IP address and a width, separated by a /',
    })
  })
  it('keeps each prefix length within the subnet’s and the version’s widths', () => {
    expect(issues('v4', { subnet: '10.0.0.0/24', minPrefixLength: 20 })).toEqual({
      minPrefixLength: 'Must be at least 24, the subnet’s width',
    })
    expect(issues('v4', { subnet: '10.0.0.0/24', maxPrefixLength: 33 })).toEqual({
      maxPrefixLength: 'Must be at most 32',
    })
    expect(
      issues('v6', { subnet: 'fd00::/48', minPrefixLength: 64, maxPrefixLength: 128 }),
    ).toEqual({})
  })
  it('refuses a smallest length above the largest', () => {
    expect(
      issues('v4', { subnet: '10.0.0.0/24', minPrefixLength: 28, maxPrefixLength: 26 }),
    ).toEqual({
      maxPrefixLength: 'Must not be below the smallest prefix length (28)',
    })
  })
  it('refuses a fraction', () => {
    expect(issues('v4', { subnet: '10.0.0.0/24', minPrefixLength: 25.5 })).toHaveProperty(
      'minPrefixLength',
    )
  })
})

describe('memberBody', () => {
  it('sends the trimmed subnet and leaves empty lengths to Nexus', () => {
    expect(
      memberBody({ subnet: ' 10.0.0.0/24 ', minPrefixLength: NaN, maxPrefixLength: 28 }),
    ).toEqual({
      subnet: '10.0.0.0/24',
      minPrefixLength: null,
      maxPrefixLength: 28,
    })
  })
})
