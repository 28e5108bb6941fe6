// Disks, images and snapshots in this version's terms.
//
// Release v14 (and v15..v17) has one kind of disk, distributed (Crucible), never read-only;
// its disks and images give their block size as a plain byte count. A local disk or a
// read-only one cannot be asked of it: the pages do not offer them on such a rack.
import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type * as Old from '../../__generated__/Api'
import { Unexpressible } from '../unexpressible'
import type { V14Table } from './table'

/** A block size the rack gave as bytes: always one of the sizes it accepts */
export function blockSizeUp(bytes: number): Now.BlockSize {
  if (bytes === 512 || bytes === 2048 || bytes === 4096) return bytes
  throw new Error(`Block size ${bytes} is not one the API knows`)
}

/** A v14 disk as the newest: distributed, writable; for the instance disk ops too */
export const diskUp = (d: Old.Disk): Now.Disk => ({
  ...d,
  blockSize: blockSizeUp(d.blockSize),
  diskType: 'distributed',
  readOnly: false,
})

export const diskPageUp = (page: Old.DiskResultsPage): Now.DiskResultsPage => ({
  ...page,
  items: page.items.map(diskUp),
})

/** The old source has no read-only flag; only a writable disk can be asked for */
function diskSourceDown(source: Now.DiskSource): Old.DiskSource {
  if (source.type === 'snapshot' || source.type === 'image') {
    const { readOnly, ...rest } = source
    if (readOnly) throw new Unexpressible('a read-only disk')
    return rest
  }
  return source
}

export function diskCreateDown(body: Now.DiskCreate): Old.DiskCreate {
  const { diskBackend, ...rest } = body
  if (diskBackend.type === 'local') throw new Unexpressible('a local disk')
  return { ...rest, diskSource: diskSourceDown(diskBackend.diskSource) }
}

export const imageUp = (i: Old.Image): Now.Image => ({ ...i, blockSize: blockSizeUp(i.blockSize) })

export const disks: V14Table = {
  diskCreate: {
    request: ({ query, body }) => ({ query, body: diskCreateDown(body) }),
    response: diskUp,
  },
  diskView: { response: diskUp },
  diskList: { response: diskPageUp },
  imageCreate: { response: imageUp },
  imageView: { response: imageUp },
  imagePromote: { response: imageUp },
  imageDemote: { response: imageUp },
  imageList: { response: (page) => ({ ...page, items: page.items.map(imageUp) }) },
}
