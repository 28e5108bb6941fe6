import { describe, expect, test } from 'vitest'

import {
  addressUsage,
  formatUsage,
  formatUsedPercent,
  usedHundredthsOfPercent,
} from './address-usage'

const v6 = (allocated: bigint, capacity: bigint) =>
  addressUsage({ allocated: allocated.toString(), capacity: capacity.toString() })

describe('addressUsage', () => {
  test('takes IPv4 numbers and IPv6 strings alike', () => {
    expect(addressUsage({ allocated: 12, capacity: 241 })).toEqual({
      allocated: 12n,
      capacity: 241n,
    })
    expect(addressUsage({ allocated: '0', capacity: '18446744073709551616' })).toEqual({
      allocated: 0n,
      capacity: 2n ** 64n,
    })
  })

  test('keeps every digit of a 128-bit count', () => {
    const all = 2n ** 128n
    expect(v6(all - 1n, all).allocated).toBe(340282366920938463463374607431768211455n)
  })
})

describe('usedHundredthsOfPercent', () => {
  test('rounds down', () => {
    expect(usedHundredthsOfPercent(addressUsage({ allocated: 12, capacity: 241 }))).toBe(497)
    expect(usedHundredthsOfPercent(addressUsage({ allocated: 1, capacity: 3 }))).toBe(3333)
    expect(usedHundredthsOfPercent(addressUsage({ allocated: 240, capacity: 241 }))).toBe(9958)
  })

  test('is exact where floating point is not: one address short of a full /0', () => {
    const all = 2n ** 128n
    // as numbers, (2^128 - 1) / 2^128 would be exactly 1
    expect(usedHundredthsOfPercent(v6(all - 1n, all))).toBe(9999)
    expect(usedHundredthsOfPercent(v6(all, all))).toBe(10_000)
  })

  test('an empty pool is 0, and a count past capacity stops at 100%', () => {
    expect(usedHundredthsOfPercent(addressUsage({ allocated: 0, capacity: 0 }))).toBe(0)
    expect(usedHundredthsOfPercent(addressUsage({ allocated: 5, capacity: 4 }))).toBe(10_000)
  })
})

describe('formatUsedPercent', () => {
  test('two decimal digits at most', () => {
    expect(formatUsedPercent(addressUsage({ allocated: 12, capacity: 241 }))).toBe('4.97%')
    expect(formatUsedPercent(addressUsage({ allocated: 1, capacity: 2 }))).toBe('50%')
    expect(formatUsedPercent(addressUsage({ allocated: 0, capacity: 241 }))).toBe('0%')
    expect(formatUsedPercent(addressUsage({ allocated: 0, capacity: 0 }))).toBe('0%')
  })

  test('a pool in use never reads as unused', () => {
    expect(formatUsedPercent(v6(3n, 2n ** 64n))).toBe('<0.01%')
  })
})

describe('formatUsage', () => {
  test('plain below a million', () => {
    expect(formatUsage(addressUsage({ allocated: 12, capacity: 241 }))).toBe('12 / 241')
    expect(formatUsage(addressUsage({ allocated: 1234, capacity: 65536 }))).toBe('1,234 / 65,536')
  })

  test('compact from 1e6, engineering from 1e15', () => {
    expect(formatUsage(addressUsage({ allocated: 0, capacity: 16777216 }))).toBe('0 / 16.78M')
    expect(formatUsage(v6(3n, 2n ** 64n))).toBe('3 / 18.45E18')
    expect(formatUsage(v6(2n ** 64n, 2n ** 128n))).toBe('18.45E18 / 340.28E36')
  })
})
