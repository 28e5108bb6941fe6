import { describe, expect, it } from 'vitest'

import type { Filter } from './ast'
import { parseQuery } from './grammar'
import { complement, countOnGrid, timeSet, union } from './time-set'

const filter = (text: string): Filter => {
  const [, op] = parseQuery(`get a:b | filter ${text}`, 0)
  if (op.op !== 'filter') throw new Error('not a filter')
  return op.filter
}
const fields = { state: { type: 'string', value: 'run' } } as const
const at = (ms: number) => `@${new Date(ms).toISOString().slice(0, -1)}`

describe('timeSet', () => {
  it('turns comparisons on timestamp into whole-ms intervals', () => {
    expect(timeSet(filter(`timestamp >= ${at(1000)} && timestamp < ${at(5000)}`), fields)).toEqual({
      set: [[1000, 4999]],
      exact: true,
    })
    expect(
      timeSet(filter(`timestamp < ${at(1000)} || timestamp == ${at(9000)}`), fields).set,
    ).toEqual([
      [-Infinity, 999],
      [9000, 9000],
    ])
    expect(timeSet(filter(`!(timestamp > ${at(1000)})`), fields).set).toEqual([[-Infinity, 1000]])
  })

  it('decides field comparisons for the series, and leaves the rest to each point', () => {
    expect(timeSet(filter(`state == "idle" && timestamp > ${at(0)}`), fields).set).toEqual([])
    expect(timeSet(filter(`state == "run" ^ timestamp > ${at(0)}`), fields).set).toEqual([
      [-Infinity, 0],
    ])
    // a value comparison cannot be decided before the values exist: a superset
    const byValue = timeSet(filter(`!(datum > 5) && timestamp > ${at(0)}`), fields)
    expect(byValue).toEqual({ set: [[1, Infinity]], exact: false })
  })

  it('combines and counts', () => {
    expect(union([[0, 4]], [[5, 9]])).toEqual([[0, 9]])
    expect(complement([[0, 9]])).toEqual([
      [-Infinity, -1],
      [10, Infinity],
    ])
    // samples at 3, 8, 13, …: 8 and 13 in [5, 14], 23 in [20, 25]
    expect(
      countOnGrid(
        [
          [5, 14],
          [20, 25],
        ],
        3,
        5,
      ),
    ).toBe(3)
  })
})
