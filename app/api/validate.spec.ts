import { describe, expect, it } from 'vitest'
import {
  AddressLotBlockCreate,
  BfdSessionEnable,
  FloatingIpCreate,
} from './__generated_versions__/2026081901.0.0/validate'

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
    const explicit = (ip: string) => ({
      name: 'fip',
      description: '',
      addressAllocator: { type: 'explicit', ip },
    })
    expect(() => FloatingIpCreate.parse(explicit('fd00::g'))).toThrow()
    expect(FloatingIpCreate.parse(explicit('fd00::5')).addressAllocator).toEqual({
      type: 'explicit',
      ip: 'fd00::5',
    })
    const bfd = { detectionThreshold: 3, mode: 'single_hop', requiredRx: 1, switchSlot: 'switch0' }
    expect(BfdSessionEnable.parse({ ...bfd, remote: '10.0.0.1', local: null }).local).toBeNull()
    expect(() => BfdSessionEnable.parse({ ...bfd, remote: 'fd00::g' })).toThrow()
  })
})
