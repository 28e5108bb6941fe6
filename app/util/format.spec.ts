import { describe, expect, it } from 'vitest'

import {
  bytesToGiB,
  bytesToKiB,
  bytesToMiB,
  bytesToTiB,
  estimateUsableStorageTiB,
  formatBytes,
  formatDate,
  formatDateTime,
  formatNumber,
  GiB,
  KiB,
  MiB,
  nextMultipleOf10Capped,
  PiB,
  round,
  splitBytes,
  TiB,
  timeAgo,
} from './format'

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [-0, '0'],
    [7, '7'],
    [1234.5678, '1,234.57'],
    [0.004, '0'],
    [0.005, '0.01'],
    [-42.129, '-42.13'],
    [999_999, '999,999'],
    // rounds to 1,000,000 but is still below the compact threshold
    [999_999.999, '1,000,000'],
  ])('plain below 1e6: %s → %s', (n, expected) => {
    expect(formatNumber(n)).toBe(expected)
  })

  it.each([
    [1e6, '1M'],
    [1_234_567, '1.23M'],
    [-2_500_000, '-2.5M'],
    [999_999_999, '1B'],
    [12_345_678_901, '12.35B'],
    [1e12, '1T'],
    [999.99e12, '999.99T'],
  ])('compact from 1e6: %s → %s', (n, expected) => {
    expect(formatNumber(n)).toBe(expected)
  })

  it.each([
    [1e15, '1E15'],
    [1.5e15, '1.5E15'],
    [1e16, '10E15'],
    [123_456_789_012_345_680, '123.46E15'],
    [-1e15, '-1E15'],
    [1e18, '1E18'],
    // would be "1000T" in compact notation
    [999.996e12, '1E15'],
  ])('engineering from 1e15: %s → %s', (n, expected) => {
    expect(formatNumber(n)).toBe(expected)
  })

  it('takes bigints, e.g. IPv6 pool sizes', () => {
    expect(formatNumber(0n)).toBe('0')
    expect(formatNumber(65_536n)).toBe('65,536')
    expect(formatNumber(5_000_000n)).toBe('5M')
    expect(formatNumber(2n ** 64n)).toBe('18.45E18')
    expect(formatNumber(2n ** 128n)).toBe('340.28E36')
    expect(formatNumber(-(10n ** 15n))).toBe('-1E15')
  })

  it('passes non-finite values through', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN')
    expect(formatNumber(Infinity)).toBe('∞')
  })
})

describe('round', () => {
  it('rounds to the given decimals and returns a number', () => {
    expect(round(1.234, 2)).toBe(1.23)
    expect(round(1.235, 2)).toBe(1.24)
    expect(round(2.5, 0)).toBe(3)
    expect(round(-2.5, 0)).toBe(-3) // half away from zero
    expect(round(123456.789, 1)).toBe(123456.8) // no grouping commas to break Number()
    expect(round(7, 3)).toBe(7)
  })

  it('never returns -0', () => {
    expect(Object.is(round(-0.001, 2), 0)).toBe(true)
  })
})

describe('byte units', () => {
  it('are 1024-based', () => {
    expect(KiB).toBe(1024)
    expect(MiB).toBe(1024 ** 2)
    expect(GiB).toBe(1024 ** 3)
    expect(TiB).toBe(1024 ** 4)
    expect(PiB).toBe(1024 ** 5)
  })

  it('converts bytes with 2 decimals by default', () => {
    expect(bytesToGiB(GiB)).toBe(1)
    expect(bytesToGiB(1.5 * GiB)).toBe(1.5)
    expect(bytesToGiB(1_000_000_000)).toBe(0.93)
    expect(bytesToGiB(1_000_000_000, 4)).toBe(0.9313)
    expect(bytesToGiB(0)).toBe(0)
    expect(bytesToKiB(1536)).toBe(1.5)
    expect(bytesToMiB(3 * MiB)).toBe(3)
    expect(bytesToTiB(32 * TiB)).toBe(32)
  })
})

describe('splitBytes / formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1,023 B'],
    [1024, '1 KiB'],
    [1536, '1.5 KiB'],
    [MiB, '1 MiB'],
    [10 * GiB, '10 GiB'],
    [1.25 * TiB, '1.25 TiB'],
    [1023 * TiB, '1,023 TiB'],
    [2 * PiB, '2 PiB'],
    [4096 * PiB, '4,096 PiB'], // no unit past PiB
    [-3 * GiB, '-3 GiB'],
  ])('%s bytes → %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected)
  })

  it('moves to the next unit when rounding reaches 1024', () => {
    expect(splitBytes(MiB - 1)).toEqual({ value: 1, unit: 'MiB' })
    expect(splitBytes(GiB - 1)).toEqual({ value: 1, unit: 'GiB' })
    expect(splitBytes(MiB - 10 * KiB)).toEqual({ value: 1014, unit: 'KiB' })
  })

  it('respects digits', () => {
    expect(formatBytes(1.23456 * GiB, 0)).toBe('1 GiB')
    expect(formatBytes(1.23456 * GiB, 3)).toBe('1.235 GiB')
  })
})

describe('dates', () => {
  const date = new Date('2026-11-21T23:41:07Z')

  it('formats date and time for tables', () => {
    expect(formatDateTime(date, { timeZone: 'UTC' })).toBe('Nov 21, 2026, 11:41 PM')
    expect(formatDateTime(new Date('2026-01-02T00:05:00Z'), { timeZone: 'UTC' })).toBe(
      'Jan 2, 2026, 12:05 AM',
    )
  })

  it('uses the given time zone', () => {
    expect(formatDateTime(date, { timeZone: 'Asia/Tokyo' })).toBe('Nov 22, 2026, 8:41 AM')
  })

  it('uses plain spaces only (no narrow no-break space before AM/PM)', () => {
    expect(formatDateTime(date, { timeZone: 'UTC' })).not.toMatch(/[\u202f\u00a0]/)
  })

  it('formats the day alone', () => {
    expect(formatDate(date, { timeZone: 'UTC' })).toBe('Nov 21, 2026')
  })

  it('does not throw on an invalid date', () => {
    expect(formatDateTime(new Date('nope'))).toBe('Invalid date')
    expect(formatDate(new Date(Number.NaN))).toBe('Invalid date')
  })
})

describe('timeAgo', () => {
  const now = new Date('2026-11-21T12:00:00Z')
  const ago = (ms: number) => timeAgo(new Date(now.getTime() - ms), now)
  const s = 1000
  const min = 60 * s
  const h = 60 * min
  const d = 24 * h

  it.each([
    [0, 'just now'],
    [59 * s, 'just now'],
    [-30 * s, 'just now'], // server clock slightly ahead
    [min, '1 minute ago'],
    [119 * s, '1 minute ago'], // truncated, not rounded
    [5 * min, '5 minutes ago'],
    [59 * min, '59 minutes ago'],
    [h, '1 hour ago'],
    [23 * h, '23 hours ago'],
    [d, 'yesterday'],
    [3 * d, '3 days ago'],
    [7 * d, 'last week'],
    [20 * d, '2 weeks ago'],
    [45 * d, 'last month'],
    [364 * d, '11 months ago'],
    [366 * d, 'last year'],
    [3 * 366 * d, '3 years ago'],
    [-5 * min, 'in 5 minutes'],
    [-2 * d, 'in 2 days'],
  ])('%s ms ago → %s', (ms, expected) => {
    expect(ago(ms)).toBe(expected)
  })

  it('defaults now to the current time', () => {
    expect(timeAgo(new Date())).toBe('just now')
  })

  it('does not throw on an invalid date', () => {
    expect(timeAgo(new Date('nope'), now)).toBe('Invalid date')
  })
})

describe('nextMultipleOf10Capped', () => {
  it.each([
    [0, 0],
    [1, 10],
    [9.01, 10],
    [10, 10], // multiples stay
    [10.1, 20],
    [20, 20],
    [1014, 1020],
    [1020, 1020],
    [1021, 1023], // would be 1030: capped
    [1023, 1023],
    [1024, 1023],
    [100_000, 1023],
    [-15, -10],
    [-5, 0], // not -0
  ])('%s → %s', (n, expected) => {
    expect(nextMultipleOf10Capped(n)).toBe(expected)
  })

  it('keeps NaN', () => {
    expect(nextMultipleOf10Capped(Number.NaN)).toBeNaN()
  })
})

describe('estimateUsableStorageTiB', () => {
  it.each([
    [0, 0],
    [1, 21], // 32 × 0.909 × 0.7 = 20.36
    [2, 41], // 40.72
    [16, 326], // 325.79
    [32, 652], // 651.57
    [625, 12726], // exactly 12726: not bumped to 12727
  ])('%s sleds → %s TiB', (sleds, expected) => {
    expect(estimateUsableStorageTiB(sleds)).toBe(expected)
  })
})
