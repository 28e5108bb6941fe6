import { describe, expect, it } from 'vitest'

import type * as Old from '../../__generated__/Api'
import { hardware } from './hardware'

const sled: Old.Sled = {
  id: '2707b587-9c3f-4ab9-8b7e-1b2b2d6a2e01',
  baseboard: { part: '913-0000019', serial: 'BRM42220006', revision: 6 },
  policy: { kind: 'in_service', provisionPolicy: 'provisionable' },
  rackId: 'de608e01-b8e4-4d93-b972-a7dbed36dd22',
  state: 'active',
  timeCreated: new Date('2025-03-01T10:00:00Z'),
  timeModified: new Date('2025-03-01T10:00:00Z'),
  usableHardwareThreads: 128,
  usablePhysicalRam: 1_086_626_725_888,
}

describe('v14 hardware', () => {
  it('passes a sled as it is: its slot is not known on this release', () => {
    const up = hardware.sledView!.response!(sled, { path: { sledId: sled.id } })
    expect(up).toEqual(sled)
    expect(up.slot).toBeUndefined()
    expect(hardware.sledList!.response!({ items: [sled] }, { query: {} }).items).toEqual([sled])
  })
})
