import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import type { ImageRecord, SnapshotRecord } from '../store/types'

// Views of stored records that keep columns the contract's views do not have.

/** The `Image` view of a stored image (drops `silo_id`) */
export const toImage = ({ silo_id: _silo, ...image }: ImageRecord): Json<Api.Image> => image

/** The `Snapshot` view of a stored snapshot (drops `block_size`) */
export const toSnapshot = ({
  block_size: _blockSize,
  ...snapshot
}: SnapshotRecord): Json<Api.Snapshot> => snapshot
