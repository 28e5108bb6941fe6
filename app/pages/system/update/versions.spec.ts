import { describe, expect, it } from 'vitest'

import { compareVersions, targetRefusal } from './versions'

describe('compareVersions', () => {
  it('orders by semver precedence', () => {
    const sorted = [
      '14.1.0',
      '13.0.0',
      '14.1.0-rc.1',
      '14.0.0',
      '14.1.0-rc.10',
      '14.1.0-alpha',
      '2.0.0',
    ]
    expect([...sorted].sort(compareVersions)).toEqual([
      '2.0.0',
      '13.0.0',
      '14.0.0',
      '14.1.0-alpha',
      '14.1.0-rc.1',
      '14.1.0-rc.10',
      '14.1.0',
    ])
  })

  it('ignores build metadata, and puts what is not a version first', () => {
    expect(compareVersions('14.0.0+abc', '14.0.0+def')).toBe(0)
    expect(compareVersions('unknown', '1.0.0')).toBe(-1)
    expect(compareVersions('1.0.0', 'unknown')).toBe(1)
  })
})

describe('targetRefusal', () => {
  it('allows any release when no target is set', () => {
    expect(targetRefusal(null, '13.0.0')).toBe(false)
  })

  it('refuses the target itself and older releases, allows newer ones', () => {
    expect(targetRefusal('14.0.0', '14.0.0')).toBe('This release is already the target release')
    expect(targetRefusal('14.0.0', '13.0.0')).toBe(
      'The rack does not go back to an older release than its target (14.0.0)',
    )
    expect(targetRefusal('14.0.0', '14.1.0-rc.1')).toBe(false)
    // a pre-release is older than its release
    expect(targetRefusal('14.1.0', '14.1.0-rc.1')).not.toBe(false)
    // another build of the same release: Nexus lets it through
    expect(targetRefusal('14.0.0+a', '14.0.0+b')).toBe(false)
  })
})
