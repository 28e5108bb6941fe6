import { describe, expect, it } from 'vitest'

import { listAdmits, lockoutRisk, toAllowedSourceIps, toAllowListValues } from './allow-list-values'

describe('listAdmits', () => {
  it('finds an IPv4 address in a network of the list', () => {
    expect(listAdmits(['10.0.0.0/8', '172.20.20.0/24'], '172.20.20.50')).toBe(true)
    expect(listAdmits(['172.20.20.50/32'], '172.20.20.50')).toBe(true)
  })

  it('does not find an IPv4 address outside every network', () => {
    expect(listAdmits(['10.0.0.0/8', '172.20.21.0/24'], '172.20.20.50')).toBe(false)
    expect(listAdmits(['127.0.0.2/32'], '127.0.0.1')).toBe(false)
    expect(listAdmits([], '127.0.0.1')).toBe(false)
  })

  it('finds an IPv6 address, in any of its text forms', () => {
    expect(listAdmits(['fd00::/48'], 'fd00:0:0:1::5')).toBe(true)
    expect(listAdmits(['fd00:0000::/48'], 'fd00::1')).toBe(true)
    expect(listAdmits(['::1/128'], '::1')).toBe(true)
    expect(listAdmits(['fd00::/48'], 'fd00:1::1')).toBe(false)
  })

  it('never matches across families', () => {
    expect(listAdmits(['::/1'], '10.0.0.1')).toBe(false)
    expect(listAdmits(['10.0.0.0/8'], '::ffff:10.0.0.1')).toBe(false)
  })

  it('ignores entries that are not networks', () => {
    expect(listAdmits(['10.0.0.1', 'nonsense'], '10.0.0.1')).toBe(false)
  })
})

describe('lockoutRisk', () => {
  it('is open for any source', () => {
    expect(lockoutRisk({ allow: 'any' }, null)).toBe('open')
    expect(lockoutRisk({ allow: 'any' }, '10.0.0.1')).toBe('open')
  })

  it('needs the operator’s word when the address is not known', () => {
    expect(lockoutRisk({ allow: 'list', ips: ['10.0.0.0/8'] }, null)).toBe('unknown')
    // half typed: no verdict yet
    expect(lockoutRisk({ allow: 'list', ips: ['10.0.0.0/8'] }, '10.0.')).toBe('unknown')
  })

  it('tells a list that keeps the client from one that shuts it out', () => {
    const list = { allow: 'list' as const, ips: ['10.0.0.0/8'] }
    expect(lockoutRisk(list, '10.1.2.3')).toBe('kept')
    expect(lockoutRisk(list, '127.0.0.1')).toBe('shut-out')
  })
})

describe('values', () => {
  it('round-trips a list and any', () => {
    const list = { allow: 'list' as const, ips: ['10.0.0.0/8'] }
    expect(toAllowedSourceIps(toAllowListValues(list))).toEqual(list)
    expect(toAllowedSourceIps(toAllowListValues({ allow: 'any' }))).toEqual({ allow: 'any' })
  })

  it('sends any without the networks typed before switching to it', () => {
    expect(
      toAllowedSourceIps({
        allow: 'any',
        ips: ['10.0.0.0/8'],
        clientAddress: '',
        confirmed: false,
      }),
    ).toEqual({
      allow: 'any',
    })
  })
})
