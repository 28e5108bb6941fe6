import { describe, expect, it } from 'vitest'

import {
  alignWindowSeconds,
  checkCustomRange,
  fromLocalInputValue,
  rangeFromSearch,
  resolveRange,
  toLocalInputValue,
  windowLabel,
  withRange,
} from './time-range'

const HOUR = 3_600_000
const DAY = 24 * HOUR

describe('rangeFromSearch', () => {
  it('reads a preset, defaulting to the last hour', () => {
    expect(rangeFromSearch(new URLSearchParams('range=3h'))).toEqual({
      kind: 'preset',
      preset: '3h',
    })
    expect(rangeFromSearch(new URLSearchParams(''))).toEqual({ kind: 'preset', preset: '1h' })
    expect(rangeFromSearch(new URLSearchParams('range=2y'))).toEqual({
      kind: 'preset',
      preset: '1h',
    })
  })

  it('reads a custom range only when both ends parse and are in order', () => {
    const q = 'start=2025-01-06T09:00:00.000Z&end=2025-01-06T10:00:00.000Z'
    expect(rangeFromSearch(new URLSearchParams(q))).toEqual({
      kind: 'custom',
      start: Date.UTC(2025, 0, 6, 9),
      end: Date.UTC(2025, 0, 6, 10),
    })
    const reversed = 'start=2025-01-06T10:00:00.000Z&end=2025-01-06T09:00:00.000Z&range=1d'
    expect(rangeFromSearch(new URLSearchParams(reversed))).toEqual({
      kind: 'preset',
      preset: '1d',
    })
    expect(rangeFromSearch(new URLSearchParams('start=2025-01-06T10:00:00Z'))).toEqual({
      kind: 'preset',
      preset: '1h',
    })
  })
})

describe('withRange', () => {
  it('replaces the range params, keeps the rest, and writes no param for the default', () => {
    const base = new URLSearchParams('x=1&start=a&end=b')
    expect(withRange(base, { kind: 'preset', preset: '1w' }).toString()).toBe('x=1&range=1w')
    expect(withRange(base, { kind: 'preset', preset: '1h' }).toString()).toBe('x=1')
    const custom = withRange(new URLSearchParams('range=3h'), {
      kind: 'custom',
      start: Date.UTC(2025, 0, 6, 9),
      end: Date.UTC(2025, 0, 6, 10),
    })
    expect(Object.fromEntries(custom)).toEqual({
      start: '2025-01-06T09:00:00.000Z',
      end: '2025-01-06T10:00:00.000Z',
    })
    expect(rangeFromSearch(custom)).toMatchObject({ kind: 'custom' })
  })
})

describe('resolveRange', () => {
  it('ends a preset now and keeps a custom range as it is', () => {
    expect(resolveRange({ kind: 'preset', preset: '1d' }, 10 * DAY)).toEqual({
      start: 9 * DAY,
      end: 10 * DAY,
    })
    expect(resolveRange({ kind: 'custom', start: 1, end: 2 }, 10 * DAY)).toEqual({
      start: 1,
      end: 2,
    })
  })
})

describe('local input values', () => {
  it('round-trip an instant at minute precision in local time', () => {
    const ms = new Date(2025, 0, 6, 9, 42).getTime()
    expect(toLocalInputValue(ms)).toBe('2025-01-06T09:42')
    expect(fromLocalInputValue('2025-01-06T09:42')).toBe(ms)
    expect(fromLocalInputValue('2025-01-06T09:42:30')).toBe(ms + 30_000)
  })
  it('refuse what is not a date', () => {
    expect(fromLocalInputValue('')).toBeNaN()
    expect(fromLocalInputValue('2025-02-30T10:00')).toBeNaN()
    expect(fromLocalInputValue('yesterday')).toBeNaN()
  })
})

describe('checkCustomRange', () => {
  const now = new Date(2025, 0, 6, 12, 0, 30).getTime()
  it('accepts a range in the past, up to the current minute', () => {
    expect(checkCustomRange('2025-01-06T09:00', '2025-01-06T12:00', now)).toEqual({
      ok: true,
      range: {
        kind: 'custom',
        start: new Date(2025, 0, 6, 9).getTime(),
        end: new Date(2025, 0, 6, 12).getTime(),
      },
    })
  })
  it('needs both times', () => {
    expect(checkCustomRange('', '', now)).toEqual({
      ok: false,
      errors: { start: 'Choose a start time', end: 'Choose an end time' },
    })
  })
  it('needs the end after the start', () => {
    expect(checkCustomRange('2025-01-06T10:00', '2025-01-06T10:00', now)).toEqual({
      ok: false,
      errors: { end: 'End time must be after start time' },
    })
    expect(checkCustomRange('2025-01-06T11:00', '2025-01-06T10:00', now)).toMatchObject({
      ok: false,
    })
  })
  it('refuses an end in the future', () => {
    expect(checkCustomRange('2025-01-06T10:00', '2025-01-06T12:01', now)).toEqual({
      ok: false,
      errors: { end: 'End time cannot be in the future' },
    })
  })
})

describe('alignWindowSeconds', () => {
  it('fits the window to the range, at most 100 points, at least 30 s', () => {
    expect(alignWindowSeconds(HOUR)).toBe(60)
    expect(alignWindowSeconds(3 * HOUR)).toBe(120)
    expect(alignWindowSeconds(DAY)).toBe(900)
    expect(alignWindowSeconds(7 * DAY)).toBe(7200)
    expect(alignWindowSeconds(30 * DAY)).toBe(43200)
    expect(alignWindowSeconds(60_000)).toBe(30)
    expect(alignWindowSeconds(100 * 365 * DAY)).toBe(30 * 86400)
    for (const range of [HOUR, 5 * HOUR, 2 * DAY, 90 * DAY]) {
      expect(range / 1000 / alignWindowSeconds(range)).toBeLessThanOrEqual(100)
    }
  })
})

describe('windowLabel', () => {
  it('names the window in its largest whole unit', () => {
    expect(windowLabel(30)).toBe('30-second')
    expect(windowLabel(60)).toBe('1-minute')
    expect(windowLabel(900)).toBe('15-minute')
    expect(windowLabel(7200)).toBe('2-hour')
    expect(windowLabel(86400)).toBe('1-day')
  })
})
