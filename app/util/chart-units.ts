// Units of the time-series charts: how axis ticks are scaled and labelled, and how single
// readings are written (sizes in binary units, spec §9).
import { formatBytes, formatNumber, round } from './format'

export type ChartUnit = 'percent' | 'bytes' | 'count'

const BYTE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB']
const COUNT_UNITS = ['', 'K', 'M', 'B', 'T']

export type AxisScale = {
  /** tick values are divided by this */
  divisor: number
  /** written after each tick value, e.g. `MiB` */
  suffix: string
  /** whether a space goes between number and suffix: `1.5 MiB` but `12K`, `40%` */
  spaced: boolean
}

/**
 * One scale for a whole axis, chosen from its largest value so every tick uses the same
 * unit: bytes by powers of 1024 (`1.5 MiB`), counts by powers of 1000 (`12K`).
 */
export function axisScale(unit: ChartUnit, max: number): AxisScale {
  if (unit === 'percent') return { divisor: 1, suffix: '%', spaced: false }
  const [base, names] = unit === 'bytes' ? [1024, BYTE_UNITS] : [1000, COUNT_UNITS]
  const exp = max > 0 ? Math.floor(Math.log(max) / Math.log(base)) : 0
  const i = Math.min(Math.max(exp, 0), names.length - 1)
  return { divisor: base ** i, suffix: names[i], spaced: unit === 'bytes' }
}

/** A tick label: `512 KiB`, `1.5K`, `40%`. */
export function formatTick({ divisor, suffix, spaced }: AxisScale, value: number): string {
  // zero needs no unit, and "0K" reads oddly
  if (value === 0 && suffix !== '%') return '0'
  const text = round(value / divisor, 2).toLocaleString('en-US', { maximumFractionDigits: 2 })
  return spaced ? `${text} ${suffix}` : `${text}${suffix}`
}

/**
 * Tick spacings for an axis of this scale: 1, 2, 2.5 and 5 times powers of ten of the
 * scaled unit, so ticks fall on round numbers of MiB rather than of bytes.
 */
export function tickIncrements({ divisor }: AxisScale): number[] {
  const out: number[] = []
  for (let exp = -2; exp <= 6; exp++) {
    for (const m of [1, 2, 2.5, 5]) out.push(m * 10 ** exp * divisor)
  }
  return out
}

/** One reading for legends and summaries: `37.52%`, `1.5 MiB`, `1,234.5`. */
export function formatReading(unit: ChartUnit, value: number): string {
  switch (unit) {
    case 'percent':
      return `${round(value, 2).toLocaleString('en-US')}%`
    case 'bytes':
      return formatBytes(value)
    case 'count':
      return formatNumber(value)
  }
}
