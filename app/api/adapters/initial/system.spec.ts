import { describe, expect, it } from 'vitest'

import type * as Old from '../../__generated_versions__/2025112000.0.0/Api'
import { system } from './system'

const status: Old.UpdateStatus = {
  componentsByReleaseVersion: { '17.0.0': 40, '18.0.0': 12 },
  suspended: true,
  targetRelease: { version: '18.0.0', timeRequested: new Date('2025-12-01T10:00:00Z') },
  timeLastStepPlanned: new Date('2025-12-01T10:05:00Z'),
}

describe('INITIAL system', () => {
  it('keeps the update status and adds that no check calls for support', () => {
    const up = system.systemUpdateStatus!.response!(status, {})
    expect(up).toEqual({ ...status, contactSupport: false })
  })
})
