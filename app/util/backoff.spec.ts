import { describe, expect, it } from 'vitest'

import { reconnectDelay, RECONNECT_MAX_MS } from './backoff'

describe('reconnectDelay', () => {
  it('doubles from half a second up to the cap', () => {
    expect([0, 1, 2, 3, 4].map(reconnectDelay)).toEqual([500, 1000, 2000, 4000, 8000])
    expect(reconnectDelay(5)).toBe(RECONNECT_MAX_MS)
    expect(reconnectDelay(50)).toBe(RECONNECT_MAX_MS)
  })
})
