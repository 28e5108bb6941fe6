import { describe, expect, it } from 'vitest'

import { timeZoneFromCookies } from './time-zone'

describe('timeZoneFromCookies', () => {
  it('reads a zone among other cookies', () => {
    expect(timeZoneFromCookies('session=abc; console-tz=America%2FNew_York; x=1')).toBe(
      'America/New_York',
    )
    expect(timeZoneFromCookies('console-tz=UTC')).toBe('UTC')
  })

  it.each([
    null,
    '',
    'session=abc',
    'console-tz=',
    'console-tz=Not%2FA_Zone',
    'console-tz=%E0%A4%A',
    'console-tz=' + 'A/'.repeat(40),
    'console-tz=Europe/Berlin<script>',
    'other-console-tz=UTC',
  ])('refuses %j', (header) => {
    expect(timeZoneFromCookies(header)).toBeNull()
  })

  it('reads a long hostile header in linear time', () => {
    const header = 'a=b; '.repeat(200_000) + 'console-tz=UTC'
    const started = performance.now()
    expect(timeZoneFromCookies(header)).toBe('UTC')
    // generous: a quadratic scan of 1 MB would take minutes
    expect(performance.now() - started).toBeLessThan(2000)
  })
})
