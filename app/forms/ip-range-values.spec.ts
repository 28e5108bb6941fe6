import { describe, expect, test } from 'vitest'

import {
  ipRangeBody,
  ipRangeSchema,
  ORDER_MESSAGE,
  rangeEndProblem,
  SAME_FAMILY_MESSAGE,
} from './ip-range-values'

describe('rangeEndProblem', () => {
  test('a range of one address or more, in order, is fine', () => {
    expect(rangeEndProblem('192.0.2.10', '192.0.2.10')).toBeUndefined()
    expect(rangeEndProblem('192.0.2.10', '192.0.2.250')).toBeUndefined()
    expect(rangeEndProblem('fd00::1', 'fd00::ffff')).toBeUndefined()
  })

  test('compares addresses, not text', () => {
    // as text, "192.0.2.9" sorts after "192.0.2.10"
    expect(rangeEndProblem('192.0.2.9', '192.0.2.10')).toBeUndefined()
    expect(rangeEndProblem('192.0.2.10', '192.0.2.9')).toBe(ORDER_MESSAGE)
    expect(rangeEndProblem('fd00::a', 'fd00::9')).toBe(ORDER_MESSAGE)
  })

  test('both ends of one family', () => {
    expect(rangeEndProblem('192.0.2.10', 'fd00::1')).toBe(SAME_FAMILY_MESSAGE)
    expect(rangeEndProblem('fd00::1', '192.0.2.10')).toBe(SAME_FAMILY_MESSAGE)
  })
})

describe('ipRangeSchema', () => {
  const problems = (first: string, last: string) => {
    const result = ipRangeSchema.safeParse({ first, last })
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
  }

  test('each end must be an address, in the spec words', () => {
    expect(problems('192.0.2', '')).toEqual({
      first: 'Not a valid IP address',
      last: 'Not a valid IP address',
    })
  })

  test('the order is checked on the last address', () => {
    expect(problems('192.0.2.20', '192.0.2.10')).toEqual({ last: ORDER_MESSAGE })
  })

  test('checks and sends what was typed without the spaces around it', () => {
    const values = { first: ' 192.0.2.10 ', last: '192.0.2.20\n' }
    expect(problems(values.first, values.last)).toEqual({})
    expect(ipRangeBody(values)).toEqual({
      first: '192.0.2.10',
      last: '192.0.2.20',
    })
  })
})
