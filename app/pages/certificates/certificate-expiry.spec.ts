import { expect, test } from 'vitest'

import { EXPIRY_WARNING_DAYS, expiryState } from './certificate-expiry'

const now = new Date('2026-11-25T12:00:00Z')
const days = (n: number) => new Date(now.getTime() + n * 24 * 60 * 60 * 1000)
const validity = (from: number, to: number) => ({ notBefore: days(from), notAfter: days(to) })

test('far from its end, a started certificate is valid', () => {
  expect(expiryState(validity(-10, 365), now)).toBe('valid')
  expect(expiryState(validity(-10, EXPIRY_WARNING_DAYS + 0.001), now)).toBe('valid')
})

test('within the warning window it is expiring, up to and including its last second', () => {
  expect(expiryState(validity(-10, EXPIRY_WARNING_DAYS), now)).toBe('expiring')
  expect(expiryState(validity(-10, 1), now)).toBe('expiring')
  expect(expiryState({ notBefore: days(-10), notAfter: now }, now)).toBe('expiring')
})

test('after its end it is expired', () => {
  expect(expiryState(validity(-400, -0.0001), now)).toBe('expired')
  expect(expiryState(validity(-400, -35), now)).toBe('expired')
})

test('before its start it is not yet valid, unless it has also ended', () => {
  expect(expiryState(validity(1, 365), now)).toBe('not-yet-valid')
  expect(expiryState(validity(1, 5), now)).toBe('not-yet-valid')
  expect(expiryState({ notBefore: now, notAfter: days(365) }, now)).toBe('valid')
  expect(expiryState(validity(1, -1), now)).toBe('expired')
})
