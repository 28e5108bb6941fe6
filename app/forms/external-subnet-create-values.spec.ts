import { describe, expect, it } from 'vitest'

import {
  createDefaults,
  createSchema,
  explicitSubnetProblem,
  toCreateBody,
  type CreateValues,
} from './external-subnet-create-values'

const base: CreateValues = {
  ...createDefaults({ name: 'routed-v4', ipVersion: 'v4' }),
  name: 'web-routed',
}

const errors = (v: CreateValues) => {
  const r = createSchema.safeParse(v)
  return r.success
    ? {}
    : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('explicitSubnetProblem', () => {
  it('accepts networks written from their first address', () => {
    expect(explicitSubnetProblem('198.51.100.128/28')).toBeUndefined()
    expect(explicitSubnetProblem('2001:db8:1000::/48')).toBeUndefined()
    expect(explicitSubnetProblem('10.0.0.1/32')).toBeUndefined()
  })
  it('names what is wrong in the spec’s words', () => {
    expect(explicitSubnetProblem('')).toBe('Subnet is required')
    expect(explicitSubnetProblem('198.51.100.128')).toBe(
      'Must contain an IP address and a width, separated by a /',
    )
    expect(explicitSubnetProblem('198.51.100.0/x')).toBe('Width must be an integer')
    expect(explicitSubnetProblem('198.51.100.0/33')).toBe('Max width for IPv4 is 32')
  })
  it('offers the network when host bits are set', () => {
    expect(explicitSubnetProblem('198.51.100.130/28')).toBe(
      "Must start at the network's first address: 198.51.100.128/28",
    )
    expect(explicitSubnetProblem('2001:db8::1/64')).toBe(
      "Must start at the network's first address (its host bits zero)",
    )
  })
})

describe('createSchema', () => {
  it('takes the silo default pool with a small block by default', () => {
    expect(errors(base)).toEqual({})
    expect(createDefaults({ name: 'routed-v6', ipVersion: 'v6' }).prefixLength).toBe(64)
    expect(createDefaults().pool).toBe('')
  })
  it('checks the pool and prefix only when allocating from a pool', () => {
    expect(errors({ ...base, pool: '', prefixLength: NaN })).toEqual({
      pool: 'Subnet pool is required',
      prefixLength: 'Prefix length is required',
    })
    expect(errors({ ...base, prefixLength: 33 })).toEqual({
      prefixLength: 'Must be at most 32 for an IPv4 pool',
    })
    expect(errors({ ...base, prefixLength: 0 })).toEqual({ prefixLength: 'Must be at least 1' })
    expect(errors({ ...base, prefixLength: 27.5 })).toEqual({
      prefixLength: 'Must be a whole number',
    })
    expect(errors({ ...base, poolVersion: 'v6', prefixLength: 64 })).toEqual({})
    expect(
      errors({ ...base, allocation: 'explicit', subnet: '198.51.100.144/28', pool: '' }),
    ).toEqual({})
  })
  it('checks the subnet only when it is named', () => {
    expect(errors({ ...base, allocation: 'explicit' })).toEqual({ subnet: 'Subnet is required' })
    expect(errors({ ...base, subnet: 'nonsense' })).toEqual({})
  })
})

describe('toCreateBody', () => {
  it('names the chosen pool and prefix length', () => {
    expect(toCreateBody({ ...base, description: 'd' })).toEqual({
      name: 'web-routed',
      description: 'd',
      allocator: {
        type: 'auto',
        prefixLength: 28,
        poolSelector: { type: 'explicit', pool: 'routed-v4' },
      },
    })
  })
  it('sends the typed subnet, trimmed, for an explicit allocation', () => {
    expect(
      toCreateBody({ ...base, allocation: 'explicit', subnet: ' 198.51.100.144/28 ' }).allocator,
    ).toEqual({ type: 'explicit', subnet: '198.51.100.144/28' })
  })
})
