import { describe, expect, it } from 'vitest'
import { AddressLotBlockCreate, FloatingIpCreate } from './__generated__/validate'

// The contract's `format: ip` is an IPv4 or an IPv6 address (Nexus's `IpAddr`);
// scripts/gen-api.mjs makes the validators say so (the generator alone reads it as IPv4).
describe('generated validators for format: ip', () => {
  it('accept IPv4 and IPv6 addresses', () => {
    const block = { firstAddress: 'fd00:1122:3344::1', lastAddress: 'fd00:1122:3344::ff' }
    expect(AddressLotBlockCreate.parse(block)).toEqual(block)
    expect(
      AddressLotBlockCreate.parse({ firstAddress: '10.0.0.1', lastAddress: '10.0.0.9' }),
    ).toBeTruthy()
  })

  it('refuse what is neither, and keep a nullable field nullable', () => {
    expect(() =>
      AddressLotBlockCreate.parse({ firstAddress: '10.0.0.256', lastAddress: 'fd00::1' }),
    ).toThrow()
    expect(() => FloatingIpCreate.parse({ name: 'fip', description: '', ip: 'fd00::g' })).toThrow()
    expect(FloatingIpCreate.parse({ name: 'fip', description: '', ip: null }).ip).toBeNull()
    expect(FloatingIpCreate.parse({ name: 'fip', description: '', ip: 'fd00::5' }).ip).toBe(
      'fd00::5',
    )
  })
})
