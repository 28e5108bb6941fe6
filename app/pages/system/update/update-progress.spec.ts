import { describe, expect, it } from 'vitest'

import { releaseLabel, summarizeUpdate } from './update-progress'

const target = (version: string) => ({ version, timeRequested: new Date('2026-08-01T00:00:00Z') })

describe('summarizeUpdate', () => {
  it('no target release: nothing manages the versions', () => {
    const s = summarizeUpdate({
      componentsByReleaseVersion: { unknown: 20, 'install dataset': 30 },
      suspended: false,
      targetRelease: null,
    })
    expect(s).toEqual({
      state: 'unset',
      total: 50,
      atTarget: 0,
      versions: [
        { version: 'install dataset', count: 30, isTarget: false },
        { version: 'unknown', count: 20, isTarget: false },
      ],
    })
  })

  it('updating: the target first, then newest to oldest, the placeholders last', () => {
    const s = summarizeUpdate({
      componentsByReleaseVersion: {
        unknown: 2,
        '13.0.0': 5,
        '14.0.0': 10,
        'install dataset': 1,
        '14.1.0-rc.1': 3,
      },
      suspended: false,
      targetRelease: target('14.1.0-rc.1'),
    })
    expect(s.state).toBe('updating')
    expect(s.total).toBe(21)
    expect(s.atTarget).toBe(3)
    expect(s.versions.map((v) => v.version)).toEqual([
      '14.1.0-rc.1',
      '14.0.0',
      '13.0.0',
      'install dataset',
      'unknown',
    ])
  })

  it('done when every component runs the target; paused when suspended', () => {
    const done = summarizeUpdate({
      componentsByReleaseVersion: { '14.0.0': 40, '13.0.0': 0 },
      suspended: false,
      targetRelease: target('14.0.0'),
    })
    expect(done).toMatchObject({ state: 'done', total: 40, atTarget: 40 })
    expect(done.versions).toHaveLength(1)
    const paused = summarizeUpdate({
      componentsByReleaseVersion: { '14.0.0': 4, '13.0.0': 36 },
      suspended: true,
      targetRelease: target('14.0.0'),
    })
    expect(paused).toMatchObject({ state: 'paused', atTarget: 4, total: 40 })
  })

  it('a target no component runs yet counts zero at target', () => {
    const s = summarizeUpdate({
      componentsByReleaseVersion: { '13.0.0': 40 },
      suspended: false,
      targetRelease: target('14.0.0'),
    })
    expect(s).toMatchObject({ state: 'updating', atTarget: 0, total: 40 })
  })
})

describe('releaseLabel', () => {
  it('says the placeholders plainly and versions as they are', () => {
    expect(releaseLabel('install dataset')).toBe('Install-time software')
    expect(releaseLabel('unknown')).toBe('Unknown (matches no uploaded release)')
    expect(releaseLabel('14.0.0')).toBe('14.0.0')
  })
})
