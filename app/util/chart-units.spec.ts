import { describe, expect, it } from 'vitest'

import { axisScale, formatReading, formatTick, tickIncrements } from './chart-units'

describe('axisScale', () => {
  it('picks binary units for bytes from the largest value', () => {
    expect(axisScale('bytes', 0)).toEqual({ divisor: 1, suffix: 'B', spaced: true })
    expect(axisScale('bytes', 1023)).toEqual({ divisor: 1, suffix: 'B', spaced: true })
    expect(axisScale('bytes', 1024)).toEqual({ divisor: 1024, suffix: 'KiB', spaced: true })
    expect(axisScale('bytes', 5 * 1024 ** 3)).toEqual({
      divisor: 1024 ** 3,
      suffix: 'GiB',
      spaced: true,
    })
    expect(axisScale('bytes', 1024 ** 7)).toEqual({
      divisor: 1024 ** 5,
      suffix: 'PiB',
      spaced: true,
    })
  })

  it('picks thousands for counts and nothing for percent', () => {
    expect(axisScale('count', 999)).toEqual({ divisor: 1, suffix: '', spaced: false })
    expect(axisScale('count', 12_500)).toEqual({ divisor: 1000, suffix: 'K', spaced: false })
    expect(axisScale('count', 3e9)).toEqual({ divisor: 1e9, suffix: 'B', spaced: false })
    expect(axisScale('count', 0.4)).toEqual({ divisor: 1, suffix: '', spaced: false })
    expect(axisScale('percent', 1e6)).toEqual({ divisor: 1, suffix: '%', spaced: false })
  })
})

describe('formatTick', () => {
  it('writes the value in the axis unit', () => {
    expect(formatTick({ divisor: 1024 ** 2, suffix: 'MiB', spaced: true }, 1.5 * 1024 ** 2)).toBe(
      '1.5 MiB',
    )
    expect(formatTick({ divisor: 1, suffix: 'B', spaced: true }, 0)).toBe('0')
    expect(formatTick({ divisor: 1000, suffix: 'K', spaced: false }, 0)).toBe('0')
    expect(formatTick({ divisor: 1, suffix: '%', spaced: false }, 0)).toBe('0%')
    expect(formatTick({ divisor: 1000, suffix: 'K', spaced: false }, 12_000)).toBe('12K')
    expect(formatTick({ divisor: 1, suffix: '%', spaced: false }, 40)).toBe('40%')
    expect(formatTick({ divisor: 1, suffix: '', spaced: false }, 1234.567)).toBe('1,234.57')
  })
})

describe('tickIncrements', () => {
  it('steps by round numbers of the scaled unit, ascending', () => {
    const incrs = tickIncrements({ divisor: 1024, suffix: 'KiB', spaced: true })
    expect(incrs).toContain(1024)
    expect(incrs).toContain(2.5 * 100 * 1024) // 250 KiB
    expect(incrs).toContain(5 * 1024)
    expect([...incrs].sort((a, b) => a - b)).toEqual(incrs)
  })
})

describe('formatReading', () => {
  it('writes percent, binary sizes and counts', () => {
    expect(formatReading('percent', 37.5234)).toBe('37.52%')
    expect(formatReading('bytes', 1.5 * 1024 ** 2)).toBe('1.5 MiB')
    expect(formatReading('count', 1234.5)).toBe('1,234.5')
    expect(formatReading('count', 2.5e6)).toBe('2.5M')
  })
})
