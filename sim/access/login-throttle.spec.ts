import { describe, expect, it } from 'vitest'
import { FailureCounter, LOGIN_THROTTLE, LoginThrottle } from './login-throttle'

const T = Date.parse('2026-01-01T00:00:00Z')
const victim = 'demo-silo/admin'
const addressOf = (i: number) => `198.51.${Math.floor(i / 250)}.${i % 250}`

describe('FailureCounter', () => {
  const limits = { limit: 3, windowMs: 1000, maxKeys: 4 }

  it('pushes out the key with the fewest failures, never one at its limit', () => {
    const c = new FailureCounter(limits)
    for (let i = 0; i < 3; i++) c.fail('throttled', T)
    c.fail('two', T)
    c.fail('two', T)
    c.fail('one-old', T)
    c.fail('one-new', T + 1)
    // full: the next key takes the place of the oldest of those with one failure
    c.fail('fresh', T + 2)
    expect(c.size).toBe(4)
    expect(c.failures('one-old', T + 2)).toBe(0)
    expect(c.failures('one-new', T + 2)).toBe(1)
    expect(c.failures('two', T + 2)).toBe(2)
    expect(c.waitMs('throttled', T + 2)).toBe(998)
  })

  it('drops expired keys first, and refuses a new key once every key is at its limit', () => {
    const c = new FailureCounter(limits)
    for (const key of ['a', 'b', 'c', 'd']) for (let i = 0; i < 3; i++) c.fail(key, T)
    expect(c.fullForMs(T + 10)).toBe(990)
    expect(c.fail('e', T + 10)).toBe(false)
    expect(c.failures('e', T + 10)).toBe(0)
    for (const key of ['a', 'b', 'c', 'd']) expect(c.waitMs(key, T + 10)).toBe(990)
    // once the windows end, there is room again
    expect(c.fullForMs(T + 1000)).toBe(0)
    expect(c.fail('e', T + 1000)).toBe(true)
    expect(c.size).toBe(1)
  })

  it('starts a new window after the old one ends', () => {
    const c = new FailureCounter(limits)
    for (let i = 0; i < 3; i++) c.fail('k', T)
    expect(c.waitMs('k', T + 999)).toBe(1)
    expect(c.waitMs('k', T + 1000)).toBe(0)
    c.fail('k', T + 1000)
    expect(c.failures('k', T + 1000)).toBe(1)
  })
})

describe('LoginThrottle', () => {
  it('keeps a throttled account throttled through a flood of junk names from many addresses', () => {
    const t = new LoginThrottle()
    for (let i = 0; i < LOGIN_THROTTLE.perUser; i++) t.fail(victim, '203.0.113.7', T)
    expect(t.retryAfterMs(victim, '203.0.113.7', T)).toBe(LOGIN_THROTTLE.windowMs)
    // what once flushed it: 10,005 failures under junk names from 345 addresses in 10.6 s
    for (let i = 0; i < 10_005; i++) {
      const now = T + Math.floor((i * 10_600) / 10_005)
      t.fail(`demo-silo/junk-${i}`, addressOf(i % 345), now)
    }
    const now = T + 10_600
    expect(t.retryAfterMs(victim, '203.0.113.7', now)).toBe(LOGIN_THROTTLE.windowMs - 10_600)
    expect(t.accounts.failures(victim, now)).toBe(LOGIN_THROTTLE.perUser)
    // every flooding address has failed, so none gets a guess at it either
    for (let a = 0; a < 345; a++)
      expect(t.retryAfterMs(victim, addressOf(a), now)).toBeGreaterThan(0)
    // memory stays bounded
    expect(t.accounts.size).toBeLessThanOrEqual(LOGIN_THROTTLE.maxKeys)
    expect(t.addresses.size).toBeLessThanOrEqual(LOGIN_THROTTLE.maxKeys)
  })

  it('treats an unknown account as throttled while the table is full of throttled ones', () => {
    const t = new LoginThrottle()
    // 10,000 accounts at their limit, from addresses that stay under theirs
    let n = 0
    for (let k = 0; k < LOGIN_THROTTLE.maxKeys; k++) {
      for (let i = 0; i < LOGIN_THROTTLE.perUser; i++) {
        t.fail(`s/u${k}`, addressOf(Math.floor(n++ / (LOGIN_THROTTLE.perAddress - 1))), T)
      }
    }
    expect(t.accounts.size).toBe(LOGIN_THROTTLE.maxKeys)
    expect(t.accounts.fullForMs(T)).toBe(LOGIN_THROTTLE.windowMs)
    // an address that has failed gets 429 for a name never seen; a clean one still may try
    expect(t.retryAfterMs('s/someone-new', addressOf(0), T)).toBe(LOGIN_THROTTLE.windowMs)
    expect(t.retryAfterMs('s/someone-new', '192.0.2.1', T)).toBe(0)
    // and the table did not grow
    t.fail('s/someone-new', '192.0.2.1', T)
    expect(t.accounts.size).toBe(LOGIN_THROTTLE.maxKeys)
    expect(t.retryAfterMs('s/someone-new', '192.0.2.1', T)).toBe(LOGIN_THROTTLE.windowMs)
  })

  it('clears an account on success only while it is not throttled', () => {
    const t = new LoginThrottle()
    for (let i = 0; i < LOGIN_THROTTLE.perUser - 1; i++) t.fail(victim, '203.0.113.7', T)
    t.succeed(victim, T)
    expect(t.accounts.failures(victim, T)).toBe(0)
    for (let i = 0; i < LOGIN_THROTTLE.perUser; i++) t.fail(victim, '203.0.113.7', T)
    t.succeed(victim, T)
    expect(t.retryAfterMs(victim, '203.0.113.7', T)).toBe(LOGIN_THROTTLE.windowMs)
  })
})
