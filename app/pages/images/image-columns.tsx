import { createColumnHelper } from '@tanstack/react-table'

import type { Image } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { commonColumns } from '~/table/columns'
import { formatBytes } from '~/util/format'
import { LinkCell } from '~/table/cells/LinkCell'

const col = createColumnHelper<Image>()
const common = commonColumns<Image>()

/** The columns both image lists show; the name links to the image's view. */
export const imageColumns = (viewPath: (image: string) => string) => [
  col.accessor('name', {
    header: 'Name',
    cell: (info) => <LinkCell to={viewPath(info.getValue())}>{info.getValue()}</LinkCell>,
  }),
  common.description,
  col.accessor('os', { header: 'OS' }),
  col.accessor('version', { header: 'Version' }),
  col.accessor('size', { header: 'Size', cell: (info) => formatBytes(info.getValue()) }),
  common.created,
]
