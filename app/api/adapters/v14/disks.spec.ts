import { describe, expect, it } from 'vitest'

import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type * as Old from '../../__generated__/Api'
import { blockSizeUp, diskCreateDown, disks, diskUp, imageUp } from './disks'
import { Unexpressible } from '../unexpressible'

const project = 'demo-project'

const oldDisk: Old.Disk = {
  id: '5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  name: 'db1-boot',
  description: 'boot disk of db1',
  projectId: '3c8b1f9e-2d4a-4b6c-9e1f-7a2b3c4d5e6f',
  blockSize: 4096,
  size: 20 * 1024 ** 3,
  devicePath: '/mnt/db1-boot',
  imageId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  snapshotId: null,
  state: { state: 'attached', instance: '9b2f7f6e-4f5a-4a5e-8f36-1b9c3f0a2d11' },
  timeCreated: new Date('2025-01-07T10:00:00Z'),
  timeModified: new Date('2025-01-07T10:00:00Z'),
}

const oldImage: Old.Image = {
  id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  name: 'ubuntu-24-04',
  description: 'Ubuntu 24.04 LTS',
  os: 'ubuntu',
  version: '24.04',
  blockSize: 512,
  size: 3 * 1024 ** 3,
  projectId: null,
  digest: { type: 'sha256', value: 'ab'.repeat(32) },
  timeCreated: new Date('2025-01-02T09:00:00Z'),
  timeModified: new Date('2025-01-02T09:00:00Z'),
}

describe('disks up', () => {
  it('makes a v14 disk distributed and writable, its block size a BlockSize', () => {
    const now: Now.Disk = diskUp(oldDisk)
    expect(now).toEqual({ ...oldDisk, diskType: 'distributed', readOnly: false })
    expect(disks.diskView?.response?.(oldDisk, { path: { disk: 'db1-boot' } })).toEqual(now)
  })

  it('translates every disk of a page', () => {
    const page = disks.diskList?.response?.({ items: [oldDisk], nextPage: 'x' }, { query: {} })
    expect(page).toEqual({ items: [diskUp(oldDisk)], nextPage: 'x' })
  })

  it('refuses a block size no API knows', () => {
    expect(() => blockSizeUp(1024)).toThrow()
  })

  it('gives images a BlockSize', () => {
    expect(imageUp(oldImage)).toEqual(oldImage)
    const page = disks.imageList?.response?.({ items: [oldImage] }, { query: {} })
    expect(page?.items[0].blockSize).toBe(512)
  })
})

describe('disk create down', () => {
  const base = { name: 'data', description: '', size: 10 * 1024 ** 3 }

  it('sends a distributed disk as the old source', () => {
    const body: Now.DiskCreate = {
      ...base,
      diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 4096 } },
    }
    const old: Old.DiskCreate = { ...base, diskSource: { type: 'blank', blockSize: 4096 } }
    expect(disks.diskCreate?.request?.({ query: { project }, body })).toEqual({
      query: { project },
      body: old,
    })
  })

  it('drops a read-only flag that is false, keeps the image', () => {
    expect(
      diskCreateDown({
        ...base,
        diskBackend: {
          type: 'distributed',
          diskSource: { type: 'image', imageId: oldImage.id, readOnly: false },
        },
      }),
    ).toEqual({ ...base, diskSource: { type: 'image', imageId: oldImage.id } })
  })

  it('refuses a read-only disk and a local one', () => {
    expect(() =>
      diskCreateDown({
        ...base,
        diskBackend: {
          type: 'distributed',
          diskSource: { type: 'snapshot', snapshotId: 'abc', readOnly: true },
        },
      }),
    ).toThrow(Unexpressible)
    expect(() => diskCreateDown({ ...base, diskBackend: { type: 'local' } })).toThrow(Unexpressible)
  })
})
