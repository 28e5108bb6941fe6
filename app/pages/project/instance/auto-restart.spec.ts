import { expect, test } from 'vitest'

import { autoRestartLabel, autoRestartStatus } from './auto-restart'

const now = new Date('2026-01-01T12:00:00Z')
const base = {
  runState: 'running' as const,
  autoRestartEnabled: true,
  autoRestartPolicy: null,
  autoRestartCooldownExpiration: null,
}

test('labels name the policy, and whether the default one restarts', () => {
  expect(autoRestartLabel(base)).toBe('Default (enabled)')
  expect(autoRestartLabel({ ...base, autoRestartEnabled: false })).toBe('Default (disabled)')
  expect(autoRestartLabel({ ...base, autoRestartPolicy: 'best_effort' })).toBe('Best effort')
  expect(autoRestartLabel({ ...base, autoRestartPolicy: 'never' })).toBe('Never')
})

test('a failed instance with auto-restart and no cooldown is due (spec §4)', () => {
  expect(autoRestartStatus({ ...base, runState: 'failed' }, now)).toBe(
    'This instance is due for auto-restart.',
  )
})

test('a cooldown in the future is shown as expiring, one in the past as expired', () => {
  const later = new Date('2026-01-01T13:00:00Z')
  const earlier = new Date('2026-01-01T11:00:00Z')
  expect(autoRestartStatus({ ...base, autoRestartCooldownExpiration: later }, now)).toMatch(
    /^Auto-restart cooldown expires /,
  )
  expect(autoRestartStatus({ ...base, autoRestartCooldownExpiration: earlier }, now)).toMatch(
    /^Auto-restart cooldown expired /,
  )
  // failed, cooldown still running: not due yet
  expect(
    autoRestartStatus({ ...base, runState: 'failed', autoRestartCooldownExpiration: later }, now),
  ).toMatch(/^Auto-restart cooldown expires /)
})

test('nothing to say without a cooldown or when not failed', () => {
  expect(autoRestartStatus(base, now)).toBeNull()
  expect(
    autoRestartStatus({ ...base, runState: 'failed', autoRestartEnabled: false }, now),
  ).toBeNull()
})
