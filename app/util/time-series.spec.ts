import { describe, expect, it } from 'vitest'

import { hasPoints, isolatedPoints, maxPoint, summarize } from './time-series'

describe('summarize', () => {
  it('gives the latest, mean and max of the points, skipping gaps', () => {
    expect(summarize([1, null, 5, 3, null])).toEqual({ latest: 3, mean: 3, max: 5 })
  })
  it('is null for a series with no points', () => {
    expect(summarize([])).toBeNull()
    expect(summarize([null, null])).toBeNull()
  })
})

describe('hasPoints and maxPoint', () => {
  it('look across all series', () => {
    const data = {
      timestamps: [1, 2],
      series: [
        { key: 'a', label: 'a', values: [null, null] },
        { key: 'b', label: 'b', values: [2, 7] },
      ],
    }
    expect(hasPoints(data)).toBe(true)
    expect(maxPoint(data)).toBe(7)
    const empty = { timestamps: [1], series: [{ key: 'a', label: 'a', values: [null] }] }
    expect(hasPoints(empty)).toBe(false)
    expect(maxPoint(empty)).toBe(0)
    expect(hasPoints({ timestamps: [], series: [] })).toBe(false)
  })
})

describe('isolatedPoints', () => {
  it('finds points with gaps or edges on both sides', () => {
    expect(isolatedPoints([1, null, 2, 3, null, 4])).toEqual([0, 5])
    expect(isolatedPoints([null, 7, null])).toEqual([1])
    expect(isolatedPoints([1, 2])).toEqual([])
    expect(isolatedPoints([])).toEqual([])
  })
})
