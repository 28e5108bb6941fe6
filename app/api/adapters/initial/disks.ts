// Disks, images and snapshots in this version's terms.
//
// The first versioned API (release v18) has one kind of disk, distributed (it calls it
// "crucible"), never read-only; its disks and images give their block size as a plain byte
// count. A local or read-only disk cannot be asked of it: the pages do not offer them.
import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type * as Old from '../../__generated_versions__/2025112000.0.0/Api'
import { blockSizeUp, diskCreateDown as v14DiskCreateDown } from '../v14/disks'
import type { InitialTable } from './table'

export { blockSizeUp }

/** Its disk as the newest: distributed, writable; for the instance disk ops too */
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

/** Its DiskCreate is v14's: a source without read-only, and no local backend */
export const diskCreateDown = (body: Now.DiskCreate): Old.DiskCreate => v14DiskCreateDown(body)

export const imageUp = (i: Old.Image): Now.Image => ({ ...i, blockSize: blockSizeUp(i.blockSize) })

export const disks: InitialTable = {
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
