import { describe, expect, it } from 'vitest'

import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type * as Old from '../../__generated_versions__/2025112000.0.0/Api'
import { Unexpressible } from '../unexpressible'
import { diskCreateDown, disks, diskUp, imageUp } from './disks'

const project = 'demo-project'

const oldDisk: Old.Disk = {
  id: '5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  name: 'db1-boot',
  description: 'boot disk of db1',
  projectId: '3c8b1f9e-2d4a-4b6c-9e1f-7a2b3c4d5e6f',
  blockSize: 4096,
  size: 20 * 1024 ** 3,
  devicePath: '/mnt/db1-boot',
  diskType: 'crucible',
  imageId: null,
  snapshotId: '2a3b4c5d-6e7f-4809-9a1b-2c3d4e5f6a7b',
  state: { state: 'detached' },
  timeCreated: new Date('2025-11-21T10:00:00Z'),
  timeModified: new Date('2025-11-21T10:00:00Z'),
}

const oldImage: Old.Image = {
  id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  name: 'debian-13',
  description: 'Debian 13',
  os: 'debian',
  version: '13',
  blockSize: 4096,
  size: 2 * 1024 ** 3,
  projectId: '3c8b1f9e-2d4a-4b6c-9e1f-7a2b3c4d5e6f',
  timeCreated: new Date('2025-11-21T09:00:00Z'),
  timeModified: new Date('2025-11-21T09:00:00Z'),
}

describe('disks up', () => {
  it('calls a crucible disk distributed; none is read-only', () => {
    const now: Now.Disk = { ...oldDisk, blockSize: 4096, diskType: 'distributed', readOnly: false }
    expect(diskUp(oldDisk)).toEqual(now)
    expect(disks.diskView?.response?.(oldDisk, { path: { disk: 'db1-boot' } })).toEqual(now)
    expect(disks.diskList?.response?.({ items: [oldDisk] }, { query: {} })).toEqual({
      items: [now],
    })
  })

  it('gives images a BlockSize', () => {
    const now: Now.Image = imageUp(oldImage)
    expect(now).toEqual(oldImage)
    expect(disks.imagePromote?.response?.(oldImage, { path: { image: oldImage.id } })).toEqual(now)
  })
})

describe('disk create down', () => {
  const base = { name: 'data', description: '', size: 10 * 1024 ** 3 }

  it('sends the source of a distributed disk', () => {
    const body: Now.DiskCreate = {
      ...base,
      diskBackend: {
        type: 'distributed',
        diskSource: { type: 'snapshot', snapshotId: oldDisk.snapshotId! },
      },
    }
    const old: Old.DiskCreate = {
      ...base,
      diskSource: { type: 'snapshot', snapshotId: oldDisk.snapshotId! },
    }
    expect(disks.diskCreate?.request?.({ query: { project }, body })).toEqual({
      query: { project },
      body: old,
    })
  })

  it('refuses a read-only disk and a local one', () => {
    expect(() =>
      diskCreateDown({
        ...base,
        diskBackend: {
          type: 'distributed',
          diskSource: { type: 'image', imageId: oldImage.id, readOnly: true },
        },
      }),
    ).toThrow(Unexpressible)
    expect(() => diskCreateDown({ ...base, diskBackend: { type: 'local' } })).toThrow(Unexpressible)
  })
})
